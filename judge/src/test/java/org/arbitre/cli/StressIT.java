package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.OneCore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbitre stress} on the Othello worked example: problems/othello/stress/. */
@ExtendWith(PrivateCache.class)
@OneCore
class StressIT {
  private static final Path OTHELLO = Cli.ROOT.resolve("problems/othello");
  private static final Path STRESS = OTHELLO.resolve("stress");
  private static final String GEN = STRESS.resolve("gen.py").toString();
  private static final String BRUTE = STRESS.resolve("brute.py").toString();
  @TempDir Path tmp;

  @Test
  void aPlantedBugIsFoundWithinAFewSeedsAndSavedAsACase() throws Exception {
    Path save = tmp.resolve("found");
    Cli.Result r = Cli.run("stress", STRESS.resolve("wrong_ignores_up_left.py").toString(), "--ref", BRUTE,
        "--gen", GEN, "--problem", OTHELLO.toString(), "--save", save.toString());
    assertEquals(1, r.code(), r.err() + r.out());
    Matcher m = Pattern.compile("seed (\\d+) differs: WA: ").matcher(r.out());
    assertTrue(m.find(), r.out());
    long seed = Long.parseLong(m.group(1));
    assertTrue(seed <= 10, "found only at seed " + seed);
    Path in = save.resolve("stress-" + seed + ".in");
    Path out = save.resolve("stress-" + seed + ".out");
    assertTrue(r.out().contains("saved as a case in " + save), r.out());
    // the saved case is a real case: the brute force passes it, the wrong solution does not
    assertEquals(0, Cli.run("judge", OTHELLO.toString(), "--tests", save.toString(), "--solution", BRUTE).code());
    assertEquals(1, Cli.run("judge", OTHELLO.toString(), "--tests", save.toString(),
        "--solution", STRESS.resolve("wrong_ignores_up_left.py").toString()).code());
    assertTrue(Files.size(in) > 0 && Files.size(out) > 0);
  }

  @Test
  void theOthelloSolutionAgreesWithTheBruteForce() {
    Cli.Result r = Cli.run("stress", OTHELLO.resolve("Main.java").toString(), "--ref", BRUTE, "--gen", GEN,
        "--problem", OTHELLO.toString(), "--runs", "6", "--seed", "100", "--save", tmp.resolve("none").toString());
    assertEquals(0, r.code(), r.err() + r.out());
    assertTrue(r.out().startsWith("stress: 6 runs, seeds 100..105 ("), r.out());
    assertTrue(r.out().contains("agree on every input"), r.out());
    assertFalse(Files.exists(tmp.resolve("none")));
  }

  @Test
  void theTimeBudgetEndsTheRunsAndAllAgreed() {
    Cli.Result r = Cli.run("stress", BRUTE, "--ref", BRUTE, "--gen", GEN, "--runs", "100000", "--time-budget", "1ms");
    assertEquals(0, r.code(), r.err() + r.out());
    assertTrue(r.out().startsWith("stress: 1 run, seeds 1..1"), r.out());
    assertTrue(r.out().contains("time budget"), r.out());
  }

  @Test
  void aFailingReferenceMakesTheCaseUntrusted() throws Exception {
    Path crash = Files.writeString(tmp.resolve("crash.py"), "import sys\nsys.stdin.read()\nraise ValueError('brute broke')\n");
    Path save = tmp.resolve("saved");
    Cli.Result r = Cli.run("stress", BRUTE, "--ref", crash.toString(), "--gen", GEN, "--seed", "7",
        "--save", save.toString());
    assertEquals(1, r.code(), r.err() + r.out());
    assertTrue(r.out().contains("the reference failed on seed 7: RE"), r.out());
    assertTrue(r.out().contains("untrusted"), r.out());
    assertTrue(Files.exists(save.resolve("stress-7.in.untrusted")));
    assertFalse(Files.exists(save.resolve("stress-7.in")));
  }

  @Test
  void theSolutionsOwnFailureIsADifference() throws Exception {
    Path slow = Files.writeString(tmp.resolve("slow.py"), "while True:\n    pass\n");
    Cli.Result r = Cli.run("stress", slow.toString(), "--ref", BRUTE, "--gen", GEN, "--time-limit", "300ms",
        "--save", tmp.resolve("s").toString());
    assertEquals(1, r.code(), r.err() + r.out());
    assertTrue(r.out().contains("seed 1 differs: TLE"), r.out());
  }

  @Test
  void theProblemsValidatorChecksEveryGeneratedInput() throws Exception {
    // sum's validator wants 1 <= n <= 100; this generator writes n = 10 * seed: seed 11 is invalid
    Path gen = Files.writeString(tmp.resolve("gen.py"), "import sys\nn = 10 * int(sys.argv[1])\nprint(n)\n"
        + "print(*range(n))\n");
    Path problem = Files.createDirectories(tmp.resolve("sum"));
    Files.writeString(problem.resolve("problem.yaml"), "timeLimit: 1s\nmemoryLimit: 64m\nvalidator: "
        + Cli.RES.resolve("polygon/sum/files/val.py") + "\n");
    Path sum = Cli.RES.resolve("problems/sum/Main.java");
    Path save = tmp.resolve("saved");
    Cli.Result ok = Cli.run("stress", sum.toString(), "--ref", sum.toString(), "--gen", gen.toString(),
        "--problem", problem.toString(), "--runs", "3", "--save", save.toString());
    assertEquals(0, ok.code(), ok.err() + ok.out());
    Cli.Result bad = Cli.run("stress", sum.toString(), "--ref", sum.toString(), "--gen", gen.toString(),
        "--problem", problem.toString(), "--seed", "10", "--save", save.toString());
    assertEquals(2, bad.code(), bad.err() + bad.out());
    Path kept = save.resolve("stress-11.in.invalid");
    assertEquals("arbitre: the generator " + gen + " made an invalid input on seed 11: the validator "
        + Cli.RES.resolve("polygon/sum/files/val.py") + " rejects it (kept as " + kept + ") (exit code 3): FAIL Integer"
        + " parameter [name=n] equals to 110, violates the range [1, 100] (stdin)", bad.err().strip());
    assertTrue(Files.readString(kept).startsWith("110\n"));
  }
}
