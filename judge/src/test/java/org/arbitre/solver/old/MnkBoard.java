package org.arbitre.solver.old;

import org.arbitre.game.Mnk;
import org.arbitre.game.Status;
import org.arbitre.solver.Symmetry;

/**
 * A bitboard {@link SearchBoard} for the m,n,k game (at most 32 cells): each colour is a bit set,
 * every k-window of the board a mask. Threats (cells that complete a window) and dead windows are
 * read from the masks; the canonical key is kept up to date for every symmetry as stones are
 * placed; moves are ordered by how many live windows they extend or block.
 */
final class MnkBoard implements SearchBoard {
  private static final int[] WEIGHT = {1, 4, 16, 64, 256, 1024, 4096, 16384};

  private final int cells;
  private final int k;
  private final long[] windows;
  private final long[][] windowsThrough;
  private final int[][] symmetries;
  private final long[] symKeys;
  private final long[] stones = new long[3];
  private final int[] history;
  private final int[] score;
  private int depth;
  private int toMove;
  private Status status;

  MnkBoard(Mnk game, byte[] start, int toMove) {
    this.cells = game.width() * game.height();
    if (cells > 32) {
      throw new IllegalArgumentException(game.describe() + ": the search keys boards of at most 32 cells");
    }
    this.k = game.k();
    this.windows = Windows.of(game.width(), game.height(), k);
    this.windowsThrough = Windows.through(windows, cells);
    this.symmetries = Symmetry.of(game.width(), game.height());
    this.symKeys = new long[symmetries.length];
    this.history = new int[cells + 1];
    this.score = new int[cells];
    for (int i = 0; i < cells; i++) {
      if (start[i] != 0) {
        set(i, start[i]);
      }
    }
    this.toMove = toMove;
    this.status = game.status(start);
  }

  private void set(int cell, int stone) {
    stones[stone] |= 1L << cell;
    for (int s = 0; s < symmetries.length; s++) {
      symKeys[s] += 1L << (symmetries[s][cell] + (stone == 2 ? 32 : 0));
    }
  }

  private void clear(int cell, int stone) {
    stones[stone] &= ~(1L << cell);
    for (int s = 0; s < symmetries.length; s++) {
      symKeys[s] -= 1L << (symmetries[s][cell] + (stone == 2 ? 32 : 0));
    }
  }

  @Override
  public int toMove() {
    return toMove;
  }

  @Override
  public int maxMoves() {
    return cells;
  }

  @Override
  public void play(int cell) {
    set(cell, toMove);
    history[depth++] = cell;
    long mine = stones[toMove];
    status = Status.ONGOING;
    for (long w : windowsThrough[cell]) {
      if ((mine & w) == w) {
        status = toMove == 1 ? Status.ONE_WINS : Status.TWO_WINS;
        break;
      }
    }
    if (status == Status.ONGOING && Long.bitCount(stones[1] | stones[2]) == cells) {
      status = Status.DRAW;
    }
    toMove = 3 - toMove;
  }

  @Override
  public void undo() {
    toMove = 3 - toMove;
    clear(history[--depth], toMove);
    status = Status.ONGOING;
  }

  @Override
  public Status status() {
    return status;
  }

  @Override
  public long key() {
    long best = symKeys[0];
    for (int s = 1; s < symKeys.length; s++) {
      best = Math.min(best, symKeys[s]);
    }
    return best;
  }

  @Override
  public int winningMoves(int stone, int[] out) {
    long mine = stones[stone];
    long theirs = stones[3 - stone];
    long found = 0;
    for (long w : windows) {
      if ((w & theirs) == 0 && Long.bitCount(w & mine) == k - 1) {
        found |= w & ~mine;
      }
    }
    int n = 0;
    while (found != 0) {
      out[n++] = Long.numberOfTrailingZeros(found);
      found &= found - 1;
    }
    return n;
  }

  /**
   * True when no window is free of the opponent's stones, or when the live windows are pairwise
   * disjoint and each still needs two stones or more: then the opponent answers every stone played
   * in a live window with a stone in the same window, and none is ever completed.
   */
  @Override
  public boolean cannotWin(int stone) {
    long mine = stones[stone];
    long theirs = stones[3 - stone];
    long union = 0;
    for (long w : windows) {
      if ((w & theirs) == 0) {
        if ((union & w) != 0 || Long.bitCount(w & mine) >= k - 1) {
          return false;
        }
        union |= w;
      }
    }
    return true;
  }

  /**
   * Empty cells by decreasing score: each live window through the cell adds a weight growing
   * with the stones already in it, for the mover (to extend) and for the opponent (to block).
   */
  @Override
  public int moves(int[] out) {
    long mine = stones[toMove];
    long theirs = stones[3 - toMove];
    long empty = ~(mine | theirs) & (cells == 64 ? -1L : (1L << cells) - 1);
    int n = 0;
    for (long e = empty; e != 0; e &= e - 1) {
      int cell = Long.numberOfTrailingZeros(e);
      int s = 0;
      for (long w : windowsThrough[cell]) {
        if ((w & theirs) == 0) {
          s += WEIGHT[Math.min(7, Long.bitCount(w & mine))] * 2;
        }
        if ((w & mine) == 0) {
          s += WEIGHT[Math.min(7, Long.bitCount(w & theirs))];
        }
      }
      score[cell] = s;
      int i = n++;
      while (i > 0 && score[out[i - 1]] < s) {
        out[i] = out[i - 1];
        i--;
      }
      out[i] = cell;
    }
    return n;
  }
}
