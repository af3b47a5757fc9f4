package org.arbitre.referee;

/**
 * Why a game ended: the reason letter of the end message {@code F<winner><reason>} (docs/rules.md, The referee). The
 * first six are forfeits (what happened to the loser); V and N end a game played to its end.
 */
public enum EndReason {
  QUIT('Q', "quit: its process ended"),
  PIPES('P', "closed its pipes"),
  BLOCKED('B', "was blocked: no CPU progress during its turn"),
  TIMEOUT('T', "ran out of time"),
  SYNTAX('S', "wrote something that is not a move"),
  INVALID('I', "played an invalid move"),
  VICTORY('V', "alignment"),
  DRAW('N', "draw, board full");

  private final char code;
  private final String words;

  EndReason(char code, String words) {
    this.code = code;
    this.words = words;
  }

  /** The letter of the end message. */
  public char code() {
    return code;
  }

  /** What it means, in words (for a forfeit: what the loser did). */
  public String words() {
    return words;
  }

  /** True for Q, P, B, T, S, I: the loser lost by what it did, not on the board. */
  public boolean forfeit() {
    return this != VICTORY && this != DRAW;
  }

  public static EndReason ofCode(char c) {
    for (EndReason r : values()) {
      if (r.code == c) {
        return r;
      }
    }
    throw new IllegalArgumentException("no end reason '" + c + "'");
  }
}
