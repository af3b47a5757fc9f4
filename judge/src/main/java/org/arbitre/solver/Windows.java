package org.arbitre.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The k-windows of a width × height board: every run of k cells in one of the four directions,
 * each as its row-major cells in order along the line; for each cell, the windows through it.
 */
final class Windows {
  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  final int cells;
  /** {@code cells[w]}: the cells of window w, in line order. */
  final int[][] windowCells;
  /** {@code through[c]}: the windows containing cell c. */
  final int[][] through;
  private final long[][] masks; // [window][cell / 64]

  Windows(int width, int height, int k) {
    this.cells = width * height;
    List<int[]> found = new ArrayList<>();
    List<String> seen = new ArrayList<>();
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        for (int[] d : DIRECTIONS) {
          int ex = x + d[0] * (k - 1);
          int ey = y + d[1] * (k - 1);
          if (ex < 0 || ex >= width || ey < 0 || ey >= height) {
            continue;
          }
          int[] w = new int[k];
          for (int i = 0; i < k; i++) {
            w[i] = (y + d[1] * i) * width + x + d[0] * i;
          }
          int[] sorted = w.clone();
          Arrays.sort(sorted);
          String id = Arrays.toString(sorted); // k = 1: the four directions give the same cell
          if (!seen.contains(id)) {
            seen.add(id);
            found.add(w);
          }
        }
      }
    }
    this.windowCells = found.toArray(new int[0][]);
    int words = (cells + 63) / 64;
    this.masks = new long[windowCells.length][words];
    List<List<Integer>> by = new ArrayList<>();
    for (int c = 0; c < cells; c++) {
      by.add(new ArrayList<>());
    }
    for (int w = 0; w < windowCells.length; w++) {
      for (int c : windowCells[w]) {
        masks[w][c >> 6] |= 1L << c;
        by.get(c).add(w);
      }
    }
    this.through = new int[cells][];
    for (int c = 0; c < cells; c++) {
      through[c] = by.get(c).stream().mapToInt(Integer::intValue).toArray();
    }
  }

  int count() {
    return windowCells.length;
  }

  boolean contains(int window, int cell) {
    return (masks[window][cell >> 6] >>> cell & 1) != 0;
  }

  /** The windows as one bit mask each (boards of at most 64 cells). */
  long[] masks() {
    if (cells > 64) {
      throw new IllegalStateException("more than 64 cells");
    }
    return Arrays.stream(masks).mapToLong(m -> m[0]).toArray();
  }
}
