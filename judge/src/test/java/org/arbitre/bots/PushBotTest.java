package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * problems/push-bot through its analysis entry point {@code Main.analyse(n, k, board, millis)},
 * compiled in memory and called by reflection (no process; the process-level checks are in
 * PushBotsIT). Every position and its unique answer were found and checked by an independent
 * brute force (a separate implementation of SPEC §2 trying every push and every reply): the
 * answer is the only move that wins at once, or the only move after which the opponent has no
 * winning push. "Traps" are pushes that would complete the opponent's line.
 */
class PushBotTest {
  /** The bot's own budget for a normal move (MOVE_MS): the answer must come within it. */
  static final long BUDGET_MS = 500;

  static Method analyse;
  static Method replay;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    Path classes = PushBotFiles.compile("push-bot", dir.resolve("push-bot"));
    analyse = PushBotFiles.method(classes, "analyse", int.class, int.class, String.class, long.class);
    replay = PushBotFiles.method(classes, "replay", int.class, int.class, String.class);
  }

  @ParameterizedTest
  @ValueSource(strings = {"push-random", "push-greedy", "push-bot"})
  void compilesWithRelease8(String slug, @TempDir Path dir) throws Exception {
    PushBotFiles.compile(slug, dir);
  }

  /** SPEC §2's worked example (8 × 8, k = 3), hand-checked: red (O, player 2) wins on move 6. */
  @Test
  void pushesLikeTheSeedExample() throws Exception {
    String expected = String.join("\n",
        "X.......", "O.......", "OX......", "O.......",
        "........", "........", "........", "X.......", "winner 2 after 6", "");
    assertEquals(expected, replay.invoke(null, 8, 3, "1H 1H 1H 3G 1B 4G"));
    assertEquals(expected, replay.invoke(null, 8, 3, "h1 1h H1 g3 B1 4g"));
  }

  @Test
  void fullLineIsRefused() throws Exception {
    assertEquals("invalid move 4\n", replay.invoke(null, 3, 3, "1G 1G 1G 1D"));
  }

  private static void assertFinds(String expected, int n, int k, String position) throws Exception {
    long t0 = System.nanoTime();
    Object move = analyse.invoke(null, n, k, position, BUDGET_MS);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertEquals(expected, move, position);
    assertTrue(ms < 2000, "answered in " + ms + " ms (budget " + BUDGET_MS + " ms)");
  }

  @Test
  void winsAtOnceOn15x15() throws Exception {
    // only 7H wins: column 7 pushed down completes X's diagonal from (row 2, col 9) to (row 6, col 5)
    assertFinds("7H", 15, 5, """
        O..OOOXXOO.....
        ...XOOOXX......
        ....OXXXO......
        ....XO.........
        ....XX.........
        ....XO.........
        ....X..........
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        1""");
  }

  @Test
  void winsAtOnceOn8x8() throws Exception {
    assertFinds("5H", 8, 4, """
        ...XO...
        X...O...
        ....O...
        ........
        X......X
        ........
        ........
        ........
        2""");
  }

  @Test
  void blocksTheOnlyWinningPushOn15x15() throws Exception {
    // X threatens 7D (its four in row 7 pushed left, a fifth entering); only O's own 7D parries
    assertFinds("7D", 15, 5, """
        ..............O
        ...............
        ...............
        ...............
        ...............
        ...............
        ...........XXXX
        O............XO
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        .......O.......
        2""");
  }

  @Test
  void blocksTheOnlyWinningPushOn8x8() throws Exception {
    assertFinds("4B", 8, 4, """
        ........
        ........
        .......X
        ........
        ........
        ...O....
        ...O....
        X.XO....
        1""");
  }

  @Test
  void avoidsCompletingTheOpponentsLineOn15x15() throws Exception {
    // X threatens 6H, 11H and 1G; 1G for O would complete X's line; only 9H saves O
    assertFinds("9H", 15, 5, """
        OOXOXOXXXX.XX.O
        OXOXX.OXX..O..O
        X..O....X......
        XX......O......
        OOO............
        O..............
        X.............X
        ............OXO
        ...............
        X.............O
        X..............
        X.............X
        OO...........XX
        O.....X......OX
        OXO.X.OXO.O.O.O
        2""");
    // O threatens 1H, 2G and 6G; 1H for X would complete O's line; only 4G saves X
    assertFinds("4G", 15, 5, """
        OXXOX.O.XX.X.OX
        XO.XO......OXOO
        OO.OX........XO
        OXO..........OX
        OX...........XX
        ..............X
        O..............
        OO.............
        ............XXO
        O.............O
        ...............
        XO...........XX
        XOX...........O
        OXXO....O..XOXO
        XXOOOXX.OX.XOX.
        1""");
  }

  @Test
  void avoidsCompletingTheOpponentsLineOn6x6() throws Exception {
    // 1H and 1B for O would complete X's line; only 4G leaves X no winning push
    assertFinds("4G", 6, 4, """
        X....O
        XO....
        ......
        X....X
        XX...O
        XOO..O
        2""");
  }
}
