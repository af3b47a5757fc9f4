package org.arbitre.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * The symmetries of a width × height board as cell permutations ({@code perm[cell]} = image of the
 * row-major cell): the 8 of the square, the 4 of a rectangle (identity, two mirrors, half turn).
 * Both games are invariant under them (a push from one edge maps to a push from another).
 */
public final class Symmetry {
  private Symmetry() {}

  public static int[][] of(int width, int height) {
    List<int[]> perms = new ArrayList<>();
    int maxX = width - 1;
    int maxY = height - 1;
    for (int s = 0; s < (width == height ? 8 : 4); s++) {
      int[] perm = new int[width * height];
      for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
          int nx;
          int ny;
          switch (s) {
            case 0 -> { nx = x; ny = y; }
            case 1 -> { nx = maxX - x; ny = y; }
            case 2 -> { nx = x; ny = maxY - y; }
            case 3 -> { nx = maxX - x; ny = maxY - y; }
            case 4 -> { nx = y; ny = x; }
            case 5 -> { nx = maxY - y; ny = x; }
            case 6 -> { nx = y; ny = maxX - x; }
            default -> { nx = maxY - y; ny = maxX - x; }
          }
          perm[y * width + x] = ny * width + nx;
        }
      }
      perms.add(perm);
    }
    return perms.toArray(new int[0][]);
  }
}
