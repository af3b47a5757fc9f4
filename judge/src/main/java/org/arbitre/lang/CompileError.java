package org.arbitre.lang;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.UserError;

/** The source did not compile: the judge's CE, with the compiler's message (trimmed). */
public final class CompileError extends Exception {
  /** gcc's and javac's error lines ({@code main.cpp:3:5: error: ...}, {@code Main.java:3: error: ...}). */
  private static final Pattern ERROR_LINE = Pattern.compile(".*\\berror:.*");
  /** Python's last line ({@code SyntaxError: invalid syntax}). */
  private static final Pattern PYTHON_ERROR = Pattern.compile("[A-Za-z]*Error: .*");
  /** Python's {@code File "main.py", line 9}. */
  private static final Pattern PYTHON_LINE = Pattern.compile("File \".*\", line (\\d+).*");

  public CompileError(String compilerMessage) {
    super(compilerMessage);
  }

  /**
   * The compiler's message in one line, for a report: its first error line (gcc, javac), or
   * Python's error with the line it names ({@code line 9: SyntaxError: Missing parentheses...});
   * else its first line.
   */
  public String summary() {
    List<String> lines = getMessage().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    if (lines.isEmpty()) {
      return "";
    }
    for (String l : lines) {
      if (ERROR_LINE.matcher(l).matches()) {
        return l;
      }
    }
    for (int i = lines.size() - 1; i >= 0; i--) {
      if (PYTHON_ERROR.matcher(lines.get(i)).matches()) {
        for (String l : lines) {
          Matcher at = PYTHON_LINE.matcher(l);
          if (at.matches()) {
            return "line " + at.group(1) + ": " + lines.get(i);
          }
        }
        return lines.get(i);
      }
    }
    return lines.get(0);
  }

  /**
   * For a program that is the user's setup rather than a submission (a bot, a checker, a
   * validator...): "WHAT does not compile: ONE LINE OF THE COMPILER'S MESSAGE ({@link #summary})", a usage error.
   */
  public UserError asUserError(String what) {
    return new UserError(what + " does not compile: " + summary());
  }
}
