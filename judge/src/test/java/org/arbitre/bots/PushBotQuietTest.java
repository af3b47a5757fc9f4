package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * the bot. The bot's quiet check is its report's {@code quiet M} (after the side to move's push M).
 * The reference's own proof of the position and the check on random games are in PushBotQuietIT
 * (tens of seconds).
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

  static PushBotFiles.Report bot;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    bot = PushBotFiles.report(PushBotFiles.compile("push-bot", dir.resolve("push-bot")));
  }

  /** The bot's quiet check proves it too (no clock: a far deadline). */
  @Test
  void theQuietCheckProvesIt() throws Exception {
    assertTrue(quietLossAfter(bot, cells(POSITION), 8, 4, 1, "6D"));
  }

  // ---- the bot, through its report

  /** Whether the bot's quiet check calls {@code move} of player {@code who} lost in {@code cells}. */
  static boolean quietLossAfter(PushBotFiles.Report bot, byte[] cells, int n, int k, int who, String move)
      throws Exception {
    String line = bot.line(n, k, rows(cells, n), who, 60_000, "quiet " + move);
    assertTrue(line.equals(move + " lost") || line.equals(move + " not-lost"), line);
    return line.endsWith(" lost");
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

  static String text(Push game, int id) {
    return game.codec().tokens(game.move(id)).get(0);
  }

  static byte[] played(Push game, byte[] cells, String move) {
    byte[] c = cells.clone();
    game.apply(c, game.id(((MoveCodec.Parsed.Ok) game.codec().parse(move)).move()), Side.ONE.stone());
    assertEquals(Status.ONGOING, game.status(c), move);
    return c;
  }

  static int randomLegal(Push game, byte[] cells, Random random) {
    while (true) {
      int id = random.nextInt(game.moveIds());
      if (game.legal(cells, id)) {
        return id;
      }
    }
  }

  static byte[] cells(String rows) {
    return Position.parse(Side.ONE, rows.strip().split("\\s+")).cells();
  }

  static String rows(byte[] cells, int n) {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < cells.length; p++) {
      sb.append(".XO".charAt(cells[p])).append(p % n == n - 1 ? "\n" : "");
    }
    return sb.toString();
  }
}
