package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Bots that misbehave without breaking a rule of the game: the referee goes on, the machine is safe. */
@ExtendWith(PrivateCache.class)
class HostileBotsIT {
  private static final String BOTS = Cli.ROOT.resolve("judge/src/test/resources/bots/").toString() + "/";

  @Test
  void aBotThatFloodsItsStderrHasItCappedAndPlaysOn() throws Exception {
    Cli.Result r = Cli.run("match", "mnk", "python3 " + BOTS + "mnk_floods_stderr.py", "random", "--board", "8x8",
        "--k", "4", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode g = r.json().get("games").get(0);
    assertTrue(g.get("reason").asText().matches("[VN]"), "the game went on to its end: " + g);
    Path stderr = Path.of(g.get("stderr").get("player1").asText());
    long size = Files.size(stderr);
    // at least four moves of 3 MiB each were written (a line of 4 needs four); the file keeps 8 MiB and says it cut the rest
    assertTrue(size > 8L << 20 && size < (8L << 20) + 200, "size " + size);
    assertTrue(Files.readString(stderr).endsWith("[arbitre: stderr cut at 8 MiB; the rest was dropped]\n"));
    Cli.assertNoProcessMentions("mnk_floods_stderr.py");
  }
}
