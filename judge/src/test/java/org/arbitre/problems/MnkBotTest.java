package org.arbitre.problems;

import static org.arbitre.problems.MnkBotDriver.sixes;
import static org.arbitre.problems.MnkBotDriver.winsByFives;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbitre.RunsAlone;
import org.junit.jupiter.api.Test;

/**
 * problems/mnk-bot/Main.java on tactical positions with hand-checked answers, through its public
 * entry points {@code Main.analyse(W, H, K, rows, side, moveMs)} and {@code Main.report} (compiled
 * in memory with --release 8), and its command line (a process). Each position is described in its comment: the expected moves were
 * worked out by hand from the k-cell windows, never taken from the bot. On 3 × 3, k = 3 the bot
 * meets every opponent sequence and the independent minimax of TicTacToeReference says who won.
 */
@RunsAlone
class MnkBotTest {

  static final long MOVE_MS = 1000;

  /** The bot's move {x, y} (1-based) for `side` on the board drawn by (x, y, char) placements. */
  private static int[] move(int w, int h, int k, int side, String... placements) {
    char[][] rows = new char[h][w];
    for (char[] r : rows) {
      Arrays.fill(r, '.');
    }
    for (String p : placements) { // "X 5 10" = X at column 5, row 10
      String[] f = p.split(" ");
      rows[Integer.parseInt(f[2]) - 1][Integer.parseInt(f[1]) - 1] = f[0].charAt(0);
    }
    String[] lines = new String[h];
    for (int y = 0; y < h; y++) {
      lines[y] = new String(rows[y]);
    }
    long start = System.nanoTime();
    int[] m = MnkBotDriver.analyse(w, h, k, lines, side, MOVE_MS);
    long ms = (System.nanoTime() - start) / 1_000_000;
    assertTrue(ms < 3 * MOVE_MS, "analysis took " + ms + " ms"); // generous: the machine is shared
    return m;
  }

  /** Stones far from the action, so the side to move is right and nothing else is in play. */
  private static final String[] FAR_O =
      {"O 1 1", "O 20 1", "O 1 20", "O 20 20", "O 1 14", "O 20 14"};

  private static String[] with(String[] a, String... b) {
    String[] r = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }

  @Test
  void takesAnImmediateWinOn20x20K6() {
    // X at x = 5..9 on row 10, O at x = 4 closes the left end: only (10,10) makes six.
    // O also has five on row 5 (x = 3..7, open): X must win now rather than block.
    int[] m = move(20, 20, 6, 1, "X 5 10", "X 6 10", "X 7 10", "X 8 10", "X 9 10", "O 4 10",
        "O 3 5", "O 4 5", "O 5 5", "O 6 5", "O 7 5", "X 15 15");
    assertArrayEquals(new int[] {10, 10}, m);
  }

  @Test
  void blocksAnImmediateLossOn20x20K6() {
    // O has five at x = 11..15 on row 8 with X at 10: the only cell that stops six is (16,8).
    int[] m = move(20, 20, 6, 1, "O 11 8", "O 12 8", "O 13 8", "O 14 8", "O 15 8", "X 10 8",
        "X 3 17", "X 17 3", "X 5 19", "X 19 12", "X 12 19", "O 2 2");
    assertArrayEquals(new int[] {16, 8}, m);
  }

  @Test
  void blocksAnOpenFourOn20x20K6() {
    // O at x = 8..11 on row 10, open on both sides: O threatens a five with two winning cells.
    // Windows holding the four O: x 6..11, 7..12, 8..13. Blocking at 6 or 13 leaves two windows
    // that O completes to a double threat (O at 12 then needs 7 or 13); only x = 7 or x = 12 save.
    int[] m = move(20, 20, 6, 1, "O 8 10", "O 9 10", "O 10 10", "O 11 10",
        "X 3 3", "X 17 3", "X 3 17", "X 17 17");
    assertTrue(Set.of(List.of(7, 10), List.of(12, 10)).contains(List.of(m[0], m[1])),
        "saving moves are (7,10) and (12,10), got " + Arrays.toString(m));
  }

