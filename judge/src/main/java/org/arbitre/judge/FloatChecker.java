package org.arbitre.judge;

import java.util.regex.Pattern;

/**
 * Tokens, where numbers may differ by an absolute or a relative error of at most {@code eps}
 * ({@code |got - want| <= eps} or {@code <= eps * |want|}). Other tokens compare exactly.
 */
public final class FloatChecker implements TextChecker {
  private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
  private final double eps;

  public FloatChecker(double eps) {
    if (!(eps >= 0) || Double.isInfinite(eps)) {
      throw new IllegalArgumentException("eps must be a non-negative number");
    }
    this.eps = eps;
  }

  @Override
  public CheckResult check(String output, String answer) {
    Tokens got = new Tokens(output);
    Tokens want = new Tokens(answer);
    while (true) {
      String g = got.next();
      String w = want.next();
      if (g == null || w == null) {
        if (g == null && w == null) {
          return CheckResult.accepted();
        }
        return new TokensChecker().check(output, answer); // says which side ended first
      }
      if (g.equals(w)) {
        continue;
      }
      Double wv = number(w);
      Double gv = number(g);
      if (wv == null || gv == null) {
        return CheckResult.wrong(got.where() + ": expected " + Tokens.show(w) + ", got " + Tokens.show(g));
      }
      double diff = Math.abs(gv - wv);
      if (!(diff <= eps || diff <= eps * Math.abs(wv))) {
        return CheckResult.wrong(got.where() + ": expected " + w + ", got " + Tokens.show(g)
            + " (difference " + diff + " > " + eps + ")");
      }
    }
  }

  private static Double number(String s) {
    return NUMBER.matcher(s).matches() ? Double.valueOf(s) : null;
  }
}
