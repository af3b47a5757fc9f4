package org.arbitre.cli;

import org.arbitre.app.Settings;
import org.arbitre.process.BuildCache;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.JavaLanguage;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Limits;
import org.arbitre.process.LocalRunner;
import org.arbitre.process.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every language's self-test program copies its input, built with the real toolchain. */
class LanguagesIT {
  @TempDir Path tmp;

  /** {@code arbitre languages --json}, run once for the two tests that read it (it asks every toolchain its version). */
  private static Cli.Result languagesJson;

  private static synchronized Cli.Result languagesJson() {
    if (languagesJson == null) {
      languagesJson = Cli.run("languages", "--json");
    }
    return languagesJson;
  }

  private final LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache());

  private String runOnce(Program p, String input) throws Exception {
    Path in = Files.writeString(tmp.resolve("in"), input);
    Path out = tmp.resolve("out");
    RunResult r = runner.run(p.command(List.of(), p.workDir(tmp), new RunOptions(64L << 20, null)),
        Limits.of(java.time.Duration.ofSeconds(5), 0), in, out, tmp.resolve("err"));
    assertTrue(r.exitedCleanly(), p + ": " + r + " " + Files.readString(tmp.resolve("err")));
    return Files.readString(out);
  }

  @Test
  void everySelfTestEchoesItsInput() throws Exception {
    Compiler compiler = new Compiler(runner, new BuildCache(tmp.resolve("cache")));
    for (Language lang : Languages.ALL) {
      if (Languages.toolchain(lang).filter(t -> !t.installed(System.getenv("PATH"))).isPresent()) {
        continue; // not installed here (scripts/languages installs it)
      }
      Program p;
      if (lang == Languages.COMMAND_LINE) {
        p = compiler.commandLine(lang.selfTest());
      } else {
        Path src = Files.createDirectories(tmp.resolve(lang.id())).resolve(lang.entryName(lang.selfTest()));
        p = compiler.prepare(Files.writeString(src, lang.selfTest()));
        assertEquals(p.dir(), compiler.prepare(src).dir()); // the second time comes from the cache
      }
      assertEquals("2 lines\nof input\n", runOnce(p, "2 lines\nof input\n"), lang.id());
    }
  }

  @Test
  void javaRelease8IsCheckedOnlyWhenAsked() throws Exception {
    Path src = Files.writeString(tmp.resolve("Main.java"),
        "public class Main { public static void main(String[] a) { var x = 6; System.out.println(x); } }\n");
    Compiler compiler = new Compiler(runner, new BuildCache(tmp.resolve("cache")));
    assertEquals("6\n", runOnce(compiler.prepare(src), ""));
    CompileError e = assertThrows(CompileError.class,
        () -> compiler.prepare(src, new JavaLanguage(Optional.of(8))));
    assertTrue(e.getMessage().contains("Main.java:1: error"), e.getMessage());
  }

  @Test
  void aCommandLineRunsInItsFolderWithItsArguments() throws Exception {
    Program p = new Compiler(runner, new BuildCache(tmp.resolve("cache"))).commandLine("printf '%s|' \"$PWD\"");
    Path out = tmp.resolve("out");
    runner.run(p.command(List.of("x y", "z"), p.workDir(tmp), RunOptions.NONE),
        Limits.of(java.time.Duration.ofSeconds(5), 0), null, out, tmp.resolve("err"));
    assertEquals(Path.of("").toAbsolutePath() + "|x y|z|", Files.readString(out));
  }

  /**
   * {@code arbitre languages --json} gives each language's exact run command, with what its
   * runtime is told of the memory limit (256 MiB, the judge's default: 268,435,456 bytes).
   */
  @org.junit.jupiter.api.Test
  void theRunCommandsShowTheMemoryFlags() {
    Cli.Result r = languagesJson();
    assertEquals(0, r.code(), r.err());
    java.util.Map<String, String> run = new java.util.HashMap<>();
    r.json().forEach(l -> run.put(l.path("id").asText(), l.path("run").asText()));
    assertTrue(run.get("java").startsWith("java -Xmx262144k -Xss64m "), run.get("java"));
    assertTrue(run.get("kotlin").startsWith("java -Xmx262144k "), run.get("kotlin"));
    assertEquals("env GOMEMLIMIT=241591905 DIR/prog", run.get("go"));
    assertEquals("node --max-old-space-size=216 DIR/main.js", run.get("javascript"));
    assertEquals("env MONO_GC_PARAMS=max-heap-size=262144k mono DIR/prog.exe", run.get("csharp"));
    assertEquals("DIR/prog", run.get("c"));
  }

  /**
   * Every file a compile line names beside the program's own is in the language's {@code files}
   * (name and text), so the line can be run by hand: Kotlin's {@code arbitre-readln.kt}, which
   * declares {@code readln()} in {@code kotlin.io}; the other languages name none.
   */
  @org.junit.jupiter.api.Test
  void theFilesACompileLineNamesAreGiven() {
    Cli.Result r = languagesJson();
    assertEquals(0, r.code(), r.err());
    r.json().forEach(l -> {
      java.util.Set<String> named = new java.util.TreeSet<>();
      for (String word : l.path("compile").asText().split(" ")) {
        if (word.startsWith("arbitre-")) {
          named.add(word);
        }
      }
      java.util.Set<String> given = new java.util.TreeSet<>();
      l.path("files").fieldNames().forEachRemaining(given::add);
      assertEquals(named, given, l.path("id").asText());
    });
    String kotlin = null;
    for (var l : r.json()) {
      if (l.path("id").asText().equals("kotlin")) {
        kotlin = l.path("files").path("arbitre-readln.kt").asText();
      }
    }
    assertTrue(kotlin != null && kotlin.contains("package kotlin.io") && kotlin.contains("fun readln(): String")
        && kotlin.contains("fun readlnOrNull(): String?"), String.valueOf(kotlin));
  }
}
