package org.arbitre.solver;

import java.util.Arrays;

/**
 * Finds a pairing strategy for the defender: disjoint pairs of empty cells such that every live
 * window (one without a defender stone) contains both cells of some pair. The defender then
 * answers every attacker stone played in a pair with the other cell of that pair (and plays
 * anywhere otherwise), so each live window receives a defender stone before the attacker can fill
 * it: the attacker never completes a line, whoever is to move (an extra stone never hurts the
 * defender in the m,n,k game).
 *
 * <p>A backtracking search: the uncovered window with the fewest free cells first (two free cells
 * force the pair), its candidate pairs by how many uncovered windows they cover. The search is
 * bounded by a budget of steps; a pairing found is always valid ({@link #valid} checks one),
 * a failure only means none was found within the budget.
 */
final class Pairing {
  private final Windows windows;
  private final int[] covered;
  private final int[] free; // free (empty, unpaired) cells of each live window
  private final boolean[] live;
  private final boolean[] used;
  private final int[] liveList;
  private final int[] pairs;
  private final int[][] candidates; // [depth][2 * pairs]
  private final int[][] scores;
  /**
   * The windows holding both cells a and b: {@code sharedWindows[sharedStart[a * cells + b]]} up
   * to {@code sharedStart[a * cells + b + 1]} (one flat array: these are read at every step).
   */
  private final int[] sharedStart;
  private final int[] sharedWindows;
  private int liveCount;
  private int pairCount;
  private int steps;
  private long found;

  Pairing(Windows windows) {
    this.windows = windows;
    int w = windows.count();
    this.covered = new int[w];
    this.free = new int[w];
    this.live = new boolean[w];
    this.liveList = new int[w];
    this.used = new boolean[windows.cells];
    this.pairs = new int[windows.cells + 2];
    int depth = windows.cells / 2 + 2;
    int k = windows.windowCells.length == 0 ? 0 : windows.windowCells[0].length;
    this.candidates = new int[depth][k * k];
    this.scores = new int[depth][k * k];
    int cells = windows.cells;
    this.sharedStart = new int[cells * cells + 1];
    int total = 0;
    for (int a = 0; a < cells; a++) {
      for (int b = 0; b < cells; b++) {
        sharedStart[a * cells + b] = total;
        for (int v : windows.through[a]) {
          total += a != b && windows.contains(v, b) ? 1 : 0;
        }
      }
    }
    sharedStart[cells * cells] = total;
    this.sharedWindows = new int[total];
    int at = 0;
    for (int a = 0; a < cells; a++) {
      for (int b = 0; b < cells; b++) {
        for (int v : windows.through[a]) {
          if (a != b && windows.contains(v, b)) {
            sharedWindows[at++] = v;
          }
        }
      }
    }
  }

  /**
   * A pairing for the position {@code board} (0 empty, 1, 2 per cell) defended by
   * {@code defender}, as {@code a0, b0, a1, b1, ...}, or null when none was found within
   * {@code budget} steps.
   */
  int[] find(byte[] board, int defender, int budget) {
    liveCount = 0;
    for (int w = 0; w < windows.count(); w++) {
      boolean isLive = true;
      int empty = 0;
      for (int c : windows.windowCells[w]) {
        if (board[c] == defender) {
          isLive = false;
          break;
        }
        empty += board[c] == 0 ? 1 : 0;
      }
      live[w] = isLive;
      covered[w] = 0;
      free[w] = empty;
      if (isLive) {
        if (empty < 2) {
          return null; // the attacker needs one stone there, or has filled it
        }
        liveList[liveCount++] = w;
      }
    }
    Arrays.fill(used, false);
    pairCount = 0;
    steps = budget;
    if (solve(board, 0)) {
      found++;
      return Arrays.copyOf(pairs, 2 * pairCount);
    }
    return null;
  }

  private boolean solve(byte[] board, int depth) {
    if (--steps < 0) {
      return false;
    }
    int best = -1;
    int bestFree = Integer.MAX_VALUE;
    for (int i = 0; i < liveCount; i++) {
      int w = liveList[i];
      if (covered[w] > 0) {
        continue;
      }
      int f = free[w];
      if (f < 2) {
        return false;
      }
      if (f < bestFree) {
        best = w;
        bestFree = f;
      }
    }
    if (best < 0) {
      return true;
    }
    int[] cand = candidates[depth];
    int[] score = scores[depth];
    int n = 0;
    int[] cells = windows.windowCells[best];
    for (int i = 0; i < cells.length; i++) {
      int a = cells[i];
      if (board[a] != 0 || used[a]) {
        continue;
      }
      for (int j = i + 1; j < cells.length; j++) {
        int b = cells[j];
        if (board[b] != 0 || used[b]) {
          continue;
        }
        int s = 0;
        int pair = a * windows.cells + b;
        for (int x = sharedStart[pair]; x < sharedStart[pair + 1]; x++) {
          int w = sharedWindows[x];
          if (live[w] && covered[w] == 0) {
            s++;
          }
        }
        int p = n++;
        while (p > 0 && score[p - 1] < s) {
          score[p] = score[p - 1];
          cand[2 * p] = cand[2 * p - 2];
          cand[2 * p + 1] = cand[2 * p - 1];
          p--;
        }
        score[p] = s;
        cand[2 * p] = a;
        cand[2 * p + 1] = b;
      }
    }
    for (int p = 0; p < n; p++) {
      int a = cand[2 * p];
      int b = cand[2 * p + 1];
      mark(a, b, 1);
      pairs[2 * pairCount] = a;
      pairs[2 * pairCount + 1] = b;
      pairCount++;
      if (solve(board, depth + 1)) {
        return true;
      }
      pairCount--;
      mark(a, b, -1);
      if (steps < 0) {
        return false;
      }
    }
    return false;
  }

  private void mark(int a, int b, int delta) {
    used[a] = delta > 0;
    used[b] = delta > 0;
    for (int w : windows.through[a]) {
      free[w] -= delta;
    }
    for (int w : windows.through[b]) {
      free[w] -= delta;
    }
    int pair = a * windows.cells + b;
    for (int x = sharedStart[pair]; x < sharedStart[pair + 1]; x++) {
      int w = sharedWindows[x];
      if (live[w]) {
        covered[w] += delta;
      }
    }
  }

  /** Pairings found so far. */
  long found() {
    return found;
  }

  /**
   * Whether {@code pairs} is a pairing strategy for {@code defender} on {@code board}: disjoint
   * pairs of empty cells, every window without a defender stone containing a whole pair. Written
   * apart from the search, for the proof checker and the tests.
   */
  static boolean valid(Windows windows, byte[] board, int defender, int[] pairs) {
    if (pairs.length % 2 != 0) {
      return false;
    }
    boolean[] seen = new boolean[board.length];
    for (int c : pairs) {
      if (c < 0 || c >= board.length || board[c] != 0 || seen[c]) {
        return false;
      }
      seen[c] = true;
    }
    for (int w = 0; w < windows.count(); w++) {
      boolean dead = false;
      for (int c : windows.windowCells[w]) {
        dead |= board[c] == defender;
      }
      boolean hasPair = false;
      for (int p = 0; p < pairs.length && !dead && !hasPair; p += 2) {
        hasPair = windows.contains(w, pairs[p]) && windows.contains(w, pairs[p + 1]);
      }
      if (!dead && !hasPair) {
        return false;
      }
    }
    return true;
  }
}
