package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.io.file.PathUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify} and {@code judge} on the Kattis packages of judge/src/test/resources/kattis: a
 * legacy one (Python and C++ accepted, custom C++ output validator folder with its header, WA,
 * TLE, RTE), a 2025-09 one (nested groups, float tolerance, input validator folder, a submission
 * folder, submissions.yaml) and a 2025-09 interactive one; then broken copies: each surprise is
 * found and exits 1.
 */
@ExtendWith(PrivateCache.class)
class VerifyIT {
  static final Path KATTIS = Cli.ROOT.resolve("judge/src/test/resources/kattis");

  @TempDir Path tmp;

  /** {@code verify} on the 2025-09 package, run once for the two tests that read its report. */
  private static Cli.Result average;

  private static synchronized Cli.Result verifyAverage() {
    if (average == null) {
      average = Cli.run("verify", KATTIS.resolve("average").toString());
    }
    return average;
  }

  @Test
  void theLegacyPackageIsAsItSays() {
    Cli.Result r = Cli.run("verify", KATTIS.resolve("sum-legacy").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("(legacy format): 3 cases, 5 submissions"), r.out());
    assertTrue(r.out().contains("input validator validate.py: 3/3 inputs valid"), r.out());
    assertTrue(r.out().matches("(?s).*time_limit_exceeded/slow.py +TLE +AC 2, TLE 1 .*ok.*"), r.out());
    assertTrue(r.out().contains("time limit: 1000 ms (slowest accepted case"), r.out());
  }

