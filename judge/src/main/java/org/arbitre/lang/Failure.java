package org.arbitre.lang;

/**
 * What a language reads in the output of a run that failed: the runtime ran out of memory (the
 * judge's MLE) or the program died of an error it names ({@code java.lang.ArithmeticException:
 * / by zero}, {@code ZeroDivisionError: division by zero}), or the shell did not find the program
 * a command line names (the judge's IE: every case would fail the same way).
 */
public record Failure(boolean outOfMemory, String message, boolean programNotFound) {
  public Failure(boolean outOfMemory, String message) {
    this(outOfMemory, message, false);
  }

  /** The shell could not find the program a command line names ({@code sh: 1: pypy3: not found}). */
  static Failure notFound(String shellMessage) {
    return new Failure(false, cut(shellMessage), true);
  }

  static Failure error(String message) {
    return new Failure(false, cut(message));
  }

  static String cut(String s) {
    return s.length() > 100 ? s.substring(0, 97) + "..." : s;
  }
}
