package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbitre.referee.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code arbitre match} end to end with real processes: the built-in random clients (JVMs) play a
 * small sample of real games (the 200-game counts run in process, in RandomGamesTest), with the
 * JSON output, the records and the score.
 */
class MatchCommandIT {
  private static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath();
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();
  @TempDir Path tmp;

  private int run(String... args) {
    CommandLine cmd = Arbitre.commandLine();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    return cmd.execute(args);
  }

  @Test
  void randomAgainstRandomWithRecordsAndScore() throws Exception {
    for (String game : new String[] {"mnk", "push"}) {
      out.getBuffer().setLength(0);
      Path record = tmp.resolve(game + ".json");
      assertEquals(0, run("match", game, "random", "random", "--games", "2", "--json",
          "--record", record.toString()), err.toString());
      JsonNode json = new ObjectMapper().readTree(out.toString());
      assertEquals(2, json.get("games").size());
      int wins = 0;
      for (int g = 1; g <= 2; g++) {
        JsonNode line = json.get("games").get(g - 1);
        String code = line.get("result").asText();
        assertTrue(code.matches(game.equals("push") ? "F[0-3][VN]" : "F[0-2][VN]"), code);
        GameRecord r = GameRecord.read(tmp.resolve(game + "-" + g + ".json"));
        assertEquals(code, r.result().code());
        assertEquals(line.get("moves").asInt(), r.moves().size());
        assertTrue(Files.isRegularFile(Path.of(line.get("stderr").get("player1").asText())));
      }
      JsonNode a = json.get("score").get("bot1").get("total");
      JsonNode b = json.get("score").get("bot2").get("total");
      assertEquals(2, a.get("wins").asInt() + a.get("draws").asInt() + a.get("losses").asInt());
      assertEquals(a.get("wins").asInt(), b.get("losses").asInt());
      // colours alternate: bot 1 played once as player 1 and once as player 2
      JsonNode p1 = json.get("score").get("bot1").get("asPlayer1");
      assertEquals(1, p1.get("wins").asInt() + p1.get("draws").asInt() + p1.get("losses").asInt());
    }
  }

  @Test
  void textReportShowsBoardMovesSlowestAndResult() {
    String firstFree = "python3 " + ROOT.resolve("judge/src/test/resources/bots/first_free.py") + " 3 3";
    assertEquals(0, run("match", "tictactoe", "random", firstFree), err.toString());
    String text = out.toString();
    assertTrue(text.contains("  1 2 3"), text);
    assertTrue(text.matches("(?s).*\\d+ moves; slowest move: player 1 \\d+ ms, player 2 \\d+ ms.*"), text);
    assertTrue(text.matches("(?s).*result: F[012][VN], .*"), text);
    assertTrue(text.contains("stderr: "), text);
  }
}
