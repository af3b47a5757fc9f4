package org.arbitre.game;

/** A player: {@code ONE} moves first. Stones on a board are coded by {@link #stone()}: 1 or 2. */
public enum Side {
  ONE,
  TWO;

  /** The player's number on the wire and on the board: 1 or 2. */
  public int number() {
    return ordinal() + 1;
  }

  /** The cell value of this player's stones (1 or 2; 0 is an empty cell). */
  public byte stone() {
    return (byte) number();
  }

  public Side other() {
    return this == ONE ? TWO : ONE;
  }

  /** The side numbered 1 or 2. */
  public static Side of(int number) {
    return switch (number) {
      case 1 -> ONE;
      case 2 -> TWO;
      default -> throw new IllegalArgumentException("no player " + number + " (1 or 2)");
    };
  }
}