  @Test
  void the2025PackageIsAsItSays() {
    Cli.Result r = verifyAverage();
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("(2025-09 format): 4 cases, 5 submissions"), r.out());
    assertTrue(r.out().matches("(?s).*accepted/split +only AC +AC 4 .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*run_time_error/recursion.py .* AC 3, RTE 1 .*ok.*"), r.out());
    assertTrue(r.out().contains("verdict: the package is as it says"), r.out());
  }

  @Test
  void requirementsPerTestGroupAreChecked() throws Exception {
    Cli.Result r = verifyAverage();
    assertTrue(r.out().matches("(?s).*time_limit_exceeded/quadratic.cpp +only AC/TLE/WA, only AC in secret/1-small,"
        + " some TLE, some TLE in secret/2-large +AC 3, TLE 1 .*ok.*"), r.out());
    Path copy = tmp.resolve("average");
    PathUtils.copyDirectory(KATTIS.resolve("average"), copy);
    // about the time limit's submissions only: the wrong ones the 2025-09 test judges are left out
    PathUtils.delete(copy.resolve("submissions/run_time_error"));
    PathUtils.delete(copy.resolve("submissions/wrong_answer"));
    // the quadratic solution promised to TLE on the small group too, and the accepted one kept out of the limit
    Files.writeString(copy.resolve("submissions/submissions.yaml"), """
        time_limit_exceeded/quadratic.cpp:
          secret/1-small:
            required: [TLE]
        accepted/split:
          use_for_time_limit: false
        """);
    Cli.Result s = Cli.run("verify", copy.toString());
    assertEquals(1, s.code(), s.out() + s.err());
    assertTrue(s.out().contains("time_limit_exceeded/quadratic.cpp: no case in secret/1-small got TLE"), s.out());
    assertTrue(s.out().contains("(slowest case that may not TLE"), s.out()); // average.py alone sets it
  }

  @Test
  void anInteractivePackage() throws Exception {
    // without its deadlocked submission, which waits out a 4 s wall limit on each of the two cases:
    // that deadlock's TLE is InteractiveIT.wrongAnswerCrashFloodAndSilence's, and verify's reading
    // of an interactive TLE by the wall limit PackageSupportIT.interactiveVerdictsAsTheReferenceJudgesGiveThem's
    Path copy = tmp.resolve("guess");
    PathUtils.copyDirectory(KATTIS.resolve("guess"), copy);
    PathUtils.delete(copy.resolve("submissions/time_limit_exceeded"));
    Cli.Result r = Cli.run("verify", copy.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("2 cases, 2 submissions, interactive"), r.out());
    assertTrue(r.out().matches("(?s).*accepted/binary.py +only AC +AC 2 .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*wrong_answer/linear.py .* AC 1, WA 1 .*ok.*"), r.out());
    assertTrue(r.out().contains("verdict: the package is as it says"), r.out());
    // judge on this package (its accepted solution, AC) is InteractiveIT.aKattisInteractorTakesNoChecker's
  }

  @Test
  void anInteractivePackagesCasesNeedNoAnswerFiles() throws Exception {
    // problemtools' own interactive example has data/secret/*.in only: the validator gets an empty answer file
    Path copy = tmp.resolve("guess");
    PathUtils.copyDirectory(KATTIS.resolve("guess"), copy);
    // the answers matter to the validator's verdicts, not to a deadlock that waits out the wall limit
    PathUtils.delete(copy.resolve("submissions/time_limit_exceeded"));
    try (var files = Files.walk(copy.resolve("data"))) {
      for (Path ans : files.filter(f -> f.toString().endsWith(".ans")).toList()) {
        Files.delete(ans);
      }
    }
    Cli.Result r = Cli.run("verify", copy.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().matches("(?s).*wrong_answer/linear.py .* AC 1, WA 1 .*ok.*"), r.out());
  }

  @Test
  void surprisesAreFoundAndExitOne() throws Exception {
    Path copy = tmp.resolve("sum");
    PathUtils.copyDirectory(KATTIS.resolve("sum-legacy"), copy);
    // a wrong solution among the accepted ones, an invalid input, a slow one that is not slow
    Files.copy(copy.resolve("submissions/wrong_answer/off-by-one.py"), copy.resolve("submissions/accepted/oops.py"));
    Files.writeString(copy.resolve("data/secret/03.in"), "1  2\n"); // two spaces: invalid, yet every solution reads it
    Files.writeString(copy.resolve("data/secret/03.ans"), "3\n");
    Files.copy(copy.resolve("submissions/accepted/sum.py"), copy.resolve("submissions/time_limit_exceeded/fast.py"));
    // about these three surprises: the submissions that are as they say (the legacy test has them) are left out
    for (String other : List.of("accepted/sum.cpp", "run_time_error", "time_limit_exceeded/slow.py", "wrong_answer")) {
      PathUtils.delete(copy.resolve("submissions").resolve(other));
    }
    Cli.Result r = Cli.run("verify", copy.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("input validator validate.py rejects secret/03: exit code 43 (expected one line 'a b')"), r.out());
    assertTrue(r.out().contains("accepted/oops.py: got WA, expected AC"), r.out());
    assertTrue(r.out().contains("time_limit_exceeded/fast.py: got AC, expected TLE"), r.out());
  }

  @Test
  void theOldNameOfTheInputValidatorsFolderIsRead() throws Exception {
    Path copy = tmp.resolve("sum");
    PathUtils.copyDirectory(KATTIS.resolve("sum-legacy"), copy);
    // about the validators only: one accepted submission (it sets the time limit), not five judged four times
    for (String other : List.of("accepted/sum.cpp", "run_time_error", "time_limit_exceeded", "wrong_answer")) {
      PathUtils.delete(copy.resolve("submissions").resolve(other));
    }
    Files.move(copy.resolve("input_validators"), copy.resolve("input_format_validators"));
    Files.writeString(copy.resolve("data/secret/03.in"), "1  2\n"); // two spaces: the validator rejects it
    Files.writeString(copy.resolve("data/secret/03.ans"), "3\n");
    // a checktestdata file beside the Python one, as older packages have: both run, one verify for the two
    Files.writeString(copy.resolve("input_format_validators/sum.ctd"), "INT(-1000, 1000) SPACE INT(-1000, 1000) NEWLINE EOF\n");
    Cli.Result ctd = Cli.run("verify", copy.toString());
    assertEquals(1, ctd.code(), ctd.out() + ctd.err());
    assertTrue(ctd.out().contains("input validator sum.ctd rejects secret/03: exit code 43 (line 1, column 3: "), ctd.out());
    assertTrue(ctd.out().contains("input validator validate.py rejects secret/03"), ctd.out());
    Files.delete(copy.resolve("input_format_validators/validate.py"));
    Files.writeString(copy.resolve("input_format_validators/sum.viva"), "<viva program>\n");
    Files.delete(copy.resolve("input_format_validators/sum.ctd"));
    Cli.Result onlyViva = Cli.run("verify", copy.toString());
    assertTrue(onlyViva.out().contains("skipped input validator sum.viva: VIVA is not supported here"), onlyViva.out());
    assertTrue(onlyViva.out().contains("no input validator that runs here"), onlyViva.out());
    PathUtils.deleteDirectory(copy.resolve("input_format_validators"));
    Cli.Result none = Cli.run("verify", copy.toString());
    assertTrue(none.out().contains("no input validator in input_validators/"), none.out());
  }

  @Test
  void stressTakesAPackagesOutputValidatorAndLimits() throws Exception {
    Path sum = KATTIS.resolve("sum-legacy");
    Path gen = tmp.resolve("gen.py");
    Files.writeString(gen, "import random, sys\nr = random.Random(int(sys.argv[1]))\nprint(r.randint(101, 200), r.randint(1, 9))\n");
    Cli.Result r = Cli.run("stress", sum.resolve("submissions/wrong_answer/off-by-one.py").toString(),
        "--ref", sum.resolve("submissions/accepted/sum.py").toString(), "--gen", gen.toString(),
        "--problem", sum.toString(), "--time-limit", "1s", "--save", tmp.resolve("found").toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("seed 1 differs: WA: expected "), r.out());
    Cli.Result noLimit = Cli.run("stress", sum.resolve("submissions/accepted/sum.py").toString(),
        "--ref", sum.resolve("submissions/accepted/sum.py").toString(), "--gen", gen.toString(), "--problem", sum.toString());
    assertEquals(2, noLimit.code(), noLimit.out() + noLimit.err());
    assertTrue(noLimit.err().contains("the package states no time limit: give one with --time-limit"), noLimit.err());
  }

  @Test
  void judgeTakesAPackage() {
    Path sum = KATTIS.resolve("sum-legacy");
    Cli.Result ok = Cli.run("judge", sum.toString(), "--time-limit", "1s", "--json");
    assertEquals("AC", ok.json().get("verdict").asText(), ok.out());
    assertEquals(3, ok.json().get("total").asInt());
    Cli.Result wa = Cli.run("judge", sum.toString(), "--time-limit", "1s", "--json",
        "--solution", sum.resolve("submissions/wrong_answer/off-by-one.py").toString());
    assertEquals("WA", wa.json().get("verdict").asText());
    assertTrue(wa.out().contains("expected 3000000, got 3000001"), wa.out()); // the custom validator's message
    Path avg = KATTIS.resolve("average");
    Cli.Result py = Cli.run("judge", avg.toString(), "--time-limit", "1s", "--json",
        "--solution", avg.resolve("submissions/wrong_answer/integer.py").toString());
    assertEquals("WA", py.json().get("verdict").asText(), py.out()); // the default validator, within 1e-6
    assertEquals(1, py.json().get("passed").asInt());
    Cli.Result none = Cli.run("judge", sum.toString());
    assertEquals(2, none.code());
    assertTrue(none.err().contains("states no time limit"), none.err());
  }
}
