package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Random;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.arbitre.game.Status;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * push-bot's quiet check: after our push, the opponent may have a quiet push (one that
 * threatens nothing at once) after which every reply of ours loses to threats; the defence check
 * drops such a push of ours when it can prove it. The values come from the reference of
 * {@link PushBotThreatsTest} (the tool's own rules, {@link Push}, every reply enumerated), not from
 * the bot.
 */
class PushBotQuietTest {
  /** 8 × 8, k = 4, X (player 1) to move; found among random games by the quiet check itself. */
  static final String POSITION = """
      ........
      X.......
      ........
      ........
      ........
      ......XO
      .......O
      ....O..X""";

  /** Threats the quiet check follows (Main.QUIET_DEPTH). */
  static final int DEPTH = 4;

  static Constructor<?> newBoard;
  static Constructor<?> newSearch;
  static Method set;
  static Method push;
  static Method quietLoss;

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
    push = board.getDeclaredMethod("push", int.class, int.class);
    quietLoss = search.getDeclaredMethod("quietLoss", int.class, long.class);
    for (var member : new java.lang.reflect.AccessibleObject[] {newBoard, newSearch, set, push, quietLoss}) {
      member.setAccessible(true);
    }
  }

  /**
   * The reference: after X's 6D, O has no win by threats, but it has a quiet push after which
   * every push of X loses at once or to at most four threats; after X's 7H (a push that changes
   * nothing of O's stones) it has no such quiet push.
   */
  @Test
  void theReferenceSaysSixDLosesToAQuietPush() {
    Push game = new Push(8, 4);
    byte[] after = played(game, cells(POSITION), "6D");
    assertFalse(PushBotThreatsTest.winsByThreats(game, after, Side.TWO, DEPTH), "no win by threats for O at once");
    assertNotNull(quietRefutation(game, after, Side.TWO, DEPTH), "O has a quiet push that wins");
  }

  /** The bot's quiet check proves it too (no clock: a far deadline). */
  @Test
  void theQuietCheckProvesIt() throws Exception {
    assertTrue(quietLossAfter(cells(POSITION), 8, 4, 1, "6D"));
  }

  /**
   * On positions of random 8 × 8, k = 4 games, every push the quiet check calls lost is lost by
   * the reference (a quiet push of the opponent, then every reply loses to at most four threats);
   * the pushes it leaves alone may still be lost, deeper than it looks. At least a few claims are
   * checked, so the test has something to hold.
   */
  @Test
  void everyLossTheQuietCheckClaimsIsOneByTheReference() throws Exception {
    Push game = new Push(8, 4);
    Random random = new Random(13);
    int claims = 0;
    for (int round = 0; round < 40 && claims < 4; round++) {
      byte[] cells = new byte[64];
      Side toMove = Side.ONE;
      int plies = 6 + random.nextInt(10);
      boolean over = false;
      for (int ply = 0; ply < plies && !over; ply++) {
        int id = randomLegal(game, cells, random);
        game.apply(cells, id, toMove.stone());
        over = game.status(cells).over();
        toMove = toMove.other();
      }
      if (over) {
        continue;
      }
      for (int id = 0; id < game.moveIds() && claims < 4; id++) {
        if (!game.legal(cells, id)) {
          continue;
        }
        String move = text(game, id);
        byte[] after = cells.clone();
        game.apply(after, id, toMove.stone());
        if (game.status(after).over()
            || !quietLossAfter(cells, 8, 4, toMove == Side.ONE ? 1 : 2, move)) {
          continue;
        }
        claims++;
        assertNotNull(quietRefutation(game, after, toMove.other(), DEPTH), "claimed lost: " + move + " from\n" + rows(cells, 8));
      }
    }
    assertTrue(claims >= 3, "claims checked: " + claims);
  }

  // ---- the bot, by reflection

  /** Whether the bot's quiet check calls {@code move} of player {@code who} lost in {@code cells}. */
  private static boolean quietLossAfter(byte[] cells, int n, int k, int who, String move) throws Exception {
    Object board = newBoard.newInstance(n, k);
    for (int p = 0; p < cells.length; p++) {
      if (cells[p] != 0) {
        set.invoke(board, p, (int) cells[p]);
      }
    }
    Object search = newSearch.newInstance(board);
    int m = botMove(move, n);
    assertTrue((boolean) push.invoke(board, m, who), move);
    return (boolean) quietLoss.invoke(search, who, System.nanoTime() + 60_000_000_000L);
  }

  /** The bot's move number: side * n + line - 1, sides H B G D. */
  private static int botMove(String move, int n) {
    int side = "HBGD".indexOf(move.charAt(move.length() - 1));
    return side * n + Integer.parseInt(move.substring(0, move.length() - 1)) - 1;
  }

  // ---- the reference

  /**
   * With {@code opp} to move: one of its pushes that ends nothing and after which every reply
   * loses at once or to at most {@code threats} threats, or null.
   */
  static String quietRefutation(Push game, byte[] cells, Side opp, int threats) {
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(cells, id)) {
        byte[] c = cells.clone();
        game.apply(c, id, opp.stone());
        if (game.status(c) == Status.ONGOING && PushBotThreatsTest.everyReplyLoses(game, c, opp, threats)) {
          return text(game, id);
        }
      }
    }
    return null;
  }

  private static String text(Push game, int id) {
    return game.codec().tokens(game.move(id)).get(0);
  }

  private static byte[] played(Push game, byte[] cells, String move) {
    byte[] c = cells.clone();
    game.apply(c, game.id(((MoveCodec.Parsed.Ok) game.codec().parse(move)).move()), Side.ONE.stone());
    assertEquals(Status.ONGOING, game.status(c), move);
    return c;
  }

  private static int randomLegal(Push game, byte[] cells, Random random) {
    while (true) {
      int id = random.nextInt(game.moveIds());
      if (game.legal(cells, id)) {
        return id;
      }
    }
  }

  private static byte[] cells(String rows) {
    return Position.parse(Side.ONE, rows.strip().split("\\s+")).cells();
  }

  private static String rows(byte[] cells, int n) {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < cells.length; p++) {
      sb.append(".XO".charAt(cells[p])).append(p % n == n - 1 ? "\n" : "");
    }
    return sb.toString();
  }
}
