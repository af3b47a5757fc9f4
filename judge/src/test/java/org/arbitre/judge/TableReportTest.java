package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableReportTest {
  private static String table(Ansi ansi) {
    StringWriter s = new StringWriter();
    TableReport t = new TableReport(new PrintWriter(s), true, 4, ansi);
    t.header();
    CaseResult wa = new CaseResult("2", Verdict.WA, 5, 9, 40_000, 2_000L, "line 1, token 1: expected '3', got '4'",
        "a\nb\nc\nd\ne\nf\ng");
    t.row(new CaseResult("1", Verdict.AC, 5, 9, 40_000, 3_000L, ""));
    t.row(wa);
    t.summary(JudgeResult.of(new JudgeResult.Settings("Main.java", "java", 1000, 16384, "heap", "rusage", "none"),
        null, List.of(wa)));
    return s.toString();
  }

  @Test
  void failedCaseShowsItsLastStderrLinesAndTheSummaryNamesItsMeasures() {
    String out = table(Ansi.NONE);
    assertTrue(out.contains("stderr (last 5 lines):\n    | c\n    | d\n    | e\n    | f\n    | g\n"), out);
    assertFalse(out.contains("| b"), out);
    assertTrue(out.contains("slowest by CPU time 2 (5 ms CPU"), out);
    assertTrue(out.contains("heaviest by Java heap 2 (2.0 MiB heap"), out);
    assertFalse(out.contains("\u001b["), out);
  }

  @Test
  void verdictsInColourOnlyWhenOn() {
    String out = table(new Ansi(true));
    assertTrue(out.contains("\u001b[32mAC     \u001b[0m"), out);
    assertTrue(out.contains("\u001b[31mWA     \u001b[0m"), out);
    assertTrue(out.contains("got \u001b[31m'4'\u001b[0m"), "the differing token: " + out);
  }
}
