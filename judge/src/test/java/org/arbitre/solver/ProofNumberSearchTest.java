package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.game.Mnk;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.junit.jupiter.api.Test;

/**
 * The proof-number search (df-pn) against plain minimax ({@link Minimax}) on every or many
 * reachable positions of the small boards, against the alpha-beta {@link Search} (a separate
 * search over the same rules) on random positions of the boards both can do, and on the
 * published m,n,k values.
 */
class ProofNumberSearchTest {

  private static void agreesWithMinimax(Game game, int sample) {
    Minimax reference = Minimax.of(game);
    List<Map.Entry<Position, Value>> all = new ArrayList<>(reference.values.entrySet());
    all.removeIf(e -> game.status(e.getKey()).over());
    if (sample < all.size()) {
      all.sort((a, b) -> a.getKey().toString().compareTo(b.getKey().toString()));
      java.util.Collections.shuffle(all, new Random(11));
      all = all.subList(0, sample);
    }
    for (Map.Entry<Position, Value> e : all) {
      Position p = e.getKey();
      Solution s = Solver.bySearch(game, p.cells(), p.toMove(), Method.DFPN);
      assertEquals(e.getValue(), s.value(), game.describe() + " " + p);
      assertEquals(e.getValue(), reference.value(game.play(p, s.bestMove())),
          game.describe() + " best move " + s.bestMove() + " from " + p);
      assertEquals(Method.DFPN, s.method());
    }
  }

  @Test
  void agreesWithMinimaxOnEveryOrManyPositionsOfTheSmallBoards() {
    agreesWithMinimax(Mnk.tictactoe(), 1000); // of 4,520: each solve makes its tables
    agreesWithMinimax(new Mnk(4, 3, 3), 100);
    agreesWithMinimax(new Mnk(5, 2, 3), 100);
    agreesWithMinimax(new Push(3, 2), Integer.MAX_VALUE);
    agreesWithMinimax(new Push(3, 3), 300);
  }

  /**
   * {@code samples} positions after {@code minStones} to {@code maxStones} random moves (games not
   * over): the value of both searches is the same, and df-pn's best move keeps it (read by the
   * alpha-beta).
   */
  private static void agreesWithAlphaBeta(Game game, int samples, int minStones, int maxStones, long seed) {
    Random rnd = new Random(seed);
    int compared = 0;
    for (int s = 0; s < samples; s++) {
      RandomPosition p = RandomPosition.of(game, rnd, minStones, maxStones);
      if (p == null) {
        continue;
      }
      byte[] board = p.board();
      int stone = p.toMove();
      Side side = stone == 1 ? Side.ONE : Side.TWO;
      Value want = Solver.bySearch(game, board.clone(), side, Method.SEARCH).value();
      Solution got = Solver.bySearch(game, board.clone(), side, Method.DFPN);
      assertEquals(want, got.value(), game.describe() + " " + Arrays.toString(board) + " " + side);
      byte[] next = board.clone();
      game.apply(next, game.id(got.bestMove()), (byte) stone);
      if (!game.status(next).over()) {
        Value after = Solver.bySearch(game, next, side.other(), Method.SEARCH).value();
        assertEquals(want, after, game.describe() + ": best move " + got.bestMove()
            + " keeps the value from " + Arrays.toString(board));
      }
      compared++;
    }
    assertTrue(compared >= samples / 2, game.describe() + ": only " + compared + " compared");
  }

  @Test
  void pushPositionsAgreeWithTheAlphaBeta() {
    agreesWithAlphaBeta(new Push(3, 3), 30, 0, 5, 21);
    agreesWithAlphaBeta(new Push(4, 3), 25, 0, 6, 22);
    agreesWithAlphaBeta(new Push(4, 4), 10, 4, 10, 23);
    agreesWithAlphaBeta(new Push(5, 3), 5, 0, 8, 24); // a second each
    agreesWithAlphaBeta(new Push(5, 4), 6, 8, 16, 25);
  }

  @Test
  void mnkPositionsAgreeWithTheAlphaBeta() {
    agreesWithAlphaBeta(new Mnk(4, 4, 3), 25, 0, 6, 31);
    agreesWithAlphaBeta(new Mnk(4, 4, 4), 25, 0, 6, 32);
    agreesWithAlphaBeta(new Mnk(5, 4, 4), 15, 2, 8, 33);
    agreesWithAlphaBeta(new Mnk(5, 5, 4), 10, 3, 12, 34);
    agreesWithAlphaBeta(new Mnk(6, 5, 4), 6, 6, 14, 35);
  }

