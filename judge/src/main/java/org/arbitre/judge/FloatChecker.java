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
    return Tokens.compare(output, answer, this::mismatch);
  }

  private String mismatch(String g, String w) {
    if (g.equals(w)) {
      return null;
    }
    Double wv = number(w);
    Double gv = number(g);
    if (wv == null || gv == null) {
      return Tokens.expectedGot(w, g);
    }
    double diff = Math.abs(gv - wv);
    return diff <= eps || diff <= eps * Math.abs(wv) ? null
        : "expected " + w + ", got " + Tokens.show(g) + " (difference " + diff + " > " + eps + ")";
  }

  private static Double number(String s) {
    return NUMBER.matcher(s).matches() ? Double.valueOf(s) : null;
  }
}
