package org.arbitre.solver;

import org.arbitre.game.Side;
import org.arbitre.game.Status;

/**
 * The game-theoretic value of a position under best play, from player 1's point of view. A double
 * victory (push game) counts as a draw: neither player wins alone.
 */
public enum Value {
  FIRST_PLAYER_WIN("first-player-win"),
  DRAW("draw"),
  SECOND_PLAYER_WIN("second-player-win");

  private final String text;

  Value(String text) {
    this.text = text;
  }

  /** As printed: {@code first-player-win}, {@code draw}, {@code second-player-win}. */
  public String text() {
    return text;
  }

  public static Value winFor(Side side) {
    return side == Side.ONE ? FIRST_PLAYER_WIN : SECOND_PLAYER_WIN;
  }

  /** The value of a finished game. */
  public static Value of(Status status) {
    if (!status.over()) {
      throw new IllegalArgumentException("the game is not over");
    }
    Side w = status.winner();
    return w == null ? DRAW : winFor(w);
  }
}