  @Test
  void makesTheDoubleOpenFourOn20x20K6() {
    // X has three on row 10 (x = 6..8) and three on column 9 (y = 11..13); (9,10) makes two open
    // fours at once, which O cannot both stop: the unique forced win.
    int[] m = move(20, 20, 6, 1, with(FAR_O, "X 6 10", "X 7 10", "X 8 10",
        "X 9 11", "X 9 12", "X 9 13"));
    assertArrayEquals(new int[] {9, 10}, m);
  }

  @Test
  void gomoku15x15TakesTheWinAndBlocksTheLoss() {
    // k = 5. X four at x = 4..7 on row 3, closed by O at 3: only (8,3) wins.
    assertArrayEquals(new int[] {8, 3}, move(15, 15, 5, 1, "X 4 3", "X 5 3", "X 6 3", "X 7 3",
        "O 3 3", "O 10 10", "O 11 12", "O 13 9"));
    // O four on the diagonal (5,5)..(8,8), closed at (4,4) by X: X must play (9,9).
    assertArrayEquals(new int[] {9, 9}, move(15, 15, 5, 1, "O 5 5", "O 6 6", "O 7 7", "O 8 8",
        "X 4 4", "X 12 2", "X 2 12", "X 14 14"));
  }

  @Test
  void gomoku15x15BlocksAnOpenThree() {
    // k = 5. O at x = 6..8 on row 8, open: O at 5 or 9 would make an open four. Blocking at 4 or
    // 10 still leaves O the other adjacent cell; only x = 5 or x = 9 save.
    int[] m = move(15, 15, 5, 1, "O 6 8", "O 7 8", "O 8 8", "X 2 2", "X 14 2", "X 2 14");
    assertTrue(Set.of(List.of(5, 8), List.of(9, 8)).contains(List.of(m[0], m[1])),
        "saving moves are (5,8) and (9,8), got " + Arrays.toString(m));
  }

  @Test
  void gomoku15x15MakesTheDoubleThree() {
    // k = 5. X two on row 8 (x = 6, 7) and two on column 8 (y = 9, 10): (8,8) makes two open
    // threes; O blocks one and X makes an open four with the other.
    int[] m = move(15, 15, 5, 1, "X 6 8", "X 7 8", "X 8 9", "X 8 10",
        "O 1 1", "O 15 1", "O 1 15", "O 15 15");
    assertArrayEquals(new int[] {8, 8}, m);
  }

  private static int[] board(String... placements) {
    int[] board = new int[400];
    for (String p : placements) {
      String[] f = p.split(" ");
      board[(Integer.parseInt(f[2]) - 1) * 20 + Integer.parseInt(f[1]) - 1] = f[0].equals("X") ? 1 : 2;
    }
    return board;
  }

  @Test
  void stopsTheOpponentsVcf() {
    // O: a four on row 10 closed by X at x = 4 (x = 5..8) and three on column 9 (y = 11..13).
    // O at (9,10) makes five on the row (X must take (10,10)) and an open four on the column, then
    // (9,9) or (9,14) makes two cells that complete six. X, to move, has nothing of its own.
    String[] position = {"O 5 10", "O 6 10", "O 7 10", "O 8 10", "O 9 11", "O 9 12", "O 9 13",
        "X 4 10", "X 1 1", "X 20 1", "X 1 20", "X 20 20", "X 1 7", "X 20 7"};
    int[] board = board(position);
    assertFalse(winsByFives(board, 2, 1), "no single move wins for O");
    assertTrue(winsByFives(board, 2, 3), "O wins by fives if X lets it");
    assertFalse(winsByFives(board, 1, 3), "X has no win of its own");
    int[] m = move(20, 20, 6, 1, position);
    int c = (m[1] - 1) * 20 + m[0] - 1;
    assertEquals(0, board[c], "an empty cell: " + Arrays.toString(m));
    board[c] = 1;
    assertFalse(winsByFives(board, 2, 4), "after " + Arrays.toString(m) + " O has no win by fives");
  }

