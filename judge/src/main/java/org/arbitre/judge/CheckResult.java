package org.arbitre.judge;

/** What a checker decided: AC, WA or PE (IE when an external checker failed), and why. */
public record CheckResult(Verdict verdict, String message) {
  public static CheckResult accepted() {
    return new CheckResult(Verdict.AC, "");
  }

  public static CheckResult wrong(String message) {
    return new CheckResult(Verdict.WA, message);
  }
}
