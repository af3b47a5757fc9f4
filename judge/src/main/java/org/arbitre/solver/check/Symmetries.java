package org.arbitre.solver.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The checker's own geometry, written apart from the solver's: the symmetries of a width × height
 * board (8 for a square, 4 for a rectangle) and its k-windows.
 */
final class Symmetries {
  private Symmetries() {}

  /** Cell permutations, {@code perm[cell]} = the image of the row-major cell. */
  static int[][] of(int width, int height) {
    List<int[]> perms = new ArrayList<>();
    int maps = width == height ? 8 : 4;
    for (int s = 0; s < maps; s++) {
      int[] perm = new int[width * height];
      for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
          // s bit 0: mirror x, bit 1: mirror y, bit 2: swap the axes (squares only)
          int mx = (s & 1) != 0 ? width - 1 - x : x;
          int my = (s & 2) != 0 ? height - 1 - y : y;
          int nx = (s & 4) != 0 ? my : mx;
          int ny = (s & 4) != 0 ? mx : my;
          perm[y * width + x] = ny * width + nx;
        }
      }
      perms.add(perm);
    }
    return perms.toArray(new int[0][]);
  }

  /** Every set of k cells in a row (horizontal, vertical, both diagonals), each once. */
  static int[][] windows(int width, int height, int k) {
    Map<String, int[]> found = new LinkedHashMap<>();
    int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        for (int[] d : directions) {
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
          java.util.Arrays.sort(sorted);
          found.putIfAbsent(java.util.Arrays.toString(sorted), w);
        }
      }
    }
    return found.values().toArray(new int[0][]);
  }
}
