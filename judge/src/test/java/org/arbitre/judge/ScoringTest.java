package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Scores as the format's text computes them (2025-09 "Scoring problems", legacy "Graders"), on
 * small packages written here; each expected figure is worked out by hand in the comment above it.
 */
class ScoringTest {
  @TempDir Path dir;

  private Path write(String file, String text) throws IOException {
    Path p = dir.resolve(file);
    Files.createDirectories(p.getParent());
    return Files.writeString(p, text);
  }

  private Scoring modern(String... cases) throws IOException {
    write("problem.yaml", "problem_format_version: 2025-09\nname: t\ntype: scoring\n");
    for (String c : cases) {
      write("data/" + c + ".in", "1\n");
      write("data/" + c + ".ans", "1\n");
    }
    return Scoring.load(KattisPackage.load(dir));
  }

  private static FeedbackValidator.Feedback score(double s) {
    return new FeedbackValidator.Feedback(s, null, false);
  }

  private static FeedbackValidator.Feedback multiplier(double m) {
    return new FeedbackValidator.Feedback(null, m, false);
  }

  @Test
  void minAggregationMultipliersAndRequirePass() throws IOException {
    write("data/secret/a/test_group.yaml", "max_score: 30\nscore_aggregation: min\n");
    write("data/secret/b/test_group.yaml", "max_score: 70\nscore_aggregation: sum\nrequire_pass: secret/a\n");
    Scoring s = modern("secret/a/1", "secret/a/2", "secret/b/1", "secret/b/2");
    List<String> names = List.of("secret/a/1", "secret/a/2", "secret/b/1", "secret/b/2");
    var feedback = Map.of("secret/a/1", multiplier(0.5), "secret/b/1", score(20));
    // a: min(0.5 × 30, 30) = 15; b: each case at most 70 / 2 = 35: 20 + 35 = 55; total 70
    Scoring.Outcome all = s.score(names, List.of("AC", "AC", "AC", "AC"), feedback);
    assertNull(all.error());
    assertEquals(70, all.total(), 1e-9);
    assertEquals(List.of(new Scoring.Group("secret/a", 15, 30.0, null), new Scoring.Group("secret/b", 55, 70.0, null),
        new Scoring.Group("secret", 70, 100.0, null)), all.groups());
    // a/2 rejected: a = min(15, 0) = 0, and b requires a to pass: 0
    Scoring.Outcome failed = s.score(names, List.of("AC", "WA", "AC", "AC"), feedback);
    assertEquals(0, failed.total(), 1e-9);
  }

  @Test
  void passFailGroupsScoreAllOrNothing() throws IOException {
    write("data/secret/a/test_group.yaml", "max_score: 40\n");
    write("data/secret/b/test_group.yaml", "max_score: 60\n");
    Scoring s = modern("sample/1", "secret/a/1", "secret/b/1", "secret/b/2");
    List<String> names = List.of("sample/1", "secret/a/1", "secret/b/1", "secret/b/2");
    // the sample does not count; a passes (40), b does not (0)
    assertEquals(40, s.score(names, List.of("WA", "AC", "AC", "TLE"), Map.of()).total(), 1e-9);
    // a score in a pass-fail group is a judge error
    assertTrue(s.score(names, List.of("AC", "AC", "AC", "AC"), Map.of("secret/a/1", score(1))).error()
        .contains("score in the pass-fail group secret/a"));
  }

  @Test
  void unboundedScoresNeedScoreTxtAndBoundedOnesMayNotExceedTheirMaximum() throws IOException {
    write("data/secret/test_group.yaml", "max_score: unbounded\n");
    Scoring s = modern("secret/1", "secret/2");
    List<String> names = List.of("secret/1", "secret/2");
    // 7.5 + 2 = 9.5, no maximum
    Scoring.Outcome o = s.score(names, List.of("AC", "AC"), Map.of("secret/1", score(7.5), "secret/2", score(2)));
    assertEquals(9.5, o.total(), 1e-9);
    assertNull(o.max());
    assertEquals("9.5", o.label());
    assertTrue(s.score(names, List.of("AC", "AC"), Map.of("secret/1", score(7.5))).error()
        .contains("case secret/2: no score.txt"));

    write("data/secret/test_group.yaml", "max_score: 30\n");
    Scoring bounded = Scoring.load(KattisPackage.load(dir));
    // each case at most 30 / 2 = 15
    assertEquals("case secret/1: score.txt says 16, more than the case's maximum 15",
        bounded.score(names, List.of("AC", "AC"), Map.of("secret/1", score(16))).error());
  }

  @Test
  void settingsAgainstTheFormatAreOneLine() throws IOException {
    write("data/secret/a/test_group.yaml", "score_aggregation: sum\n");
    UserError e = assertThrows(UserError.class, () -> modern("secret/a/1"));
    assertTrue(e.getMessage().endsWith("a: the group needs a max_score (secret's max_score is 100, so each test data"
        + " group gives its own)"), e.getMessage());
    write("data/secret/a/test_group.yaml", "max_score: 10\nscore_aggregation: average\n");
    e = assertThrows(UserError.class, () -> Scoring.load(KattisPackage.load(dir)));
    assertTrue(e.getMessage().endsWith("score_aggregation is pass-fail, sum or min, not 'average'"), e.getMessage());
  }

  @Test
  void legacyDefaultGraderStopsAtTheFirstRejection() throws IOException {
    write("problem.yaml", "name: t\ntype: scoring\n");
    for (String c : List.of("sample/1", "secret/1", "secret/2", "secret/3")) {
      write("data/" + c + ".in", "1\n");
      write("data/" + c + ".ans", "1\n");
    }
    Scoring s = Scoring.load(KattisPackage.load(dir));
    List<String> names = List.of("sample/1", "secret/1", "secret/2", "secret/3");
    // secret: 1 AC, 2 TLE, then break; worst error TLE, its grade ignored (0); root: sample 1 + 0, TLE
    Scoring.Outcome o = s.score(names, List.of("AC", "AC", "TLE", "WA"), Map.of());
    assertEquals("TLE", o.verdict());
    assertEquals(1, o.total(), 1e-9);
    // every case AC: sample 1 + secret (1 + 2.5 from score.txt + 1)
    Scoring.Outcome ac = s.score(names, List.of("AC", "AC", "AC", "AC"), Map.of("secret/2", score(2.5)));
    assertEquals("AC", ac.verdict());
    assertEquals(5.5, ac.total(), 1e-9);

    write("data/testdata.yaml", "on_reject: continue\ngrader_flags: first_error avg\n");
    Scoring cont = Scoring.load(KattisPackage.load(dir));
    // continue: secret sees 1 AC, 2 TLE, 3 WA: first error TLE
    assertEquals("TLE", cont.score(names, List.of("AC", "AC", "TLE", "WA"), Map.of()).verdict());
    // all AC: secret avg(1, 1, 1) = 1, root avg(sample 1, secret 1) = 1
    assertEquals(1, cont.score(names, List.of("AC", "AC", "AC", "AC"), Map.of()).total(), 1e-9);
  }
}
