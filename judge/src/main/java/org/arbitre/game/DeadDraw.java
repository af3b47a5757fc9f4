package org.arbitre.game;

/**
 * Dead-draw adjudication for the m,n,k game: a position is a certain draw when no window of k
 * cells in a row (horizontal, vertical, either diagonal) is still free of the other colour for
 * either player, i.e. every k-window holds stones of both colours. No one can then ever make k in
 * a row (a line of k or more contains a k-window), so the game can only end with a full board.
 *
 * <p>The test is sufficient, not necessary: a window that is still open but needs more stones than
 * its owner has moves left is not counted as dead, so some certain draws are found a little later
 * than they could be. It never calls a winnable position dead. For the push game it does not apply
 * (a push moves stones, so a blocked window can open again): {@link #certain} is false there.
 */
public final class DeadDraw {
  private DeadDraw() {}

  /** Whether {@code p} is a certain draw by the rule above; always false for the push game. */
  public static boolean certain(Game game, Position p) {
    if (!(game instanceof Mnk)) {
      return false;
    }
    if (p.width() != game.width() || p.height() != game.height()) {
      throw new IllegalArgumentException(
          "a " + p.width() + "x" + p.height() + " position in " + game.describe());
    }
    return mnk(p.cellsView(), game.width(), game.height(), game.k());
  }

  /**
   * The rule on row-major cells (0 empty, 1, 2) of a {@code width} × {@code height} m,n,k board:
   * true when every k-window holds both colours. A board with a line of k is not dead (that window
   * holds one colour only).
   */
  public static boolean mnk(byte[] cells, int width, int height, int k) {
    if (cells.length != width * height || k < 1) {
      throw new IllegalArgumentException("cells do not fit a " + width + "x" + height + " board");
    }
    // Each direction: the start cells of its lines, and the step along a line.
    for (int x = 0; x < width; x++) {
      if (anyLiveWindow(cells, width, height, k, x, 0, 0, 1)) {
        return false; // vertical
      }
    }
    for (int y = 0; y < height; y++) {
      if (anyLiveWindow(cells, width, height, k, 0, y, 1, 0)) {
        return false; // horizontal
      }
    }
    for (int s = 0; s < width + height - 1; s++) {
      int x = Math.max(0, s - (height - 1));
      int y = Math.max(0, (height - 1) - s);
      if (anyLiveWindow(cells, width, height, k, x, y, 1, 1)) {
        return false; // down-right diagonals, starting on the top row or the left column
      }
      int ax = Math.min(width - 1, s);
      int ay = Math.max(0, s - (width - 1));
      if (anyLiveWindow(cells, width, height, k, ax, ay, -1, 1)) {
        return false; // down-left diagonals, starting on the top row or the right column
      }
    }
    return true;
  }

  /**
   * Slides a window of k cells along the line from (x, y) with step (dx, dy): true as soon as one
   * window lacks one of the two colours (a line shorter than k has no window).
   */
  private static boolean anyLiveWindow(
      byte[] cells, int width, int height, int k, int x, int y, int dx, int dy) {
    int ones = 0;
    int twos = 0;
    int len = 0;
    int cx = x;
    int cy = y;
    while (cx >= 0 && cx < width && cy >= 0 && cy < height) {
      byte c = cells[cy * width + cx];
      ones += c == 1 ? 1 : 0;
      twos += c == 2 ? 1 : 0;
      len++;
      if (len > k) {
        byte out = cells[(cy - k * dy) * width + (cx - k * dx)];
        ones -= out == 1 ? 1 : 0;
        twos -= out == 2 ? 1 : 0;
      }
      if (len >= k && (ones == 0 || twos == 0)) {
        return true;
      }
      cx += dx;
      cy += dy;
    }
    return false;
  }
}
