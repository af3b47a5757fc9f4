package org.arbitre.judge.checktestdata;

import java.util.List;

/**
 * A checktestdata program (DOMjudge's language of input grammars, the {@code .ctd} input validators
 * of Kattis packages): {@link #parse} reads one, {@link #check} tells whether an input follows it.
 * Whitespace in the input is exact ({@code SPACE}, {@code NEWLINE}, {@code EOF}); integers are of any
 * size, floats are decimals of any size; {@code REGEX} uses Java's regular expressions, which agree with
 * POSIX extended ones but for the longest match among alternatives ({@code a|ab} takes {@code a}).
 */
public final class Ctd {
  private final List<Ast.Cmd> commands;

  private Ctd(List<Ast.Cmd> commands) {
    this.commands = commands;
  }

  /** Reads a program; a syntax error, or a command not supported here, throws {@link SyntaxError}. */
  public static Ctd parse(String program) throws SyntaxError {
    return new Ctd(new Parser(program).program());
  }

  /** Checks an input against this program: ok, or the first place where it differs and what was expected. */
  public Result check(byte[] input) {
    return new Interpreter(input).run(commands);
  }

  /** The outcome of {@link #check}: ok, or the line and column (from 1) of the input where it failed, and why. */
  public record Result(boolean ok, int line, int column, String message) {
    static final Result OK = new Result(true, 0, 0, "ok");

    @Override
    public String toString() {
      return ok ? "ok" : "line " + line + ", column " + column + ": " + message;
    }
  }

  /** A program that cannot be read: where (line and column in the program, from 1) and why. */
  public static final class SyntaxError extends Exception {
    private static final long serialVersionUID = 1L;

    SyntaxError(int line, int column, String message) {
      super("line " + line + ", column " + column + ": " + message);
    }
  }
}
