package org.arbitre.judge;

/** The default checker: the same tokens in the same order, case-sensitive, any whitespace. */
public final class TokensChecker implements TextChecker {

  @Override
  public CheckResult check(String output, String answer) {
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
            + Tokens.show(w) + " next (answer " + want.where() + ")");
      }
      if (w == null) {
        return CheckResult.wrong("extra output at " + got.where() + ": " + Tokens.show(g));
      }
      if (!g.equals(w)) {
        return CheckResult.wrong(got.where() + ": expected " + Tokens.show(w) + ", got " + Tokens.show(g));
      }
    }
  }
}
