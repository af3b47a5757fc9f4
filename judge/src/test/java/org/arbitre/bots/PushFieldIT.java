package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.app.Settings;
import org.arbitre.app.Toolkit;
import org.arbitre.cli.Arbitre;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The benchmark's push opponents (judge/src/test/resources/bots/push-field, one source, six styles, as
 * bench/push-field.sh writes them out) play whole games through the referee from openings (even
 * and odd), on a small board and the default one: every game ends on the board, no forfeit (an
 * invalid push, a crash or a timeout would be one), and it wins most of its 8 games against the
 * random client: 7 of 8 at least (two styles won 60 of 60 in a trial; with the last choice made at
 * random, two styles of six won 3 and 4 of 8 and the others at least 5).
 */
class PushFieldIT {
  private static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  @TempDir Path tmp;

  @ParameterizedTest
  @ValueSource(strings = {"attacker", "defender", "runs", "squares", "noisy", "twoply"})
  void eachStylePlaysWholeGamesWithoutForfeit(String style) throws Exception {
    String source = Files.readString(ROOT.resolve("judge/src/test/resources/bots/push-field/Main.java"));
    String marker = "static String STYLE = \"attacker\";";
    assertTrue(source.contains(marker), "bench/push-field.sh rewrites this line");
    Path bot = tmp.resolve(style).resolve("Main.java");
    Files.createDirectories(bot.getParent());
    Files.writeString(bot, source.replace(marker, "static String STYLE = \"" + style + "\";"));
    int wins = 0;
    for (List<String> board : List.of(List.of("7", "4", "4H 4B|1G"), List.of("15", "5", "8H 8B 7G 9D|8H"))) {
      Path openings = Files.writeString(tmp.resolve("openings.txt"), board.get(2).replace('|', '\n') + "\n");
      Path out = tmp.resolve(style + "-" + board.get(0));
      StringWriter err = new StringWriter();
      int code;
      // the bots' folders in this test's own folder: another class may play random at the same time
      try (Toolkit kit = new Toolkit(Settings.fromSystem(), tmp.resolve("bots"))) {
        CommandLine cmd = Arbitre.commandLine(kit);
        cmd.setOut(new PrintWriter(new StringWriter(), true));
        cmd.setErr(new PrintWriter(err, true));
        code = cmd.execute("tournament", "push", bot.toString(), "random", "--board", board.get(0), "--k",
            board.get(1), "--openings", openings.toString(), "--rounds", "2", "--concurrency", "2", "--out",
            out.toString(), "--json");
      }
      assertEquals(0, code, err.toString());
      List<String> results = Files.readAllLines(out.resolve("results.jsonl"));
      assertEquals(4, results.size(), err.toString());
      for (String line : results) {
        JsonNode r = new ObjectMapper().readTree(line);
        assertTrue(r.get("reason").asText().matches("[VN]"), "no forfeit: " + r + "\n" + err);
        int winner = r.get("winner").asInt();
        if (winner == 1 || winner == 2) wins += r.get("player" + winner).get("bot").asText().equals(style) ? 1 : 0;
      }
    }
    assertTrue(wins >= 7, style + " won only " + wins + " of 8 games against the random client");
  }
}
