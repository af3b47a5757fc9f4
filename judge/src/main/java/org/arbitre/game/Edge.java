package org.arbitre.game;

/**
 * The side of the board a push-game stone enters from, with the seed's letters: H (haut) enters a
 * column at row 1, B (bas) a column at row n, G (gauche) a row at column 1, D (droite) a row at
 * column n.
 */
public enum Edge {
  TOP('H'),
  BOTTOM('B'),
  LEFT('G'),
  RIGHT('D');

  private final char letter;

  Edge(char letter) {
    this.letter = letter;
  }

  public char letter() {
    return letter;
  }

  /** True for H and B, which enter a column; G and D enter a row. */
  public boolean entersColumn() {
    return this == TOP || this == BOTTOM;
  }

  /** The edge with this letter, upper or lower case, or null when there is none. */
  public static Edge ofLetter(char c) {
    char u = Character.toUpperCase(c);
    for (Edge e : values()) {
      if (e.letter == u) {
        return e;
      }
    }
    return null;
  }
}
