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
    agreesWithMinimax(new Mnk(4, 3, 3), 300);
    agreesWithMinimax(new Mnk(3, 4, 2), 200);
    agreesWithMinimax(new Mnk(4, 2, 4), 200); // only the two rows are windows: disjoint
    agreesWithMinimax(new Mnk(5, 2, 3), 200); // overlapping row windows only
    agreesWithMinimax(new Push(3, 3), 1500);
    agreesWithMinimax(new Push(3, 2), Integer.MAX_VALUE);
  }

  /**
   * The positions the push search decides without a move list ({@link SearchBoard#decidesAtOnce}):
   * every reachable 3 × 3 position (k = 2, 3) where the side to move ends the game at once in its
   * favour for one of the two searches, among them those where only a draw or a double victory
   * does (the defender's reading); the solved value and best move agree with minimax.
   */
  @Test
  void pushPositionsDecidedAtOnceAgreeWithMinimax() {
    int drawOnly = 0;
    int decided = 0;
    for (Push game : List.of(new Push(3, 2), new Push(3, 3))) {
      Minimax reference = Minimax.of(game);
      for (Map.Entry<Position, Value> e : reference.values.entrySet()) {
        Position p = e.getKey();
        if (game.status(p).over()) {
          continue;
        }
        int mover = p.toMove().stone();
        PushBoard b = new PushBoard(game, p.cells(), mover);
        boolean asAttacker = b.decidesAtOnce(mover);
        boolean asDefender = b.decidesAtOnce(3 - mover);
        if (!asDefender) {
          continue;
        }
        decided++;
        drawOnly += asAttacker ? 0 : 1;
        Solution s = Solver.bySearch(game, p.cells(), p.toMove());
        assertEquals(e.getValue(), s.value(), game.describe() + " " + p);
        assertEquals(e.getValue(), reference.value(game.play(p, s.bestMove())),
            game.describe() + " best move " + s.bestMove() + " from " + p);
      }
    }
    assertEquals(true, decided > 100 && drawOnly > 10, decided + " decided, " + drawOnly + " by a draw only");
  }

  @Test
  void searchAndAttractorAgreeOnSmallBoards() {
    for (Game g : List.of(new Push(3, 1), new Push(3, 2), new Push(3, 3), new Push(2, 2),
        new Mnk(4, 3, 3), new Mnk(3, 3, 2), new Mnk(4, 3, 4))) {
      assertEquals(Solver.solve(g, Method.ATTRACTOR).value(), Solver.solve(g, Method.SEARCH).value(),
          g.describe());
    }
  }

  /**
   * When the only windows are the rows (k longer than the height and the diagonals), player 2
   * answers each stone in the same row and nobody wins: a draw however wide, found at once.
   */
  @Test
  void disjointWindowsAreADrawWithoutSearching() {
    for (String board : new String[] {"7x4", "8x4", "9x3"}) {
      int k = Integer.parseInt(board.substring(0, 1));
      Solution s = Solver.solve(Games.create("mnk", board, k), Method.SEARCH);
      assertEquals(Value.DRAW, s.value(), board);
      assertEquals(true, s.positions() < 100, board + ": " + s.positions());
    }
  }

  /**
   * Published m,n,k values (m = width, n = height): the small ones of the literature (see
   * docs/solver.md), and the k = 5 boards below 8 × 8, all draws because Hsu et al. (Theoretical
   * Computer Science 815, 2020) prove (8,8,5) a draw and a drawn (weak) game stays drawn on a
   * smaller board. (7,7,5) takes about a second and is in bench/tool/solver.sh instead.
   */
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
      {"6x6", "5", "DRAW"},
      {"7x6", "5", "DRAW"},
    };
    for (String[] r : published) {
      Game g = Games.create("mnk", r[0], Integer.valueOf(r[1]));
      assertEquals(Value.valueOf(r[2]), Solver.solve(g, Method.SEARCH).value(), g.describe());
    }
  }
}
