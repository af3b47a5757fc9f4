package org.arbitre.lang;

import org.arbitre.UserError;

/** The source did not compile: the judge's CE, with the compiler's message (trimmed). */
public final class CompileError extends Exception {
  public CompileError(String compilerMessage) {
    super(compilerMessage);
  }

  /**
   * For a program that is the user's setup rather than a submission (a bot, a checker, a
   * validator...): "WHAT does not compile: FIRST LINE OF THE COMPILER'S MESSAGE", a usage error.
   */
  public UserError asUserError(String what) {
    return new UserError(what + " does not compile: " + getMessage().lines().findFirst().orElse(""));
  }
}
