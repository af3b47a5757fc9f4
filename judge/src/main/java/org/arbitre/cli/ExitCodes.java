package org.arbitre.cli;

/** The exit codes of every subcommand (DESIGN.md: 0 success, 1 a failed test, 2 a user error). */
public final class ExitCodes {
  public static final int OK = 0;
  public static final int FAILED = 1;
  public static final int USAGE = 2;
  public static final int INTERNAL = 3;

  private ExitCodes() {}
}
