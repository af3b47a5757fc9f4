package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arbitre.judge.ExternalChecker.Convention;
import org.junit.jupiter.api.Test;

/**
 * The exit codes and messages of testlib's checkers and interactors, as the real testlib.h writes
 * them (read in testlib 0.9.2's {@code InStream::quit} and {@code resultExitCode}, and the exit
 * code 7 of newer testlib's {@code POINTS_EXIT_CODE}), and Kattis's 42/43.
 */
class ExternalCheckerConventionTest {
  private static final String WHO = "checker chk.cpp";

  @Test
  void testlibExitCodes() {
    assertEquals(new CheckResult(Verdict.AC, ""), Convention.TESTLIB.result(0, "ok 3 words", WHO));
    assertEquals(new CheckResult(Verdict.WA, "wrong answer 1st words differ - expected: '6', found: '7'"),
        Convention.TESTLIB.result(1, "wrong answer 1st words differ - expected: '6', found: '7'", WHO));
    assertEquals(Verdict.PE, Convention.TESTLIB.result(2, "wrong output format Extra information in the output file",
        WHO).verdict());
    // _dirt's code, and _unexpected_eof's when testlib is built with -DENABLE_UNEXPECTED_EOF
    assertEquals(Verdict.PE, Convention.TESTLIB.result(4, "", WHO).verdict());
    assertEquals(Verdict.PE, Convention.TESTLIB.result(8, "unexpected eof Unexpected end of file", WHO).verdict());
    CheckResult fail = Convention.TESTLIB.result(3, "FAIL Expected integer, but \"x\" found (answer)", WHO);
    assertEquals(new CheckResult(Verdict.IE,
        "checker chk.cpp exited with code 3: FAIL Expected integer, but \"x\" found (answer)"), fail);
    assertEquals(new CheckResult(Verdict.IE, "checker chk.cpp exited with code 5"), Convention.TESTLIB.result(5, "", WHO));
  }

  @Test
  void testlibPointsPassAboveZeroAndShowThemselves() {
    // newer testlib: quitp(0.25, "a quarter") exits 7 and writes "points 0.25 a quarter"
    assertEquals(new CheckResult(Verdict.AC, "points 0.25 a quarter"),
        Convention.TESTLIB.result(7, "points 0.25 a quarter", WHO));
    assertEquals(new CheckResult(Verdict.WA, "points 0 far off"), Convention.TESTLIB.result(7, "points 0 far off", WHO));
    CheckResult none = Convention.TESTLIB.result(7, "points many", WHO);
    assertEquals(Verdict.IE, none.verdict());
    assertTrue(none.message().startsWith("checker chk.cpp exited with code 7 (testlib's points)"), none.message());
    // testlib 0.9.2: exit 0 and ten decimals; the points stay visible
    assertEquals(new CheckResult(Verdict.AC, "points 0.5000000000 one off"),
        Convention.TESTLIB.result(0, "points 0.5000000000 one off", WHO));
  }

  @Test
  void pointsAreTheFirstNumberOfTheMessage() {
    assertEquals(0.25, Convention.points("points 0.25 a quarter"));
    assertEquals(0.5, Convention.points("points 0.5000000000"));
    assertEquals(3.0, Convention.points("3 of 10"));
    assertNull(Convention.points("points"));
    assertNull(Convention.points("points nan"));
    assertNull(Convention.points(""));
  }

  @Test
  void kattisExitCodes() {
    assertEquals(Verdict.AC, Convention.KATTIS.result(42, "fine", WHO).verdict());
    assertEquals(new CheckResult(Verdict.WA, "too big"), Convention.KATTIS.result(43, "too big", WHO));
    assertEquals(Verdict.IE, Convention.KATTIS.result(0, "", WHO).verdict());
    assertEquals(Verdict.IE, Convention.KATTIS.result(7, "points 1", WHO).verdict());
  }
}
