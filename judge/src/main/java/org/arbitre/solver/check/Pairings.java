package org.arbitre.solver.check;

/**
 * The checker's test of a pairing strategy, on its own windows ({@link Symmetries#windows}):
 * disjoint pairs of empty cells such that every live window (one without a defender stone)
 * holds both cells of one pair. The defender answers a stone in a pair with the other cell, so
 * each live window gets a defender stone before it fills: the attacker never completes a line,
 * whoever is to move (an extra defender stone only kills windows).
 */
final class Pairings {
  private final int width;
  private final int[][] windows;
  private final int[] partner;
  private final int[] seen;
  private int stamp;

  Pairings(int width, int height, int k) {
    this.width = width;
    this.windows = Symmetries.windows(width, height, k);
    this.partner = new int[width * height];
    this.seen = new int[width * height];
  }

  /**
   * Null when {@code cells} (a0 b0 a1 b1 ..., cells in range) is a pairing strategy of
   * {@code defender} on {@code board}, else what is wrong with it ("leaves the live line ...").
   */
  String problem(byte[] board, int defender, int[] cells) {
    stamp++;
    for (int i = 0; i + 1 < cells.length; i += 2) {
      int a = cells[i];
      int b = cells[i + 1];
      for (int c : new int[] {a, b}) {
        if (board[c] != 0 || seen[c] == stamp || a == b) {
          return "cell " + name(c) + " is taken or in two pairs";
        }
        seen[c] = stamp;
      }
      partner[a] = b;
      partner[b] = a;
    }
    for (int[] w : windows) {
      boolean live = true;
      boolean paired = false;
      for (int c : w) {
        live &= board[c] != defender;
        paired |= seen[c] == stamp && contains(w, partner[c]);
      }
      if (live && !paired) {
        return "leaves the live line " + name(w[0]) + " - " + name(w[w.length - 1])
            + " without a pair";
      }
    }
    return null;
  }

  private static boolean contains(int[] window, int cell) {
    for (int c : window) {
      if (c == cell) {
        return true;
      }
    }
    return false;
  }

  private String name(int c) {
    return (c % width + 1) + " " + (c / width + 1);
  }
}
