package org.arbitre.lang;

/**
 * What a language reads in the output of a run that failed: the runtime ran out of memory (the
 * judge's MLE) or the program died of an error it names ({@code java.lang.ArithmeticException:
 * / by zero}, {@code ZeroDivisionError: division by zero}).
 */
public record Failure(boolean outOfMemory, String message) {
  static Failure error(String message) {
    return new Failure(false, cut(message));
  }

  static String cut(String s) {
    return s.length() > 100 ? s.substring(0, 97) + "..." : s;
  }
}
