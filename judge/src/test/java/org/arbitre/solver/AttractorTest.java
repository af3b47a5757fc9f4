package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Status;
import org.junit.jupiter.api.Test;

class AttractorTest {

  @Test
  void ticTacToeHasThePublishedCounts() {
    Game game = Mnk.tictactoe();
    Attractor a = Attractor.solve(game);
    assertEquals(5478, a.reachable());
    assertEquals(958, a.terminal());
    Minimax reference = Minimax.of(game);
    assertEquals(5478, reference.values.size());
    int[] byStatus = new int[4];
    Set<Long> classes = new HashSet<>();
    for (Position p : reference.values.keySet()) {
      Status s = game.status(p);
      if (s.over()) {
        byStatus[s.winnerCode()]++;
      }
      classes.add(canonical(p));
    }
    assertEquals(626, byStatus[1]);
    assertEquals(316, byStatus[2]);
    assertEquals(16, byStatus[0]);
    assertEquals(765, classes.size(), "positions up to symmetry");
  }

  /** The smallest base-3 number among the 8 symmetric images (through Symmetry). */
  private static long canonical(Position p) {
    byte[] cells = p.cells();
    long best = Long.MAX_VALUE;
    for (int[] perm : Symmetry.of(p.width(), p.height())) {
      long v = 0;
      byte[] image = new byte[cells.length];
      for (int i = 0; i < cells.length; i++) {
        image[perm[i]] = cells[i];
      }
      for (byte c : image) {
        v = v * 3 + c;
      }
      best = Math.min(best, v);
    }
    return best;
  }

  private static void agreesWithMinimaxEverywhere(Game game) {
    Attractor a = Attractor.solve(game);
    Minimax reference = Minimax.of(game);
    assertEquals(reference.values.size(), a.reachable(), game.describe() + " reachable");
    for (Map.Entry<Position, Value> e : reference.values.entrySet()) {
      assertEquals(e.getValue(), a.value(e.getKey().cells()), game.describe() + " " + e.getKey());
    }
  }

  @Test
  void ticTacToeValuesAreMinimaxValuesOnEveryReachablePosition() {
    agreesWithMinimaxEverywhere(Mnk.tictactoe());
    assertEquals(Value.DRAW, Attractor.solve(Mnk.tictactoe()).value(new byte[9]));
  }

  @Test
  void smallMnkAndPushBoardsAgreeWithMinimax() {
    agreesWithMinimaxEverywhere(new Mnk(4, 3, 3));
    agreesWithMinimaxEverywhere(new Mnk(3, 2, 2));
    agreesWithMinimaxEverywhere(new Push(3, 3));
    agreesWithMinimaxEverywhere(new Push(3, 2));
    agreesWithMinimaxEverywhere(new Push(2, 2));
  }
}
