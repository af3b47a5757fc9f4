package org.arbitre.game;

/** Thrown by {@link Game#play} for a move that {@link Game#check} rejects. */
public final class IllegalMoveException extends RuntimeException {
  private final Invalid reason;

  public IllegalMoveException(Move move, Invalid reason) {
    super("illegal move " + move + ": " + reason.description());
    this.reason = reason;
  }

  public Invalid reason() {
    return reason;
  }
}
