package org.arbitre.solver;

import org.arbitre.game.Mnk;
import org.arbitre.game.Status;

/**
 * The m,n,k game for the search, on boards up to {@link Solver#MAX_SEARCH_CELLS} cells: the
 * cells, and for every k-window the stones of each colour in it, kept up to date as stones are
 * placed and removed. Threats (cells that complete a window), double threats to come, dead
 * windows and pairing strategies are read from the counts; the canonical key is kept up to date
 * for every symmetry as a bit set per colour; moves are ordered by how many live windows they
 * extend or block.
 */
final class MnkBoard implements SearchBoard {
  private static final int[] WEIGHT = {1, 4, 16, 64, 256, 1024, 4096, 16384};
  /** Steps of the pairing search at one node: enough to find most pairings that exist. */
  static final int PAIRING_BUDGET = 200;

  private final int cells;
  private final int k;
  private final Windows windows;
  private final int[][] count; // [stone][window]
  private final byte[] board;
  private final int[][] symmetries;
  private final int stride; // bit offset of colour 2 in a key
  private final int keyLength;
  private final long[][] images; // [symmetry][key word]
  private final int[] history;
  private final int[] score;
  private final int[] mark;
  private final int[] other;
  private final boolean[] allowed;
  private final Pairing pairing;
  private int stamp;
  private int depth;
  private int toMove;
  private Status status;

  MnkBoard(Mnk game, byte[] start, int toMove) {
    this.cells = game.width() * game.height();
    if (cells > Solver.MAX_SEARCH_CELLS) {
      throw new IllegalArgumentException(game.describe() + " has " + cells
          + " cells; the search handles at most " + Solver.MAX_SEARCH_CELLS);
    }
    this.k = game.k();
    this.windows = new Windows(game.width(), game.height(), k);
    this.count = new int[3][windows.count()];
    this.board = new byte[cells];
    this.symmetries = Symmetry.of(game.width(), game.height());
    this.stride = cells <= 32 ? 32 : (cells + 63) / 64 * 64;
    this.keyLength = (2 * stride + 63) / 64;
    this.images = new long[symmetries.length][keyLength];
    this.history = new int[cells + 1];
    this.score = new int[cells];
    this.mark = new int[cells];
    this.other = new int[cells];
    this.allowed = new boolean[cells];
    this.pairing = new Pairing(windows);
    for (int i = 0; i < cells; i++) {
      if (start[i] != 0) {
        set(i, start[i]);
      }
    }
    this.toMove = toMove;
    this.status = game.status(start);
  }

  private void set(int cell, int stone) {
    board[cell] = (byte) stone;
    int offset = stone == 2 ? stride : 0;
    for (int s = 0; s < symmetries.length; s++) {
      int bit = symmetries[s][cell] + offset;
      images[s][bit >> 6] |= 1L << bit;
    }
    for (int w : windows.through[cell]) {
      count[stone][w]++;
    }
  }

  private void clear(int cell, int stone) {
    board[cell] = 0;
    int offset = stone == 2 ? stride : 0;
    for (int s = 0; s < symmetries.length; s++) {
      int bit = symmetries[s][cell] + offset;
      images[s][bit >> 6] &= ~(1L << bit);
    }
    for (int w : windows.through[cell]) {
      count[stone][w]--;
    }
  }

  Windows windows() {
    return windows;
  }

  /** A copy of the cells: 0 empty, 1 or 2. */
  byte[] cells() {
    return board.clone();
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
    status = Status.ONGOING;
    int[] mine = count[toMove];
    for (int w : windows.through[cell]) {
      if (mine[w] == k) {
        status = toMove == 1 ? Status.ONE_WINS : Status.TWO_WINS;
        break;
      }
    }
    if (status == Status.ONGOING && isFull()) {
      status = Status.DRAW;
    }
    toMove = 3 - toMove;
  }

