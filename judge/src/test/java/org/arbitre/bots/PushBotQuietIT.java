package org.arbitre.bots;

import static org.arbitre.bots.PushBotQuietTest.DEPTH;
import static org.arbitre.bots.PushBotQuietTest.POSITION;
import static org.arbitre.bots.PushBotQuietTest.cells;
import static org.arbitre.bots.PushBotQuietTest.played;
import static org.arbitre.bots.PushBotQuietTest.quietLossAfter;
import static org.arbitre.bots.PushBotQuietTest.quietRefutation;
import static org.arbitre.bots.PushBotQuietTest.randomLegal;
import static org.arbitre.bots.PushBotQuietTest.rows;
import static org.arbitre.bots.PushBotQuietTest.text;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Random;
import org.arbitre.RunsAlone;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * push-bot's quiet check (see PushBotQuietTest) against the reference of {@link PushBotThreatsTest}
 * (the tool's own rules, every reply enumerated): the reference's proof that the test's position
 * is lost after X's 6D, and every loss the bot's check claims on random games. Integration tests:
 * the reference takes seconds a position.
 */
@RunsAlone
class PushBotQuietIT {
  static PushBotFiles.Report bot;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    bot = PushBotFiles.report(PushBotFiles.compile("push-bot", dir.resolve("push-bot")));
  }

  /**
   * The reference: after X's 6D, O has no win by threats, but it has a quiet push after which
   * every push of X loses at once or to at most four threats.
   */
  @Test
  void theReferenceSaysSixDLosesToAQuietPush() {
    Push game = new Push(8, 4);
    byte[] after = played(game, cells(POSITION), "6D");
    assertFalse(PushBotThreatsTest.winsByThreats(game, after, Side.TWO, DEPTH), "no win by threats for O at once");
    assertNotNull(quietRefutation(game, after, Side.TWO, DEPTH), "O has a quiet push that wins");
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
            || !quietLossAfter(bot, cells, 8, 4, toMove == Side.ONE ? 1 : 2, move)) {
          continue;
        }
        claims++;
        assertNotNull(quietRefutation(game, after, toMove.other(), DEPTH), "claimed lost: " + move + " from\n" + rows(cells, 8));
      }
    }
    assertTrue(claims >= 3, "claims checked: " + claims);
  }
}
