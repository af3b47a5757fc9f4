package org.arbitre.judge;

/**
 * Walks the whitespace-separated tokens of a text, knowing each one's line and its rank on that
 * line, so a checker can say where an output first differs. Whitespace is ASCII (space, tab,
 * CR, LF, FF, VT).
 */
final class Tokens {
  private final String text;
  private int pos;
  private int line = 1;
  private int rankOnLine;
  private int tokenLine;
  private int tokenRank;
  private int count;

  Tokens(String text) {
    this.text = text;
  }

  /** The next token, or null at the end. */
  String next() {
    while (pos < text.length() && isSpace(text.charAt(pos))) {
      if (text.charAt(pos) == '\n') {
        line++;
        rankOnLine = 0;
      }
      pos++;
    }
    if (pos >= text.length()) {
      return null;
    }
    int start = pos;
    while (pos < text.length() && !isSpace(text.charAt(pos))) {
      pos++;
    }
    tokenLine = line;
    tokenRank = ++rankOnLine;
    count++;
    return text.substring(start, pos);
  }

  /** Where the last token returned was: "line 3, token 2". */
  String where() {
    return "line " + tokenLine + ", token " + tokenRank;
  }

  /** How many tokens have been returned. */
  int count() {
    return count;
  }

  static boolean isSpace(char c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x0B;
  }

  /** Says how two tokens differ: null when they match, else "expected ..., got ...". */
  @FunctionalInterface
  interface Mismatch {
    String between(String got, String want);
  }

  /**
   * Walks both texts token by token: AC when every pair matches by {@code mismatch}, else WA
   * saying where the output first differs, or which text ended first.
   */
  static CheckResult compare(String output, String answer, Mismatch mismatch) {
    Tokens got = new Tokens(output);
    Tokens want = new Tokens(answer);
    while (true) {
      String g = got.next();
      String w = want.next();
      if (g == null && w == null) {
        return CheckResult.accepted();
      }
      if (g == null) {
        return CheckResult.wrong("output ends after " + got.count() + " tokens; expected "
            + show(w) + " next (answer " + want.where() + ")");
      }
      if (w == null) {
        return CheckResult.wrong("extra output at " + got.where() + ": " + show(g));
      }
      String why = mismatch.between(g, w);
      if (why != null) {
        return CheckResult.wrong(got.where() + ": " + why);
      }
    }
  }

  /** "expected 'x', got 'y'". */
  static String expectedGot(String want, String got) {
    return "expected " + show(want) + ", got " + show(got);
  }

  /** A token or line for a message: quoted, cut when long. */
  static String show(String s) {
    return "'" + (s.length() > 40 ? s.substring(0, 37) + "..." : s) + "'";
  }
}
