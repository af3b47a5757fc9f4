package org.arbitre.judge;

/** The default checker: the same tokens in the same order, case-sensitive, any whitespace. */
public final class TokensChecker implements TextChecker {

  @Override
  public CheckResult check(String output, String answer) {
    return Tokens.compare(output, answer, (g, w) -> g.equals(w) ? null : Tokens.expectedGot(w, g));
  }
}
