package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.arbitre.app.Settings;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.lang.Toolchain;
import org.arbitre.process.BuildCache;
import org.arbitre.process.Limits;
import org.arbitre.process.LocalRunner;
import org.arbitre.process.RunResult;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A folder of sources is one program in its files' language (the Kattis convention): each folder
 * of {@code resources/lang/folders/} adds two numbers with a function of its second file (a
 * header and its source, a module, a unit, a required file), and the program built from the
 * folder prints their sum. Its main file is found as docs/languages.md says (Java's class with
 * {@code main}, Kotlin's file with {@code fun main}, Pascal's {@code program}, OCaml's modules in
 * their dependencies' order, not their names'). A language not installed is skipped, naming its
 * Debian package.
 */
class FolderProgramsIT {
  private static final Path FOLDERS = Cli.ROOT.resolve("judge/src/test/resources/lang/folders");

  @TempDir Path tmp;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"c", "cpp", "java", "python", "pascal", "ocaml", "rust", "go", "javascript", "ruby", "php",
      "bash", "lua", "kotlin", "csharp", "haskell"})
  void aFolderIsOneProgramInItsLanguage(String id) throws Exception {
    assertEquals("42\n", run(id, id));
  }

  /**
   * Where no rule of its language names the main file, the Kattis format's do: a file named main
   * in any case ({@code Main.rb} beside {@code adder.rb}), else the first by name
   * ({@code solution.py} before {@code tools.py}).
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"python-first", "ruby-anycase"})
  void theKattisRuleFindsTheMainFile(String folder) throws Exception {
    assertEquals("42\n", run(folder.substring(0, folder.indexOf('-')), folder));
  }

  /** What the program built from {@code folder}, of language {@code id}, prints for {@code 40 2}. */
  private String run(String id, String folder) throws Exception {
    Language lang = Languages.byId(id).orElseThrow();
    Toolchain t = Languages.toolchain(lang).orElseThrow();
    assumeTrue(t.installed(System.getenv("PATH")),
        id + ": " + t.program() + " is not installed (Debian package " + t.debianPackage() + ")");
    LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache());
    Program p = new Compiler(runner, new BuildCache(tmp.resolve("cache"))).prepareDirectory(FOLDERS.resolve(folder));
    assertEquals(id, p.language().id());
    Path in = Files.writeString(tmp.resolve("in"), "40 2\n");
    Path work = Files.createDirectories(tmp.resolve("work"));
    RunResult r = runner.run(p.command(List.of(), p.workDir(work), new RunOptions(256L << 20, null)),
        Limits.of(Duration.ofSeconds(10), 0), in, tmp.resolve("out"), tmp.resolve("err"));
    assertTrue(r.exitedCleanly(), folder + ": " + r + " " + Files.readString(tmp.resolve("err")));
    return Files.readString(tmp.resolve("out"));
  }
}
