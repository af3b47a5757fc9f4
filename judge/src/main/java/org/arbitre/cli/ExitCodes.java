package org.arbitre.cli;

import java.io.PrintWriter;
import org.arbitre.UserError;
import org.arbitre.game.GameException;
import picocli.CommandLine;

/**
 * The exit codes of every subcommand (DESIGN.md: 0 success, 1 a failed test, 2 a user error), and
 * the handlers that turn picocli's errors into them.
 */
public final class ExitCodes {
  public static final int OK = 0;
  public static final int FAILED = 1;
  public static final int USAGE = 2;
  public static final int INTERNAL = 3;

  private ExitCodes() {}

  /** A bad command line: one line on stderr (with the nearest names when misspelt), exit 2. */
  static int handleParameterException(CommandLine.ParameterException ex, String[] args) {
    CommandLine cmd = ex.getCommandLine();
    PrintWriter err = cmd.getErr();
    String suggestion = "";
    if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
      suggestion = " (did you mean " + String.join(" or ", u.getSuggestions().subList(0, Math.min(3, u.getSuggestions().size()))) + "?)";
    }
    err.println("arbitre: " + ex.getMessage() + suggestion + "; see '" + cmd.getCommandSpec().qualifiedName() + " --help'");
    err.flush();
    return ExitCodes.USAGE;
  }

  /** A user's mistake: one line, exit 2; anything else: an internal error with its stack trace, exit 3. */
  static int handleExecutionException(
      Exception ex, CommandLine cmd, CommandLine.ParseResult parseResult) {
    PrintWriter err = cmd.getErr();
    if (ex instanceof UserError || ex instanceof GameException) {
      err.println("arbitre: " + ex.getMessage());
      err.flush();
      return ExitCodes.USAGE;
    }
    err.println("arbitre: internal error: " + ex);
    ex.printStackTrace(err);
    err.flush();
    return ExitCodes.INTERNAL;
  }
}