  @Test
  void winsByAChainOfFives() {
    // X: fours on rows 9 and 10 (x = 5..8), both closed by O at x = 4, and three on column 9
    // (y = 11..13) closed by O at y = 14. No cell completes two fives at once; X at (9,10) makes
    // five (O must take (10,10)), then (9,9) makes five on row 9 and five on column 9 (y = 9..13):
    // two cells complete six. The bot's move must start a chain of fives: it makes a cell that
    // completes six, and after O takes it X still wins by fives.
    String[] position = {"X 5 10", "X 6 10", "X 7 10", "X 8 10", "O 4 10",
        "X 5 9", "X 6 9", "X 7 9", "X 8 9", "O 4 9", "X 9 11", "X 9 12", "X 9 13", "O 9 14",
        "O 1 1", "O 20 1", "O 1 20", "O 20 20", "O 1 5", "O 20 5", "O 17 17", "O 3 17"};
    int[] board = board(position);
    assertFalse(winsByFives(board, 1, 1), "no single move wins");
    assertTrue(winsByFives(board, 1, 2), "a chain of two fives wins");
    int[] m = move(20, 20, 6, 1, position);
    int c = (m[1] - 1) * 20 + m[0] - 1;
    assertEquals(0, board[c], "an empty cell: " + Arrays.toString(m));
    board[c] = 1;
    List<Integer> threats = sixes(board, 1);
    assertFalse(threats.isEmpty(), Arrays.toString(m) + " threatens six");
    if (threats.size() == 1) {
      board[threats.get(0)] = 2;
      assertTrue(winsByFives(board, 1, 3), "after " + Arrays.toString(m) + " and the block X still wins");
    }
  }


  /**
   * A position after 18 moves of a game the bot lost to the field's student style (the bot X,
   * the first 4 moves the opening): O has four in a row on the anti-diagonal, (12,8) (11,9)
   * (10,10) (9,11), with (13,7) (14,6) and (8,12) (7,13) empty. A move elsewhere, such as (5,7),
   * lets O make five with both ends open (the reference says so); the bot's move, after watching
   * O's moves, must leave O no such double.
   */
  @Test
  void theMoveLeavesNoOpenFiveAfterWatchingTheGame() {
    String moves = "8,8 12,8 13,11 9,10 9,9 10,10 8,10 8,9 10,8 11,7 6,8 7,8 10,11 7,11 7,9 9,11 6,7 11,9";
    List<Integer> cells = MnkBotDriver.cells(moves, 20);
    int[] board = MnkBotDriver.board(cells, 400);
    board[6 * 20 + 4] = 1;
    assertTrue(winsByFives(board, 2, 1), "after X (5,7) O makes two cells that complete six");
    board[6 * 20 + 4] = 0;
    Map<String, String> report = MnkBotDriver.report(20, 1, 4, cells, MOVE_MS, "");
    int c = MnkBotDriver.cells(report.get("move").replace(' ', ','), 20).get(0);
    assertEquals(0, board[c], "an empty cell: " + report.get("move"));
    board[c] = 1;
    assertFalse(winsByFives(board, 2, 1), "after X " + report.get("move") + " O has no double");
  }

  /**
   * The search budget: 65 % of the move, but never closer than 350 ms to its end (the overshoot of
   * a process not scheduled is a time, not a share of the clock) and never under half the move.
   */
  @Test
  void theSearchBudgetLeavesAFixedMarginOnShortClocks() {
    long[][] cases = {{1000, 650}, {4000, 2600}, {800, 450}, {200, 100}};
    List<Integer> oneCellLeft = List.of(0, 1, 2, 4, 3, 5, 7, 6); // 3 x 3, no line: only cell 8 is empty
    for (long[] c : cases) {
      Map<String, String> report = MnkBotDriver.report(3, 3, 3, 1, 0, oneCellLeft, c[0], "");
      assertEquals(String.valueOf(c[1]), report.get("budget"), c[0] + " ms a move");
      assertEquals("3 3", report.get("move"), "the last empty cell");
    }
  }
}
