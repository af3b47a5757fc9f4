package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.arbitre.game.Status;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * push-bot's defence check when every push is lost to threats (issue 13, session 9): it plays the
 * push whose loss needs the most threats, the longest forced sequence the opponent must find
 * (v6 played the search's choice). The lengths come from the reference of
 * {@link PushBotThreatsTest} (the tool's own rules, {@link Push}, every reply enumerated), not
 * from the bot.
 */
class PushBotLongestLossTest {
  /**
   * 6 × 6, k = 4, X (player 1) to move; found among random games with the bot's threat search,
   * checked here by the reference: every push of X loses, 6B (column 6 from the bottom) to three
   * threats, every other one at once or to one threat.
   */
  static final String POSITION = """
      XXO.XX
      .O...O
      OX....
      .O.OXX
      X...OX
      X.O.OO""";

  static Constructor<?> newBoard;
  static Constructor<?> newSearch;
  static Method set;
  static Method moves;
  static Method defend;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    Path classes = PushBotFiles.compile("push-bot", dir.resolve("push-bot"));
    ClassLoader loader = PushBotFiles.method(classes, "replay", int.class, int.class, String.class)
        .getDeclaringClass().getClassLoader();
    Class<?> board = loader.loadClass("Main$Board");
    Class<?> search = loader.loadClass("Main$Search");
    newBoard = board.getDeclaredConstructor(int.class, int.class);
    newSearch = search.getDeclaredConstructor(board);
    set = board.getDeclaredMethod("set", int.class, int.class);
    moves = board.getDeclaredMethod("moves", int[].class);
    defend = search.getDeclaredMethod("defend", int.class, int[].class, int.class, int.class, long.class);
    for (var e : new java.lang.reflect.AccessibleObject[] {newBoard, newSearch, set, moves, defend}) {
      e.setAccessible(true);
    }
  }

  /** The reference: after each push of X, the least number of threats O's win needs (0: at once). */
  @Test
  void theReferenceSaysOnlySixBNeedsThreeThreats() {
    Push game = new Push(6, 4);
    byte[] cells = cells();
    assertEquals(Status.ONGOING, game.status(cells));
    List<String> long3 = new ArrayList<>();
    for (int id = 0; id < game.moveIds(); id++) {
      if (!game.legal(cells, id)) {
        continue;
      }
      byte[] c = cells.clone();
      game.apply(c, id, Side.ONE.stone());
      String move = game.codec().format(game.move(id));
      assertEquals(Status.ONGOING, game.status(c), move + " ends nothing");
      int threats = least(game, c, 3);
      assertTrue(threats >= 0, move + " loses to at most three threats");
      if (threats > 1) {
        assertEquals(3, threats, move);
        long3.add(move);
      }
    }
    assertEquals(List.of("6B"), long3);
  }

  /** The bot's defence check, the search's choice being 1H (lost to one threat): it plays 6B. */
  @Test
  void theDefenceCheckPlaysTheLongestLoss() throws Exception {
    Object board = newBoard.newInstance(6, 4);
    byte[] cells = cells();
    for (int p = 0; p < cells.length; p++) {
      if (cells[p] != 0) {
        set.invoke(board, p, (int) cells[p]);
      }
    }
    Object search = newSearch.newInstance(board);
    int[] m = new int[24];
    int cnt = (int) moves.invoke(board, (Object) m);
    assertEquals(24, cnt);
    assertEquals(0, m[0], "1H first");  // side * n + line - 1, sides H B G D
    long deadline = System.nanoTime() + 60_000_000_000L;
    int played = (int) defend.invoke(search, 1, m, cnt, m[0], deadline);
    assertEquals("6B", (played % 6 + 1) + "" + "HBGD".charAt(played / 6));
  }

  /** The least d <= max such that O, to move, wins at once or by d threats; -1 if none (the reference). */
  private static int least(Push game, byte[] cells, int max) {
    if (PushBotThreatsTest.winsAtOnce(game, cells, Side.TWO)) {
      return 0;
    }
    for (int d = 1; d <= max; d++) {
      if (PushBotThreatsTest.winsByThreats(game, cells, Side.TWO, d)) {
        return d;
      }
    }
    return -1;
  }

  private static byte[] cells() {
    return Position.parse(Side.ONE, POSITION.strip().split("\\s+")).cells();
  }
}
