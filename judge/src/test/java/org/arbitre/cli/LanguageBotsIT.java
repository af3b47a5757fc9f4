package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.OneCore;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Toolchain;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A bot in every language plays a whole m,n,k game through the referee ({@code arbitre match},
 * docs/rules.md, section 1) against the built-in random bot, without a forfeit by either side:
 * the hand-written random bots of {@code resources/bots/languages/}, on a 7 x 7 board with k = 4,
 * one game each (its build is cached as any). PyPy's bot is the Python one with PyPy's first line
 * ({@code #!/usr/bin/env pypy3}) written before it. A language whose toolchain is not installed is
 * skipped, naming its Debian package.
 */
@OneCore
class LanguageBotsIT {
  private static final Path BOTS = Cli.ROOT.resolve("judge/src/test/resources/bots/languages");

  /** How a game may end when neither side forfeits: a line of k, or a full board (docs/rules.md, section 3). */
  private static final List<String> ON_THE_BOARD = List.of("V", "N");

  @TempDir Path home;
  @TempDir Path dir;

  /** The bot of {@code file}; for PyPy, the Python bot made PyPy's by its first line. */
  private Path bot(String file) throws IOException {
    if (!file.equals("mnk.pypy.py")) {
      return BOTS.resolve(file);
    }
    return Files.writeString(dir.resolve(file), "#!/usr/bin/env pypy3\n" + Files.readString(BOTS.resolve("mnk.py")));
  }

  /**
   * The interpreted bots (Node, Ruby, PHP, Python) play at the contest's default memory limit (16
   * MB, no option): an interpreted bot is held to its own pages, not to the interpreter's libraries
   * it maps (Node maps about 33 MiB of them, PHP 14), so, as in the judge, a runtime that fits
   * within 16 MB of its own plays a whole game. The others get 256 MB: a JVM wants its heap.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({"java, Mnk.java, 256m", "c, mnk.c, 256m", "cpp, mnk.cpp, 256m", "python, mnk.py, default",
      "pascal, mnk.pas, 256m", "ocaml, mnk.ml, 256m", "rust, mnk.rs, 256m", "go, mnk.go, 256m",
      "javascript, mnk.js, default", "ruby, mnk.rb, default", "php, mnk.php, default", "bash, mnk.sh, 256m",
      "lua, mnk.lua, 256m", "kotlin, mnk.kt, 256m", "csharp, mnk.cs, 256m", "pypy3, mnk.pypy.py, 256m",
      "haskell, mnk.hs, 256m"})
  void aBotPlaysAWholeGameWithoutAForfeit(String id, String file, String memory) throws Exception {
    Language lang = Languages.byId(id).orElseThrow();
    Toolchain t = Languages.toolchain(lang).orElseThrow();
    assumeTrue(t.installed(System.getenv("PATH")),
        id + ": " + t.program() + " is not installed (Debian package " + t.debianPackage() + ")");
    Path bot = bot(file);
    assertEquals(id, Languages.forFile(bot).orElseThrow().id(), "the file's language");
    List<String> args = new ArrayList<>(List.of("match", "mnk", bot.toString(), "random", "--board", "7x7", "--k", "4",
        "--time-per-move", "3s", "--json"));
    if (!memory.equals("default")) {
      args.addAll(List.of("--memory-limit", memory));
    }
    Cli.Result r = Cli.runWithBots(home, args.toArray(String[]::new));
    assertEquals(0, r.code(), r.out() + r.err());
    JsonNode games = r.json().path("games");
    assertEquals(1, games.size(), r.out());
    JsonNode game = games.get(0);
    assertTrue(ON_THE_BOARD.contains(game.path("reason").asText()), id + " " + game + "\n" + r.err());
  }

  /**
   * A bot that prints its move without flushing it (a C bot's stdout to a pipe is fully buffered)
   * waits for the opponent's move with its own still in its buffer: it loses as blocked (B), and
   * the words say why, rather than only "waiting on a read".
   */
  @org.junit.jupiter.api.Test
  void aBotThatForgetsToFlushLosesSayingSo() throws Exception {
    Cli.Result r = Cli.runWithBots(home, "match", "mnk", BOTS.resolve("noflush.c").toString(), "random", "--board",
        "7x7", "--k", "4", "--json");
    JsonNode game = r.json().path("games").get(0);
    assertEquals("F2B", game.path("result").asText(), r.out() + r.err());
    assertTrue(game.path("words").asText().contains("a move printed but not flushed waits in its buffer"), game.toString());
  }
}
