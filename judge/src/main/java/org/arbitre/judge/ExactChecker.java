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
    if (want.startsWith(got) && want.substring(got.length()).isBlank()) {
      return "the output lacks the whitespace that ends the answer (a final newline?)";
    }
    if (got.startsWith(want) && got.substring(want.length()).isBlank()) {
      return "extra whitespace at the end of the output (blank lines?)";
    }
    String[] g = got.split("\n", -1);
    String[] w = want.split("\n", -1);
    for (int i = 0; i < Math.min(g.length, w.length); i++) {
      if (!g[i].equals(w[i])) {
        return "line " + (i + 1) + ": expected " + show(w[i]) + ", got " + show(g[i]);
      }
    }
    return g.length > w.length
        ? "extra line " + (w.length + 1) + " in the output: " + show(g[w.length])
        : "the output lacks line " + (g.length + 1) + ": " + show(w[g.length]);
  }

  private static String show(String line) {
    return Tokens.show(line.replace("\t", "\\t"));
  }
}
