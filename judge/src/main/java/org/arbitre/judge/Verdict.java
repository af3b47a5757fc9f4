package org.arbitre.judge;

import java.util.Collection;

/**
 * The verdict of one test case or of a whole submission. Declared from the mildest to the most
 * severe; a submission gets its worst case's verdict, so the precedence is DMOJ's:
 * IE > CE > TLE > MLE > OLE > RE > WA > PE > AC.
 */
public enum Verdict {
  AC("accepted"),
  PE("presentation error"),
  WA("wrong answer"),
  RE("runtime error"),
  OLE("output limit exceeded"),
  MLE("memory limit exceeded"),
  TLE("time limit exceeded"),
  CE("compile error"),
  IE("internal error of the judge");

  private final String meaning;

  Verdict(String meaning) {
    this.meaning = meaning;
  }

  public String meaning() {
    return meaning;
  }

  /** The most severe of {@code verdicts}; AC when there are none. */
  public static Verdict worst(Collection<Verdict> verdicts) {
    Verdict worst = AC;
    for (Verdict v : verdicts) {
      if (v.compareTo(worst) > 0) {
        worst = v;
      }
    }
    return worst;
  }
}
