package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.referee.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

  /** The command, with the bots' folders in this test's own folder (another class may play random at the same time). */
  private int run(String... args) {
    Cli.Result r = Cli.runWithBots(tmp, args);
    out.write(r.out());
    err.write(r.err());
    return r.code();
  }

  @Test
  void randomAgainstRandomWithRecordsAndScore() throws Exception {
    // mnk 20x20 twice (colours swap), push once on the seed's 8x8 board, k=3
    for (String[] c : new String[][] {{"mnk", "2"}, {"push", "1", "--board", "8", "--k", "3"}}) {
      String game = c[0];
      int games = Integer.parseInt(c[1]);
      assumeTrue(Files.isRegularFile(ROOT.resolve("problems/" + game + "-random/Main.java")),
          "the dummy client problems/" + game + "-random is not there yet");
      out.getBuffer().setLength(0);
      Path record = tmp.resolve(game + ".json");
      List<String> args = new ArrayList<>(List.of("match", game, "random", "random", "--games",
          c[1], "--json", "--record", record.toString()));
      args.addAll(List.of(c).subList(2, c.length));
      assertEquals(0, run(args.toArray(new String[0])), err.toString());
      JsonNode json = new ObjectMapper().readTree(out.toString());
      assertEquals(games, json.get("games").size());
      for (int g = 1; g <= games; g++) {
        JsonNode line = json.get("games").get(g - 1);
        String code = line.get("result").asText();
        assertTrue(code.matches(game.equals("push") ? "F[0-3][VN]" : "F[0-2][VN]"), code);
        GameRecord r = GameRecord.read(games == 1 ? record : tmp.resolve(game + "-" + g + ".json"));
        assertEquals(code, r.result().code());
        assertEquals(line.get("moves").asInt(), r.moves().size());
        assertTrue(Files.isRegularFile(Path.of(line.get("stderr").get("player1").asText())));
      }
      JsonNode a = json.get("score").get("bot1").get("total");
      JsonNode b = json.get("score").get("bot2").get("total");
      assertEquals(games, a.get("wins").asInt() + a.get("draws").asInt() + a.get("losses").asInt());
      assertEquals(a.get("wins").asInt(), b.get("losses").asInt());
      if (games == 2) {
        // colours alternate: bot 1 played once as player 1 and once as player 2
        JsonNode p1 = json.get("score").get("bot1").get("asPlayer1");
        assertEquals(1, p1.get("wins").asInt() + p1.get("draws").asInt() + p1.get("losses").asInt());
      }
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
