package org.arbitre.game;

/** Alignment checks shared by both games: k or more stones of one colour in a row. */
final class Lines {
  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private Lines() {}

  /**
   * Lines of both colours, then a full board: one colour aligned wins, both is a double victory,
   * a full board without a line is a draw.
   */
  static Status status(byte[] cells, int width, int height, int k) {
    boolean one = false;
    boolean two = false;
    for (int y = 0; y < height && !(one && two); y++) {
      for (int x = 0; x < width; x++) {
        byte c = cells[y * width + x];
        if (c == 0 || (c == 1 ? one : two)) {
          continue;
        }
        for (int[] d : DIRECTIONS) {
          if (runFrom(cells, width, height, x, y, d[0], d[1], k, c)) {
            one |= c == 1;
            two |= c == 2;
            break;
          }
        }
      }
    }
    if (one && two) {
      return Status.DOUBLE_VICTORY;
    }
    if (one || two) {
      return one ? Status.ONE_WINS : Status.TWO_WINS;
    }
    for (byte c : cells) {
      if (c == 0) {
        return Status.ONGOING;
      }
    }
    return Status.DRAW;
  }

  /** Whether k cells from (x, y) in direction (dx, dy) are all on the board and all {@code c}. */
  private static boolean runFrom(
      byte[] cells, int width, int height, int x, int y, int dx, int dy, int k, byte c) {
    int ex = x + dx * (k - 1);
    int ey = y + dy * (k - 1);
    if (ex < 0 || ex >= width || ey < 0 || ey >= height) {
      return false;
    }
    for (int i = 1; i < k; i++) {
      if (cells[(y + dy * i) * width + x + dx * i] != c) {
        return false;
      }
    }
    return true;
  }
}
