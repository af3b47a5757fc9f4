package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The textual part of {@code arbitre check}, on strings. */
class SubmitCheckTest {
  @Test
  void commentsAndLiteralsAreBlankedLineBreaksKept() {
    String src = "int a; // System.exit(1)\n/* new File(\n */ String s = \"new FileReader(\";\nchar c = '\"';\n";
    String code = SubmitCheck.code(src);
    assertEquals(src.length(), code.length());
    assertEquals(src.lines().count(), code.lines().count());
    assertEquals("int a;", code.lines().findFirst().orElseThrow().strip());
    assertEquals(List.of(), SubmitCheck.scan("public class Main { public static void main(String[] a) {"
        + " // new FileReader(x)\n String s = \"System.exit(3)\"; } }").stream()
        .filter(f -> f.severity() == SubmitCheck.Severity.ERROR).toList());
  }

  @Test
  void anExitAfterWritingToStderrIsAWarningElsewhereAnError() {
    List<SubmitCheck.Finding> f = SubmitCheck.scan("class Main {\n static void main(String[] a) {\n"
        + "  if (a.length > 0) {\n   System.err.println(\"usage\");\n   System.exit(2);\n  }\n"
        + "  System.exit(a.length == 0 ? 0 : 1);\n  System.exit(0);\n }\n}\n");
    assertEquals(List.of(new SubmitCheck.Finding(5, SubmitCheck.Severity.WARNING, f.get(0).message()),
        new SubmitCheck.Finding(7, SubmitCheck.Severity.ERROR, f.get(1).message())), f);
    assertEquals("System.exit(a.length == 0 ? 0 : 1): a judge calls a non-zero exit a runtime error; return from main",
        f.get(1).message());
  }
}
