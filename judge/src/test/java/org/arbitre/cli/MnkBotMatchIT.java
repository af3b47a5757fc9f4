package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.arbitre.RunsAlone;
import org.junit.jupiter.api.Test;

/**
 * A short sample of problems/mnk-bot through the real referee ({@code arbitre match}, real
 * processes, colours alternating): against the random client on the default 20 × 20, k = 6 board,
 * and against the greedy baseline at freestyle gomoku (15 × 15, k = 5; the bots read the
 * board from the referee's environment). The bot's search budget scales with the ARBITRE_TIME_MS the
 * referee gives (problems/mnk-bot/README.md, Time), so a shorter clock than the contest's 1 s still
 * plays its whole time manager, with less thinking. The long benchmark is bench/bots/mnk-bots.sh.
 */
@RunsAlone
class MnkBotMatchIT {

  private static String file(String slug) {
    return Cli.ROOT.resolve("problems").resolve(slug).resolve("Main.java").toString();
  }

  /** The bot's score (win 1, draw ½) over the games; checks that nobody forfeits. */
  private static double botScore(JsonNode json, String botName) {
    double score = 0;
    for (JsonNode g : json.get("games")) {
      int me = g.get("player1").asText().equals(botName) ? 1 : 2;
      String code = g.get("result").asText();
      assertTrue(code.matches("F[0-2][VN]"), "no forfeit of any kind: " + g);
      int w = g.get("winner").asInt();
      score += w == me ? 1 : w == 0 ? 0.5 : 0;
    }
    return score;
  }

  @Test
  void beatsTheRandomClientOnTheDefaultBoard() {
    // 600 ms a move: a search budget of 300 ms, which keeps the bot's 300 ms margin for a loaded machine
    Cli.Result r = Cli.run("match", "mnk", file("mnk-bot"), "random", "--games", "2", "--time-per-move", "600ms",
        "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(2.0, botScore(r.json(), file("mnk-bot")), r.out());
  }

  @Test
  void outscoresTheGreedyBaselineAtGomoku() {
    // The bots read the board from the referee's ARBITRE_BOARD / ARBITRE_K; the contest's 1 s per
    // move, a search budget of 650 ms
    Cli.Result r = Cli.run("match", "mnk", file("mnk-bot"), file("mnk-greedy"), "--board", "15x15",
        "--k", "5", "--games", "2", "--json");
    assertEquals(0, r.code(), r.err());
    // a sample, not a benchmark (bench/bots/mnk-bots.sh): at least one point of two
    assertTrue(botScore(r.json(), file("mnk-bot")) >= 1.0, r.out());
  }
}
