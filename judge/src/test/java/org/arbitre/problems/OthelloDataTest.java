package org.arbitre.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Re-checks the data in tests/othello with a brute force of its own (not problems/othello's
 * Main.java, not tools/brute.py): every .out must be the unique best move, or "passe".
 * Judging Main.java against the cases is the judge's own test.
 */
class OthelloDataTest {

  private static final Path CASES =
      Path.of(System.getProperty("arbitre.root", ".")).resolve("tests/othello");

  /** Black discs that a white disc on the empty cell (row, col) flips, in all 8 directions. */
  private static int flips(int[][] board, int row, int col) {
    int total = 0;
    for (int dr = -1; dr <= 1; dr++) {
      for (int dc = -1; dc <= 1; dc++) {
        if (dr == 0 && dc == 0) {
          continue;
        }
        List<int[]> caught = new ArrayList<>();
        int r = row + dr;
        int c = col + dc;
        boolean closed = false;
        for (; r >= 0 && r < 8 && c >= 0 && c < 8; r += dr, c += dc) {
          if (board[r][c] == 2) {
            caught.add(new int[] {r, c});
          } else {
            closed = board[r][c] == 1;
            break;
          }
        }
        if (closed) {
          total += caught.size();
        }
      }
    }
    return total;
  }

  /** The expected answer, plus a check that the best move is unique (as official data promises). */
  private static String answer(int[][] board, String name) {
    int best = 0;
    List<String> cells = new ArrayList<>();
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        if (board[r][c] != 0) {
          continue;
        }
        int n = flips(board, r, c);
        if (n > best) {
          best = n;
          cells.clear();
        }
        if (n == best && n > 0) {
          cells.add(r + " " + c);
        }
      }
    }
    assertTrue(cells.size() <= 1, name + ": best move not unique: " + cells);
    return best == 0 ? "passe" : cells.get(0);
  }

  private static int[][] parse(String text, String name) {
    String[] tokens = text.trim().split("\\s+");
    assertEquals(64, tokens.length, name + ": 64 integers expected");
    int[][] board = new int[8][8];
    boolean empty = false;
    for (int i = 0; i < 64; i++) {
      int v = Integer.parseInt(tokens[i]);
      assertTrue(v >= 0 && v <= 2, name + ": cell value " + v);
      board[i / 8][i % 8] = v;
      empty |= v == 0;
    }
    assertTrue(empty, name + ": the statement promises at least one empty cell");
    return board;
  }

  private static String read(Path p) throws IOException {
    return Files.readString(p, StandardCharsets.UTF_8);
  }

  private static List<Path> inputs() throws IOException {
    try (Stream<Path> s = Files.list(CASES)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".in")).sorted().toList();
    }
  }

  @Test
  void everyCaseMatchesAnIndependentBruteForce() throws IOException {
    List<Path> ins = inputs();
    for (Path in : ins) {
      String name = in.getFileName().toString();
      Path out = in.resolveSibling(name.replaceFirst("\\.in$", ".out"));
      assertTrue(Files.exists(out), name + " has no .out");
      assertEquals(answer(parse(read(in), name), name), read(out).strip(), name);
    }
  }

  @Test
  void thereAreEnoughCasesAndBothKindsOfAnswer() throws IOException {
    List<Path> ins = inputs();
    long random = ins.stream().filter(p -> p.getFileName().toString().startsWith("rand_")).count();
    assertTrue(ins.size() >= 70, "cases: " + ins.size());
    assertTrue(random >= 50, "random cases: " + random);
    long passe = 0;
    for (Path in : ins) {
      String name = in.getFileName().toString();
      passe += read(in.resolveSibling(name.replaceFirst("\\.in$", ".out"))).strip().equals("passe") ? 1 : 0;
    }
    assertTrue(passe >= 5 && passe < ins.size() / 2, "passe cases: " + passe);
  }

  @Test
  void theStatementExamplesHaveTheirPublishedAnswers() throws IOException {
    String[][] published = {{"ex1", "1 7"}, {"ex2", "passe"}, {"ex3", "6 5"}};
    for (String[] e : published) {
      assertEquals(e[1], read(CASES.resolve(e[0] + ".out")).strip(), e[0]);
      assertEquals(e[1], answer(parse(read(CASES.resolve(e[0] + ".in")), e[0]), e[0]), e[0]);
    }
  }

  @Test
  void theBruteForceCountsExampleOneByHand() throws IOException {
    int[][] board = parse(read(CASES.resolve("ex1.in")), "ex1");
    assertEquals(3, flips(board, 1, 7), "three discs on the diagonal down to (5,3)");
    assertEquals(0, flips(board, 0, 6), "the same answer read from 1 flips nothing");
  }
}
