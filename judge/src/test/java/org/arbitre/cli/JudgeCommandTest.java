package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input: one clear line on stderr, exit code 2, nothing started. */
class JudgeCommandTest {
  @TempDir Path root;
  private Path problem;
  private Path tests;

  @BeforeEach
  void aProblemWithOneCase() throws Exception {
    problem = Files.createDirectories(root.resolve("problems/p"));
    Files.writeString(problem.resolve("problem.yaml"), "title: P\ntimeLimit: 1s\nmemoryLimit: 16m\n");
    Files.writeString(problem.resolve("Main.java"), "public class Main { public static void main(String[] a) {} }\n");
    tests = Files.createDirectories(root.resolve("tests/p"));
    Files.writeString(tests.resolve("1.in"), "1\n");
    Files.writeString(tests.resolve("1.out"), "1\n");
  }

  private void assertUserError(String expectedLine, String... args) {
    Cli.Result r = Cli.run(args);
    assertEquals(2, r.code(), r.out() + r.err());
    assertEquals("arbitre: " + expectedLine + "\n", r.err());
  }

  @Test
  void missingSolution() throws Exception {
    assertUserError("no such file: nope.c", "judge", problem.toString(), "--solution", "nope.c");
    Files.delete(problem.resolve("Main.java"));
    assertUserError("no solution " + problem.resolve("Main.java") + " (give one with --solution FILE)",
        "judge", problem.toString());
  }

  @Test
  void missingOrEmptyTestsFolder() throws Exception {
    assertUserError("no tests folder " + root.resolve("none"), "judge", problem.toString(), "--tests", root.resolve("none").toString());
    Path empty = Files.createDirectories(root.resolve("empty"));
    assertUserError("no test cases in " + empty + " (expected NAME.in + NAME.out files)",
        "judge", problem.toString(), "--tests", empty.toString());
  }

  @Test
  void inputWithoutAnswer() throws Exception {
    Files.writeString(tests.resolve("2.in"), "2\n");
    assertUserError("test case " + tests.resolve("2.in") + " has no answer: add 2.out (or 2.ans)",
        "judge", problem.toString());
  }

  @Test
  void javaFileWithAPackageLine() throws Exception {
    Path sol = Files.writeString(root.resolve("Main.java"), "package a.b;\npublic class Main {}\n");
    assertUserError("the Java file declares 'package a.b;': single-file solutions use the default package, remove that line",
        "judge", problem.toString(), "--solution", sol.toString());
  }

  @Test
  void unknownUnitOrOption() {
    assertUserError("unknown time unit in '1m': use ms, s or min, e.g. 1s or 1500ms",
        "judge", problem.toString(), "--time-limit", "1m");
    assertUserError("unknown memory unit in '16q': use k, m or g, e.g. 16m",
        "judge", problem.toString(), "--memory-limit", "16q");
    Cli.Result r = Cli.run("judge", problem.toString(), "--frobnicate");
    assertEquals(2, r.code());
    assertEquals("arbitre: Unknown option: '--frobnicate'; see 'arbitre judge --help'", r.err().strip());
  }

  @Test
  void missingProblemOrDescriptorOrTinyJavaHeap() throws Exception {
    assertUserError("no problem folder " + root.resolve("nope"), "judge", root.resolve("nope").toString());
    assertUserError("unknown checker 'diff' (use tokens, exact, lines, float:EPS, testlib:FILE or kattis:FILE)",
        "judge", problem.toString(), "--checker", "diff");
    assertUserError("memory limit 2 MiB is below the 3 MiB of heap a JVM needs to start",
        "judge", problem.toString(), "--memory-limit", "2m");
    Files.writeString(problem.resolve("problem.yaml"), "title: P\ntimeLimit: 1s\n");
    assertUserError(problem.resolve("problem.yaml") + ": timeLimit and memoryLimit are required (e.g. timeLimit: 1s, memoryLimit: 16m)",
        "judge", problem.toString());
  }
}
