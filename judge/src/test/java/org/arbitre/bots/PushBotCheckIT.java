package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Random;
import org.arbitre.RunsAlone;
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
 * from the bot. The bot's search is run through its report ({@code search 4}: the alpha-beta at
 * nominal depth 4 from the position, no clock but the report's). An integration test: finding the
 * positions by the reference takes seconds.
 */
@RunsAlone
class PushBotCheckIT {
  static final int N = 7;
  static final int K = 4;
  static final int DEPTH = 4;

  static PushBotFiles.Report bot;
  static int mateZone;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    bot = PushBotFiles.report(PushBotFiles.compile("push-bot", dir.resolve("push-bot")));
    mateZone = bot.constant("MATE_ZONE");
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
      String line = bot.line(N, K, PushBotFiles.rows(cells, N), att == Side.ONE ? 1 : 2, 60_000, "search " + DEPTH);
      assertTrue(line.endsWith(" unchanged true"), "the search leaves the board as it found it: " + line);
      int v = Integer.parseInt(line.split(" ")[0]);
      assertTrue(v > mateZone, "a win by 3 threats (7 plies) seen at depth " + DEPTH + ": " + v
          + " on " + new Position(N, N, cells, att));
      found++;
    }
    assertEquals(12, found, "positions with a win by exactly 3 threats, in " + tried + " random ones");
  }
}
