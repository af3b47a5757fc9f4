package org.arbitre.problems;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arbitre.problems.TicTacToeReference.Outcome;
import org.junit.jupiter.api.Test;

/**
 * problems/tictactoe/Main.java (attractors) against the published counts of SPEC.md section 4
 * and against an independent enumeration and minimax (TicTacToeReference), in-process.
 */
class TicTacToeTest {

  static final TicTacToeReference REF = new TicTacToeReference();
  static final SingleFile MAIN = SingleFile.problem("tictactoe");

  /** Reachable positions whose minimax winner is w (0 = draw). */
  static int countValue(int w) {
    return (int) REF.reachable.stream().filter(k -> REF.solve(k).winner() == w).count();
  }

  @Test
  void theReferenceReproducesThePublishedCounts() {
    assertEquals(5478, REF.reachable.size());
    assertEquals(958, REF.terminal);
    assertEquals(626, REF.wonByX);
    assertEquals(316, REF.wonByO);
    assertEquals(16, REF.fullDraws);
    assertEquals(255_168, REF.games);
    Set<Integer> classes = new HashSet<>();
    REF.reachable.forEach(k -> classes.add(TicTacToeReference.canonical(k)));
    assertEquals(765, classes.size());
    assertEquals(0, REF.solve(0).winner(), "the empty board is a draw");
  }

  @Test
  void mainCountsAreThePublishedOnes() {
    int[] counts = (int[]) MAIN.call("counts", new Class<?>[0]);
    int[] expected = {5478, 958, 626, 316, 16, countValue(1), countValue(0), countValue(2)};
    assertArrayEquals(expected, counts);
    assertEquals(0, MAIN.callInt("value", 0), "the empty board is a draw");
  }

  @Test
  void positionsPrintsExactlyTheWinsOfPlayerOneThenTheCounts() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    MAIN.call("printPositions", new Class<?>[] {PrintStream.class}, new PrintStream(bytes, true));
    List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    int end = lines.indexOf(lines.stream().filter(l -> l.startsWith("reachable positions:")).findFirst().orElseThrow());

    List<Integer> printed = new ArrayList<>();
    List<String> block = new ArrayList<>();
    for (String line : lines.subList(1, end)) { // line 0 is the title
      if (!line.isBlank()) {
        block.add(line);
      }
      if (block.size() == 3) {
        String[][] rows = block.stream().map(l -> l.trim().split("\\s+")).toArray(String[][]::new);
        for (int k = 0; k < rows[0].length; k++) {
          int[] b = new int[9];
          for (int i = 0; i < 9; i++) {
            b[i] = ".XO".indexOf(rows[i / 3][k].charAt(i % 3));
          }
          printed.add(TicTacToeReference.key(b));
        }
        block.clear();
      }
    }
    Set<Integer> expected = new HashSet<>();
    REF.reachable.stream().filter(k -> REF.solve(k).winner() == 1).forEach(expected::add);
    assertEquals(printed.size(), new HashSet<>(printed).size(), "no position printed twice");
    assertEquals(expected, new HashSet<>(printed));

    assertEquals(List.of(
        "reachable positions: 5478",
        "terminal positions: 958 (won by X: 626, won by O: 316, full-board draws: 16)",
        "winning for player 1 (X): " + countValue(1),
        "drawn: " + countValue(0),
        "winning for player 2 (O): " + countValue(2)), lines.subList(end, lines.size()));
  }

  @Test
  void everyPositionHasItsMinimaxValueAndRank() {
    for (int s = 0; s < 19683; s++) {
      if (!REF.reachable.contains(s)) {
        assertEquals(-1, MAIN.callInt("value", s), "unreachable " + s);
        continue;
      }
      Outcome o = REF.solve(s);
      assertEquals(o.winner(), MAIN.callInt("value", s), "value of " + s);
      if (o.winner() != 0) {
        assertEquals(o.plies(), MAIN.callInt("rank", s), "rank of " + s);
      }
    }
  }

  @Test
  void bestMoveKeepsTheValueHurriesToWinAndSetsTraps() {
    int checked = 0;
    for (int s : REF.reachable) {
      int[] b = TicTacToeReference.board(s);
      int move = MAIN.callInt("bestMove", s);
      if (TicTacToeReference.over(b)) {
        assertEquals(-1, move, "no move in a finished game " + s);
        continue;
      }
      assertTrue(move >= 0 && move < 9 && b[move] == 0, "legal move from " + s + ": " + move);
      int me = TicTacToeReference.toMove(b);
      Outcome here = REF.solve(s);
      int bestScore = Integer.MIN_VALUE;
      int chosenScore = Integer.MIN_VALUE;
      for (int i = 0; i < 9; i++) {
        if (b[i] != 0) {
          continue;
        }
        int child = s + me * (int) Math.pow(3, i);
        Outcome o = REF.solve(child);
        if (o.winner() != here.winner()) {
          assertNotEquals(i, move, "move " + i + " from " + s + " throws the value away");
          continue;
        }
        int score = here.winner() == me ? -o.plies() : here.winner() == 0 ? traps(child, me) : o.plies();
        bestScore = Math.max(bestScore, score);
        chosenScore = i == move ? score : chosenScore;
      }
      assertEquals(bestScore, chosenScore, "from " + s + ": fastest win / most traps / slowest loss");
      checked++;
    }
    assertEquals(5478 - 958, checked);
  }

  /** Replies of the opponent from t after which the reference says `me` wins. */
  static int traps(int t, int me) {
    int[] b = TicTacToeReference.board(t);
    int n = 0;
    for (int j = 0; j < 9 && !TicTacToeReference.over(b); j++) {
      if (b[j] == 0 && REF.solve(t + (3 - me) * (int) Math.pow(3, j)).winner() == me) {
        n++;
      }
    }
    return n;
  }
}