  private boolean isFull() {
    for (byte b : board) {
      if (b == 0) {
        return false;
      }
    }
    return true;
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
  public int keyLength() {
    return keyLength;
  }

  /** The smallest symmetric image, words compared from the last (most significant) one. */
  @Override
  public void key(long[] out) {
    long[] best = images[0];
    for (int s = 1; s < images.length; s++) {
      long[] img = images[s];
      for (int i = keyLength - 1; i >= 0; i--) {
        if (img[i] != best[i]) {
          if (img[i] < best[i]) {
            best = img;
          }
          break;
        }
      }
    }
    System.arraycopy(best, 0, out, 0, keyLength);
  }

  @Override
  public int winningMoves(int stone, int[] out) {
    int[] mine = count[stone];
    int[] theirs = count[3 - stone];
    stamp++;
    int n = 0;
    for (int w = 0; w < mine.length; w++) {
      if (mine[w] == k - 1 && theirs[w] == 0) {
        for (int c : windows.windowCells[w]) {
          if (board[c] == 0 && mark[c] != stamp) {
            mark[c] = stamp;
            out[n++] = c;
          }
        }
      }
    }
    return n;
  }

  /**
   * True when {@code stone} cannot win whatever happens: no window is free of the opponent's
   * stones, or ({@code deep}) the opponent has a pairing strategy ({@link Pairing}) on the live
   * windows.
   */
  @Override
  public boolean cannotWin(int stone, boolean deep) {
    int[] theirs = count[3 - stone];
    boolean anyLive = false;
    for (int t : theirs) {
      if (t == 0) {
        anyLive = true;
        break;
      }
    }
    return !anyLive || deep && pairing.find(board, 3 - stone, PAIRING_BUDGET) != null;
  }

  /** A pairing strategy for {@code defender} in the current position, or null. */
  int[] pairing(int defender, int budget) {
    return pairing.find(board, defender, budget);
  }

  /**
   * When the opponent has a move that makes two completing cells at once (a double threat: the
   * mover could block only one), the mover's only moves that do not lose are in every such
   * move's zone (the move's cell and the cells it would threaten) or make a threat of the
   * mover's own (k - 1 in a window, which the opponent must answer first). Without such a move,
   * a chain of threats of the opponent's restricts the mover the same way: the relevance zone of
   * a VCF ({@link #vcfRestrictedMoves}). Returns those moves, best first, or -1 when the
   * opponent has neither. Call it when neither side can complete a line at once.
   */
  @Override
  public int restrictedMoves(int[] out) {
    int me = toMove;
    int[] theirs = count[3 - me];
    int[] mine = count[me];
    stamp++;
    int doubles = 0;
    // other[c]: the completing cell the opponent's stone at c would make, or -2 for two or more
    for (int w = 0; w < theirs.length; w++) {
      if (theirs[w] == k - 2 && mine[w] == 0) {
        twoEmpty(w);
        int a = emptyA;
        int b = emptyB;
        doubles += threatens(a, b) + threatens(b, a);
      }
    }
    if (doubles == 0) {
      return vcfRestrictedMoves(out);
    }
    java.util.Arrays.fill(allowed, true);
    int zoneStamp = ++stamp;
    for (int c = 0; c < cells; c++) {
      if (board[c] != 0 || other[c] != -2 || mark[c] != zoneStamp - 1) {
        continue;
      }
      // the zone of c: c and the cells it threatens (both cells of each k-2 window through it)
      boolean[] zone = new boolean[cells];
      zone[c] = true;
      for (int w : windows.through[c]) {
        if (theirs[w] == k - 2 && mine[w] == 0) {
          for (int d : windows.windowCells[w]) {
            zone[d] |= board[d] == 0;
          }
        }
      }
      for (int d = 0; d < cells; d++) {
        allowed[d] &= zone[d];
      }
    }
    for (int w = 0; w < mine.length; w++) {
      if (mine[w] == k - 2 && theirs[w] == 0) {
        for (int c : windows.windowCells[w]) {
          allowed[c] |= board[c] == 0;
        }
      }
    }
    int n = moves(out);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (allowed[out[i]]) {
        out[kept++] = out[i];
      }
    }
    return kept;
  }

