package org.arbitre.lang;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Free Pascal: {@code fpc -O2 -Mobjfpc}, the mode a source may change with its own
 * {@code {$mode ...}} directive (a directive in the file wins over the command line). The
 * compiler writes its messages as gcc does ({@code -vr}: {@code main.pas:3:11: error: ...}) and
 * nothing else ({@code -v0e -l-}: no banner), so a CE's detail is its first error line. A run
 * that fails prints {@code Runtime error 200 at $...} (or, with SysUtils, the exception's class
 * and message); runtime error 203, heap overflow, and {@code EOutOfMemory} are out of memory.
 */
public final class PascalLanguage extends PlainLanguage {
  private static final Pattern RUNTIME_ERROR = Pattern.compile("(?m)^Runtime error (\\d+)");
  private static final Pattern EXCEPTION =
      Pattern.compile("(?m)^An unhandled exception occurred at [^\\n]*\\n(\\w+): ?([^\\n]*)");

  public PascalLanguage() {
    super("pascal", List.of(".pas", ".pp"),
        List.of("fpc", "-O2", "-Mobjfpc", "-v0er", "-l-", "-oprog", "{entry}"), List.of("{dir}/prog"), null, null);
  }

  @Override
  public Optional<Failure> failure(RunOutput output) {
    String text = output.stderrTail() + "\n" + output.stdoutTail();
    Matcher e = EXCEPTION.matcher(text);
    if (e.find()) {
      String message = e.group(1) + ": " + e.group(2).strip();
      return Optional.of(new Failure(e.group(1).equals("EOutOfMemory"), Failure.cut(message)));
    }
    Matcher r = RUNTIME_ERROR.matcher(text);
    if (r.find()) {
      String message = "Runtime error " + r.group(1) + meaning(Integer.parseInt(r.group(1)));
      return Optional.of(new Failure(r.group(1).equals("203"), message));
    }
    return Optional.empty();
  }

  /** Free Pascal's run-time error codes (its Programmer's Guide, appendix D). */
  private static String meaning(int code) {
    return switch (code) {
      case 200 -> ": division by zero";
      case 201 -> ": range check error";
      case 202 -> ": stack overflow";
      case 203 -> ": heap overflow";
      case 204 -> ": invalid pointer operation";
      case 205 -> ": floating point overflow";
      case 206 -> ": floating point underflow";
      case 207 -> ": invalid floating point operation";
      case 215 -> ": arithmetic overflow";
      case 216 -> ": general protection fault";
      case 217 -> ": unhandled exception";
      default -> "";
    };
  }

  @Override
  public String selfTest() {
    return "program main;\nvar c: char;\nbegin\n  while not eof(input) do begin read(c); write(c) end;\nend.\n";
  }
}
