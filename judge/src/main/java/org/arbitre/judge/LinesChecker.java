package org.arbitre.judge;

import java.util.List;

/**
 * Line by line: each line must match exactly, except for whitespace at its end; blank lines at
 * the end of the output are ignored.
 */
public final class LinesChecker implements TextChecker {

  @Override
  public CheckResult check(String output, String answer) {
    List<String> got = lines(output);
    List<String> want = lines(answer);
    for (int i = 0; i < Math.max(got.size(), want.size()); i++) {
      if (i >= got.size()) {
        return CheckResult.wrong("output ends after " + got.size() + " lines; expected line "
            + (i + 1) + ": " + Tokens.show(want.get(i)));
      }
      if (i >= want.size()) {
        return CheckResult.wrong("extra output at line " + (i + 1) + ": " + Tokens.show(got.get(i)));
      }
      if (!got.get(i).equals(want.get(i))) {
        return CheckResult.wrong("line " + (i + 1) + ": expected " + Tokens.show(want.get(i))
            + ", got " + Tokens.show(got.get(i)));
      }
    }
    return CheckResult.accepted();
  }

  private static List<String> lines(String text) {
    List<String> lines = new java.util.ArrayList<>(text.lines().map(String::stripTrailing).toList());
    while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1);
    }
    return lines;
  }
}
