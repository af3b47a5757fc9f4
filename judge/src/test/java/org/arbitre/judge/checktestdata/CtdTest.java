package org.arbitre.judge.checktestdata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * checktestdata programs and inputs written by hand from the language's specification (DOMjudge's
 * doc/format-spec.md), each expected result worked out from it.
 */
class CtdTest {
  private static final String LIST = "INT(1,100,n) NEWLINE REP(n,SPACE) INT(-1000,1000) END NEWLINE EOF";

  private static Ctd.Result check(String program, String input) {
    try {
      return Ctd.parse(program).check(input.getBytes(StandardCharsets.ISO_8859_1));
    } catch (Ctd.SyntaxError e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  private static void ok(String program, String input) {
    Ctd.Result r = check(program, input);
    assertTrue(r.ok(), r.toString());
  }

  /** Fails at that line and column, with a message that holds {@code says}. */
  private static void fails(String program, String input, int line, int column, String says) {
    Ctd.Result r = check(program, input);
    assertFalse(r.ok(), "accepted " + input);
    assertEquals(line + ":" + column, r.line() + ":" + r.column(), r.toString());
    assertTrue(r.message().contains(says), r.toString());
  }

  private static void syntaxErrorSays(String program, String says) {
    String message = assertThrows(Ctd.SyntaxError.class, () -> Ctd.parse(program)).getMessage();
    assertTrue(message.contains(says), message);
  }

  @Test
  void aListOfIntegersAsItsCountSays() {
    ok(LIST, "3\n1 2 3\n");
    ok(LIST, "1\n-1000\n");
  }

  @Test
  void aMissingNumberIsASpaceExpectedWhereTheNewlineIs() {
    fails(LIST, "3\n1 2\n", 2, 4, "expected SPACE, found a newline");
  }

  @Test
  void twoSpacesAreNotOne() {
    fails(LIST, "3\n1  2 3\n", 2, 3, "expected an integer");
  }

  @Test
  void aCountOfZeroIsOutOfTheRangeOfOneToAHundred() {
    fails(LIST, "0\n\n", 1, 1, "out of range");
    // with 0 allowed, REP(0) matches nothing and the empty second line is right
    ok(LIST.replace("INT(1,100,n)", "INT(0,100,n)"), "0\n\n");
  }

  @Test
  void theLastNewlineAndNothingAfterIt() {
    fails(LIST, "3\n1 2 3", 2, 6, "expected NEWLINE, found end of file");
    fails(LIST, "3\n1 2 3\n\n", 3, 1, "expected end of file, found a newline");
    fails(LIST, "3\r\n1 2 3\n", 1, 2, "byte 0x0d");
  }

  @Test
  void integersHaveNoLeadingZeroNorMinusZeroNorPlus() {
    fails("INT(-5,5)", "03", 1, 1, "leading zero");
    fails("INT(-5,5)", "-0", 1, 1, "-0");
    fails("INT(-5,5)", "+3", 1, 1, "expected an integer");
    fails("INT(-5,5)", "-", 1, 1, "expected an integer");
    ok("INT(-5,5)", "0");
    ok("INT(-5,5)", "-5");
  }

  @Test
  void integersOfAnySize() {
    String p = "INT(0, 10^100) NEWLINE";
    ok(p, "1" + "0".repeat(100) + "\n");
    fails(p, "1" + "0".repeat(99) + "1\n", 1, 1, "out of range");
  }

  @Test
  void floatsInTheirRangeAndNotation() {
    ok("FLOAT(0,1) NEWLINE", "0.5\n");
    ok("FLOAT(0,1) NEWLINE", "1e-3\n");
    ok("FLOAT(0,1) NEWLINE", "1\n");
    fails("FLOAT(0,1) NEWLINE", "1.5\n", 1, 1, "out of range");
    fails("FLOAT(0,1) NEWLINE", ".5\n", 1, 1, "expected a number");
    // "1." reads as the number 1 followed by a dot
    fails("FLOAT(0,1) NEWLINE", "1.\n", 1, 2, "expected NEWLINE, found '.'");
  }

  @Test
  void fixedAndScientificFloats() {
    ok("FLOAT(0,1,x,FIXED)", "0.25");
    fails("FLOAT(0,1,x,FIXED) EOF", "0.25e0", 1, 5, "expected end of file, found 'e'");
    ok("FLOAT(0,1,x,SCIENTIFIC)", "2.5E-1");
    fails("FLOAT(0,1,x,SCIENTIFIC)", "0.25", 1, 1, "expected a number");
  }

  @Test
  void floatsAndIntegersMixInExpressions() {
    ok("FLOAT(-10,10,x) ASSERT(x*2 == 3 && x > 1 && x / 2 == 0.75)", "1.5");
  }

  @Test
  void aRegexWithItsStringLength() {
    String p = "REGEX(\"[a-z]+\", s) NEWLINE ASSERT(STRLEN(s) <= 5)";
    ok(p, "hello\n");
    fails(p, "abcdef\n", 2, 1, "assertion failed");
    fails(p, "Hello\n", 1, 1, "expected text matching REGEX");
  }

  @Test
  void aDotInARegexDoesNotMatchANewline() {
    ok("REGEX(\".*\") NEWLINE REGEX(\".*\") NEWLINE", "ab c\nxy\n");
  }

  @Test
  void aRegexOverALongInputEndsInAResult() {
    String longLine = "ab".repeat(200_000) + "\n";
    ok("REGEX(\"[ab]*\") NEWLINE", longLine);
    Ctd.Result r = check("REGEX(\"(a|b)*\") NEWLINE", longLine);
    assertTrue(r.ok() || r.message().contains("recurses too deep"), r.toString());
  }

  @Test
  void aStringMatchesItselfExactly() {
    ok("STRING(\"YES\") NEWLINE", "YES\n");
    fails("STRING(\"YES\") NEWLINE", "YEs\n", 1, 3, "expected STRING(\"YES\"), found 's'");
    ok("STRING(\"a\\tb\\n\")", "a\tb\n");
    ok("STRING(\"\\101\")", "A");
  }

  @Test
  void arraysAndUnique() {
    String p = "INT(1,10,n) NEWLINE REPI(i,n,SPACE) INT(1,100,x[i]) END NEWLINE ASSERT(UNIQUE(x))";
    ok(p, "3\n1 2 3\n");
    fails(p, "3\n1 2 1\n", 3, 1, "assertion failed: ASSERT(UNIQUE(x))");
  }

  @Test
  void uniquePointsAreUniquePairs() {
    String p = "INT(1,10,n) NEWLINE REPI(i,n) INT(0,9,x[i]) SPACE INT(0,9,y[i]) NEWLINE END ASSERT(UNIQUE(x,y))";
    ok(p, "3\n1 1\n1 2\n2 1\n");
    fails(p, "3\n1 1\n1 2\n1 1\n", 5, 1, "UNIQUE(x, y)");
  }

  @Test
  void inArrayFindsAValue() {
    String p = "REPI(i,3,SPACE) INT(0,9,a[i]) END NEWLINE INT(0,9,q) ASSERT(INARRAY(q,a))";
    ok(p, "4 5 6\n5");
    fails(p, "4 5 6\n7", 2, 2, "INARRAY(q, a)");
  }

  @Test
  void aTwoDimensionalArray() {
    String p = "REPI(i,2) REPI(j,2,SPACE) INT(0,9,m[i,j]) END NEWLINE END ASSERT(m[0,1] == m[1,0])";
    ok(p, "1 2\n2 1\n");
    fails(p, "1 2\n3 1\n", 3, 1, "assertion failed");
  }

  @Test
  void whileNotAtTheEnd() {
    String p = "WHILE(!ISEOF) INT(0,9) NEWLINE END";
    ok(p, "1\n2\n");
    ok(p, "");
    fails(p, "1\n2", 2, 2, "expected NEWLINE");
  }

  @Test
  void whileICountsAndSeparates() {
    String p = "WHILEI(i, !ISEOF, SPACE) INT(0,9) END ASSERT(i == 3)";
    ok(p, "1 2 3");
    fails(p, "1 2", 1, 4, "assertion failed");
    fails(p, "1 2 ", 1, 5, "expected an integer for INT(0, 9), found end of file");
  }

  @Test
  void matchLooksAtTheNextCharacter() {
    String p = "WHILE(MATCH(\"0123456789\")) REGEX(\"[0-9]\") END NEWLINE";
    ok(p, "2024\n");
    ok(p, "\n");
    fails(p, "20x\n", 1, 3, "expected NEWLINE, found 'x'");
  }

  @Test
  void ifAndElse() {
    String p = "INT(0,1,t) NEWLINE IF(t == 0) STRING(\"zero\") ELSE STRING(\"one\") END NEWLINE";
    ok(p, "0\nzero\n");
    ok(p, "1\none\n");
    fails(p, "1\nzero\n", 2, 1, "STRING(\"one\")");
    ok("INT(0,1,t) IF(t == 1) SPACE END", "0");
  }

  @Test
  void integerArithmeticTruncatesAndPowersBindTighterThanMinus() {
    ok("SET(a = 7 / 2, b = -7 / 2, c = -7 % 3, d = 2^10) ASSERT(a == 3 && b == -3 && c == -1 && d == 1024)", "");
    ok("ASSERT(1 + 2 * 3 == 7 && (1 + 2) * 3 == 9 && -2^2 == -4 && 10 - 4 - 3 == 3)", "");
    ok("ASSERT(!(1 > 2) && (1 < 2 || 2 < 1) && 2 >= 2 && 3 != 4)", "");
  }

  @Test
  void stringsCompareLexicographically() {
    String p = "REGEX(\"[a-z]+\",a) SPACE REGEX(\"[a-z]+\",b) ASSERT(a < b)";
    ok(p, "abc abd");
    fails(p, "b a", 1, 4, "assertion failed");
  }

  @Test
  void unsetForgetsAVariable() {
    ok("INT(0,9,x) UNSET(x) SPACE INT(0,9,x)", "1 3");
    fails("INT(0,9,x) UNSET(x) ASSERT(x == 1)", "1", 1, 2, "variable x has no value");
  }

  @Test
  void commentsAreIgnored() {
    ok("# a header\nINT(1,2) # the count\n# nothing more\nNEWLINE\n", "2\n");
  }

  @Test
  void syntaxErrorsSayWhere() {
    syntaxErrorSays("INT(1,2", "line 1, column 8: expected ')', found the end of the program");
    syntaxErrorSays("NEWLINE\nFOO", "line 2, column 1: unknown command FOO");
    syntaxErrorSays("REP(3) SPACE", "expected END");
    syntaxErrorSays("INT(1,2,N)", "expected a variable name");
    syntaxErrorSays("SPACE END", "line 1, column 7: END without an open REP");
    syntaxErrorSays("REP(2, IF(1 == 1) SPACE END) END", "a separator is one simple command, not IF");
  }

  @Test
  void aCommandNotReadHereIsRefusedByName() {
    syntaxErrorSays("FLOATP(0, 1, 1, 2)", "unsupported: FLOATP");
  }

  @Test
  void programErrorsFailTheCheck() {
    fails("SET(a = 1 / 0)", "", 1, 1, "division by zero");
    fails("SET(a = \"x\" + 1)", "", 1, 1, "a string");
    fails("REP(-1) SPACE END", "", 1, 1, "REP count -1");
  }
}
