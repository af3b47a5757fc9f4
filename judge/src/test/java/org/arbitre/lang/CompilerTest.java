package org.arbitre.lang;

import org.arbitre.process.BuildCache;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.UserError;
import org.arbitre.process.Command;
import org.arbitre.process.Limits;
import org.arbitre.process.LiveProcess;
import org.arbitre.process.Outcome;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cache logic, with a fake compiler: "compiles" unless the source contains "syntax error". */
class CompilerTest {
  @TempDir Path tmp;

  private final List<Command> compiles = new ArrayList<>();
  /** When set, each "compile" also builds the final folder first, as a concurrent run would. */
  private boolean racing;

  private final ProcessRunner fakeCompiler = new ProcessRunner() {
    @Override
    public RunResult run(Command c, Limits limits, Path stdin, Path stdout, Path stderr) throws IOException {
      compiles.add(c);
      if (racing) {
        String tmpName = c.workDir().getFileName().toString();
        Path theirs = c.workDir().resolveSibling(tmpName.substring(0, tmpName.indexOf(".tmp")));
        Files.createDirectories(theirs);
        Files.writeString(theirs.resolve("theirs"), "built by another run");
      }
      String src = Files.readString(c.workDir().resolve(c.argv().get(c.argv().size() - 1)));
      Files.writeString(stdout, "");
      boolean bad = src.contains("syntax error");
      Files.writeString(stderr, bad ? "\n  Main.java:1: error: ';' expected  \n\n" : "");
      String entry = c.argv().get(c.argv().size() - 1);
      if (!bad && entry.endsWith(".java") && src.contains("class ")) { // what javac leaves: a class file
        Files.writeString(c.workDir().resolve(entry.replace(".java", ".class")), "");
      }
      return new RunResult(Outcome.EXITED, bad ? 1 : 0, 0, 10, 10, 1000, 0, "test", "");
    }

    @Override
    public LiveProcess start(Command command, Path stderr) {
      throw new UnsupportedOperationException();
    }
  };

  private Path source(String name, String text) throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("src").resolve(String.valueOf(text.hashCode())));
    return Files.writeString(dir.resolve(name), text);
  }

  @Test
  void aSourceGivenByContentIsTheSameBuildAsAFileOfThatContent() throws Exception {
    Compiler compiler = new Compiler(fakeCompiler, new BuildCache(tmp.resolve("cache")));
    String text = "public class Main {}";
    Program fromBytes = compiler.prepare(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), new JavaLanguage());
    Program fromFile = compiler.prepare(source("Main.java", text));
    assertEquals(1, compiles.size());
    assertEquals(fromFile.dir(), fromBytes.dir());
    assertEquals("Main.java", fromBytes.entry());
    // its origin is a file of that content (what a tournament's manifest hashes)
    assertEquals(text, Files.readString(Path.of(fromBytes.origin())));
  }

  @Test
  void aSourceGivenByContentThatDoesNotCompileNamesItsCopy() throws Exception {
    Compiler compiler = new Compiler(fakeCompiler, new BuildCache(tmp.resolve("cache")));
    CompileError e = assertThrows(CompileError.class, () -> compiler.prepare(
        "public class Main { syntax error }".getBytes(java.nio.charset.StandardCharsets.UTF_8), new JavaLanguage()));
    assertTrue(e.getMessage().contains(tmp.resolve("cache").toString()), e.getMessage());
  }

  @Test
  void sameContentIsCompiledOnceWherever() throws Exception {
    Compiler compiler = new Compiler(fakeCompiler, new BuildCache(tmp.resolve("cache")));
    Program a = compiler.prepare(source("Main.java", "public class Main {}"));
    Program b = compiler.prepare(source("Main.java", "public class Main {}"));
    assertEquals(1, compiles.size());
    assertEquals(a.dir(), b.dir());
    assertEquals("Main.java", a.entry());
    assertTrue(Files.isRegularFile(a.dir().resolve("Main.java")));
    Program c = compiler.prepare(source("Main.java", "public class Main { }"));
    assertNotEquals(a.dir(), c.dir());
    assertEquals(List.of("javac", "-J-XX:+UseSerialGC", "-J-XX:TieredStopAtLevel=1", "-encoding", "UTF-8", "-nowarn",
        "-d", ".", "Main.java"), compiles.get(0).argv());
  }

  @Test
  void compileErrorIsTrimmedAndRemembered() throws Exception {
    Compiler compiler = new Compiler(fakeCompiler, new BuildCache(tmp.resolve("cache")));
    Path bad = source("Main.java", "public class Main { syntax error }");
    CompileError e = assertThrows(CompileError.class, () -> compiler.prepare(bad));
    assertEquals(bad + ":1: error: ';' expected", e.getMessage()); // the user's file, not the cached copy
    CompileError again = assertThrows(CompileError.class, () -> compiler.prepare(bad));
    assertEquals(e.getMessage(), again.getMessage());
    assertEquals(1, compiles.size());
  }

  @Test
  void compileMessagesNameTheUsersFile() {
    Path user = Path.of("sol", "wrong.c");
    assertEquals("sol/wrong.c: In function 'main':\nsol/wrong.c:3:5: error: x\n    3 | main.c is fine here",
        Compiler.nameSource("main.c: In function 'main':\n./main.c:3:5: error: x\n    3 | main.c is fine here",
            "main.c", user));
  }

  @Test
  void specNamesAFileOrACommandLine() throws Exception {
    Compiler compiler = new Compiler(fakeCompiler, new BuildCache(tmp.resolve("cache")));
    assertEquals("cmd", compiler.prepare("python3 bot.py").language().id());
    UserError missing = assertThrows(UserError.class, () -> compiler.prepare(tmp.resolve("nope.c").toString()));
    assertTrue(missing.getMessage().startsWith("no such file"), missing.getMessage());
    Path rb = source("x.xyz", "puts 1");
    UserError unknown = assertThrows(UserError.class, () -> compiler.prepare(rb.toString()));
    assertTrue(unknown.getMessage().contains("unknown language"), unknown.getMessage());
    assertTrue(compiles.isEmpty());
  }

  @Test
  void aConcurrentBuildOfTheSameSourceWins() throws Exception {
    racing = true;
    Program p = new Compiler(fakeCompiler, new BuildCache(tmp.resolve("cache"))).prepare(source("Main.java", "class Main {}"));
    assertTrue(Files.exists(p.dir().resolve("theirs")));
    try (var left = Files.list(tmp.resolve("cache"))) {
      assertEquals(List.of(p.dir()), left.toList()); // our temporary build folder is gone
    }
  }

  @Test
  void longMessagesAreCut() {
    String many = "x\n".repeat(100);
    String cut = Compiler.trim(many);
    assertEquals(41, cut.lines().count());
    assertTrue(cut.endsWith("(60 more lines)"));
  }

  @Test
  void aJavaFileThatDeclaresNoClassIsACompileError() throws Exception {
    Compiler compiler = new Compiler(fakeCompiler, new BuildCache(tmp.resolve("cache")));
    CompileError e = assertThrows(CompileError.class, () -> compiler.prepare(source("Main.java", "")));
    assertTrue(e.getMessage().startsWith("no class Main in the file"), e.getMessage());
  }
}
