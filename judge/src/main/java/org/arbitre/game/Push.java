package org.arbitre.game;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * The push game (docs/rules.md, The push game) on an n × n board: a stone enters a line from an edge (H, B, G, D); if
 * the entry cell is taken, the contiguous run from it moves one cell inwards into the first empty
 * cell of the line, stones beyond that gap stay; a full line cannot be entered. After each move
 * both colours are checked (one aligned wins, both is a double victory). Move id =
 * {@code edge.ordinal() * n + line - 1}.
 */
public final class Push implements Game {
  private static final Edge[] EDGES = Edge.values();

  private final int n;
  private final int k;
  /** lines[id][t]: the row-major index of the t-th cell of the line of move id (t = 0 enters). */
  private final int[][] lines;

  public Push(int n, int k) {
    if (n < 1 || n > Mnk.MAX_SIDE) {
      throw new IllegalArgumentException("board " + n + "x" + n + ": n must be 1.." + Mnk.MAX_SIDE);
    }
    if (k < 1 || k > n) {
      throw new IllegalArgumentException(
          "k=" + k + " does not fit a " + n + "x" + n + " board (1.." + n + ")");
    }
    this.n = n;
    this.k = k;
    this.lines = new int[4 * n][n];
    for (int id = 0; id < 4 * n; id++) {
      for (int t = 0; t < n; t++) {
        lines[id][t] = cellOf(id, t);
      }
    }
  }

  /** The side of the board. */
  public int n() {
    return n;
  }

  @Override
  public int k() {
    return k;
  }

  @Override
  public String name() {
    return "push";
  }

  @Override
  public int width() {
    return n;
  }

  @Override
  public int height() {
    return n;
  }

  @Override
  public MoveCodec codec() {
    return PushCodec.INSTANCE;
  }

  @Override
  public int moveIds() {
    return 4 * n;
  }

  @Override
  public Move move(int id) {
    if (id < 0 || id >= moveIds()) {
      throw new IllegalArgumentException("no move id " + id);
    }
    return new Move.Entry(id % n + 1, EDGES[id / n]);
  }

  @Override
  public int id(Move move) {
    if (!(move instanceof Move.Entry e) || e.line() < 1 || e.line() > n) {
      throw new IllegalArgumentException(move + " is not an entry of " + describe());
    }
    return e.edge().ordinal() * n + e.line() - 1;
  }

  @Override
  public Optional<Invalid> invalid(byte[] cells, Move move) {
    if (!(move instanceof Move.Entry e)) {
      return Optional.of(Invalid.WRONG_KIND);
    }
    if (e.line() < 1 || e.line() > n) {
      return Optional.of(Invalid.LINE_OUT_OF_RANGE);
    }
    return legal(cells, id(e)) ? Optional.empty() : Optional.of(Invalid.LINE_FULL);
  }

  @Override
  public boolean legal(byte[] cells, int id) {
    int[] line = lines[id];
    for (int t = 0; t < n; t++) {
      if (cells[line[t]] == 0) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void apply(byte[] cells, int id, byte stone) {
    int[] line = lines[id];
    int gap = 0;
    while (gap < n && cells[line[gap]] != 0) {
      gap++;
    }
    if (gap == n) {
      throw new IllegalArgumentException("line of move " + move(id) + " is full");
    }
    for (int t = gap; t > 0; t--) {
      cells[line[t]] = cells[line[t - 1]];
    }
    cells[line[0]] = stone;
  }

  /**
   * Undoing a push: the entry cell holds the mover's stone, and the pushed run ended at some cell
   * {@code gap} of the contiguous run from the entry; each choice of gap is one predecessor.
   */
  @Override
  public void predecessors(byte[] cells, byte stone, Consumer<byte[]> sink) {
    byte[] line = new byte[n];
    for (int id = 0; id < moveIds(); id++) {
      if (cells[cell(id, 0)] != stone) {
        continue;
      }
      for (int t = 0; t < n; t++) {
        line[t] = cells[cell(id, t)];
      }
      for (int gap = 0; gap < n && line[gap] != 0; gap++) {
        for (int t = 0; t < gap; t++) {
          cells[cell(id, t)] = line[t + 1];
        }
        cells[cell(id, gap)] = 0;
        sink.accept(cells);
        for (int t = 0; t <= gap; t++) {
          cells[cell(id, t)] = line[t];
        }
      }
    }
  }

  /** The row-major cells of the line of move {@code id}, from the entry cell inwards. */
  public int[] line(int id) {
    return lines[id].clone();
  }

  private int cell(int id, int t) {
    return lines[id][t];
  }

  private int cellOf(int id, int t) {
    int line = id % n;
    return switch (EDGES[id / n]) {
      case TOP -> t * n + line;
      case BOTTOM -> (n - 1 - t) * n + line;
      case LEFT -> line * n + t;
      case RIGHT -> line * n + n - 1 - t;
    };
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Push p && p.n == n && p.k == k;
  }

  @Override
  public int hashCode() {
    return n * 31 + k;
  }

  @Override
  public String toString() {
    return "Push[n=" + n + ", k=" + k + "]";
  }
}
