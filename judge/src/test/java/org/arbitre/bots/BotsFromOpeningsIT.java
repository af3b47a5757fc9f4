package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbitre.RunsAlone;
import org.arbitre.cli.Arbitre;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The shipped bots play from a tournament's openings (even and odd: after an odd one player 2
 * moves first), read from ARBITRE_OPENING, and keep to a short time per move read from
 * ARBITRE_TIME_MS: no forfeit of any kind, every game won or drawn on the board.
 */
@RunsAlone
class BotsFromOpeningsIT {
  private static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  @TempDir Path tmp;

  @ParameterizedTest
  @CsvSource({
      "mnk, mnk-bot, mnk-greedy, 9x9, 5, '5 5 6 6|5 5 6 5 4 4'",
      "push, push-bot, push-greedy, 7, 4, '4H 4B|1G'"})
  void playFromOpeningsAtTwoHundredMilliseconds(String game, String bot, String opponent, String board, String k,
      String openings) throws Exception {
    Path file = Files.writeString(tmp.resolve("openings.txt"), openings.replace('|', '\n') + "\n");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Arbitre.execute(new PrintWriter(out, true), new PrintWriter(err, true), "tournament", game,
        ROOT.resolve("problems/" + bot + "/Main.java").toString(), ROOT.resolve("problems/" + opponent + "/Main.java").toString(),
        "--board", board, "--k", k, "--openings", file.toString(), "--rounds", "2", "--time-per-move", "200ms",
        "--out", tmp.resolve("t").toString(), "--json");
    assertEquals(0, code, err.toString());
    for (String line : Files.readAllLines(tmp.resolve("t/results.jsonl"))) {
      JsonNode r = new ObjectMapper().readTree(line);
      assertTrue(r.get("reason").asText().matches("[VN]"), "no forfeit: " + r + "\n" + err);
    }
  }
}
