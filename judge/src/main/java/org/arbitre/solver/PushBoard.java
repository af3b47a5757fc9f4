package org.arbitre.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbitre.game.Push;
import org.arbitre.game.Status;

/**
 * A bitboard {@link SearchBoard} for the push game (at most 64 cells), one long per colour. A
 * push is a few bit operations (the run it moves is a precomputed mask, shifted one step along
 * the line); k in a row is read for the whole board at once (the bits shifted onto themselves
 * along each direction). Each node plays all its pushes aside once ({@link #decidesAtOnce},
 * {@link #moves}) and keeps the results per depth, so that {@link #play} of a scanned push is a
 * copy; moves are ordered by the change of a window score over the windows the push touches only.
 * Undo restores two longs; the canonical key is read through per-symmetry byte tables.
 */
final class PushBoard implements SearchBoard {
  private static final int[] WEIGHT = {1, 4, 16, 64, 256, 1024, 4096, 16384};
  private static final Map<Integer, long[][][]> TABLES = new ConcurrentHashMap<>();

  /** One long per colour. */
  static final int MAX_CELLS = 64;

  private final int cells;
  private final int chunks;
  private final long full;
  private final int[][] lines;
  private final long[] windows;
  private final int[][][] touched; // [id][gap]: the windows holding a cell of line[0 .. gap]
  private final int k;
  private final int[] steps; // [id]: line[t + 1] - line[t]
  private final long[] entries; // [id]: the entry cell's bit
  private final long[] lineMasks; // [id]: the cells of the line
  private final int[] shifts; // the four directions' bit steps
  private final long[] starts; // [direction]: the cells where a k-window in that direction starts
  private final int[] scores;
  private final int[] windowScores; // [window]: the current position's, for the mover
  private final int[] order;
  private final long[][][] symTables; // [symmetry][byte chunk][value] -> permuted bits
  // The pushes of the position at each depth played aside: [depth][id]
  private final long[][] childOne;
  private final long[][] childTwo;
  private final int[][] childGap; // -1: the line is full
  private final Status[][] childStatus; // null: not read yet
  private final long[][] childStamp; // the scan that wrote the entry
  private final long[] scanStamp; // [depth]: the scan of the position scanOne/scanTwo
  private final boolean[] scannedAll; // [depth]: every push of that position played aside
  private long stamps;
  private final long[] scanOne;
  private final long[] scanTwo;
  private final int[] killers;
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
    if (cells > MAX_CELLS) {
      throw new IllegalArgumentException(game.describe() + " has " + cells
          + " cells; the push search handles at most " + MAX_CELLS);
    }
    this.full = cells == 64 ? -1L : (1L << cells) - 1;
    this.chunks = (cells + 7) / 8;
    this.lines = new int[game.moveIds()][];
    for (int id = 0; id < game.moveIds(); id++) {
      lines[id] = game.line(id);
    }
    this.windows = new Windows(n, n, game.k()).masks();
    this.scores = new int[game.moveIds()];
    this.windowScores = new int[windows.length];
    this.childOne = new long[cells + 2][game.moveIds()];
    this.childTwo = new long[cells + 2][game.moveIds()];
    this.childGap = new int[cells + 2][game.moveIds()];
    this.childStatus = new Status[cells + 2][game.moveIds()];
    this.childStamp = new long[cells + 2][game.moveIds()];
    this.scanStamp = new long[cells + 2];
    this.scannedAll = new boolean[cells + 2];
    this.scanOne = new long[cells + 2];
    this.scanTwo = new long[cells + 2];
    this.k = game.k();
    long[][] runs = new long[game.moveIds()][n]; // [id][gap]: the cells line[0 .. gap)
    this.steps = new int[game.moveIds()];
    this.entries = new long[game.moveIds()];
    this.lineMasks = new long[game.moveIds()];
    for (int id = 0; id < game.moveIds(); id++) {
      int[] line = lines[id];
      entries[id] = 1L << line[0];
      for (int c : line) {
        lineMasks[id] |= 1L << c;
      }
      steps[id] = n > 1 ? line[1] - line[0] : 0;
      for (int gap = 1; gap < n; gap++) {
        runs[id][gap] = runs[id][gap - 1] | 1L << line[gap - 1];
      }
    }
    this.touched = new int[game.moveIds()][n][];
    for (int id = 0; id < game.moveIds(); id++) {
      for (int gap = 0; gap < n; gap++) {
        long changed = runs[id][gap] | 1L << lines[id][gap];
        List<Integer> ws = new ArrayList<>();
        for (int w = 0; w < windows.length; w++) {
          if ((windows[w] & changed) != 0) {
            ws.add(w);
          }
        }
        touched[id][gap] = ws.stream().mapToInt(Integer::intValue).toArray();
      }
    }
    this.shifts = new int[] {1, n, n + 1, n - 1};
    this.starts = new long[4];
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < n; x++) {
        long bit = 1L << (y * n + x);
        boolean right = x + k <= n;
        boolean down = y + k <= n;
        starts[0] |= right ? bit : 0;
        starts[1] |= down ? bit : 0;
        starts[2] |= right && down ? bit : 0;
        starts[3] |= x - k + 1 >= 0 && down ? bit : 0;
      }
    }
    this.order = centreFirst(game);
    this.symTables = TABLES.computeIfAbsent(n, PushBoard::symmetryTables);
    for (int i = 0; i < cells; i++) {
      one |= start[i] == 1 ? 1L << i : 0;
      two |= start[i] == 2 ? 1L << i : 0;
    }
    this.toMove = toMove;
    this.killers = new int[cells + 2];
    Arrays.fill(killers, -1);
    this.oneHistory = new long[cells + 2];
    this.twoHistory = new long[cells + 2];
    this.statusHistory = new Status[cells + 2];
    statusHistory[0] = game.status(start);
  }

  /** For each symmetry of the n × n board, byte chunk and byte value: the permuted bits. */
  private static long[][][] symmetryTables(int n) {
    int cells = n * n;
    int[][] syms = Symmetry.of(n, n);
    long[][][] tables = new long[syms.length][(cells + 7) / 8][256];
    for (int s = 0; s < syms.length; s++) {
      for (int chunk = 0; chunk < tables[s].length; chunk++) {
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
   * by the live windows of each colour after the push, weighted by the stones already in them
   * (read as the change over the windows the push touches: the others keep their score); a push
   * that completes only the opponent's line comes last.
   */
  @Override
  public int moves(int[] out) {
    scan();
    int mover = toMove;
    long mine = mover == 1 ? one : two;
    long theirs = mover == 1 ? two : one;
    for (int w = 0; w < windows.length; w++) {
      windowScores[w] = score(windows[w], mine, theirs);
    }
    int n = 0;
    for (int id : order) {
      int gap = childGap[depth][id];
      if (gap < 0) {
        continue;
      }
      Status st = status(id);
      int s;
      if (!st.over()) {
        long childMine = mover == 1 ? childOne[depth][id] : childTwo[depth][id];
        long childTheirs = mover == 1 ? childTwo[depth][id] : childOne[depth][id];
        s = 0;
        for (int w : touched[id][gap]) {
          s += score(windows[w], childMine, childTheirs) - windowScores[w];
        }
      } else {
        s = st.winnerCode() == mover ? Integer.MAX_VALUE
            : st.winner() == null ? Integer.MAX_VALUE - 1 : Integer.MIN_VALUE;
      }
      scores[id] = s;
      int i = n++;
      while (i > 0 && scores[out[i - 1]] < s) {
        out[i] = out[i - 1];
        i--;
      }
      out[i] = id;
    }
    return n;
  }

  /** A window's score for the side with stones {@code mine}: live for it +4^stones, for the other −. */
  private static int score(long w, long mine, long theirs) {
    long m = mine & w;
    long t = theirs & w;
    if (t == 0) {
      return WEIGHT[Math.min(7, Long.bitCount(m))];
    }
    return m == 0 ? -WEIGHT[Math.min(7, Long.bitCount(t))] : 0;
  }

  /** The status after push {@code id} of the current position, played aside. */
  private Status status(int id) {
    Status st = childStatus[depth][id];
    if (st == null) {
      st = statusOf(childOne[depth][id], childTwo[depth][id]);
      childStatus[depth][id] = st;
    }
    return st;
  }

  /** Whether the pushes played aside at this depth are those of the current position. */
  private boolean scanned() {
    return scanOne[depth] == one && scanTwo[depth] == two;
  }

  /** Every legal push of the side to move played aside (once per position). */
  private void scan() {
    if (scannedAll[depth] && scanned()) {
      return;
    }
    long occ = one | two;
    for (int id = 0; id < lines.length; id++) {
      playAside(id, occ);
    }
    scannedAll[depth] = true;
  }

  /** Push {@code id} of the side to move played aside, into the child arrays; false if illegal. */
  private boolean playAside(int id, long occ) {
    if (!scanned() || scanStamp[depth] == 0) { // a new position at this depth
      scanOne[depth] = one;
      scanTwo[depth] = two;
      scanStamp[depth] = ++stamps;
      scannedAll[depth] = false;
    }
    childStamp[depth][id] = scanStamp[depth];
    childStatus[depth][id] = null;
    long empty = ~occ & lineMasks[id];
    if (empty == 0) {
      childGap[depth][id] = -1;
      return false;
    }
    long run = run(id, empty);
    long a = pushed(one, id, run);
    long b = pushed(two, id, run);
    if (toMove == 1) {
      a |= entries[id];
    } else {
      b |= entries[id];
    }
    childOne[depth][id] = a;
    childTwo[depth][id] = b;
    childGap[depth][id] = Long.bitCount(run);
    return true;
  }

  /**
   * The cells that push {@code id} moves one step in: those of its line before the first of its
   * {@code empty} cells (the lowest empty bit when the line runs towards higher bits, the highest
   * otherwise); {@code empty} is not 0.
   */
  private long run(int id, long empty) {
    long line = lineMasks[id];
    return steps[id] > 0 ? line & (Long.lowestOneBit(empty) - 1) : line & -(Long.highestOneBit(empty) << 1);
  }

  /**
   * True when the side to move ends the game at once in its favour in the search for {@code
   * attacker}: a line of its own alone; or, when it defends, also a double victory or a full
   * board (a draw). Leaves the pushes played aside.
   */
  @Override
  public boolean decidesAtOnce(int attacker) {
    long occ = one | two;
    int killer = killers[depth]; // the push that decided the last node at this depth, tried first
    if (killer >= 0 && playAside(killer, occ) && decides(killer, attacker)) {
      return true;
    }
    for (int id = 0; id < lines.length; id++) {
      if (id != killer && playAside(id, occ) && decides(id, attacker)) {
        killers[depth] = id;
        return true;
      }
    }
    scannedAll[depth] = true;
    return false;
  }

  /**
   * Whether push {@code id}, played aside, decides the search for {@code attacker} for the mover
   * (the opponent's line is only looked at when the mover's line or a full board asks).
   */
  private boolean decides(int id, int attacker) {
    long mine = toMove == 1 ? childOne[depth][id] : childTwo[depth][id];
    long theirs = toMove == 1 ? childTwo[depth][id] : childOne[depth][id];
    if (hasLine(mine)) {
      return toMove != attacker || !hasLine(theirs);
    }
    return (mine | theirs) == full && toMove != attacker && !hasLine(theirs);
  }

  @Override
  public void play(int id) {
    oneHistory[depth] = one;
    twoHistory[depth] = two;
    Status st;
    if (scanned() && childStamp[depth][id] == scanStamp[depth] && scanStamp[depth] != 0
        && childGap[depth][id] >= 0) {
      st = status(id);
      one = childOne[depth][id];
      two = childTwo[depth][id];
    } else {
      long run = run(id, ~(one | two) & lineMasks[id]);
      long mover = pushed(toMove == 1 ? one : two, id, run) | entries[id];
      long other = pushed(toMove == 1 ? two : one, id, run);
      one = toMove == 1 ? mover : other;
      two = toMove == 1 ? other : mover;
      st = statusOf(one, two);
    }
    depth++;
    statusHistory[depth] = st;
    toMove = 3 - toMove;
  }

  /** The bits of one colour after the cells {@code run} of the line of {@code id} move one step in. */
  private long pushed(long bits, int id, long run) {
    long moving = bits & run;
    int step = steps[id];
    return (bits & ~run) | (step >= 0 ? moving << step : moving >>> -step);
  }

  private Status statusOf(long a, long b) {
    boolean oneWins = hasLine(a);
    boolean twoWins = hasLine(b);
    return oneWins && twoWins ? Status.DOUBLE_VICTORY
        : oneWins ? Status.ONE_WINS
        : twoWins ? Status.TWO_WINS
        : (a | b) == full ? Status.DRAW : Status.ONGOING;
  }

  /**
   * Whether {@code bits} hold k in a row: in each direction, the cells that start a run of 2, then
   * 4 stones (a run shifted onto itself), combined into runs of k, kept where a k-window starts
   * (so a run that wraps around an edge of the row-major bits never counts).
   */
  boolean hasLine(long bits) {
    return aligned(bits, shifts[0], starts[0]) || aligned(bits, shifts[1], starts[1])
        || aligned(bits, shifts[2], starts[2]) || aligned(bits, shifts[3], starts[3]);
  }

  private boolean aligned(long b, int s, long start) {
    long two = b & b >>> s;
    long four = two & two >>> 2 * s;
    long x = switch (k) {
      case 1 -> b;
      case 2 -> two;
      case 3 -> two & b >>> 2 * s;
      case 4 -> four;
      case 5 -> four & b >>> 4 * s;
      case 6 -> four & two >>> 4 * s;
      case 7 -> four & four >>> 3 * s;
      default -> four & four >>> 4 * s;
    };
    return (x & start) != 0;
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
  public int keyLength() {
    return cells <= 32 ? 1 : 2;
  }

  /**
   * The smallest symmetric image: up to 32 cells one long (player 1's bits, player 2's above
   * them), beyond two longs (player 1's, then player 2's; compared from player 2's).
   */
  @Override
  public void key(long[] out) {
    if (cells <= 32) {
      long best = Long.MAX_VALUE;
      for (long[][] t : symTables) {
        best = Math.min(best, image(t, one) | image(t, two) << 32);
      }
      out[0] = best;
      return;
    }
    long bestA = Long.MAX_VALUE;
    long bestB = Long.MAX_VALUE;
    for (long[][] t : symTables) {
      long a = image(t, one);
      long b = image(t, two);
      if (b < bestB || (b == bestB && a < bestA)) {
        bestA = a;
        bestB = b;
      }
    }
    out[0] = bestA;
    out[1] = bestB;
  }

  private long image(long[][] t, long bits) {
    long img = 0;
    for (int c = 0; c < chunks; c++) {
      img |= t[c][(int) (bits >>> (8 * c) & 255)];
    }
    return img;
  }
}
