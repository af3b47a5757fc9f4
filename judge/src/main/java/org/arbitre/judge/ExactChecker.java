package org.arbitre.judge;

/**
 * Byte for byte, after turning CRLF into LF (so a final newline matters). An output that differs
 * only in whitespace is a presentation error (PE); otherwise it is wrong (WA).
 */
public final class ExactChecker implements TextChecker {

  @Override
  public CheckResult check(String output, String answer) {
    String got = output.replace("\r\n", "\n");
    String want = answer.replace("\r\n", "\n");
    if (got.equals(want)) {
      return CheckResult.accepted();
    }
    CheckResult tokens = new TokensChecker().check(got, want);
    if (tokens.verdict() != Verdict.AC) {
      return tokens;
    }
    return new CheckResult(Verdict.PE, "whitespace differs: " + firstDifference(got, want));
  }

  private static String firstDifference(String got, String want) {
    String[] g = got.split("\n", -1);
    String[] w = want.split("\n", -1);
    for (int i = 0; i < Math.max(g.length, w.length); i++) {
      String gl = i < g.length ? g[i] : null;
      String wl = i < w.length ? w[i] : null;
      if (gl == null || wl == null || !gl.equals(wl)) {
        return "line " + (i + 1) + ": expected " + describe(wl, i == w.length - 1)
            + ", got " + describe(gl, i == g.length - 1);
      }
    }
    return "(nowhere)";
  }

  private static String describe(String line, boolean last) {
    if (line == null) {
      return "no line";
    }
    if (line.isEmpty() && last) {
      return "the end (after a final newline)";
    }
    return Tokens.show(line.replace("\t", "\\t")) + (last ? " (no final newline)" : "");
  }
}
