package org.arbitre.solver.old;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbitre.game.Push;
import org.arbitre.game.Status;
import org.arbitre.solver.Symmetry;

/**
 * A bitboard {@link SearchBoard} for the push game (at most 32 cells): undo restores two longs,
 * a push moves the bits of one line, only the windows crossing that line are checked after it,
 * and the canonical key is read through per-symmetry byte tables.
 */
final class PushBoard implements SearchBoard {
  private static final int[] WEIGHT = {1, 4, 16, 64, 256, 1024, 4096, 16384};
  private static final Map<Integer, long[][][]> TABLES = new ConcurrentHashMap<>();

  private final int cells;
  private final long full;
  private final int[][] lines;
  private final long[] windows;
  private final long[][] windowsCrossing;
  private final int[] scores;
  private final int[] order;
  private final long[][][] symTables; // [symmetry][byte chunk][value] -> permuted bits
  private final long[] oneHistory;
  private final long[] twoHistory;
  private final Status[] statusHistory;
  private long one;
  private long two;
  private int depth;
  private int toMove;

  PushBoard(Push game, byte[] start, int toMove) {
    int n = game.n();
    this.cells = n * n;
    if (cells > 32) {
      throw new IllegalArgumentException(game.describe() + ": the search keys boards of at most 32 cells");
    }
    this.full = (1L << cells) - 1;
    this.lines = new int[game.moveIds()][];
    for (int id = 0; id < game.moveIds(); id++) {
      lines[id] = game.line(id);
    }
    this.windows = Windows.of(n, n, game.k());
    this.scores = new int[game.moveIds()];
    this.windowsCrossing = new long[game.moveIds()][];
    for (int id = 0; id < game.moveIds(); id++) {
      long lineMask = 0;
      for (int c : lines[id]) {
        lineMask |= 1L << c;
      }
      long m = lineMask;
      windowsCrossing[id] = Arrays.stream(windows).filter(w -> (w & m) != 0).toArray();
    }
    this.order = centreFirst(game);
    this.symTables = TABLES.computeIfAbsent(n, PushBoard::symmetryTables);
    for (int i = 0; i < cells; i++) {
      one |= start[i] == 1 ? 1L << i : 0;
      two |= start[i] == 2 ? 1L << i : 0;
    }
    this.toMove = toMove;
    this.oneHistory = new long[cells + 2];
    this.twoHistory = new long[cells + 2];
    this.statusHistory = new Status[cells + 2];
    statusHistory[0] = game.status(start);
  }

  /** For each symmetry of the n × n board, byte chunk and byte value: the permuted bits. */
  private static long[][][] symmetryTables(int n) {
    int cells = n * n;
    int[][] syms = Symmetry.of(n, n);
    long[][][] tables = new long[syms.length][4][256];
    for (int s = 0; s < syms.length; s++) {
      for (int chunk = 0; chunk < 4; chunk++) {
        for (int v = 0; v < 256; v++) {
          long img = 0;
          for (int b = 0; b < 8; b++) {
            int cell = chunk * 8 + b;
            if ((v >> b & 1) != 0 && cell < cells) {
              img |= 1L << syms[s][cell];
            }
          }
          tables[s][chunk][v] = img;
        }
      }
    }
    return tables;
  }

  /** Move ids by distance of their line from the middle of the board, middle first. */
  private static int[] centreFirst(Push game) {
    int n = game.n();
    return java.util.stream.IntStream.range(0, game.moveIds()).boxed()
        .sorted(java.util.Comparator.comparingInt(id -> Math.abs(2 * (id % n) - (n - 1))))
        .mapToInt(Integer::intValue).toArray();
  }

  @Override
  public int toMove() {
    return toMove;
  }

  @Override
  public int maxMoves() {
    return lines.length;
  }

  /**
   * Legal moves, best first for the mover by a one-move look-ahead: a move that wins at once,
   * then one that ends the game otherwise (a draw, a double victory: good for a defender), then
   * by the live windows of each colour after the push, weighted by the stones already in them;
   * a push that completes only the opponent's line comes last.
   */
  @Override
  public int moves(int[] out) {
    long occ = one | two;
    int n = 0;
    int mover = toMove;
    for (int id : order) {
      for (int c : lines[id]) {
        if ((occ & 1L << c) == 0) {
          play(id);
          Status st = status();
          int s = !st.over() ? evaluate(mover)
              : st.winnerCode() == mover ? Integer.MAX_VALUE
              : st.winner() == null ? Integer.MAX_VALUE - 1 : Integer.MIN_VALUE;
          undo();
          scores[id] = s;
          int i = n++;
          while (i > 0 && scores[out[i - 1]] < s) {
            out[i] = out[i - 1];
            i--;
          }
          out[i] = id;
          break;
        }
      }
    }
    return n;
  }

  /** Live windows of {@code stone} minus those of the opponent, weighted by their stones. */
  private int evaluate(int stone) {
    long mine = stone == 1 ? one : two;
    long theirs = stone == 1 ? two : one;
    int s = 0;
    for (long w : windows) {
      long m = mine & w;
      long t = theirs & w;
      if (t == 0) {
        s += WEIGHT[Math.min(7, Long.bitCount(m))];
      } else if (m == 0) {
        s -= WEIGHT[Math.min(7, Long.bitCount(t))];
      }
    }
    return s;
  }

  @Override
  public void play(int id) {
    oneHistory[depth] = one;
    twoHistory[depth] = two;
    int[] line = lines[id];
    long occ = one | two;
    int gap = 0;
    while ((occ & 1L << line[gap]) != 0) {
      gap++;
    }
    for (int t = gap; t > 0; t--) {
      long from = 1L << line[t - 1];
      long to = 1L << line[t];
      if ((one & from) != 0) {
        one = (one & ~from) | to;
      } else {
        two = (two & ~from) | to;
      }
    }
    if (toMove == 1) {
      one |= 1L << line[0];
    } else {
      two |= 1L << line[0];
    }
    boolean oneWins = false;
    boolean twoWins = false;
    for (long w : windowsCrossing[id]) {
      oneWins |= (one & w) == w;
      twoWins |= (two & w) == w;
    }
    depth++;
    statusHistory[depth] = oneWins && twoWins ? Status.DOUBLE_VICTORY
        : oneWins ? Status.ONE_WINS
        : twoWins ? Status.TWO_WINS
        : (one | two) == full ? Status.DRAW : Status.ONGOING;
    toMove = 3 - toMove;
  }

  @Override
  public void undo() {
    depth--;
    one = oneHistory[depth];
    two = twoHistory[depth];
    toMove = 3 - toMove;
  }

  @Override
  public Status status() {
    return statusHistory[depth];
  }

  @Override
  public long key() {
    long best = Long.MAX_VALUE;
    for (long[][] t : symTables) {
      long a = t[0][(int) (one & 255)] | t[1][(int) (one >>> 8 & 255)]
          | t[2][(int) (one >>> 16 & 255)] | t[3][(int) (one >>> 24 & 255)];
      long b = t[0][(int) (two & 255)] | t[1][(int) (two >>> 8 & 255)]
          | t[2][(int) (two >>> 16 & 255)] | t[3][(int) (two >>> 24 & 255)];
      best = Math.min(best, a | b << 32);
    }
    return best;
  }
}
