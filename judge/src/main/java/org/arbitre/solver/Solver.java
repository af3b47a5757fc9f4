package org.arbitre.solver;

import org.arbitre.game.Game;
import org.arbitre.game.Move;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;

/**
 * Solves a game from its empty board (or the search from any position): the value, a best move,
 * how many positions were examined. {@link Method#AUTO} takes the attractor on small
 * boards, the search beyond (df-pn for push from 5 × 5).
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

  /**
   * AUTO takes df-pn for push boards from this many cells (5 × 5): there it proves the first
   * player's win of k = 4 in a tenth of the alpha-beta's positions (half its CPU time), and
   * 6 × 6, k = 4, which the alpha-beta does not finish; on 4 × 4 (a draw) the alpha-beta is the
   * faster.
   */
  public static final int AUTO_DFPN_PUSH_CELLS = 25;

  /** The method AUTO stands for on this game. */
  public static Method resolve(Method method, Game game) {
    int cells = game.width() * game.height();
    if (method == Method.AUTO) {
      return cells <= AUTO_ATTRACTOR_CELLS ? Method.ATTRACTOR
          : game instanceof Push && cells >= AUTO_DFPN_PUSH_CELLS ? Method.DFPN : Method.SEARCH;
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
    return solve(game, game.start(), method, progress);
  }

  /**
   * Solves the position {@code start} of {@code game} (its side to move plays first), telling
   * {@code progress} how the search goes.
   *
   * @throws Progress.Stopped when {@code progress} stopped the search
   */
  public static Solution solve(Game game, Position start, Method method, Progress progress) {
    Method m = resolve(method, game);
    if (m == Method.ATTRACTOR) {
      return byAttractor(game, start);
    }
    return SearchRun.of(game, start, m).solve(progress);
  }

  /**
   * The answer to "does {@code player} force a win from {@code start}?" read from its solved value
   * {@code s} (the attractor's: it knows every position's value), with a winning move when
   * {@code player} is to move and wins.
   */
  public static SearchRun.Answer answer(Solution s, Position start, Side player) {
    boolean won = s.value() == Value.winFor(player);
    return new SearchRun.Answer(player, won, won && start.toMove() == player ? s.bestMove() : null,
        s.positions());
  }

  static Solution byAttractor(Game game) {
    return byAttractor(game, game.start());
  }

  /** The attractor's value of {@code start} (a position reachable from the empty board) and a best move there. */
  static Solution byAttractor(Game game, Position start) {
    Attractor a = Attractor.solve(game);
    byte[] board = start.cells();
    Value value = a.value(board);
    if (game.status(board).over()) {
      return new Solution(value, null, a.reachable(), Method.ATTRACTOR);
    }
    Side mover = start.toMove();
    Move best = null;
    int bestRank = Integer.MAX_VALUE;
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(board, id)) {
        byte[] next = board.clone();
        game.apply(next, id, mover.stone());
        int rank = a.value(next).ordinal(); // FIRST_PLAYER_WIN < DRAW < SECOND_PLAYER_WIN
        rank = mover == Side.ONE ? rank : 2 - rank;
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
    return new SearchRun(game, board, toMove).solve(progress);
  }

  /**
   * Solves the position {@code board} with {@code toMove} to play, by {@code method}: {@link
   * Method#SEARCH} (alpha-beta) or {@link Method#DFPN} (proof numbers).
   */
  public static Solution bySearch(Game game, byte[] board, Side toMove, Method method) {
    return new SearchRun(game, board, toMove, method).solve(Progress.NONE);
  }
}
