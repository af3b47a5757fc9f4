package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** A Gomocup brain (a tiny one written for the test) plays through the pbrain adapter. */
@ExtendWith(PrivateCache.class)
class PbrainIT {
  private static final String BRAIN = "pbrain:python3 "
      + Cli.ROOT.resolve("judge/src/test/resources/bots/pbrain_first_free.py");
  @TempDir Path tmp;

  @Test
  void aBrainPlaysAWholeGameBothColours() throws Exception {
    Path record = tmp.resolve("g.json");
    Cli.Result r = Cli.runWithBots(tmp, "match", "mnk", BRAIN, "random", "--board", "10x10", "--k", "5",
        "--games", "2", "--json", "--record", record.toString());
    assertEquals(0, r.code(), r.err());
    for (JsonNode g : r.json().get("games")) {
      // the brain never wrote a non-move nor an illegal one, nor ran out of time
      int brain = g.get("player1").asText().startsWith("pbrain:") ? 1 : 2;
      String reason = g.get("reason").asText();
      assertTrue(reason.equals("V") || reason.equals("N") || g.get("winner").asInt() == brain, g.toString());
      assertTrue(g.get("moves").asInt() >= 9, g.toString()); // five first-free stones need 9 moves at least
      String log = Files.readString(Path.of(g.get("stderr").get("player" + brain).asText()));
      assertTrue(log.contains("got START 10"), log);
      assertTrue(log.contains(brain == 1 ? "got BEGIN" : "got TURN "), log);
      assertTrue(log.contains("got END"), log);
      assertFalse(log.contains("UNKNOWN"), log);
    }
  }

  @Test
  void aBrainStartsFromAnOpeningGivenAsABoard() throws Exception {
    Path openings = Files.writeString(tmp.resolve("o.txt"), "5 5 6 6\n");
    Cli.Result r = Cli.runWithBots(tmp, "tournament", "mnk", BRAIN, "random", "--board", "10x10", "--k", "5",
        "--openings", openings.toString(), "--out", tmp.resolve("t").toString(), "--json");
    assertEquals(0, r.code(), r.err());
    String log = Files.readString(tmp.resolve("t/games/r1-0v1-o1-g1.p1.stderr.txt"));
    assertTrue(log.contains("got BOARD\ngot 4,4,1\ngot 5,5,2\ngot DONE"), log);
  }

  @Test
  void aBrainPlaysFiveInARowOnly() {
    Cli.Result r = Cli.runWithBots(tmp, "match", "mnk", BRAIN, "random");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("five in a row"), r.err());
  }
}
