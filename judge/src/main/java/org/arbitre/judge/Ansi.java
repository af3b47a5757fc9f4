package org.arbitre.judge;

/**
 * Terminal colours for the reports, or none: the command decides (a terminal, and {@code NO_COLOR}
 * unset, see no-color.org); a report never guesses.
 */
public record Ansi(boolean on) {
  public static final Ansi NONE = new Ansi(false);

  public String green(String s) {
    return wrap("32", s);
  }

  public String red(String s) {
    return wrap("31", s);
  }

  public String yellow(String s) {
    return wrap("33", s);
  }

  public String bold(String s) {
    return wrap("1", s);
  }

  /** {@code text} (already padded) in the colour of {@code v}: AC green, WA/PE/RE red, limits yellow. */
  public String verdict(Verdict v, String text) {
    return switch (v) {
      case AC -> green(text);
      case TLE, MLE, OLE -> yellow(text);
      case IE, CE -> bold(red(text));
      default -> red(text);
    };
  }

  private String wrap(String code, String s) {
    return on && !s.isEmpty() ? "\u001b[" + code + "m" + s + "\u001b[0m" : s;
  }
}
