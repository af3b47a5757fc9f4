package org.arbitre.solver;

import java.util.Arrays;
import org.arbitre.game.Game;
import org.arbitre.game.Side;
import org.arbitre.game.Status;

/**
 * The retrograde attractor of seed 002 (SPEC §4), for any {@link Game} small enough for a dense
 * table: a position is the base-3 number whose digit i is cell i (0 empty, 1, 2).
 *
 * <ol>
 *   <li>Walk forward from the empty board: mark the reachable positions, give each non-terminal
 *       one a counter = its number of moves (its out-degree).
 *   <li>For each player P, walk the transposed graph from the terminal positions P has won: a
 *       predecessor where P moves is won for P at once; one where the opponent moves is won for P
 *       when its counter, decremented once per edge into P's attractor, reaches 0.
 *   <li>Reachable positions in neither attractor are draws under best play.
 * </ol>
 */
public final class Attractor {
  /** The dense table stops here: 3^16 = 43 million positions, two bytes each. */
  public static final int MAX_CELLS = 16;

  private static final byte REACHABLE = 1;
  private static final byte TERMINAL = 2;
  private static final byte WIN_ONE = 4;
  private static final byte WIN_TWO = 8;

  private final Game game;
  private final int cells;
  private final int[] pow3;
  private final byte[] flags;
  private long reachable;
  private long terminal;

  private Attractor(Game game) {
    this.game = game;
    this.cells = game.width() * game.height();
    if (cells > MAX_CELLS) {
      throw new IllegalArgumentException(game.describe() + " has " + cells
          + " cells; the attractor's dense table stops at " + MAX_CELLS + " (3^" + MAX_CELLS + ")");
    }
    this.pow3 = new int[cells + 1];
    pow3[0] = 1;
    for (int i = 1; i <= cells; i++) {
      pow3[i] = pow3[i - 1] * 3;
    }
    this.flags = new byte[pow3[cells]];
  }

  /** Computes both attractors of {@code game} from its empty board. */
  public static Attractor solve(Game game) {
    Attractor a = new Attractor(game);
    byte[] outDegree = new byte[a.flags.length];
    IntList all = a.explore(outDegree);
    a.attract(Side.ONE, all, outDegree.clone());
    a.attract(Side.TWO, all, outDegree);
    return a;
  }

  /** Reachable positions, the empty board included. */
  public long reachable() {
    return reachable;
  }

  /** Reachable positions where the game is over. */
  public long terminal() {
    return terminal;
  }

  public boolean isReachable(byte[] board) {
    return (flags[encode(board)] & REACHABLE) != 0;
  }

  /** The value under best play of a reachable board (the side to move follows from the board). */
  public Value value(byte[] board) {
    byte f = flags[encode(board)];
    if ((f & REACHABLE) == 0) {
      throw new IllegalArgumentException("not a reachable position");
    }
    return (f & WIN_ONE) != 0 ? Value.FIRST_PLAYER_WIN
        : (f & WIN_TWO) != 0 ? Value.SECOND_PLAYER_WIN : Value.DRAW;
  }

  /** Every reachable board's index, level by level; sets REACHABLE, TERMINAL and out-degrees. */
  private IntList explore(byte[] outDegree) {
    IntList all = new IntList();
    all.add(0);
    flags[0] = REACHABLE;
    byte[] board = new byte[cells];
    byte[] next = new byte[cells];
    for (int i = 0; i < all.size(); i++) {
      int index = all.get(i);
      Side mover = decode(index, board);
      Status status = game.status(board);
      if (status.over()) {
        flags[index] |= TERMINAL | (status == Status.ONE_WINS ? WIN_ONE : 0)
            | (status == Status.TWO_WINS ? WIN_TWO : 0);
        terminal++;
        continue;
      }
      byte stone = mover.stone();
      int degree = 0;
      for (int id = 0; id < game.moveIds(); id++) {
        if (game.legal(board, id)) {
          System.arraycopy(board, 0, next, 0, cells);
          game.apply(next, id, stone);
          int j = encode(next);
          if (flags[j] == 0) {
            flags[j] = REACHABLE;
            all.add(j);
          }
          degree++;
        }
      }
      outDegree[index] = (byte) degree;
    }
    reachable = all.size();
    return all;
  }

  /** Walks the transposed graph from the terminal boards won by {@code side}. */
  private void attract(Side side, IntList all, byte[] counter) {
    byte win = side == Side.ONE ? WIN_ONE : WIN_TWO;
    IntList queue = new IntList();
    for (int i = 0; i < all.size(); i++) {
      int index = all.get(i);
      if ((flags[index] & (TERMINAL | win)) == (TERMINAL | win)) {
        queue.add(index);
      }
    }
    byte[] board = new byte[cells];
    for (int head = 0; head < queue.size(); head++) {
      Side lastMover = decode(queue.get(head), board).other();
      boolean moverIsSide = lastMover == side;
      game.predecessors(board, lastMover.stone(), pred -> {
        int j = encode(pred);
        byte f = flags[j];
        if ((f & REACHABLE) == 0 || (f & (TERMINAL | win)) != 0) {
          return;
        }
        if (moverIsSide || --counter[j] == 0) {
          flags[j] |= win;
          queue.add(j);
        }
      });
    }
  }

  /** Player 1 moves when both have as many stones (every move adds exactly one stone). */
  static Side toMove(byte[] board) {
    int balance = 0;
    for (byte c : board) {
      balance += c == 1 ? 1 : c == 2 ? -1 : 0;
    }
    return balance == 0 ? Side.ONE : Side.TWO;
  }

  int encode(byte[] board) {
    int index = 0;
    for (int i = 0; i < cells; i++) {
      index += board[i] * pow3[i];
    }
    return index;
  }

  /** Fills {@code board} with the cells of {@code index}; returns the side to move. */
  private Side decode(int index, byte[] board) {
    int balance = 0;
    for (int i = 0; i < cells; i++) {
      int q = index / 3;
      int c = index - 3 * q;
      board[i] = (byte) c;
      balance += c == 0 ? 0 : 3 - 2 * c;
      index = q;
    }
    return balance == 0 ? Side.ONE : Side.TWO;
  }

  /** A growable int array (the level lists and queues of the walk). */
  static final class IntList {
    private int[] data = new int[1024];
    private int size;

    void add(int v) {
      if (size == data.length) {
        data = Arrays.copyOf(data, data.length * 2);
      }
      data[size++] = v;
    }

    int get(int i) {
      return data[i];
    }

    int size() {
      return size;
    }
  }
}
