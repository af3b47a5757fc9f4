package org.arbitre;

/**
 * An error the user caused (missing file, malformed case, bad value): reported as one line, exit
 * code 2, never a stack trace. Any layer may throw it; the CLI turns it into the message.
 */
public class UserError extends RuntimeException {
  public UserError(String message) {
    super(message);
  }

  public UserError(String message, Throwable cause) {
    super(message, cause);
  }
}
