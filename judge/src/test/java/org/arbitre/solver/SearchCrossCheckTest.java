package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.arbitre.solver.old.OldSearch;
import org.junit.jupiter.api.Test;

/**
 * The search (wide keys, pairings, double-threat zones) against the 32-cell search it
 * replaced ({@link OldSearch}, kept verbatim under test/) on positions of random games, and
 * against the attractor on the boards the attractor can do.
 */
class SearchCrossCheckTest {

  /**
   * {@code samples} positions after {@code minStones} to {@code maxStones} random moves (games not
   * yet over). The old search takes minutes near the empty board on 5 × 5 and beyond: the samples
   * there start later.
   */
  private static void agreesWithOldSearch(Game game, int samples, int minStones, int maxStones, long seed) {
    Random rnd = new Random(seed);
    for (int s = 0; s < samples; s++) {
      RandomPosition p = RandomPosition.of(game, rnd, minStones, maxStones);
      if (p == null) {
        continue;
      }
      byte[] board = p.board();
      int stone = p.toMove();
      int expected = OldSearch.winner(game, board.clone(), stone);
      Solution got = Solver.bySearch(game, board.clone(), stone == 1 ? Side.ONE : Side.TWO);
      Value want = expected == 0 ? Value.DRAW : expected == 1 ? Value.FIRST_PLAYER_WIN : Value.SECOND_PLAYER_WIN;
      assertEquals(want, got.value(), game.describe() + " " + java.util.Arrays.toString(board));
      byte[] next = board.clone();
      game.apply(next, game.id(got.bestMove()), (byte) stone);
      if (!game.status(next).over()) {
        int after = OldSearch.winner(game, next, 3 - stone);
        assertEquals(expected, after, game.describe() + ": best move " + got.bestMove()
            + " keeps the value from " + java.util.Arrays.toString(board));
      }
    }
  }

  @Test
  void mnkPositionsAgreeWithTheOldSearch() {
    agreesWithOldSearch(new Mnk(4, 4, 3), 60, 0, 6, 1);
    agreesWithOldSearch(new Mnk(4, 4, 4), 60, 0, 6, 2);
    agreesWithOldSearch(new Mnk(5, 4, 4), 30, 2, 8, 3);
    agreesWithOldSearch(new Mnk(5, 5, 4), 10, 7, 12, 4);
    agreesWithOldSearch(new Mnk(6, 5, 4), 6, 9, 14, 5);
    agreesWithOldSearch(new Mnk(5, 5, 5), 8, 9, 14, 6);
    agreesWithOldSearch(new Mnk(8, 4, 4), 6, 11, 16, 8);
  }

  @Test
  void pushPositionsAgreeWithTheOldSearch() {
    agreesWithOldSearch(new Push(4, 3), 40, 0, 6, 9);
    agreesWithOldSearch(new Push(4, 4), 8, 4, 10, 10);
    agreesWithOldSearch(new Push(5, 3), 30, 0, 8, 11);
    agreesWithOldSearch(new Push(5, 4), 12, 8, 16, 12); // the decisive pushes read at once
  }

  @Test
  void searchAndAttractorAgreeOnEveryBoardTheAttractorDoes() {
    for (Game g : new Game[] {Mnk.tictactoe(), new Mnk(4, 3, 3), new Mnk(4, 3, 4), new Mnk(3, 4, 3),
        new Mnk(5, 2, 3), new Mnk(6, 2, 3), new Push(3, 3), new Push(3, 2)}) {
      assertEquals(Solver.solve(g, Method.ATTRACTOR).value(), Solver.solve(g, Method.SEARCH).value(),
          g.describe());
    }
  }
}
