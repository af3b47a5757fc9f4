package org.arbitre.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LanguagesTest {
  private final Path dir = Path.of("/cache/abc");

  @Test
  void languageIsChosenByFileEnding() {
    assertEquals("java", Languages.forFile(Path.of("x/Main.java")).orElseThrow().id());
    assertEquals("c", Languages.forFile(Path.of("a.c")).orElseThrow().id());
    assertEquals("cpp", Languages.forFile(Path.of("a.cpp")).orElseThrow().id());
    assertEquals("python", Languages.forFile(Path.of("bot.py")).orElseThrow().id());
    assertEquals("ruby", Languages.forFile(Path.of("a.rb")).orElseThrow().id());
    assertEquals("pascal", Languages.forFile(Path.of("bot.pp")).orElseThrow().id());
    assertEquals("python", Languages.forFile(Path.of("a.py3")).orElseThrow().id());
    assertEquals("cpp", Languages.forFile(Path.of("a.cc")).orElseThrow().id());
    assertEquals("cpp", Languages.forFile(Path.of("a.c++")).orElseThrow().id());
    assertEquals("cpp", Languages.forFile(Path.of("a.C")).orElseThrow().id());
    assertEquals(Optional.empty(), Languages.forFile(Path.of("a.xyz")));
    assertEquals(Optional.empty(), Languages.forFile(Path.of(".c")));
  }

  @Test
  void javaRunsWithTheHeapLimitAndTheHouseFlags() {
    RunOptions opts = new RunOptions(16L << 20, Path.of("/tmp/h.log"));
    assertEquals(List.of("java", "-Xmx16384k", "-Xss64m", "-XX:+UseSerialGC", "-XX:+ExitOnOutOfMemoryError",
            "-Xlog:gc+heap=info,gc+heap+exit:file=/tmp/h.log::filecount=0", "-cp", "/cache/abc", "Main", "x"),
        new JavaLanguage().runArgv(dir, "Main.java", opts, List.of("x")));
    assertEquals(List.of("java", "-Xss64m", "-XX:+UseSerialGC", "-XX:+ExitOnOutOfMemoryError", "-cp", "/cache/abc", "Sol"),
        new JavaLanguage().runArgv(dir, "Sol.java", RunOptions.NONE));
  }

  /** Go, Node and Mono are told the limit in their own terms (64 MiB: 67,108,864 bytes); without one, nothing. */
  @Test
  void managedRuntimesAreToldTheMemoryLimit() {
    RunOptions mib64 = new RunOptions(64L << 20, null);
    assertEquals(List.of("env", "GOMEMLIMIT=60397974", "/cache/abc/prog"), new GoLanguage().runArgv(dir, "main.go", mib64));
    assertEquals(List.of("node", "--max-old-space-size=24", "/cache/abc/main.js"),
        new JavaScriptLanguage().runArgv(dir, "main.js", mib64));
    assertEquals(List.of("env", "MONO_GC_PARAMS=max-heap-size=65536k", "mono", "/cache/abc/prog.exe"),
        new CsharpLanguage().runArgv(dir, "main.cs", mib64));
    // Node's heap is at least 16 MB; Mono takes no heap below 16 MB (four times its nursery)
    RunOptions mib20 = new RunOptions(20L << 20, null);
    assertEquals(List.of("node", "--max-old-space-size=16", "/cache/abc/main.js"),
        new JavaScriptLanguage().runArgv(dir, "main.js", mib20));
    assertEquals(List.of("mono", "/cache/abc/prog.exe"), new CsharpLanguage().runArgv(dir, "main.cs", new RunOptions(15L << 20, null)));
    for (Language lang : List.of(new GoLanguage(), new JavaScriptLanguage(), new CsharpLanguage())) {
      assertTrue(!String.join(" ", lang.runArgv(dir, "main", RunOptions.NONE)).contains("="), lang.id());
    }
  }

  @Test
  void javaReleaseIsOnlyPassedWhenAsked() {
    assertTrue(!new JavaLanguage().compileArgv("Main.java").contains("--release"));
    assertTrue(String.join(" ", new JavaLanguage(Optional.of(8)).compileArgv("Main.java")).contains("--release 8"));
  }

  @Test
  void compiledLanguagesRunTheBinaryOfTheirFolder() {
    assertEquals(List.of("gcc", "-O2", "-std=gnu17", "-o", "prog", "main.c", "-lm"), new CLanguage().compileArgv("main.c"));
    assertEquals(List.of("g++", "-O2", "-std=gnu++17", "-o", "prog", "main.cpp"), new CppLanguage().compileArgv("main.cpp"));
    assertEquals(List.of("gcc", "-O2", "-std=gnu17", "-I", "/src/chk", "-iquote", "/src", "-o", "prog", "main.c", "-lm"),
        new CLanguage().compileArgv("main.c", Path.of("/src/chk")));
    // a folder just below the root: its parent, /, is not searched
    assertEquals(List.of("g++", "-O2", "-std=gnu++17", "-I", "/tmp", "-o", "prog", "main.cpp"),
        new CppLanguage().compileArgv("main.cpp", Path.of("/tmp")));
    assertEquals(List.of("/cache/abc/prog", "1"), new CLanguage().runArgv(dir, "main.c", RunOptions.NONE, List.of("1")));
    assertEquals(List.of("python3", "/cache/abc/main.py"), new PythonLanguage().runArgv(dir, "main.py", RunOptions.NONE));
  }

  @Test
  void aCommandLineGoesThroughShWithItsArgumentsQuoted() {
    CommandLineLanguage cmd = Languages.COMMAND_LINE;
    assertEquals(List.of("sh", "-c", "exec ./bot --fast"), cmd.runArgv(dir, "./bot --fast", RunOptions.NONE, List.of()));
    assertEquals(List.of("sh", "-c", "exec ./bot --fast \"$@\"", "sh", "a b", "2"),
        cmd.runArgv(dir, "./bot --fast", RunOptions.NONE, List.of("a b", "2")));
  }

  /** Every ending of the Kattis table's C++ and Python 3 is listed ({@code arbitre languages}, messages). */
  @Test
  void theKattisEndingsAreListed() {
    assertEquals(List.of(".py", ".py3"), new PythonLanguage().extensions());
    assertEquals(List.of(".cpp", ".cc", ".cxx", ".c++", ".C"), new CppLanguage().extensions());
    assertTrue(Languages.knownExtensions().contains(".py3 "), Languages.knownExtensions());
  }

  /** A Kattis language that is not offered says why, by id or by ending; another name lists the known ones. */
  @Test
  void aKattisLanguageNotOfferedSaysWhy() {
    assertEquals("unknown language for sol.py2 (Python 2 is not offered: Debian 12 packages neither Python 2 nor"
        + " PyPy 2 (a Python 3 program is a .py or .py3 file))", Languages.unknownFile(Path.of("sol.py2")));
    assertTrue(Languages.unknownFile(Path.of("Main.scala")).contains("(Scala is not offered: "),
        Languages.unknownFile(Path.of("Main.scala")));
    assertTrue(Languages.unknownId("Python2").startsWith("unknown language Python2 (Python 2 is not offered: "));
    assertTrue(Languages.unknownId("scala").startsWith("unknown language scala (Scala is not offered: "));
    assertTrue(Languages.unknownId("cobol").startsWith("unknown language cobol (known: java, c, cpp, python, "));
    assertTrue(Languages.unknownFile(Path.of("a.f90")).startsWith("unknown language for a.f90 (known: .java .c "));
  }

  /** PyPy takes about 17 MiB before its first line: a limit below 18 MiB is refused at once, saying so. */
  @Test
  void pypyRefusesALimitItCannotStartUnder() {
    assertEquals(Optional.of("memory limit 16 MiB is below the 18 MiB of resident memory PyPy takes to start: give"
        + " pypy3 more (--memory-limit 64m: a match counts its shared libraries too) or run the file as python"), new PypyLanguage().refusesMemory(16L << 20));
    assertEquals(Optional.empty(), new PypyLanguage().refusesMemory(18L << 20));
    assertEquals(Optional.empty(), new PypyLanguage().refusesMemory(0));
    assertEquals(Optional.empty(), new PythonLanguage().refusesMemory(16L << 20));
  }
}
