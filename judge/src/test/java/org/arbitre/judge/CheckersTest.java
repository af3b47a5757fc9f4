package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;

/** The text checkers on hand-written strings. */
class CheckersTest {
  private final TokensChecker tokens = new TokensChecker();
  private final ExactChecker exact = new ExactChecker();
  private final LinesChecker lines = new LinesChecker();

  @Test
  void exitCodesOfTheTwoConventions() {
    ExternalChecker.Convention t = ExternalChecker.Convention.TESTLIB;
    assertEquals(Verdict.AC, t.verdict(0));
    assertEquals(Verdict.WA, t.verdict(1));
    assertEquals(Verdict.PE, t.verdict(2));
    assertEquals(Verdict.IE, t.verdict(3)); // FAIL: the checker found the input or the answer wrong
    assertEquals(Verdict.IE, t.verdict(42));
    ExternalChecker.Convention k = ExternalChecker.Convention.KATTIS;
    assertEquals(Verdict.AC, k.verdict(42));
    assertEquals(Verdict.WA, k.verdict(43));
    assertEquals(Verdict.IE, k.verdict(0));
    assertEquals(Verdict.IE, k.verdict(1));
  }

  @Test
  void tokensIgnoreWhitespaceButNotCase() {
    assertEquals(Verdict.AC, tokens.check("1  7\r\n\n", "1 7\n").verdict());
    assertEquals(Verdict.AC, tokens.check("\t1\n7", "1 7").verdict());
    assertEquals(Verdict.WA, tokens.check("Passe\n", "passe\n").verdict());
  }

  @Test
  void tokensSayWhereTheOutputFirstDiffers() {
    assertEquals(new CheckResult(Verdict.WA, "line 2, token 3: expected '9', got '8'"),
        tokens.check("1 2\n3 4 8 10\n", "1 2\n3 4 9 10\n"));
    assertEquals(new CheckResult(Verdict.WA, "output ends after 2 tokens; expected '3' next (answer line 2, token 1)"),
        tokens.check("1 2", "1 2\n3\n"));
    assertEquals(new CheckResult(Verdict.WA, "extra output at line 1, token 3: '3'"), tokens.check("1 2 3", "1 2\n"));
    assertEquals(new CheckResult(Verdict.WA, "output ends after 0 tokens; expected 'passe' next (answer line 1, token 1)"),
        tokens.check("", "passe\n"));
  }

  @Test
  void exactNormalisesCrlfOnly() {
    assertEquals(Verdict.AC, exact.check("1 7\r\n", "1 7\n").verdict());
    assertEquals(new CheckResult(Verdict.PE, "whitespace differs: line 1: expected '1 7', got '1  7'"),
        exact.check("1  7\n", "1 7\n"));
    assertEquals(new CheckResult(Verdict.PE, "whitespace differs: the output lacks the whitespace that ends the answer (a final newline?)"),
        exact.check("1 7", "1 7\n"));
    assertEquals(new CheckResult(Verdict.PE, "whitespace differs: extra whitespace at the end of the output (blank lines?)"),
        exact.check("1 7\n\n", "1 7\n"));
    assertEquals(new CheckResult(Verdict.PE, "whitespace differs: line 2: expected '2', got '\\t2'"),
        exact.check("1\n\t2\n", "1\n2\n"));
    assertEquals(new CheckResult(Verdict.PE, "whitespace differs: line 1: expected '1 2 3', got '1 2'"),
        exact.check("1 2\n3\n", "1 2 3\n"));
    assertEquals(Verdict.WA, exact.check("1 8\n", "1 7\n").verdict());
  }

  @Test
  void linesIgnoreTrailingSpacesAndBlankLinesAtTheEnd() {
    assertEquals(Verdict.AC, lines.check("a b  \r\nc\n\n\n", "a b\nc").verdict());
    assertEquals(new CheckResult(Verdict.WA, "line 1: expected 'a b', got 'a  b'"), lines.check("a  b\nc\n", "a b\nc\n"));
    assertEquals(new CheckResult(Verdict.WA, "output ends after 1 lines; expected line 2: 'c'"), lines.check("a b\n", "a b\nc\n"));
  }

  @Test
  void floatsAcceptAbsoluteOrRelativeError() {
    FloatChecker f = new FloatChecker(1e-6);
    assertEquals(Verdict.AC, f.check("0.3333333 x\n", "0.33333333 x\n").verdict());
    assertEquals(Verdict.AC, f.check("1000000.5", "1000000").verdict()); // relative error 5e-7
    assertEquals(Verdict.AC, f.check("1e3", "1000.0000001").verdict());
    CheckResult far = f.check("0.3334", "0.3333");
    assertEquals(Verdict.WA, far.verdict());
    assertTrue(far.message().startsWith("line 1, token 1: expected 0.3333, got '0.3334'"), far.message());
    assertEquals(Verdict.WA, f.check("NaN", "1.0").verdict());
    assertEquals(Verdict.WA, f.check("1.0 y", "1.0 x").verdict());
    assertEquals(Verdict.WA, f.check("1.0", "1.0 2.0").verdict());
  }

  @Test
  void checkerNamesAreReadOrRefusedInOneLine() throws Exception {
    Checkers checkers = new Checkers(null, null, Path.of("/tmp"));
    assertTrue(checkers.parse("tokens", Path.of(".")) instanceof TokensChecker);
    assertTrue(checkers.parse("exact", Path.of(".")) instanceof ExactChecker);
    assertTrue(checkers.parse("lines", Path.of(".")) instanceof LinesChecker);
    assertTrue(checkers.parse("float:1e-9", Path.of(".")) instanceof FloatChecker);
    UserError unknown = assertThrows(UserError.class, () -> checkers.parse("diff", Path.of(".")));
    assertTrue(unknown.getMessage().startsWith("unknown checker 'diff'"), unknown.getMessage());
    assertThrows(UserError.class, () -> checkers.parse("float:abc", Path.of(".")));
    assertThrows(UserError.class, () -> checkers.parse("testlib:", Path.of(".")));
  }
}
