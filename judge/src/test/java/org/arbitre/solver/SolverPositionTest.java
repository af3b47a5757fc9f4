package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Random;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Move;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.junit.jupiter.api.Test;

/**
 * {@link Solver#solve(Game, Position, Method, Progress)} from positions after random moves, each
 * method against plain minimax ({@link Minimax}); the best move it gives keeps the value.
 */
class SolverPositionTest {

  private static void crossCheck(Game game, List<Method> methods, int positions, long seed) {
    Minimax reference = Minimax.of(game);
    Random rnd = new Random(seed);
    for (int i = 0; i < positions; i++) {
      Position p = game.start();
      int plies = 1 + rnd.nextInt(game.width() * game.height() - 1);
      for (int ply = 0; ply < plies && !game.status(p).over(); ply++) {
        List<Move> moves = game.legalMoves(p);
        p = game.play(p, moves.get(rnd.nextInt(moves.size())));
      }
      Value expected = reference.value(p);
      for (Method m : methods) {
        if (m != Method.ATTRACTOR) {
          for (Side player : Side.values()) {
            SearchRun.Answer a = SearchRun.of(game, p, m).wins(player, Progress.NONE);
            assertEquals(expected == Value.winFor(player), a.wins(), m + " wins(" + player + ") at\n" + p);
            if (a.wins() && player == p.toMove() && !game.status(p).over()) {
              assertEquals(expected, reference.value(game.play(p, a.move())), m + "'s winning move at\n" + p);
            } else {
              assertNull(a.move());
            }
          }
        }
        Solution s = Solver.solve(game, p, m, Progress.NONE);
        assertEquals(expected, s.value(), m + " on " + game.describe() + " at\n" + p);
        if (game.status(p).over()) {
          assertNull(s.bestMove());
        } else {
          assertEquals(expected, reference.value(game.play(p, s.bestMove())),
              m + "'s best move " + s.bestMove() + " at\n" + p);
        }
      }
    }
  }

  @Test
  void ticTacToePositionsByEveryMethod() {
    crossCheck(new Mnk(3, 3, 3), List.of(Method.ATTRACTOR, Method.SEARCH, Method.DFPN), 60, 1);
  }

  @Test
  void fourByThreePositionsBySearch() {
    crossCheck(new Mnk(4, 3, 3), List.of(Method.SEARCH, Method.DFPN), 60, 2);
  }

  @Test
  void pushPositionsBySearch() {
    crossCheck(new Push(3, 3), List.of(Method.ATTRACTOR, Method.SEARCH, Method.DFPN), 60, 3);
  }
}
