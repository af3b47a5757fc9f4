package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.game.Mnk;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.junit.jupiter.api.Test;

class SearchTest {

  /** The search from every (or a sample of) reachable position agrees with plain minimax, and its
   * best move keeps the value. */
  private static void agreesWithMinimax(Game game, int sample) {
    Minimax reference = Minimax.of(game);
    List<Map.Entry<Position, Value>> all = new ArrayList<>(reference.values.entrySet());
    all.removeIf(e -> game.status(e.getKey()).over());
    if (sample < all.size()) {
      all.sort((a, b) -> a.getKey().toString().compareTo(b.getKey().toString()));
      java.util.Collections.shuffle(all, new Random(7));
      all = all.subList(0, sample);
    }
    for (Map.Entry<Position, Value> e : all) {
      Position p = e.getKey();
      Solution s = Solver.bySearch(game, p.cells(), p.toMove());
      assertEquals(e.getValue(), s.value(), game.describe() + " " + p);
      assertEquals(e.getValue(), reference.value(game.play(p, s.bestMove())),
          game.describe() + " best move " + s.bestMove() + " from " + p);
    }
  }

  @Test
  void ticTacToeOnEveryReachablePosition() {
    agreesWithMinimax(Mnk.tictactoe(), Integer.MAX_VALUE);
  }

  @Test
  void smallMnkAndPushBoardsOnEveryOrManyPositions() {
    agreesWithMinimax(new Mnk(4, 3, 3), 1000);
    agreesWithMinimax(new Mnk(3, 4, 2), 500);
    agreesWithMinimax(new Push(3, 3), Integer.MAX_VALUE);
    agreesWithMinimax(new Push(3, 2), Integer.MAX_VALUE);
  }

  @Test
  void searchAndAttractorAgreeOnSmallBoards() {
    for (Game g : List.of(new Push(3, 1), new Push(3, 2), new Push(3, 3), new Push(2, 2),
        new Mnk(4, 3, 3), new Mnk(3, 3, 2), new Mnk(4, 3, 4))) {
      assertEquals(Solver.solve(g, Method.ATTRACTOR).value(), Solver.solve(g, Method.SEARCH).value(),
          g.describe());
    }
  }

  /** Published m,n,k values (m = width, n = height): Uiterwijk & van den Herik and others. */
  @Test
  void publishedMnkResults() {
    String[][] published = {
      {"3x3", "3", "DRAW"},
      {"4x3", "3", "FIRST_PLAYER_WIN"},
      {"4x4", "3", "FIRST_PLAYER_WIN"},
      {"4x4", "4", "DRAW"},
      {"5x4", "4", "DRAW"},
      {"5x5", "4", "DRAW"},
      {"6x5", "4", "FIRST_PLAYER_WIN"},
    };
    for (String[] r : published) {
      Game g = Games.create("mnk", r[0], Integer.valueOf(r[1]));
      assertEquals(Value.valueOf(r[2]), Solver.solve(g, Method.SEARCH).value(), g.describe());
    }
  }
}
