package org.arbitre.referee;

import org.arbitre.game.Side;

/**
 * How a game ended: the winner digit (0 draw, 1, 2, 3 double victory), the reason, and what
 * happened in a few words (the offending text, the exit code...), empty for V and N.
 */
public record Result(int winner, EndReason reason, String detail) {

  public Result {
    if (winner < 0 || winner > 3) {
      throw new IllegalArgumentException("winner " + winner);
    }
  }

  /** A forfeit: {@code loser} did what {@code reason} says; the other side wins. */
  public static Result forfeit(Side loser, EndReason reason, String detail) {
    return new Result(loser.other().number(), reason, detail);
  }

  /** The end message sent to both bots, e.g. {@code F2V}. */
  public String code() {
    return "F" + winner + reason.code();
  }

  /** The result in words, e.g. "player 2 won: player 1 wrote something that is not a move ('hello')". */
  public String words() {
    String d = detail == null || detail.isEmpty() ? "" : " (" + detail + ")";
    return switch (winner) {
      case 0 -> detail == null || detail.isEmpty() ? "draw: the board is full" : "draw: " + detail;
      case 3 -> "double victory: both players aligned after one push" + d;
      default -> reason.forfeit()
          ? "player " + winner + " won: player " + (3 - winner) + " " + reason.words() + d
          : "player " + winner + " won by alignment" + d;
    };
  }
}