  /**
   * A cell where {@code stone}, to move, makes a double threat: after it, two different empty
   * cells each complete a window of its own, and the opponent has no completing cell (when the
   * opponent has one, only that cell is looked at). -1 when there is none. Call it when {@code
   * stone} cannot complete a line at once.
   */
  int doubleThreat(int stone) {
    int[] mine = count[stone];
    int[] theirs = count[3 - stone];
    int block = -1;
    for (int w = 0; w < theirs.length; w++) {
      if (theirs[w] == k - 1 && mine[w] == 0) {
        for (int c : windows.windowCells[w]) {
          if (board[c] == 0) {
            if (block >= 0 && block != c) {
              return -1; // two cells to block: no time for a threat
            }
            block = c;
          }
        }
      }
    }
    stamp++;
    for (int w = 0; w < mine.length; w++) {
      if (mine[w] == k - 2 && theirs[w] == 0) {
        twoEmpty(w);
        int a = emptyA;
        int b = emptyB;
        if (threatens(a, b) > 0 && (block < 0 || a == block)) {
          return a;
        }
        if (threatens(b, a) > 0 && (block < 0 || b == block)) {
          return b;
        }
      }
    }
    return -1;
  }

  /**
   * The relevance zone of a VCF: when the opponent, if the mover passed, would win
   * by a chain of k - 1 threats (each with its one block) ending in a double threat, within
   * {@link #VCF_THREATS} threats, the mover's moves that may stop it: the cells of the chain's
   * threat windows, of its own windows through the blocks that hold k - 2 of its stones and none
   * of the opponent's after some block (a stone there could give the mover a line to complete in
   * the middle of the chain: the opponent's later stones may kill that window, so each block's
   * moment is looked at), and the mover's own threats (k - 1 in a window). Any other stone of the mover
   * leaves the chain as it was, so the opponent plays it and wins. -1 when no chain is found.
   */
  private int vcfRestrictedMoves(int[] out) {
    int me = toMove;
    int attacker = 3 - me;
    if (!vcf(attacker, VCF_THREATS, 0)) {
      return -1;
    }
    int n = chainLength; // t0 c0 t1 c1 ... t_last
    java.util.Arrays.fill(allowed, false);
    int[] a = count[attacker];
    int[] d = count[me];
    for (int i = 0; i < n; i++) {
      put(chain[i], i % 2 == 0 ? attacker : me);
      if (i % 2 == 1) {
        // after each block: the mover's windows through the blocks so far, not yet dead, where
        // one more stone would give it a line to complete (the chain would stop there)
        for (int j = 1; j <= i; j += 2) {
          for (int w : windows.through[chain[j]]) {
            if (a[w] == 0 && d[w] >= k - 2) {
              allow(w);
            }
          }
        }
      }
    }
    for (int i = 0; i + 1 < n; i += 2) { // the threat windows, full since their block
      for (int w : windows.through[chain[i]]) {
        if (windows.contains(w, chain[i + 1]) && a[w] == k - 1 && d[w] == 1) {
          allow(w);
        }
      }
    }
    for (int w : windows.through[chain[n - 1]]) {
      if (a[w] == k - 1 && d[w] == 0) {
        allow(w);
      }
    }
    for (int i = n - 1; i >= 0; i--) {
      take(chain[i], i % 2 == 0 ? attacker : me);
    }
    for (int w = 0; w < d.length; w++) {
      if (d[w] == k - 2 && a[w] == 0) {
        allow(w);
      }
    }
    int moves = moves(out);
    int kept = 0;
    for (int i = 0; i < moves; i++) {
      if (allowed[out[i]]) {
        out[kept++] = out[i];
      }
    }
    return kept;
  }

  /**
   * Threats of the VCF that {@link #restrictedMoves} looks for: 3 measured best (positions to
   * solve: 8 × 8, k = 4 1,591,550 without, 1,392,836 with 2, 1,255 with 3, 535,409
   * with 4; 9 × 9, k = 4 4.7 million without, 1.6 million with 3, 1.8 million with 4 or 5).
   */
  static final int VCF_THREATS = 3;
  private final int[] chain = new int[64];
  private int chainLength;
  private final int[][] vcfSeen = new int[16][];
  private int vcfStamp;

