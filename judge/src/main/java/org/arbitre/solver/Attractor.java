package org.arbitre.solver;

import java.util.Arrays;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Side;
import org.arbitre.game.Status;

/**
 * The retrograde attractor (docs/rules.md, Tic-tac-toe by attractors), for any {@link Game} small enough for a dense
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
  /** The dense table stops here: 3^16 = 43 million positions, one byte each. */
  public static final int MAX_CELLS = 16;

  /*
   * One byte per position: bits 0-4 its counter, then three flags. Unreachable is 0; a reachable
   * position has a flag or a counter of at least 1 (a position without moves is terminal). A
   * position needs one counter only: the one of the attractor of the player not to move.
   */
  private static final int COUNTER = 0x1F;
  private static final int DISCOVERED = COUNTER; // found, not yet expanded (at most 16 moves)
  private static final int TERMINAL = 0x20;
  private static final int WIN_ONE = 0x40;
  private static final int WIN_TWO = 0x80;

  private final Game game;
  private final int cells;
  private final int[] pow3;
  private final byte[] table;
  private long reachable;
  private long terminal;

  private Attractor(Game game) {
    this.game = game;
    this.cells = game.width() * game.height();
    if (cells > MAX_CELLS) {
      throw new IllegalArgumentException(game.describe() + " has " + cells
          + " cells; the attractor's dense table stops at " + MAX_CELLS + " (3^" + MAX_CELLS + ")");
    }
    if (game.moveIds() >= DISCOVERED) {
      throw new IllegalArgumentException(game.describe() + ": too many moves for the attractor");
    }
    this.pow3 = new int[cells + 1];
    pow3[0] = 1;
    for (int i = 1; i <= cells; i++) {
      pow3[i] = pow3[i - 1] * 3;
    }
    this.table = new byte[pow3[cells]];
  }

  /** Computes both attractors of {@code game} from its empty board. */
  public static Attractor solve(Game game) {
    Attractor a = new Attractor(game);
    IntList all = a.explore();
    a.attract(Side.ONE, all);
    a.attract(Side.TWO, all);
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
    return table[encode(board)] != 0;
  }

  /** The value under best play of a reachable board (the side to move follows from the board). */
  public Value value(byte[] board) {
    int f = table[encode(board)] & 0xFF;
    if (f == 0) {
      throw new IllegalArgumentException("not a reachable position");
    }
    return (f & WIN_ONE) != 0 ? Value.FIRST_PLAYER_WIN
        : (f & WIN_TWO) != 0 ? Value.SECOND_PLAYER_WIN : Value.DRAW;
  }

  /** Every reachable board's index, level by level; sets TERMINAL, the wins at the end and the
   * counters (out-degrees). */
  private IntList explore() {
    IntList all = new IntList();
    all.add(0);
    table[0] = (byte) DISCOVERED;
    byte[] board = new byte[cells];
    byte[] next = new byte[cells];
    boolean placement = game instanceof Mnk;
    for (int i = 0; i < all.size(); i++) {
      int index = all.get(i);
      Side mover = decode(index, board);
      Status status = game.status(board);
      if (status.over()) {
        table[index] = (byte) (TERMINAL | (status == Status.ONE_WINS ? WIN_ONE : 0)
            | (status == Status.TWO_WINS ? WIN_TWO : 0));
        terminal++;
        continue;
      }
      byte stone = mover.stone();
      int degree = 0;
      for (int id = 0; id < game.moveIds(); id++) {
        if (game.legal(board, id)) {
          int j;
          if (placement) { // a stone on cell id: one digit changes
            j = index + stone * pow3[id];
          } else {
            System.arraycopy(board, 0, next, 0, cells);
            game.apply(next, id, stone);
            j = encode(next);
          }
          if (table[j] == 0) {
            table[j] = (byte) DISCOVERED;
            all.add(j);
          }
          degree++;
        }
      }
      table[index] = (byte) degree;
    }
    reachable = all.size();
    return all;
  }

  /** Walks the transposed graph from the terminal boards won by {@code side}. */
  private void attract(Side side, IntList all) {
    int win = side == Side.ONE ? WIN_ONE : WIN_TWO;
    int done = TERMINAL | WIN_ONE | WIN_TWO;
    IntList queue = new IntList();
    for (int i = 0; i < all.size(); i++) {
      int index = all.get(i);
      if ((table[index] & (TERMINAL | win)) == (TERMINAL | win)) {
        queue.add(index);
      }
    }
    byte[] board = new byte[cells];
    for (int head = 0; head < queue.size(); head++) {
      Side lastMover = decode(queue.get(head), board).other();
      boolean moverIsSide = lastMover == side;
      game.predecessors(board, lastMover.stone(), pred -> {
        int j = encode(pred);
        int f = table[j] & 0xFF;
        if (f == 0 || (f & done) != 0) {
          return; // unreachable, terminal or already decided
        }
        if (moverIsSide || --f == 0) {
          table[j] = (byte) win;
          queue.add(j);
        } else {
          table[j] = (byte) f;
        }
      });
    }
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

  int encode(byte[] board) {
    int index = 0;
    for (int i = 0; i < cells; i++) {
      index += board[i] * pow3[i];
    }
    return index;
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
