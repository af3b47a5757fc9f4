package org.arbitre.game;

/**
 * A game that cannot be set up as asked: an unknown name, a malformed or impossible board, a k
 * that does not fit. The rules know nothing of the command line; the CLI reports this as the
 * user's error (one line, exit code 2).
 */
public final class GameException extends IllegalArgumentException {
  public GameException(String message) {
    super(message);
  }
}
