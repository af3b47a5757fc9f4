package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A short sample of problems/mnk-bot through the real referee ({@code arbitre match}, real
 * processes, colours alternating): against the random client on the default 20 × 20, k = 6 board,
 * and against the greedy baseline at freestyle gomoku (15 × 15, k = 5; the bots get the board as
 * arguments through quoted command lines). The long benchmark is bench/mnk-bots.sh.
 */
class MnkBotMatchIT {
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();
  @TempDir Path dir;

  private static String file(String slug) {
    return Cli.ROOT.resolve("problems").resolve(slug).resolve("Main.java").toString();
  }

  /** The games where the bot played player 1 or 2; checks the codes and that it never forfeits. */
  private static int botWins(JsonNode json, String botName) {
    int wins = 0;
    for (JsonNode g : json.get("games")) {
      int me = g.get("player1").asText().equals(botName) ? 1 : 2;
      String code = g.get("result").asText();
      assertTrue(code.matches("F[0-2][VN]"), "no forfeit of any kind: " + code);
      assertTrue(g.get("winner").asInt() != 3 - me, "the bot lost: " + g);
      wins += g.get("winner").asInt() == me ? 1 : 0;
    }
    return wins;
  }

  @Test
  void beatsTheRandomClientOnTheDefaultBoard() {
    Cli.Result r = Cli.run("match", "mnk", file("mnk-bot"), "random", "--games", "2", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(2, botWins(r.json(), file("mnk-bot")));
  }

  /** Compiles problems/SLUG/Main.java with --release 8 into dir/SLUG; returns that folder. */
  private Path compiled(String slug) {
    Path out = dir.resolve(slug);
    int rc = ToolProvider.getSystemJavaCompiler()
        .run(null, null, null, "--release", "8", "-Xlint:-options", "-d", out.toString(), file(slug));
    assertEquals(0, rc, "javac " + slug);
    return out;
  }

  @Test
  void beatsTheGreedyBaselineAtGomoku() {
    // 2 s per move for the referee (a loaded test machine, a JVM start in the first move); the
    // bot still thinks as for 1 s (its fourth argument).
    String bot = JAVA + " -cp " + compiled("mnk-bot") + " Main 15 15 5 1000";
    String greedy = JAVA + " -cp " + compiled("mnk-greedy") + " Main 15 15 5";
    Cli.Result r = Cli.run("match", "mnk", bot, greedy, "--board", "15x15", "--k", "5",
        "--games", "2", "--time-per-move", "2s", "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(botWins(r.json(), bot) >= 1, r.out());
  }
}
