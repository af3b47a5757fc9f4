package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.AccessibleObject;
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
 * push-bot's extension: with time left after the threat phase, the search
 * goes on and may change the push played, but only to one it proves safe ({@code provenSafe}: no
 * win by threats for the opponent, no quiet loss) or to a forced win it found. The values come
 * from the references of {@link PushBotThreatsTest} and {@link PushBotQuietTest} (the tool's own
 * rules, {@link Push}, every reply enumerated), not from the bot.
 */
class PushBotExtensionTest {
  static Constructor<?> newBoard;
  static Constructor<?> newSearch;
  static Method set;
  static Method moves;
  static Method provenSafe;
  static Method extend;
  static Field depthDone;
  static Field extendChanged;
  static Field lastScore;

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
    provenSafe = search.getDeclaredMethod("provenSafe", int.class, int.class, long.class);
    extend = search.getDeclaredMethod("extend", int.class, int[].class, int[].class, int.class, int.class,
        int.class, long.class);
    depthDone = search.getDeclaredField("depthDone");
    extendChanged = search.getDeclaredField("extendChanged");
    lastScore = search.getDeclaredField("lastScore");
    for (AccessibleObject member : new AccessibleObject[] {newBoard, newSearch, set, moves, provenSafe, extend,
        depthDone, extendChanged, lastScore}) {
      member.setAccessible(true);
    }
  }

  /** 8 × 8, k = 4, X to move: O's three on row 4 wins by 4G (a stone at a4) unless X pushes 4G first. */
  static final String BLOCK = """
      ........
      ........
      ........
      .OOO....
      ........
      ........
      ........
      X.......""";

  /**
   * PushBotQuietTest's position: X's 6D loses to a quiet push of O (the reference finds it), so
   * it is not proven safe.
   */
  @Test
  void aQuietLossIsNotSafe() throws Exception {
    Push game = new Push(8, 4);
    byte[] cells = cells(PushBotQuietTest.POSITION);
    assertTrue(PushBotQuietTest.quietRefutation(game, played(game, cells, "6D"), Side.TWO, 4) != null,
        "the reference: 6D is lost");
    assertFalse((boolean) provenSafe.invoke(search(cells), 1, move("6D", 8), System.nanoTime() + 60_000_000_000L));
  }

  /**
   * BLOCK: every push of X but 4G loses at once; after 4G, O has no win by five threats and no
   * quiet push after which every reply loses to four (the reference, by enumeration). The bot
   * proves 4G safe and no other push; out of time it proves nothing.
   */
  @Test
  void provenSafeFollowsTheReference() throws Exception {
    Push game = new Push(8, 4);
    byte[] cells = cells(BLOCK);
    long far = System.nanoTime() + 60_000_000_000L;
    int safe = 0;
    for (int id = 0; id < game.moveIds(); id++) {
      if (!game.legal(cells, id)) {
        continue;
      }
      String push = game.codec().tokens(game.move(id)).get(0);
      byte[] after = cells.clone();
      game.apply(after, id, Side.ONE.stone());
      boolean referenceSafe = game.status(after) == Status.ONGOING
          && !PushBotThreatsTest.winsByThreats(game, after, Side.TWO, 5)
          && PushBotQuietTest.quietRefutation(game, after, Side.TWO, 4) == null;
      assertEquals(push.equals("4G"), referenceSafe, "the reference on " + push);
      assertEquals(referenceSafe, (boolean) provenSafe.invoke(search(cells), 1, move(push, 8), far), push);
      safe += referenceSafe ? 1 : 0;
    }
    assertEquals(1, safe);
    assertFalse((boolean) provenSafe.invoke(search(cells), 1, move("4G", 8), System.nanoTime() - 1), "out of time");
  }

  /**
   * PushBotThreatsTest's position (X wins by four threats, 9 plies): handed a push that does not
   * win as the search's choice, the extension's deeper search finds a winning push (checked by
   * the reference: after it every reply of O loses at once or to three more threats) and plays it.
   */
  @Test
  void theExtensionFindsTheDeeperWin() throws Exception {
    Push game = new Push(8, 4);
    byte[] cells = cells(PushBotThreatsTest.POSITION);
    Object search = search(cells);
    Field boardField = search.getClass().getDeclaredField("b");
    boardField.setAccessible(true);
    Object board = boardField.get(search);
    int[] m = new int[32];
    int cnt = (int) moves.invoke(board, (Object) m);
    int chosen = -1;
    for (int i = 0; i < cnt && chosen < 0; i++) {
      if (!wins(game, cells, text(m[i], 8))) {
        chosen = i;
      }
    }
    assertTrue(chosen >= 0, "a push that does not win");
    int best = m[chosen];
    m[chosen] = m[0];
    m[0] = best;
    depthDone.set(search, 2);  // the search's own iterations were done (to depth 2)
    int played = (int) extend.invoke(search, 1, m, new int[cnt], cnt, best, best,
        System.nanoTime() + 20_000_000_000L);
    assertTrue(wins(game, cells, text(played, 8)), text(played, 8) + " score " + lastScore.get(search));
    assertTrue((boolean) extendChanged.get(search));
  }

  /** After X's push {@code move}, O to move: every reply loses at once or to at most three threats (the reference). */
  private static boolean wins(Push game, byte[] cells, String move) {
    byte[] c = cells.clone();
    game.apply(c, game.id(((MoveCodec.Parsed.Ok) game.codec().parse(move)).move()), Side.ONE.stone());
    if (game.status(c).over()) {
      return game.status(c) == Status.winFor(Side.ONE);
    }
    return PushBotThreatsTest.everyReplyLoses(game, c, Side.ONE, 3);
  }

  private static Object search(byte[] cells) throws Exception {
    Object board = newBoard.newInstance(8, 4);
    for (int p = 0; p < cells.length; p++) {
      if (cells[p] != 0) {
        set.invoke(board, p, (int) cells[p]);
      }
    }
    Field stones = board.getClass().getDeclaredField("stones");
    stones.setAccessible(true);
    int count = 0;
    for (byte c : cells) {
      count += c != 0 ? 1 : 0;
    }
    stones.set(board, count);
    return newSearch.newInstance(board);
  }

  /** The bot's move number: side * n + line - 1, sides H B G D. */
  private static int move(String move, int n) {
    int side = "HBGD".indexOf(move.charAt(move.length() - 1));
    return side * n + Integer.parseInt(move.substring(0, move.length() - 1)) - 1;
  }

  private static String text(int m, int n) {
    return (m % n + 1) + "" + "HBGD".charAt(m / n);
  }

  private static byte[] played(Push game, byte[] cells, String move) {
    byte[] c = cells.clone();
    game.apply(c, game.id(((MoveCodec.Parsed.Ok) game.codec().parse(move)).move()), Side.ONE.stone());
    assertEquals(Status.ONGOING, game.status(c), move);
    return c;
  }

  private static byte[] cells(String rows) {
    return Position.parse(Side.ONE, rows.strip().split("\\s+")).cells();
  }
}