  @Test
  void emptyBoards() {
    // Published: (4,4,3) and (6,5,4) first-player wins, (4,4,4), (5,5,4), (6,6,5) draws.
    String[][] published = {{"4x4", "3", "first-player-win"}, {"4x4", "4", "draw"},
        {"5x5", "4", "draw"}, {"6x5", "4", "first-player-win"}, {"6x6", "5", "draw"}};
    for (String[] p : published) {
      Game g = Games.create("mnk", p[0], Integer.parseInt(p[1]));
      assertEquals(p[2], Solver.solve(g, Method.DFPN).value().text(), g.describe());
    }
    // Push 4 x 4, k = 3 and 4 (docs/solver.md): ProofWriterTest's df-pn proofs, which check them.
  }

  /**
   * {@link SearchRun#limitMemory}: the run's tables stay within the budget and use most of it
   * (a power of two a table of numbers), and the value is the same with a table of 2^16 entries
   * as with the default (push 5 × 5, k = 3: three thousand positions; df-pn on a board
   * whose tree outgrows so small a table thrashes: push 4 × 4, k = 4 did not finish in minutes).
   */
  @Test
  void theTablesKeepWithinTheMemoryBudget() {
    SearchRun big = SearchRun.of(new Push(6, 5), Method.DFPN);
    long budget = 4L << 30;
    long used = big.limitMemory(budget);
    assertTrue(used <= budget && used > budget / 2, used + " bytes of " + budget);
    // push 6x6: proven 2 x 2^23 x 18 B, numbers 2 x 2^26 x 28 B
    assertEquals(2 * (18L << 23) + 2 * (28L << 26), used);
    // a run of one player's win (solve --wins) makes one table of numbers, which gets it all
    SearchRun one = SearchRun.of(new Push(6, 5), Method.DFPN);
    one.only(Side.ONE);
    assertEquals(2 * (18L << 23) + (28L << 27), one.limitMemory(budget));
    assertEquals(one.memory(), one.limitMemory(budget));
    SearchRun second = SearchRun.of(new Push(4, 3), Method.DFPN);
    second.only(Side.TWO);
    second.allocate(); // the tables it needs, made before the search: player 2's numbers alone
    assertTrue(second.numbersMade(1) == null && second.numbersMade(2) != null);
    // a small board takes no more than by default, 2^(empty cells + 4): push 4x4, 2^20 entries
    SearchRun four = SearchRun.of(new Push(4, 4), Method.DFPN);
    assertEquals(2 * (10L << 14) + 2 * (20L << 20), four.limitMemory(budget));
    assertEquals(four.memory(), SearchRun.of(new Push(4, 4), Method.DFPN).memory());
    SearchRun small = SearchRun.of(new Push(5, 3), Method.DFPN);
    small.limitMemory(1); // 2^16 entries
    assertEquals(Value.FIRST_PLAYER_WIN, small.solve(Progress.NONE).value()); // docs/solver.md
    // the alpha-beta's only tables are its proven ones: they take the budget (2 x 2^27 x 10 B
    // of 4 GB for keys of one long, push 5x5), or less than by default (2^12, the least)
    SearchRun alphaBeta = SearchRun.of(new Push(5, 5), Method.SEARCH);
    long byDefault = alphaBeta.memory();
    assertEquals(2 * (10L << 23), byDefault);
    assertEquals(2 * (10L << 27), alphaBeta.limitMemory(budget));
    SearchRun tiny = SearchRun.of(new Push(4, 4), Method.SEARCH);
    assertEquals(2 * (10L << 12), tiny.limitMemory(1));
    assertEquals(Value.DRAW, tiny.solve(Progress.NONE).value()); // docs/solver.md, 554,815 positions
  }

  /**
   * A table of numbers far too small for the tree, no table of proven positions to fall back on:
   * push 4 × 4, k = 3 with 2^4 entries (four buckets). Stores keep replacing other positions'
   * numbers, and the search must still end, with the alpha-beta's value. Before the fix, a child
   * whose entry was replaced came back as 1 and 1, the easiest child again, and two siblings in
   * one bucket replaced each other for ever (the stalled push 6 × 6, k = 5 run): this board did
   * not end in 30 million positions (nor in 2 million with that fault put back); now it takes 655.
   */
  @Test
  void endsWhenTheTableOfNumbersIsFarTooSmall() {
    long limit = 1_000_000L;
    Progress budget = positions -> positions > limit;
    Push three = new Push(4, 3);
    assertTrue(dfpn(three, 1, 4, budget), "push 4x4 k=3 is a first-player win (docs/solver.md)");
  }

  private static boolean dfpn(Push game, int attacker, int numberBits, Progress budget) {
    PushBoard board = new PushBoard(game, new byte[game.width() * game.height()], 1);
    return new ProofNumberSearch(board, attacker, new TranspositionTable(4, 1),
        new ProofNumberTable(numberBits, 1), game.width() * game.height(), budget).attackerWins();
  }
}
