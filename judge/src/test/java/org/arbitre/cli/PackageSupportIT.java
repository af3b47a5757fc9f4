package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.arbitre.RunsAlone;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code verify} on packages as setters make them (judge/src/test/resources/kattis): files its
 * tools pass over, submissions that cannot run here, submissions.yaml's metadata and patterns.
 */
@ExtendWith(PrivateCache.class)
class PackageSupportIT {
  static final Path KATTIS = Cli.ROOT.resolve("judge/src/test/resources/kattis");

  @Test
  void aSubmissionOfNoKnownLanguageIsSkippedAndTheOthersAreJudged() {
    Cli.Result r = Cli.run("verify", KATTIS.resolve("loose-files").toString());
    assertEquals(0, r.code(), r.out() + r.err()); // a skipped submission is no failure of the package
    assertTrue(r.out().contains("2 cases, 3 submissions"), r.out()); // backups, README, .disabled: no submissions
    assertTrue(r.out().contains("skipped accepted/sum.frob (unknown language (known: "), r.out());
    assertTrue(r.out().matches("(?s).*accepted/sum.py +only AC +AC 2 .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*wrong_answer/difference.py .* WA 2 .*ok.*"), r.out());
    assertTrue(r.out().contains("verdict: the package is as it says"), r.out());
    assertTrue(r.out().contains("invalid inputs: 2/2 rejected"), r.out()); // data/invalid_input/
    for (String ignored : new String[] {"sum.py~", "sum.py.bak", ".sum.py.swp", "#sum.py#", "README", "constant.py"}) {
      assertFalse(r.out().contains(ignored), ignored + " in " + r.out());
    }
    assertEquals("", r.err());
  }

  @Test
  void aPython2SubmissionIsSkippedByItsShebangNotJudgedAsACompileError() {
    // problemtools picks Python 2 by the #! line; Python 3 would call its print statement a syntax error
    Cli.Result r = Cli.run("verify", KATTIS.resolve("python2").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("skipped accepted/distance_py2.py (Python 2 (its #! line) is not run here)"), r.out());
    assertTrue(r.out().matches("(?s).*accepted/distance.py +AC +AC 3 .*ok.*"), r.out());
    // in time_limit_exceeded/, but '@EXPECTED_RESULTS@: TIME_LIMIT_EXCEEDED, WRONG_ANSWER': its WA is as said
    assertTrue(r.out().matches("(?s).*time_limit_exceeded/wrong_on_equal.py +@EXPECTED_RESULTS@ TLE/WA +AC 2, WA 1 .*ok.*"),
        r.out());
    assertTrue(r.out().contains("verdict: the package is as it says"), r.out());
  }

