package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;
import org.arbitre.OneCore;
import org.arbitre.referee.TimeControl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile bots (in {@code src/test/resources/bots/}, named by their end code where they have
 * one), played in the sandbox against a well-behaved bot: each gets its documented end code, the
 * match returns within its limit (per game: start-up, each move's time, the grace) + 2 s, no
 * process of it survives, and nothing under the bots' home changed but what the referee writes
 * (stderr files, locks) and what a bot wrote into its own {@code data/}; a folder of the test's
 * outside it is left as it was.
 */
@ExtendWith(PrivateCache.class)
@OneCore
class HostileBotsIT {
  private static final String BOTS = Cli.ROOT.resolve("judge/src/test/resources/bots/").toString() + "/";
  private static final TimeControl CLOCK = TimeControl.DEFAULT;

  @TempDir Path home; // the bots' folders
  @TempDir Path outside;
  private final String marker = "arbitre-hostile-bot-" + UUID.randomUUID();
  private Set<String> outsideBefore;

  @BeforeEach
  void before() throws IOException {
    Files.writeString(outside.resolve("kept.txt"), "the test's own file\n");
    outsideBefore = listing(outside);
  }

  @AfterEach
  void nothingLeft() throws IOException {
    assertEquals(outsideBefore, listing(outside), "the test's folder changed");
    for (String f : listing(home)) {
      assertTrue(f.matches("[^/]+(/\\.lock|/stderr-\\d+\\.txt|/data|/data/mine\\.txt|/data/fill-\\d+\\.bin)?"), "unexpected file " + f);
    }
    Cli.assertNoProcessMentions(marker);
  }

  /** Plays {@code args} (a match) on the bots' home of the test; checks the time it took. */
  private Cli.Result match(String... args) {
    long start = System.nanoTime();
    Cli.Result r = Cli.runWithBots(home, args);
    long ms = (System.nanoTime() - start) / 1_000_000;
    assertEquals(0, r.code(), r.err());
    long limit = 2000;
    for (JsonNode g : r.json().get("games")) {
      limit += CLOCK.startup().toMillis() + CLOCK.grace().toMillis() + g.get("moves").asLong() * CLOCK.limit().toMillis();
    }
    assertTrue(ms <= limit, "the match took " + ms + " ms, over its limit + 2 s: " + limit + " ms");
    return r;
  }

  private static JsonNode game(Cli.Result r, int i) {
    return r.json().get("games").get(i);
  }

  @Test
  void aBotThatFloodsItsStderrHasItCappedAndPlaysOn() throws Exception {
    Cli.Result r = match("match", "mnk", "python3 " + BOTS + "mnk_floods_stderr.py " + marker, "random",
        "--board", "8x8", "--k", "4", "--json");
    JsonNode g = game(r, 0);
    assertTrue(g.get("reason").asText().matches("[VN]"), "the game went on to its end: " + g);
    Path stderr = Path.of(g.get("stderr").get("player1").asText());
    long size = Files.size(stderr);
    // at least four moves of 3 MiB each were written (a line of 4 needs four); the file keeps 8 MiB and says it cut the rest
    assertTrue(size > 8L << 20 && size < (8L << 20) + 200, "size " + size);
    assertTrue(Files.readString(stderr).endsWith("[arbitre: stderr cut at 8 MiB; the rest was dropped]\n"));
  }

  @Test
  void aBotCannotWriteIntoAnotherBotsFolderNorOutsideItsOwnData() throws Exception {
    // two games: the other bot's folder exists from the first on (both are claimed before it)
    Cli.Result r = match("match", "mnk", "python3 " + BOTS + "mnk_writes_other_data.py " + outside
        + " " + marker, "random", "--board", "6x6", "--k", "4", "--games", "2", "--json");
    for (int i = 0; i < 2; i++) {
      JsonNode g = game(r, i);
      assertTrue(g.get("reason").asText().matches("[VN]"), "the game went on to its end: " + g);
      String hostile = g.get("stderr").get(i == 0 ? "player1" : "player2").asText();
      String err = Files.readString(Path.of(hostile));
      Path own = Path.of(hostile).getParent();
      assertTrue(err.contains("wrote data/mine.txt"), err);
      assertTrue(err.contains("refused " + outside.resolve("intruder.txt")), err);
      // refused (as root: the folders on the way are root's), or written into the sandbox's memory
      // only (without root, bwrap's tmpfs over the bots' home is the program's): never on disk
      for (String line : err.lines().filter(l -> l.startsWith("wrote /")).toList()) {
        assertFalse(Files.exists(Path.of(line.substring("wrote ".length()))), line);
      }
      assertFalse(Files.exists(own.resolve("intruder.txt")));
      assertEquals("written by another bot\n", Files.readString(own.resolve("data/mine.txt")));
      try (Stream<Path> data = Files.list(own.resolve("data"))) { // its link and its pipe stayed in the sandbox
        assertEquals(List.of(own.resolve("data/mine.txt")), data.toList());
      }
    }
    try (Stream<Path> folders = Files.list(home)) {
      List<Path> all = folders.toList();
      assertEquals(2, all.size(), all.toString());
      for (Path f : all) {
        if (!Files.exists(f.resolve("data/mine.txt"))) {
          try (Stream<Path> data = Files.list(f.resolve("data"))) {
            assertEquals(List.of(), data.toList(), "the other bot's data/");
          }
        }
      }
    }
  }

  @Test
  void aBotThatStartsAHelperAndExitsQuitsAndTheHelperDies() throws Exception {
    Cli.Result r = match("match", "mnk", "python3 " + BOTS + "mnk_Q_spawns_helper_and_exits.py " + marker,
        "random", "--board", "6x6", "--k", "4", "--json");
    JsonNode g = game(r, 0);
    assertEquals("F2Q", g.get("result").asText(), g.toString());
    // the helper left its session and its parent: only the sandbox's PID namespace took it along
  }

  @Test
  void aBotThatAnswersTwicePlaysItsSecondAnswerAsItsNextMove() throws Exception {
    Cli.Result r = match("match", "mnk", "python3 " + BOTS + "mnk_I_answers_twice.py " + marker,
        "python3 " + BOTS + "first_free.py 8 8", "--board", "8x8", "--k", "5", "--json");
    JsonNode g = game(r, 0);
    // (1,1) (2,1) (3,1) (4,1), then its answer written ahead, (4,1): taken meanwhile
    assertEquals("F2I", g.get("result").asText(), g.toString());
    assertEquals(4, g.get("moves").asInt(), g.toString());
    assertTrue(g.get("words").asText().contains("played 4 1: cell already occupied"), g.toString());
  }

  @Test
  void aBotThatIgnoresTheEndMessageIsKilledAndTheResultKept() throws Exception {
    for (String how : List.of("sleep", "spin")) {
      Cli.Result r = match("match", "mnk", "python3 " + BOTS + "mnk_ignores_end.py " + how + " " + marker,
          "random", "--board", "4x4", "--k", "3", "--json");
      JsonNode g = game(r, 0);
      // whatever the board says (a line, a full board), never a forfeit
      assertTrue(g.get("reason").asText().matches("[VN]"), how + ": " + g);
      Cli.assertNoProcessMentions(marker);
    }
  }

  @Test
  void aBotThatFillsItsDataFolderIsStoppedAtTheQuotaInsideAndPlaysOn() throws Exception {
    Cli.Result r = match("match", "mnk", "python3 " + BOTS + "mnk_fills_data.py " + marker, "random",
        "--board", "6x6", "--k", "4", "--games", "2", "--data-quota", "8m", "--json");
    for (int i = 0; i < 2; i++) {
      JsonNode g = game(r, i);
      assertTrue(g.get("reason").asText().matches("[VN]"), "the game went on to its end: " + g);
      Path stderr = Path.of(g.get("stderr").get(i == 0 ? "player1" : "player2").asText());
      String err = Files.readString(stderr);
      assertTrue(err.contains("error: No space left on device"), err);
      java.util.regex.Matcher wrote = java.util.regex.Pattern.compile("wrote (\\d+) MiB").matcher(err);
      assertTrue(wrote.find() && Integer.parseInt(wrote.group(1)) >= 6 && Integer.parseInt(wrote.group(1)) <= 8, err);
      // the second game finds what the first one left: data/ is kept between games, within the quota
      assertTrue(i == 0 ? err.contains("found 0 files") : !err.contains("found 0 files"), err);
      long size;
      try (Stream<Path> files = Files.walk(stderr.resolveSibling("data"))) {
        size = files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
      }
      assertTrue(size <= 8L << 20, "data/ holds " + size + " bytes");
    }
  }

  private static Set<String> listing(Path dir) throws IOException {
    Set<String> names = new TreeSet<>();
    List<Path> all = new ArrayList<>();
    try (Stream<Path> files = Files.walk(dir)) {
      files.filter(p -> !p.equals(dir)).forEach(all::add);
    }
    for (Path p : all) {
      names.add(dir.relativize(p).toString());
    }
    return names;
  }
}
