package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Random;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * push-bot's check extension ({@code CHECK_EXT}): a node whose side to
 * move faces a winning push of the opponent is searched one ply deeper. A win by three threats
 * (threat, reply, threat, reply, threat, reply, the aligning push: 7 plies) is then seen by a
 * search of nominal depth 4, which without the extension reaches 5 plies (4, and the horizon's
 * winning push). The positions and their values come from the threat reference of
 * {@link PushBotThreatsTest} (the tool's own rules, {@link Push}, every reply enumerated), not
 * from the bot.
 */
class PushBotCheckTest {
  static final int N = 7;
  static final int K = 4;
  static final int DEPTH = 4;

  static Constructor<?> newBoard;
  static Constructor<?> newSearch;
  static Method set;
  static Method pvs;
  static Field cell;
  static Field deadline;
  static Field iterDepth;
  static int mateZone;
  static int infinity;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    Path classes = PushBotFiles.compile("push-bot", dir.resolve("push-bot"));
    Class<?> main = PushBotFiles.method(classes, "replay", int.class, int.class, String.class)
        .getDeclaringClass();
    Class<?> board = main.getClassLoader().loadClass("Main$Board");
    Class<?> search = main.getClassLoader().loadClass("Main$Search");
    newBoard = board.getDeclaredConstructor(int.class, int.class);
    newSearch = search.getDeclaredConstructor(board);
    set = board.getDeclaredMethod("set", int.class, int.class);
    cell = board.getDeclaredField("cell");
    pvs = search.getDeclaredMethod("pvs", int.class, int.class, int.class, int.class, int.class);
    deadline = search.getDeclaredField("deadline");
    iterDepth = search.getDeclaredField("iterDepth");
    for (AccessibleObject a : new AccessibleObject[] {newBoard, newSearch, set, cell, pvs, deadline, iterDepth}) {
      a.setAccessible(true);
    }
    mateZone = PushBotFiles.constant(main, "MATE_ZONE");
    infinity = PushBotFiles.constant(main, "INF");
  }

  @Test
  void winsOfThreeThreatsAreSeenAtDepthFour() throws Exception {
    Push game = new Push(N, K);
    Random random = new Random(17);
    int found = 0;
    int tried = 0;
    while (found < 12 && tried < 20_000) {
      tried++;
      byte[] cells = new byte[N * N];
      int stones = 6 + random.nextInt(14);
      boolean over = false;
      for (int s = 0; s < stones && !over; s++) {
        int id = random.nextInt(game.moveIds());
        if (!game.legal(cells, id)) {
          continue;
        }
        game.apply(cells, id, (byte) (s % 2 + 1));
        over = game.status(cells).over();
      }
      if (over) {
        continue;
      }
      Side att = random.nextBoolean() ? Side.ONE : Side.TWO;
      if (PushBotThreatsTest.winsByThreats(game, cells, att, 2)
          || !PushBotThreatsTest.winsByThreats(game, cells, att, 3)) {
        continue;
      }
      Object b = board(cells);
      int[] before = ((int[]) cell.get(b)).clone();
      Object s = newSearch.newInstance(b);
      deadline.setLong(s, System.nanoTime() + 60_000_000_000L);
      iterDepth.setInt(s, DEPTH);
      int v = (int) pvs.invoke(s, DEPTH, -infinity, infinity, 0, att == Side.ONE ? 1 : 2);
      assertArrayEquals(before, (int[]) cell.get(b), "the search leaves the board as it found it");
      assertTrue(v > mateZone, "a win by 3 threats (7 plies) seen at depth " + DEPTH + ": " + v
          + " on " + new Position(N, N, cells, att));
      found++;
    }
    assertEquals(12, found, "positions with a win by exactly 3 threats, in " + tried + " random ones");
  }

  static Object board(byte[] cells) throws Exception {
    return PushBotFiles.board(newBoard, set, N, K, cells);
  }
}
