package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arbitre.judge.ExternalChecker.Convention;
import org.junit.jupiter.api.Test;

/**
 * The exit codes and messages of testlib's checkers and interactors, as the real testlib.h writes
 * them (read in the {@code InStream::quit}, {@code resultExitCode} and {@code quitp}/{@code quitpi}
 * of testlib 0.9.2 and 0.9.41, and seen from checkers built on both), and Kattis's 42/43.
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
    // DIRT_EXIT_CODE (0.9.2 and 0.9.41 end extra output as _pe, exit 2), and _unexpected_eof's
    // when testlib is built with -DENABLE_UNEXPECTED_EOF
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
    // testlib 0.9.2: exit 0 and ten decimals; the points stay visible, and decide as with exit 7
    assertEquals(new CheckResult(Verdict.AC, "points 0.5000000000 one off"),
        Convention.TESTLIB.result(0, "points 0.5000000000 one off", WHO));
    assertEquals(new CheckResult(Verdict.WA, "points 0.0000000000 far off"),
        Convention.TESTLIB.result(0, "points 0.0000000000 far off", WHO));
    // 0.9.41's quitpi("a;b", "why"): exit 7, no figure, a word for a scorer
    assertEquals(new CheckResult(Verdict.AC, "points points_info=a;b why"),
        Convention.TESTLIB.result(7, "points points_info=a;b why", WHO));
  }

  @Test
  void testlibPartiallyCorrectIsWrongWhateverItsExitCode() {
    // quitf(_pc(n), "why"): exit PC_BASE_EXIT_CODE + n, 0 + n by default, 50 + n with TESTSYS
    assertEquals(new CheckResult(Verdict.WA, "partially correct (13) result=3"),
        Convention.TESTLIB.result(13, "partially correct (13) result=3", WHO));
    assertEquals(new CheckResult(Verdict.WA, "partially correct (13) result=3"),
        Convention.TESTLIB.result(63, "partially correct (13) result=3", WHO));
    // n overlaps the codes of other endings: the message tells them apart
    assertEquals(Verdict.WA, Convention.TESTLIB.result(0, "partially correct (0) none right", WHO).verdict());
    assertEquals(Verdict.WA, Convention.TESTLIB.result(2, "partially correct (2) two right", WHO).verdict());
    assertEquals(Verdict.WA, Convention.TESTLIB.result(3, "partially correct (3)", WHO).verdict());
    assertEquals(Verdict.WA, Convention.TESTLIB.result(7, "partially correct (7) seven", WHO).verdict());
    // a message that does not match its exit code is not testlib's partial ending
    assertEquals(Verdict.IE, Convention.TESTLIB.result(14, "partially correct (13) result=3", WHO).verdict());
    assertEquals(new CheckResult(Verdict.AC, ""), Convention.TESTLIB.result(0, "partially correct x", WHO));
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
