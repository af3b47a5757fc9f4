package org.arbitre.solver.old;

import java.util.ArrayList;
import java.util.List;

/** The k-windows of a board (every run of k cells in one of the four directions) as bit masks. */
final class Windows {
  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private Windows() {}

  static long[] of(int width, int height, int k) {
    List<Long> masks = new ArrayList<>();
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        for (int[] d : DIRECTIONS) {
          int ex = x + d[0] * (k - 1);
          int ey = y + d[1] * (k - 1);
          if (ex < 0 || ex >= width || ey < 0 || ey >= height) {
            continue;
          }
          long mask = 0;
          for (int i = 0; i < k; i++) {
            mask |= 1L << ((y + d[1] * i) * width + x + d[0] * i);
          }
          if (!masks.contains(mask)) {
            masks.add(mask);
          }
        }
      }
    }
    return masks.stream().mapToLong(Long::longValue).toArray();
  }

  /** For each cell, the windows that contain it. */
  static long[][] through(long[] windows, int cells) {
    long[][] through = new long[cells][];
    for (int c = 0; c < cells; c++) {
      long bit = 1L << c;
      through[c] = java.util.Arrays.stream(windows).filter(w -> (w & bit) != 0).toArray();
    }
    return through;
  }
}
