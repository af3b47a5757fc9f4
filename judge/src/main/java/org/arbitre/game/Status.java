package org.arbitre.game;

/**
 * Where a game stands, read from the board alone. The winner codes are those of the end message
 * {@code F<winner><reason>} (docs/rules.md, The referee): 0 draw, 1, 2, 3 double victory.
 */
public enum Status {
  ONGOING(-1),
  DRAW(0),
  ONE_WINS(1),
  TWO_WINS(2),
  /** Both colours aligned after one push (push game only): winner code 3. */
  DOUBLE_VICTORY(3);

  private final int winnerCode;

  Status(int winnerCode) {
    this.winnerCode = winnerCode;
  }

  public boolean over() {
    return this != ONGOING;
  }

  /** The winner digit of the end message; -1 while the game is on. */
  public int winnerCode() {
    return winnerCode;
  }

  /** The single winner, or null for a draw, a double victory or a game still on. */
  public Side winner() {
    return switch (this) {
      case ONE_WINS -> Side.ONE;
      case TWO_WINS -> Side.TWO;
      default -> null;
    };
  }

  public static Status winFor(Side side) {
    return side == Side.ONE ? ONE_WINS : TWO_WINS;
  }
}