  /** Every cell of window w may be played (the moves kept are the empty ones). */
  private void allow(int w) {
    for (int c : windows.windowCells[w]) {
      allowed[c] = true;
    }
  }

  /**
   * Whether {@code a}, to move, wins by a chain of at most {@code depth} k - 1 threats, the
   * other side having no line to complete and answering each threat with its one block; the
   * chain found is left in {@link #chain} (from {@code ply}).
   */
  private boolean vcf(int a, int depth, int ply) {
    int d = 3 - a;
    int[] seen = vcfSeen[ply] == null ? (vcfSeen[ply] = new int[cells]) : vcfSeen[ply];
    int tried = ++vcfStamp;
    int[] mine = count[a];
    int[] theirs = count[d];
    for (int w = 0; w < mine.length; w++) {
      if (mine[w] != k - 2 || theirs[w] != 0) {
        continue;
      }
      for (int t : windows.windowCells[w]) {
        if (board[t] != 0 || seen[t] == tried) {
          continue;
        }
        seen[t] = tried;
        put(t, a);
        int block = -1;
        boolean two = false;
        for (int v : windows.through[t]) {
          if (mine[v] == k - 1 && theirs[v] == 0) {
            for (int e : windows.windowCells[v]) {
              if (board[e] == 0) {
                if (block < 0) {
                  block = e;
                } else if (e != block) {
                  two = true;
                }
              }
            }
          }
        }
        boolean win = false;
        if (two) {
          chain[2 * ply] = t;
          chainLength = 2 * ply + 1;
          win = true;
        } else if (block >= 0 && depth > 1) {
          put(block, d);
          boolean counter = false;
          for (int v : windows.through[block]) {
            counter |= theirs[v] == k - 1 && mine[v] == 0;
          }
          if (!counter && vcf(a, depth - 1, ply + 1)) {
            chain[2 * ply] = t;
            chain[2 * ply + 1] = block;
            win = true;
          }
          take(block, d);
        }
        take(t, a);
        if (win) {
          return true;
        }
      }
    }
    return false;
  }

  /** A stone for the threat searches: the cells and the window counts only (no keys). */
  private void put(int cell, int stone) {
    board[cell] = (byte) stone;
    for (int w : windows.through[cell]) {
      count[stone][w]++;
    }
  }

  private void take(int cell, int stone) {
    board[cell] = 0;
    for (int w : windows.through[cell]) {
      count[stone][w]--;
    }
  }

  private int emptyA;
  private int emptyB;

  /** The two empty cells of window {@code w} (k - 2 stones of one colour, none of the other) into emptyA and emptyB. */
  private void twoEmpty(int w) {
    emptyA = -1;
    emptyB = -1;
    for (int c : windows.windowCells[w]) {
      if (board[c] == 0) {
        if (emptyA < 0) {
          emptyA = c;
        } else {
          emptyB = c;
        }
      }
    }
  }

  /** Records that the opponent's stone at {@code c} completes up to {@code winning}; 1 if c becomes a double threat. */
  private int threatens(int c, int winning) {
    if (mark[c] != stamp) {
      mark[c] = stamp;
      other[c] = winning;
      return 0;
    }
    if (other[c] == winning || other[c] == -2) {
      return 0;
    }
    other[c] = -2;
    return 1;
  }

  /**
   * Empty cells by decreasing score: each live window through the cell adds a weight growing
   * with the stones already in it, for the mover (to extend) and for the opponent (to block).
   */
  @Override
  public int moves(int[] out) {
    int[] mine = count[toMove];
    int[] theirs = count[3 - toMove];
    int n = 0;
    for (int cell = 0; cell < cells; cell++) {
      if (board[cell] != 0) {
        continue;
      }
      int s = 0;
      for (int w : windows.through[cell]) {
        if (theirs[w] == 0) {
          s += WEIGHT[Math.min(7, mine[w])] * 2;
        }
        if (mine[w] == 0) {
          s += WEIGHT[Math.min(7, theirs[w])];
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
