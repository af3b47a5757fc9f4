package org.arbitre.solver;

import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Move;
import org.arbitre.game.Push;
import org.arbitre.game.Side;

/**
 * Solves a game from its empty board (or the search from any position): the value, a best move,
 * how many positions were examined. {@link Method#AUTO} takes the attractor on small
 * boards, the search beyond.
 */
public final class Solver {
  /** The m,n,k search goes up to 15 × 15; the push search up to 64 cells (8 × 8). */
  public static final int MAX_SEARCH_CELLS = 15 * 15;

  private Solver() {}

  /**
   * AUTO takes the attractor up to this many cells. Beyond, the dense table still works up to
   * {@link Attractor#MAX_CELLS} cells but takes seconds where the search takes less than one
   * (4 × 4, k = 4: 10 million reachable positions against 9 thousand searched).
   */
  public static final int AUTO_ATTRACTOR_CELLS = 12;

  /** The method AUTO stands for on this game. */
  public static Method resolve(Method method, Game game) {
    int cells = game.width() * game.height();
    if (method == Method.AUTO) {
      return cells <= AUTO_ATTRACTOR_CELLS ? Method.ATTRACTOR : Method.SEARCH;
    }
    return method;
  }

  /**
   * Solves {@code game} from its empty board.
   *
   * @throws IllegalArgumentException when the board is too large for the method
   */
  public static Solution solve(Game game, Method method) {
    return solve(game, method, Progress.NONE);
  }

  /**
   * Solves {@code game} from its empty board, telling {@code progress} how the search goes.
   *
   * @throws Progress.Stopped when {@code progress} stopped the search
   */
  public static Solution solve(Game game, Method method, Progress progress) {
    Method m = resolve(method, game);
    if (m == Method.ATTRACTOR) {
      return byAttractor(game);
    }
    return bySearch(game, new byte[game.width() * game.height()], Side.ONE, progress);
  }

  static Solution byAttractor(Game game) {
    Attractor a = Attractor.solve(game);
    byte[] board = new byte[game.width() * game.height()];
    Value value = a.value(board);
    Move best = null;
    int bestRank = Integer.MAX_VALUE;
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(board, id)) {
        byte[] next = board.clone();
        game.apply(next, id, Side.ONE.stone());
        int rank = a.value(next).ordinal(); // FIRST_PLAYER_WIN < DRAW < SECOND_PLAYER_WIN
        if (rank < bestRank) {
          bestRank = rank;
          best = game.move(id);
        }
      }
    }
    return new Solution(value, best, a.reachable(), Method.ATTRACTOR);
  }

  /** Solves the position {@code board} with {@code toMove} to play, by search. */
  public static Solution bySearch(Game game, byte[] board, Side toMove) {
    return bySearch(game, board, toMove, Progress.NONE);
  }

  /** Solves the position {@code board} with {@code toMove} to play, by search. */
  public static Solution bySearch(Game game, byte[] board, Side toMove, Progress progress) {
    if (game.status(board).over()) {
      return new Solution(Value.of(game.status(board)), null, 1, Method.SEARCH);
    }
    int cells = board.length;
    int mover = toMove.stone();
    SearchBoard b = board(game, board, mover);
    int tableBits = Math.min(b.keyLength() > 2 ? 21 : 23, Math.max(12, cells - 2));
    Search moverWins = new Search(b, mover, new TranspositionTable(tableBits, b.keyLength()), cells, progress);
    boolean won = moverWins.attackerWins();
    Search opponentWins = new Search(b, 3 - mover, new TranspositionTable(tableBits, b.keyLength()), cells, progress);
    opponentWins.offset(moverWins.nodes());
    // Strategy stealing: in the m,n,k game, the second player never wins the empty board.
    boolean lost = !won && !(game instanceof Mnk && isEmpty(board)) && opponentWins.attackerWins();
    int[] moves = new int[b.maxMoves()];
    int n = b.moves(moves);
    int best = moves[0];
    for (int i = 0; i < n && !lost; i++) {
      moverWins.offset(opponentWins.nodes());
      opponentWins.offset(moverWins.nodes());
      b.play(moves[i]);
      boolean good = won ? moverWins.attackerWins() : !opponentWins.attackerWins();
      b.undo();
      if (good) {
        best = moves[i];
        break;
      }
    }
    long nodes = moverWins.nodes() + opponentWins.nodes();
    Value value = won ? Value.winFor(toMove) : lost ? Value.winFor(toMove.other()) : Value.DRAW;
    return new Solution(value, game.move(best), nodes, Method.SEARCH);
  }

  private static boolean isEmpty(byte[] board) {
    for (byte c : board) {
      if (c != 0) {
        return false;
      }
    }
    return true;
  }

  private static SearchBoard board(Game game, byte[] board, int toMove) {
    if (game instanceof Mnk mnk) {
      return new MnkBoard(mnk, board, toMove);
    }
    return new PushBoard((Push) game, board, toMove);
  }
}
