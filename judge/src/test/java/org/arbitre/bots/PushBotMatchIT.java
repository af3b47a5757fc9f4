package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.arbitre.RunsAlone;
import org.arbitre.cli.Arbitre;
import org.junit.jupiter.api.Test;

/**
 * A short sample through the real referee ({@code arbitre match push}, 600 ms a move): push-bot
 * against the random client, colours swapped, and one game against the greedy baseline. The full
 * benchmark (100 + 100 games, figures) is bench/bots/push-bots.sh.
 */
@RunsAlone
class PushBotMatchIT {
  static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  static final String BOT = ROOT.resolve("problems/push-bot/Main.java").toString();
  /**
   * The time per move: the bot's budgets scale with the ARBITRE_TIME_MS the referee gives
   * (problems/push-bot/README.md), so a shorter clock than the contest's second still plays its
   * whole time manager, with less thinking; BotsFromOpeningsIT plays it at 200 ms.
   */
  static final int MOVE_MS = 600;

  private static JsonNode match(String opponent, int games) throws Exception {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    PrintWriter outWriter = new PrintWriter(out, true);
    PrintWriter errWriter = new PrintWriter(err, true);
    assertEquals(0, Arbitre.execute(outWriter, errWriter, "match", "push", BOT, opponent, "--games", Integer.toString(games),
        "--time-per-move", MOVE_MS + "ms", "--json"), err.toString());
    return new ObjectMapper().readTree(out.toString());
  }

  @Test
  void beatsTheRandomClient() throws Exception {
    JsonNode json = match("random", 2);
    for (JsonNode g : json.get("games")) {
      int bot = g.get("player1").asText().contains("push-bot") ? 1 : 2;
      assertEquals("F" + bot + "V", g.get("result").asText(), g.toString());
      assertTrue(g.get("slowestMs").get("player" + bot).asLong() < MOVE_MS, g.toString());
    }
  }

  /**
   * The sample is too small to measure strength: it checks a whole game against a bot that plays
   * back ends by the board, no forfeit. One game is enough for that (the random client's games
   * have the bot play both colours).
   */
  @Test
  void playsTheGreedyBaselineWithoutForfeit() throws Exception {
    JsonNode json = match(ROOT.resolve("problems/push-greedy/Main.java").toString(), 1);
    assertEquals(1, json.get("games").size());
    for (JsonNode g : json.get("games")) {
      assertTrue(g.get("result").asText().matches("F[0-3][VN]"), g.toString());
      assertTrue(g.get("moves").asInt() > 4, g.toString());
    }
  }
}