  @Test
  void constantsArePutIntoValidatorsSubmissionsAndTestGroupYaml() {
    // {{max_value}} in a Python validator, its test_group.yaml arguments, a C++ and a Python submission
    String pkg = KATTIS.resolve("constants").toString();
    Cli.Result r = Cli.run("verify", pkg);
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("input validator bounds.py: 3/3 inputs valid"), r.out());
    assertTrue(r.out().matches("(?s).*accepted/sum.cpp +only AC +AC 3 .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*wrong_answer/capped.py +only AC/WA, some WA +AC 2, WA 1 .*ok.*"), r.out());
    Cli.Result j = Cli.run("judge", pkg, "--time-limit", "1s", "--solution", pkg + "/submissions/accepted/sum.cpp");
    assertEquals(0, j.code(), j.out() + j.err());
  }

  @Test
  void aDraftPackageKeepsItsLegacyValidationKeysAndPluralDataFolders() {
    // 2023-07 draft: validator_flags (a float tolerance) and data/invalid_inputs/, invalid_outputs/, valid_outputs/
    Cli.Result r = Cli.run("verify", KATTIS.resolve("plural-data").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("invalid inputs: 1/1 rejected"), r.out());
    assertTrue(r.out().contains("invalid outputs: 1/1 rejected"), r.out());
    assertTrue(r.out().contains("valid outputs: 1/1 accepted"), r.out()); // 4.5000001 for 4.5 within 1e-6
    assertTrue(r.out().matches("(?s).*accepted/half.py +only AC +AC 3 .*ok.*"), r.out());
    // 'validation: custom interactive' without a type: the validator talks with the submission
    Cli.Result i = Cli.run("verify", KATTIS.resolve("draft-interactive").toString());
    assertEquals(0, i.code(), i.out() + i.err());
    assertTrue(i.out().contains("2 cases, 2 submissions, interactive"), i.out());
    assertTrue(i.out().matches("(?s).*accepted/double.py +only AC +AC 2 .*ok.*"), i.out());
  }

  @Test
  void judgeTakesALegacyPackagesTimeLimitFromItsDomjudgeIniOrTimelimitFile(@org.junit.jupiter.api.io.TempDir Path tmp)
      throws Exception {
    Cli.Result r = Cli.run("judge", KATTIS.resolve("python2").toString()); // domjudge-problem.ini: timelimit='2'
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("limits: 2000 ms CPU"), r.out());
    Path copy = tmp.resolve("python2");
    org.apache.commons.io.file.PathUtils.copyDirectory(KATTIS.resolve("python2"), copy);
    java.nio.file.Files.delete(copy.resolve("domjudge-problem.ini"));
    java.nio.file.Files.writeString(copy.resolve(".timelimit"), "1.5\n");
    Cli.Result t = Cli.run("judge", copy.toString());
    assertEquals(0, t.code(), t.out() + t.err());
    assertTrue(t.out().contains("limits: 1500 ms CPU"), t.out());
    java.nio.file.Files.delete(copy.resolve(".timelimit"));
    Cli.Result none = Cli.run("judge", copy.toString());
    assertEquals(2, none.code(), none.out() + none.err());
    assertTrue(none.err().contains("the package states no time limit"), none.err());
  }

  @Test
  void anInvalidInputThatEveryValidatorAcceptsIsASurprise(@org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
    Path copy = tmp.resolve("loose-files");
    org.apache.commons.io.file.PathUtils.copyDirectory(KATTIS.resolve("loose-files"), copy);
    java.nio.file.Files.writeString(copy.resolve("data/invalid_input/words.in"), "3 4\n"); // valid after all
    Cli.Result r = Cli.run("verify", copy.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("invalid inputs: 1/2 rejected"), r.out());
    assertTrue(r.out().contains("every input validator accepts data/invalid_input/words.in, an invalid input"), r.out());
  }

  @Test
  void submissionsYamlSaysHowToRunASubmissionAndItsPatternsMatch() {
    Cli.Result r = Cli.run("verify", KATTIS.resolve("metadata").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    // a folder of two Python files, its entry point named; a .txt file said to be python3
    assertTrue(r.out().matches("(?s).*accepted/two_files +only AC +AC 2 .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*accepted/sum.txt +only AC +AC 2 .*ok.*"), r.out());
    assertTrue(r.out().contains("skipped accepted/sum.cob (language cobol of submissions.yaml is not supported here)"),
        r.out());
    // "wrong_answer/{constant, off_by_one}.py" and "{run_time_error , time_limit_exceeded}/*": spaces in braces
    assertTrue(r.out().matches("(?s).*wrong_answer/constant.py +only AC/WA, only WA, some WA .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*wrong_answer/off_by_one.py +only AC/WA, only WA, some WA .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*run_time_error/crash.py +only AC/RTE, some RTE, some RTE/TLE .*ok.*"), r.out());
  }

  @Test
  void jobsRunSubmissionsAtOnceAndTheReportKeepsItsOrder() {
    String pkg = KATTIS.resolve("metadata").toString();
    Cli.Result one = Cli.run("verify", pkg);
    Cli.Result two = Cli.run("verify", "--jobs", "2", pkg);
    assertEquals(0, two.code(), two.out() + two.err());
    // the same lines but for the times measured
    assertEquals(one.out().replaceAll(" +\\d+ ms", " T"), two.out().replaceAll(" +\\d+ ms", " T"));
    Cli.Result none = Cli.run("verify", "--jobs", "0", pkg);
    assertEquals(2, none.code(), none.out() + none.err());
    assertTrue(none.err().contains("--jobs must be at least 1, not 0"), none.err());
  }

  /**
   * The endings of an interactive run, each as DOMjudge gives it (judge/src/test/resources/kattis/
   * interactive-endings: a validator that sends the numbers, closes its output and reads their sum),
   * in the sandbox as without it: each program sees the end of the other's output as soon as the
   * other closes it, not only when it exits.
   */
  @ParameterizedTest(name = "sandboxed: {0}")
  @ValueSource(booleans = {true, false})
  @RunsAlone // which program ended first, and a sleeper's TLE by the wall limit
  void interactiveVerdictsAsTheReferenceJudgesGiveThem(boolean sandboxed) {
    String pkg = KATTIS.resolve("interactive-endings").toString();
    Cli.Result r = sandboxed ? Cli.run("verify", pkg) : Cli.run("verify", "--no-sandbox", pkg);
    assertEquals(0, r.code(), r.out() + r.err());
    // the validator closes its output: the submission reads to end of file and answers
    assertTrue(r.out().matches("(?s).*accepted/read_to_eof.py +only AC +AC 1 .*ok.*"), r.out());
    // the validator rejects first; the submission then spins past the limit: WA, not TLE
    assertTrue(r.out().matches("(?s).*wrong_answer/spins_after_a_wrong_answer.py .* WA 1 .*ok.*"), r.out());
    // the submission closes its output and sleeps: it ended first, its time decides: TLE, not WA
    assertTrue(r.out().matches("(?s).*time_limit_exceeded/closes_its_output_and_sleeps.py .* TLE 1 .*ok.*"), r.out());
    // the submission leaves at once; the validator writes to it after: WA, never the judge's failure
    assertTrue(r.out().matches("(?s).*wrong_answer/says_nothing.py .* WA 1 .*ok.*"), r.out());
  }

  /** A submission that leaves before the validator's first query is WA every time, on a busy machine too. */
  @Test
  @RunsAlone // it loads both cores on purpose
  void aSubmissionThatLeavesAtOnceIsWrongAnswerUnderLoad() throws Exception {
    Path pkg = KATTIS.resolve("interactive-endings");
    String silent = pkg.resolve("submissions/wrong_answer/says_nothing.py").toString();
    java.util.concurrent.atomic.AtomicBoolean busy = new java.util.concurrent.atomic.AtomicBoolean(true);
    java.util.List<Thread> burners = new java.util.ArrayList<>();
    for (int i = 0; i < 2; i++) { // both cores of a small machine
      Thread t = new Thread(() -> {
        long x = 0;
        while (busy.get()) {
          x += System.nanoTime() % 7;
        }
        if (x == 42) {
          System.out.print("");
        }
      });
      t.setDaemon(true);
      t.start();
      burners.add(t);
    }
    try {
      for (int i = 0; i < 5; i++) { // each run a fresh race between the submission's exit and the validator's write
        Cli.Result r = Cli.run("judge", pkg.toString(), "--solution", silent, "--json");
        assertEquals("WA", r.json().get("tests").get(0).get("verdict").asText(), "run " + i + ": " + r.out() + r.err());
      }
    } finally {
      busy.set(false);
      for (Thread t : burners) {
        t.join();
      }
    }
  }
}
