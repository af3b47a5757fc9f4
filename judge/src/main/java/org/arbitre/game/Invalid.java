package org.arbitre.game;

/**
 * Why a well-formed move is not legal: each one ends a match with reason {@code I} (docs/rules.md,
 * The referee).
 */
public enum Invalid {
  OFF_BOARD("off the board"),
  OCCUPIED("cell already occupied"),
  BAD_SIDE("side letter is not H, B, G or D"),
  LINE_OUT_OF_RANGE("line number out of range"),
  LINE_FULL("line is full"),
  WRONG_KIND("not a move of this game"),
  GAME_OVER("the game is already over");

  private final String description;

  Invalid(String description) {
    this.description = description;
  }

  public String description() {
    return description;
  }
}
