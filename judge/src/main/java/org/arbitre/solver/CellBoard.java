package org.arbitre.solver;

import java.util.Arrays;
import org.arbitre.game.Game;
import org.arbitre.game.Move;
import org.arbitre.game.Status;

/**
 * A {@link SearchBoard} for any {@link Game} of at most 32 cells, straight on the game's own rules
 * (used for the push game): undo restores a copy, the key is the smallest of the symmetric images
 * of the two colours' bit sets.
 */
final class CellBoard implements SearchBoard {
  private final Game game;
  private final int cells;
  private final int[][] symmetries;
  private final int[] order;
  private final byte[][] history;
  private final Status[] statusHistory;
  private byte[] board;
  private int depth;
  private int toMove;

  CellBoard(Game game, byte[] start, int toMove) {
    this.game = game;
    this.cells = start.length;
    if (cells > 32) {
      throw new IllegalArgumentException(game.describe() + ": the search keys boards of at most 32 cells");
    }
    this.symmetries = Symmetry.of(game.width(), game.height());
    this.board = start.clone();
    this.toMove = toMove;
    this.history = new byte[4 * cells + 2][];
    this.statusHistory = new Status[4 * cells + 2];
    statusHistory[0] = game.status(board);
    this.order = centreFirst(game);
  }

  /** Move ids sorted so that lines through the middle of the board come first. */
  private static int[] centreFirst(Game game) {
    int n = game.moveIds();
    Integer[] ids = new Integer[n];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
    }
    double mid = (game.width() + 1) / 2.0;
    Arrays.sort(ids, (a, b) -> Double.compare(
        distance(game, a, mid), distance(game, b, mid)));
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = ids[i];
    }
    return order;
  }

  private static double distance(Game game, int id, double mid) {
    Move m = game.move(id);
    if (m instanceof Move.Entry e) {
      return Math.abs(e.line() - mid);
    }
    Move.Place p = (Move.Place) m;
    return Math.abs(p.x() - (game.width() + 1) / 2.0) + Math.abs(p.y() - (game.height() + 1) / 2.0);
  }

  @Override
  public int toMove() {
    return toMove;
  }

  @Override
  public int maxMoves() {
    return game.moveIds();
  }

  @Override
  public int moves(int[] out) {
    int n = 0;
    for (int id : order) {
      if (game.legal(board, id)) {
        out[n++] = id;
      }
    }
    return n;
  }

  @Override
  public void play(int id) {
    history[depth] = board.clone();
    game.apply(board, id, (byte) toMove);
    depth++;
    statusHistory[depth] = game.status(board);
    toMove = 3 - toMove;
  }

  @Override
  public void undo() {
    depth--;
    board = history[depth];
    toMove = 3 - toMove;
  }

  @Override
  public Status status() {
    return statusHistory[depth];
  }

  @Override
  public long key() {
    long best = Long.MAX_VALUE;
    for (int[] perm : symmetries) {
      long one = 0;
      long two = 0;
      for (int i = 0; i < cells; i++) {
        if (board[i] == 1) {
          one |= 1L << perm[i];
        } else if (board[i] == 2) {
          two |= 1L << perm[i];
        }
      }
      best = Math.min(best, one | two << 32);
    }
    return best;
  }
}
