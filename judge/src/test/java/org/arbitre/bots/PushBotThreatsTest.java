package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Path;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.arbitre.game.Status;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * push-bot's threat search on a position whose win takes four threats: X pushes, each
 * push leaving X a winning push; O may answer anywhere (a push-back can block one line and open
 * another), and every answer of O either loses at once or is met by the next threat. The value
 * comes from a reference written here on the tool's own rules ({@link Push}, cell level), apart
 * from the bot: after a threat, <em>every</em> reply of O is enumerated, so "X wins" is exact.
 * The old bot (bench/bots/version.sh push-bot-v3, full-width search) does not see a win that long in
 * its 480 ms: measured warm (after one call) on a loaded machine, depth 5, score 21, no win; given
 * 1 s it reaches depth 7 and sees it (9 plies).
 */
class PushBotThreatsTest {
  /** 8 × 8, k = 4, X (player 1) to move; found among random games by the threat search itself. */
  static final String POSITION = """
      O..X...X
      X......X
      ........
      .......O
      ........
      ........
      O......O
      ........""";

  static Method analyse;
  static Field lastInfo;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    Path classes = PushBotFiles.compile("push-bot", dir.resolve("push-bot"));
    analyse = PushBotFiles.method(classes, "analyse", int.class, int.class, String.class, long.class);
    lastInfo = analyse.getDeclaringClass().getDeclaredField("lastInfo");
    lastInfo.setAccessible(true);
  }

  /** The reference's value of the position: X wins by four threats, not by three, and not at once. */
  @Test
  void theReferenceSaysFourThreatsWin() {
    Push game = new Push(8, 4);
    byte[] cells = cells(POSITION);
    assertFalse(winsAtOnce(game, cells, Side.ONE), "no win at once");
    assertTrue(winsByThreats(game, cells, Side.ONE, 4), "X wins by four threats");
    assertFalse(winsByThreats(game, cells, Side.ONE, 3), "but not by three");
  }

  /**
   * The bot's threat search itself (Main.Threats, no clock: a node limit only) proves the win with
   * four threats and not with three, as the reference does, and its first threat is a winning
   * push: after it, every reply of O loses at once or to at most three more threats.
   */
  @Test
  void theThreatSearchProvesTheWin() throws Exception {
    ClassLoader loader = analyse.getDeclaringClass().getClassLoader();
    Class<?> boardClass = loader.loadClass("Main$Board");
    Constructor<?> newBoard = boardClass.getDeclaredConstructor(int.class, int.class);
    newBoard.setAccessible(true);
    Object board = newBoard.newInstance(8, 4);
    Method set = boardClass.getDeclaredMethod("set", int.class, int.class);
    set.setAccessible(true);
    byte[] cells = cells(POSITION);
    for (int p = 0; p < cells.length; p++) {
      if (cells[p] != 0) {
        set.invoke(board, p, (int) cells[p]);
      }
    }
    Class<?> threatsClass = loader.loadClass("Main$Threats");
    Constructor<?> newThreats = threatsClass.getDeclaredConstructor(boardClass, int.class, int.class);
    newThreats.setAccessible(true);
    Method wins = threatsClass.getDeclaredMethod("wins", int.class, int.class, long.class, long.class);
    wins.setAccessible(true);
    Field first = threatsClass.getDeclaredField("firstMove");
    first.setAccessible(true);
    long noClock = Long.MAX_VALUE;
    assertEquals(false, wins.invoke(newThreats.newInstance(board, 5, 1 << 12), 1, 3, noClock, 10_000_000L));
    Object threats = newThreats.newInstance(board, 5, 1 << 12);
    assertEquals(true, wins.invoke(threats, 1, 4, noClock, 10_000_000L));
    int m = (int) first.get(threats);  // side * n + line - 1, sides H B G D
    String move = (m % 8 + 1) + "" + "HBGD".charAt(m / 8);
    assertTrue(playedWins(move), move);
  }

  /**
   * Through the bot's analysis entry point, its own budget, the JIT warmed by one call first (as
   * it is after a game's first moves): the push it plays wins, by the reference. (Whether it saw
   * the win, the threat phase after the search or the search itself, is in the message: on a
   * loaded machine the threat phase may get only its minimum and the search play the right push
   * on its evaluation.)
   */
  @Test
  void theBotPlaysAWinningPush() throws Exception {
    analyse.invoke(null, 8, 4, POSITION + "\n1", 480L);
    String move = (String) analyse.invoke(null, 8, 4, POSITION + "\n1", 480L);
    assertTrue(playedWins(move), move + ": " + lastInfo.get(null));
  }

  /** After X's push {@code move} from POSITION, every reply of O loses at once or to at most three threats. */
  private static boolean playedWins(String move) {
    Push game = new Push(8, 4);
    byte[] cells = cells(POSITION);
    game.apply(cells, game.id(((MoveCodec.Parsed.Ok) game.codec().parse(move)).move()), Side.ONE.stone());
    assertEquals(Status.ONGOING, game.status(cells), move);
    return everyReplyLoses(game, cells, Side.ONE, 3);
  }

  private static byte[] cells(String rows) {
    return Position.parse(Side.ONE, rows.strip().split("\\s+")).cells();
  }

  // ---- the reference: threats on the tool's rules, every reply of the defender enumerated

  /** Whether {@code att}, to move, has a push after which it alone is aligned. */
  static boolean winsAtOnce(Push game, byte[] cells, Side att) {
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(cells, id)) {
        byte[] c = cells.clone();
        game.apply(c, id, att.stone());
        if (game.status(c) == Status.winFor(att)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether {@code att}, to move, wins at once or by at most {@code threats} threats. */
  static boolean winsByThreats(Push game, byte[] cells, Side att, int threats) {
    if (winsAtOnce(game, cells, att)) {
      return true;
    }
    if (threats == 0) {
      return false;
    }
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(cells, id)) {
        byte[] c = cells.clone();
        game.apply(c, id, att.stone());
        if (!game.status(c).over() && winsAtOnce(game, c, att)
            && everyReplyLoses(game, c, att, threats - 1)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The defender to move: each of its pushes aligns {@code att}, or leaves it a win by threats. */
  static boolean everyReplyLoses(Push game, byte[] cells, Side att, int threats) {
    Side def = att.other();
    boolean any = false;
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(cells, id)) {
        any = true;
        byte[] c = cells.clone();
        game.apply(c, id, def.stone());
        Status s = game.status(c);
        if (s == Status.winFor(att)) {
          continue;
        }
        if (s.over() || !winsByThreats(game, c, att, threats)) {
          return false;
        }
      }
    }
    return any;
  }
}
