package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.arbitre.RunsAlone;
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
 * rules, {@link Push}, every reply enumerated), not from the bot. The bot is observed through its
 * report: {@code safe M} (whether push M is proven safe within the report's clock) and
 * {@code extend M} (the extension, handed M as the search's choice after depth 2). An integration
 * test: the proofs and the references take tens of seconds.
 */
@RunsAlone
class PushBotExtensionIT {
  static PushBotFiles.Report bot;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    bot = PushBotFiles.report(PushBotFiles.compile("push-bot", dir.resolve("push-bot")));
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
    assertEquals("6D false", bot.line(8, 4, PushBotQuietTest.POSITION, 1, 60_000, "safe 6D"));
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
      assertEquals(push + " " + referenceSafe, bot.line(8, 4, BLOCK, 1, 60_000, "safe " + push));
      safe += referenceSafe ? 1 : 0;
    }
    assertEquals(1, safe);
    assertEquals("4G false", bot.line(8, 4, BLOCK, 1, 0, "safe 4G"), "out of time");
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
    String chosen = null;  // the first push in the bot's order of moves (sides H B G D, lines 1 to n) that does not win
    for (int m = 0; m < 32 && chosen == null; m++) {
      String push = (m % 8 + 1) + "" + "HBGD".charAt(m / 8);
      if (game.legal(cells, game.id(((MoveCodec.Parsed.Ok) game.codec().parse(push)).move())) && !wins(game, cells, push)) {
        chosen = push;
      }
    }
    assertTrue(chosen != null, "a push that does not win");
    String line = bot.line(8, 4, PushBotThreatsTest.POSITION, 1, 20_000, "extend " + chosen);
    String[] t = line.split(" ");  // M played P changed B
    assertTrue(wins(game, cells, t[2]), line);
    assertEquals("true", t[4], line);
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
