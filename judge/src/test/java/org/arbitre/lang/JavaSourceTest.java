package org.arbitre.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;

class JavaSourceTest {

  @Test
  void theSinglePublicClassIsRun() {
    String src = "import java.util.*;\nclass Helper {}\npublic final class Solution {\n"
        + "  public static class Inner {}\n  public static void main(String[] a) {}\n}\n";
    assertEquals(new JavaSource(Optional.empty(), "Solution"), JavaSource.parse(src));
  }

  @Test
  void withoutPublicClassMainIsRun() {
    assertEquals("Main", JavaSource.parse("class A {}\nclass Main { class B {} }\n").mainClass());
    assertEquals("Only", JavaSource.parse("class Only { public class Nested {} }").mainClass());
  }

  @Test
  void severalClassesAndNoMainCannotBeGuessed() {
    UserError e = assertThrows(UserError.class, () -> JavaSource.parse("class A {}\nclass B {}\n"));
    assertTrue(e.getMessage().contains("name it Main"), e.getMessage());
  }

  @Test
  void packageLineIsFoundButNotInCommentsOrStrings() {
    assertEquals(Optional.of("org.x"), JavaSource.parse("package org.x;\npublic class Main {}").packageName());
    String hidden = "// package a.b;\n/* package c;\n*/ public class Main {\n"
        + "  String s = \"package d;\"; char q = '\"';\n  String t = \"}\";\n}\nclass Z {}\n";
    JavaSource src = JavaSource.parse(hidden);
    assertEquals(Optional.empty(), src.packageName());
    assertEquals("Main", src.mainClass());
  }

  @Test
  void javaLanguageRefusesAPackageLineInOneLine() {
    UserError e = assertThrows(UserError.class, () -> new JavaLanguage().entryName("package p;\nclass Main {}"));
    assertTrue(e.getMessage().contains("package p;") && !e.getMessage().contains("\n"), e.getMessage());
  }
}
