package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.arbitre.game.Push;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * push-bot's board keeps its evaluation and its window counters up to date cell by cell, as a push
 * shifts its run (one add and a table look-up per window, flags for the rare changes of
 * the counters). Random games are played with the tool's rules ({@link Push}), pushes and undos,
 * and replayed to the bot's report ({@code play}, "-" for an undo): after every step its figures
 * must equal a count made from scratch here over the reference's cells, with this test's own list
 * of k-cell windows: the sum of 6^(s-1) over the windows holding s stones of one colour only
 * (player 1's minus player 2's), the windows with k stones of a colour, with k-1 and no other
 * stone, with k-1 whatever the last cell; and an undo gives back the hash from before the push.
 */
class PushBotBoardTest {
  static PushBotFiles.Report bot;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    bot = PushBotFiles.report(PushBotFiles.compile("push-bot", dir.resolve("push-bot")));
  }

  @Test
  void countersMatchACountFromScratchThroughPushesAndUndos() throws Exception {
    Random random = new Random(2026);
    int[][] sizes = {{15, 5}, {8, 4}, {6, 3}, {5, 5}};
    int checked = 0;
    for (int game = 0; game < 24; game++) {
      int n = sizes[game % sizes.length][0];
      int k = sizes[game % sizes.length][1];
      Push rules = new Push(n, k);
      byte[] cells = new byte[n * n];
      Deque<byte[]> before = new ArrayDeque<>();
      List<String> tokens = new ArrayList<>();
      List<String> expected = new ArrayList<>();
      List<Integer> undoneTo = new ArrayList<>();  // each step: an undo's step of the state it gives back, else -1
      Deque<Integer> pushes = new ArrayDeque<>();
      byte who = 1;
      for (int ply = 0; ply < 3 * n * n; ply++) {
        if (!before.isEmpty() && random.nextInt(4) == 0) {  // undo now and then: back to the same state
          cells = before.pop();
          int pushed = pushes.pop();
          tokens.add("-");
          undoneTo.add(pushed - 1);
          who = (byte) (3 - who);
        } else {
          List<Integer> legal = new ArrayList<>();
          for (int id = 0; id < rules.moveIds(); id++) {
            if (rules.legal(cells, id)) {
              legal.add(id);
            }
          }
          if (legal.isEmpty()) {
            break;
          }
          int id = legal.get(random.nextInt(legal.size()));
          before.push(cells.clone());
          pushes.push(tokens.size());
          rules.apply(cells, id, who);
          tokens.add(rules.codec().format(rules.move(id)));
          undoneTo.add(-1);
          who = (byte) (3 - who);
        }
        expected.add(fromScratch(cells, n, k));
      }
      List<String> lines = bot.lines(n, k, PushBotFiles.rows(new byte[n * n], n), 1, 1000,
          "play " + String.join(" ", tokens));
      assertEquals(tokens.size(), lines.size());
      for (int step = 0; step < lines.size(); step++) {
        String line = lines.get(step);
        String counters = line.substring(line.indexOf(" eval ") + 1, line.indexOf(" hash "));
        assertEquals(expected.get(step), counters, "game " + game + " step " + step + ": " + tokens.get(step));
        int back = undoneTo.get(step);  // an undo back to the state after step back (not the empty board)
        if (back >= 0) {
          assertEquals(PushBotFiles.Report.value(lines.get(back), "hash"), PushBotFiles.Report.value(line, "hash"),
              "hash after an undo, step " + step);
        }
        checked++;
      }
    }
    assertTrue(checked > 1000, "positions checked: " + checked);
  }

  /** The same figures counted over every k-cell window of the cells (0 empty, 1, 2). */
  private static String fromScratch(byte[] cells, int n, int k) {
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
