package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.lang.Languages;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bot's language named rather than found from its file's ending, in {@code match} and
 * {@code tournament}: {@code --language ID} for every bot file, {@code ID:FILE} for one. The
 * bot, the random Python bot of {@code bots/languages/mnk.py} behind a first test of the
 * interpreter, plays only under PyPy (under CPython it quits: a Q forfeit), so the game's end tells
 * which interpreter ran it.
 */
class BotLanguageIT {
  @TempDir Path home;
  @TempDir Path dir;
  private Path bot;

  @BeforeEach
  void pypyInstalled() throws Exception {
    assumeTrue(Languages.toolchain(Languages.byId("pypy3").orElseThrow()).orElseThrow().installed(System.getenv("PATH")),
        "pypy3 is not installed (Debian package pypy3)");
    bot = Files.writeString(dir.resolve("bot.py"), "import platform, sys\n\n"
        + "if platform.python_implementation() != \"PyPy\":\n    sys.exit(1)\n"
        + Files.readString(Cli.ROOT.resolve("judge/src/test/resources/bots/languages/mnk.py")));
  }

  /** The one game of {@code arbitre match mnk ARGS} on a 7 x 7 board. */
  private JsonNode game(String... args) {
    List<String> all = new ArrayList<>(List.of("match", "mnk"));
    all.addAll(List.of(args));
    all.addAll(List.of("--board", "7x7", "--memory-limit", "256m", "--json"));
    Cli.Result r = Cli.runWithBots(home, all.toArray(new String[0]));
    assertEquals(0, r.code(), r.out() + r.err());
    return r.json().path("games").get(0);
  }

  @Test
  void byItsEndingAPyFileIsCpython() {
    JsonNode g = game(bot.toString(), "random", "--no-swap");
    assertEquals("2Q", g.path("winner").asText() + g.path("reason").asText(), g.toString());
  }

  @Test
  void aPrefixNamesOneBotsLanguage() {
    JsonNode g = game("pypy3:" + bot, "random");
    assertTrue(g.path("reason").asText().matches("[VN]"), g.toString());
  }

  @Test
  void theOptionNamesEveryBotFilesLanguage() {
    JsonNode g = game(bot.toString(), "random", "--language", "pypy");
    assertTrue(g.path("reason").asText().matches("[VN]"), g.toString());
  }

  @Test
  void aPrefixWinsOverTheOption() {
    JsonNode g = game("python:" + bot, "random", "--language", "pypy3", "--no-swap");
    assertEquals("2Q", g.path("winner").asText() + g.path("reason").asText(), g.toString());
  }

  @Test
  void aTournamentNamesAPrefixedBotByItsFile() throws Exception {
    Cli.Result r = Cli.runWithBots(home, "tournament", "mnk", "pypy3:" + bot, "random", "--board", "7x7",
        "--memory-limit", "256m", "--out", dir.resolve("t").toString(), "--json");
    assertEquals(0, r.code(), r.out() + r.err());
    JsonNode standing = null;
    for (JsonNode s : r.json().path("standings")) {
      standing = s.path("bot").asText().equals("bot") ? s : standing;
    }
    assertTrue(standing != null, "named by its file: " + r.out());
    assertEquals(2, standing.path("games").asInt(), r.out());
    assertEquals(0, standing.path("forfeits").path("Q").asInt(), "it never quits: PyPy ran it " + r.out());
  }

  @Test
  void anUnknownLanguageOrAMissingFileIsOneUsageLine() {
    for (String[] args : new String[][] {{"cobol:" + bot, "random"}, {"pypy3:" + dir.resolve("nope.py"), "random"},
        {bot.toString(), "random", "--language", "cobol"}}) {
      List<String> all = new ArrayList<>(List.of("match", "mnk"));
      all.addAll(List.of(args));
      Cli.Result r = Cli.runWithBots(home, all.toArray(new String[0]));
      assertEquals(2, r.code(), r.err());
      assertEquals(1, r.err().strip().lines().count(), r.err());
      assertTrue(r.err().contains("cobol") || r.err().contains("no such bot file"), r.err());
    }
  }
}
