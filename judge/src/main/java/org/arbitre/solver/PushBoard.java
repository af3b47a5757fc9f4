package org.arbitre.solver;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.arbitre.game.Push;
import org.arbitre.game.Status;

/**
 * A bitboard {@link SearchBoard} for the push game (at most 64 cells): undo restores two longs,
 * a push moves the bits of one line, only the windows crossing that line are checked after it,
 * and the canonical key is read through per-symmetry byte tables.
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
  private final int k;
  private final long[][] runs; // [id][gap]: the cells line[0 .. gap) that a push moves
  private final int[] steps; // [id]: line[t + 1] - line[t]
  private final long[] entries; // [id]: the entry cell's bit
  private final int[] shifts; // the four directions' bit steps
  private final long[] starts; // [direction]: the cells where a k-window in that direction starts
  private final int[] scores;
  private final int[] order;
  private final long[][][] symTables; // [symmetry][byte chunk][value] -> permuted bits
  private final long[] childOne;
  private final long[] childTwo;
  private final Status[] childStatus;
  private int scanMover; // 0: nothing scanned yet
  private long scanOne;
  private long scanTwo;
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
    this.childOne = new long[game.moveIds()];
    this.childTwo = new long[game.moveIds()];
    this.childStatus = new Status[game.moveIds()];
    this.k = game.k();
    this.runs = new long[game.moveIds()][n];
    this.steps = new int[game.moveIds()];
    this.entries = new long[game.moveIds()];
    for (int id = 0; id < game.moveIds(); id++) {
      int[] line = lines[id];
      entries[id] = 1L << line[0];
      steps[id] = n > 1 ? line[1] - line[0] : 0;
      for (int gap = 1; gap < n; gap++) {
        runs[id][gap] = runs[id][gap - 1] | 1L << line[gap - 1];
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
   * by the live windows of each colour after the push, weighted by the stones already in them;
   * a push that completes only the opponent's line comes last.
   */
  @Override
  public int moves(int[] out) {
    scan();
    int n = 0;
    int mover = toMove;
    for (int id : order) {
      Status st = childStatus[id];
      if (st == null) {
        continue;
      }
      int s = !st.over() ? evaluate(mover, childOne[id], childTwo[id])
          : st.winnerCode() == mover ? Integer.MAX_VALUE
          : st.winner() == null ? Integer.MAX_VALUE - 1 : Integer.MIN_VALUE;
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

  /**
   * Every legal push of the side to move, played aside: the bits and status after it in
   * {@link #childOne}, {@link #childTwo}, {@link #childStatus} (null for a full line); done once
   * per position.
   */
  private void scan() {
    if (scanMover == toMove && scanOne == one && scanTwo == two) {
      return;
    }
    long occ = one | two;
    for (int id = 0; id < lines.length; id++) {
      playAside(id, occ);
    }
    scanned();
  }

  private void scanned() {
    scanMover = toMove;
    scanOne = one;
    scanTwo = two;
  }

  /** Push {@code id} of the side to move played aside, into the child arrays; its status. */
  private Status playAside(int id, long occ) {
    int[] line = lines[id];
    int gap = 0;
    while (gap < line.length && (occ >>> line[gap] & 1) != 0) {
      gap++;
    }
    if (gap == line.length) {
      childStatus[id] = null;
      return null;
    }
    long run = runs[id][gap];
    long a = pushed(one, id, run);
    long b = pushed(two, id, run);
    if (toMove == 1) {
      a |= entries[id];
    } else {
      b |= entries[id];
    }
    childOne[id] = a;
    childTwo[id] = b;
    Status st = statusOf(a, b);
    childStatus[id] = st;
    return st;
  }

  /**
   * True when the side to move ends the game at once in its favour in the search for {@code
   * attacker}: a line of its own alone; or, when it defends, also a double victory or a full
   * board (a draw). Leaves the scan of the position done when it finds none.
   */
  @Override
  public boolean decidesAtOnce(int attacker) {
    long occ = one | two;
    int killer = killers[depth]; // the push that decided the last node at this depth, tried first
    if (killer >= 0 && decides(playAside(killer, occ), attacker)) {
      scanMover = 0; // the scan stopped short
      return true;
    }
    for (int id = 0; id < lines.length; id++) {
      if (id != killer && decides(playAside(id, occ), attacker)) {
        killers[depth] = id;
        scanMover = 0;
        return true;
      }
    }
    scanned();
    return false;
  }

  /** Whether a push with this outcome decides the search for {@code attacker} for the mover. */
  private boolean decides(Status st, int attacker) {
    return st != null && st.over()
        && (st.winnerCode() == toMove || (toMove != attacker && st.winnerCode() != 3 - toMove));
  }

  /** Live windows of {@code stone} minus those of the opponent, weighted by their stones. */
  private int evaluate(int stone, long a, long b) {
    long mine = stone == 1 ? a : b;
    long theirs = stone == 1 ? b : a;
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
    long run = runs[id][gap(id)];
    long mover = pushed(toMove == 1 ? one : two, id, run) | entries[id];
    long other = pushed(toMove == 1 ? two : one, id, run);
    one = toMove == 1 ? mover : other;
    two = toMove == 1 ? other : mover;
    depth++;
    statusHistory[depth] = statusOf(one, two);
    toMove = 3 - toMove;
  }

  /** The index in the line of move {@code id} of its first empty cell (the line is not full). */
  private int gap(int id) {
    int[] line = lines[id];
    long occ = one | two;
    int gap = 0;
    while ((occ >>> line[gap] & 1) != 0) {
      gap++;
    }
    return gap;
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
    return run(bits, shifts[0], starts[0]) || run(bits, shifts[1], starts[1])
        || run(bits, shifts[2], starts[2]) || run(bits, shifts[3], starts[3]);
  }

  private boolean run(long b, int s, long start) {
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
