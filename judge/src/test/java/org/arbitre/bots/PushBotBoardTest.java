package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * push-bot's board keeps its evaluation and its window counters up to date cell by cell, as a push
 * shifts its run (one add and a table look-up per window, flags for the rare changes of
 * the counters). After every push and undo of random games, they must equal a count made from
 * scratch here, over the board's cells, with this test's own list of k-cell windows: the sum of
 * 6^(s-1) over the windows holding s stones of one colour only (player 1's minus player 2's), the
 * windows with k stones of a colour, with k-1 and no other stone, with k-1 whatever the last cell.
 */
class PushBotBoardTest {
  static Constructor<?> newBoard;
  static Method push;
  static Method undo;
  static Method moves;
  static Field cell;
  static Field hash;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    Path classes = PushBotFiles.compile("push-bot", dir.resolve("push-bot"));
    Class<?> board = PushBotFiles.method(classes, "replay", int.class, int.class, String.class)
        .getDeclaringClass().getClassLoader().loadClass("Main$Board");
    newBoard = board.getDeclaredConstructor(int.class, int.class);
    push = board.getDeclaredMethod("push", int.class, int.class);
    undo = board.getDeclaredMethod("undo");
    moves = board.getDeclaredMethod("moves", int[].class);
    cell = board.getDeclaredField("cell");
    hash = board.getDeclaredField("hash");
    newBoard.setAccessible(true);
    push.setAccessible(true);
    undo.setAccessible(true);
    moves.setAccessible(true);
    cell.setAccessible(true);
    hash.setAccessible(true);
  }

  @Test
  void countersMatchACountFromScratchThroughPushesAndUndos() throws Exception {
    Random random = new Random(2026);
    int[][] sizes = {{15, 5}, {8, 4}, {6, 3}, {5, 5}};
    int checked = 0;
    for (int game = 0; game < 24; game++) {
      int n = sizes[game % sizes.length][0];
      int k = sizes[game % sizes.length][1];
      Object board = newBoard.newInstance(n, k);
      Deque<Long> hashes = new ArrayDeque<>();
      int[] legal = new int[4 * n];
      int who = 1;
      for (int ply = 0; ply < 3 * n * n; ply++) {
        if (!hashes.isEmpty() && random.nextInt(4) == 0) {  // undo now and then: back to the same state
          undo.invoke(board);
          assertEquals((long) hashes.pop(), hash.getLong(board), "hash after an undo");
          who = 3 - who;
        } else {
          int count = (int) moves.invoke(board, (Object) legal);
          if (count == 0) {
            break;
          }
          hashes.push(hash.getLong(board));
          assertTrue((boolean) push.invoke(board, legal[random.nextInt(count)], who));
          who = 3 - who;
        }
        assertEquals(fromScratch((int[]) cell.get(board), n, k), counters(board), "game " + game + " ply " + ply);
        checked++;
      }
    }
    assertTrue(checked > 1000, "positions checked: " + checked);
  }

  /** The board's own figures: eval full1 full2 open1 open2 four1 four2. */
  private static String counters(Object board) throws ReflectiveOperationException {
    StringBuilder sb = new StringBuilder();
    for (String name : new String[] {"eval", "full1", "full2", "open1", "open2", "four1", "four2"}) {
      Field f = board.getClass().getDeclaredField(name);
      f.setAccessible(true);
      sb.append(name).append(' ').append(f.getInt(board)).append(' ');
    }
    return sb.toString().trim();
  }

  /** The same figures counted over every k-cell window of the cells (0 empty, 1, 2). */
  private static String fromScratch(int[] cells, int n, int k) {
    int eval = 0;
    int[] full = new int[3];
    int[] open = new int[3];
    int[] four = new int[3];
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        for (int[] d : directions) {
          int er = r + (k - 1) * d[0];
          int ec = c + (k - 1) * d[1];
          if (er >= n || ec < 0 || ec >= n) {
            continue;
          }
          int[] count = new int[3];
          for (int i = 0; i < k; i++) {
            count[cells[(r + i * d[0]) * n + c + i * d[1]]]++;
          }
          for (int p = 1; p <= 2; p++) {
            int mine = count[p];
            int theirs = count[3 - p];
            if (mine > 0 && theirs == 0) {
              eval += (p == 1 ? 1 : -1) * (int) Math.pow(6, mine - 1);
            }
            full[p] += mine == k ? 1 : 0;
            open[p] += mine == k - 1 && theirs == 0 ? 1 : 0;
            four[p] += mine == k - 1 ? 1 : 0;
          }
        }
      }
    }
    return "eval " + eval + " full1 " + full[1] + " full2 " + full[2] + " open1 " + open[1] + " open2 "
        + open[2] + " four1 " + four[1] + " four2 " + four[2];
  }
}
