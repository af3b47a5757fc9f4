package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.file.PathUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kattis packages of type scoring, multi-pass and submit-answer (judge/src/test/resources/kattis),
 * through {@code verify} and {@code judge}. The scores are worked out by hand from each package's
 * cases, its test_group.yaml / testdata.yaml and its validator's rules (see each file).
 */
@ExtendWith(PrivateCache.class)
class ScoringPackagesIT {
  static final Path KATTIS = Cli.ROOT.resolve("judge/src/test/resources/kattis");

  @Test
  void verifyChecksEachSubmissionsScore() {
    Cli.Result r = Cli.run("verify", KATTIS.resolve("scoring").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    // group1 (pass-fail, 40) + group2 (sum, 60: 20 a case): 100; off by one over 20: group1 0, group2 10+20+20
    assertTrue(r.out().matches("(?s).*accepted/sum.py .* AC 6, score 100 of 100 .* ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*partially_accepted/off-by-one-big.py .*AC 5, WA 1, score 50 of 100 .* ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*wrong_answer/zero.py .*AC 1, WA 5, score 20 of 100 .* ok.*"), r.out());
    assertTrue(r.out().contains("verdict: the package is as it says"), r.out());
  }

  @Test
  void aScoreOtherThanSubmissionsYamlSaysIsASurprise(@TempDir Path tmp) throws Exception {
    Path copy = tmp.resolve("scoring");
    PathUtils.copyDirectory(KATTIS.resolve("scoring"), copy);
    Files.writeString(copy.resolve("submissions/submissions.yaml"), """
        accepted/sum.py:
          score: [90, 95]
        partially_accepted/off-by-one-big.py:
          secret/group2:
            score: 60
        """);
    Cli.Result r = Cli.run("verify", copy.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("accepted/sum.py: score 100 of 100, expected from 90 to 95"), r.out());
    assertTrue(r.out().contains("partially_accepted/off-by-one-big.py: secret/group2 scores 50, expected 60"), r.out());
    assertFalse(r.out().contains("wrong_answer/zero.py: "), r.out());
  }

  @Test
  void aScoreOverItsCasesMaximumIsAJudgeError(@TempDir Path tmp) throws Exception {
    Path copy = tmp.resolve("scoring");
    PathUtils.copyDirectory(KATTIS.resolve("scoring"), copy);
    Files.writeString(copy.resolve("data/secret/group2/test_group.yaml"),
        "max_score: 15\nscore_aggregation: sum\noutput_validator_args: [partial]\n");
    // about the off-by-one answer's score.txt: the package states its time limit, so the other two go
    PathUtils.delete(copy.resolve("submissions/accepted"));
    PathUtils.delete(copy.resolve("submissions/wrong_answer"));
    Files.writeString(copy.resolve("submissions/submissions.yaml"), "partially_accepted/off-by-one-big.py:\n  score: [45, 55]\n");
    Cli.Result r = Cli.run("verify", copy.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    // three cases share 15: at most 5 each, and the off-by-one answer gets score.txt 10
    assertTrue(r.out().contains("partially_accepted/off-by-one-big.py: the judge failed: case secret/group2/1: score.txt"
        + " says 10, more than the case's maximum 5"), r.out());
  }

  @Test
  void judgePrintsEachGroupsScoreAndTheTotal() {
    Path pkg = KATTIS.resolve("scoring");
    Cli.Result r = Cli.run("judge", pkg.toString(), "--solution",
        pkg.resolve("submissions/partially_accepted/off-by-one-big.py").toString());
    assertEquals(1, r.code(), r.out() + r.err()); // a WA case: not every case AC
    assertTrue(r.out().contains("secret/group1/2  WA"), r.out());
    assertTrue(r.out().contains("group secret/group1: 0 of 40\n"), r.out());
    assertTrue(r.out().contains("group secret/group2: 50 of 60\n"), r.out());
    assertTrue(r.out().contains("score: 50 of 100\n"), r.out());

    Cli.Result json = Cli.run("judge", pkg.toString(), "--json");
    assertEquals(0, json.code(), json.out() + json.err());
    assertTrue(json.out().contains("\"score\":{\"total\":100.0,\"max\":100.0,\"groups\":[{\"name\":\"secret/group1\","
        + "\"score\":40.0,\"max\":40.0},{\"name\":\"secret/group2\",\"score\":60.0,\"max\":60.0}"), json.out());
  }

  @Test
  void aMalformedScoreOrMaxScoreIsOneLine(@TempDir Path tmp) throws Exception {
    Path pkg = KATTIS.resolve("scoring");
    Path garbage = Files.writeString(tmp.resolve("garbage.py"), "print('garbage')\n");
    Cli.Result r = Cli.run("judge", pkg.toString(), "--solution", garbage.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("IE  ") && r.out().contains("case secret/group1/1: score.txt must hold one non-negative"
        + " number, not 'lots'"), r.out());
    assertFalse(r.out().contains("Exception") || r.err().contains("Exception"), r.out() + r.err());

    Path copy = tmp.resolve("scoring");
    PathUtils.copyDirectory(pkg, copy);
    Files.writeString(copy.resolve("data/secret/group1/test_group.yaml"), "max_score: -40\n");
    Cli.Result bad = Cli.run("verify", copy.toString());
    assertEquals(2, bad.code(), bad.out() + bad.err());
    assertEquals("arbitre: " + copy.resolve("data/secret/group1/test_group.yaml")
        + ": max_score must be a non-negative integer or unbounded, not '-40'\n", bad.err());
  }

  @Test
  void legacyScoringGradesByTheDefaultGrader() {
    Cli.Result r = Cli.run("verify", KATTIS.resolve("scoring-legacy").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    // ignore_sample, always_accept, sum of accept_score 1 a case: 3 secret cases, the partial one right on 2
    assertTrue(r.out().matches("(?s).*accepted/sum.py .* AC 4, score 3 .* ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*partially_accepted/small.py .* AC 3, WA 1, score 2 .* ok.*"), r.out());
    Path pkg = KATTIS.resolve("scoring-legacy");
    Cli.Result j = Cli.run("judge", pkg.toString(), "--time-limit", "2s", "--solution",
        pkg.resolve("submissions/partially_accepted/small.py").toString());
    assertEquals(0, j.code(), j.out() + j.err()); // the root's verdict: always_accept
    // sample: 1 (no ignore_sample below the root); secret: 1 + 1 + 0; data: secret's alone (ignore_sample)
    assertTrue(j.out().contains("group sample: 1 (AC)\ngroup secret: 2 (AC)\ngroup data: 2 (AC)\nscore: 2 (AC)\n"), j.out());
  }

  @Test
  void multiPassRunsAgainOnNextpassIn(@TempDir Path tmp) throws Exception {
    Cli.Result r = Cli.run("verify", KATTIS.resolve("multipass").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().matches("(?s).*accepted/double.py .* AC 3 .* ok.*"), r.out());
    // input 1: pass 1 (1 -> 2) passes, pass 2 (2 -> 5) does not; 3 and 5 are wrong at once
    assertTrue(r.out().matches("(?s).*wrong_answer/off-after-one.py .* WA 3 .* ok.*"), r.out());

    Path copy = tmp.resolve("multipass");
    PathUtils.copyDirectory(KATTIS.resolve("multipass"), copy);
    Files.writeString(copy.resolve("problem.yaml"), Files.readString(copy.resolve("problem.yaml"))
        .replace("validation_passes: 3", "validation_passes: 2"));
    Cli.Result two = Cli.run("judge", copy.toString());
    assertEquals(1, two.code(), two.out() + two.err());
    // input 1 needs three passes (1, 2, 4)
    assertTrue(two.out().contains("case secret/1: the output validator asks for pass 3, more than validation_passes 2"),
        two.out());
    assertTrue(two.out().matches("(?s).*secret/2 +AC.*"), two.out());
  }

  @Test
  void interactiveMultiPassRunsTheValidatorAgainOnNextpassIn() {
    Path pkg = KATTIS.resolve("multipass-interactive");
    Cli.Result r = Cli.run("verify", pkg.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().matches("(?s).*accepted/double.py .* AC 2 .* ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*wrong_answer/off-after-one.py .* WA 2 .* ok.*"), r.out());
    Cli.Result j = Cli.run("judge", pkg.toString(), "--solution", pkg.resolve("submissions/wrong_answer/off-after-one.py").toString());
    assertEquals(1, j.code(), j.out() + j.err());
    // judgemessage.txt grows over the passes: the first passed, the second did not
    assertTrue(j.out().contains("pass 2: said 1: ok / said 2: expected 4, got 5"), j.out());
  }

  @Test
  void submitAnswerJudgesTheAnswersWithoutRunningAnything() {
    Cli.Result r = Cli.run("verify", KATTIS.resolve("submit-answer").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().matches("(?s).*accepted/answers .* AC 2 .* ok.*"), r.out()); // the sample left out
    assertTrue(r.out().matches("(?s).*wrong_answer/guess .* AC 1, WA 1 .* ok.*"), r.out());
    Path pkg = KATTIS.resolve("submit-answer");
    Cli.Result j = Cli.run("judge", pkg.toString(), "--solution", pkg.resolve("submissions/wrong_answer/guess").toString());
    assertEquals(1, j.code(), j.out() + j.err());
    assertTrue(j.out().matches("(?s).*secret/02 +WA.*"), j.out());
  }

  @Test
  void aDraftPackageGradedTheLegacyWayIsScoredByItsTestdataYaml() {
    // 2023-07 draft, testdata.yaml with grader_flags / accept_score / range and no max_score
    Cli.Result r = Cli.run("verify", Cli.ROOT.resolve("judge/src/test/resources/kattis/draft-scoring").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().matches("(?s).*accepted/square.py +only AC +AC 4, score 100 .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*partially_accepted/float_square.py +AC, not the best score +AC 3, WA 1, score 30 .*ok.*"),
        r.out());
  }
}
