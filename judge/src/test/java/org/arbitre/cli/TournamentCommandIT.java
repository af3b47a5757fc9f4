package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbitre tournament} end to end with real bot processes (seeded random bots in Python,
 * quick to start, the same game for the same seeds): the schedule played whole, every game kept,
 * a second run that plays nothing, a different command line refused, and a run killed with
 * SIGKILL in the middle that the same command completes without losing or doubling a game, and
 * one stopped with SIGTERM that keeps no game its stop cut short.
 *
 * <p>Not {@code @RunsAlone}: nothing here races a clock (the bots answer in a few milliseconds of
 * their 1 s per move, and start-up is not on it), so it runs beside another class. The bots run
 * from this class's own copy of the seeded bot, so that the orphans a killed run leaves are found
 * (and killed) by a path no other class's bots have.
 */
@ExtendWith(PrivateCache.class)
class TournamentCommandIT {
  @TempDir static Path bots;
  private static String seeded;
  @TempDir Path tmp;

  @BeforeAll
  static void ownCopyOfTheSeededBot() throws Exception {
    seeded = Files.copy(Cli.ROOT.resolve("judge/src/test/resources/bots/seeded_random.py"),
        bots.resolve("seeded_random.py")).toString();
  }

  private static String bot(int seed) {
    return "python3 " + seeded + " " + seed + " mnk 7 7";
  }

  private List<String> args(Path out, String... extra) {
    List<String> a = new ArrayList<>(List.of("tournament", "mnk", bot(1), bot(2), bot(3), "--board", "7x7", "--k", "4",
        "--out", out.toString(), "--concurrency", "2"));
    a.addAll(List.of(extra));
    return a;
  }

  private static List<JsonNode> results(Path out) throws Exception {
    ObjectMapper json = new ObjectMapper();
    List<JsonNode> lines = new ArrayList<>();
    for (String line : Files.readAllLines(out.resolve("results.jsonl"))) {
      lines.add(json.readTree(line));
    }
    return lines;
  }

  @Test
  void aRoundRobinIsPlayedWholeKeptAndNotPlayedTwice() throws Exception {
    Path out = tmp.resolve("t");
    Cli.Result r = Cli.run(args(out, "--rounds", "2", "--json").toArray(String[]::new));
    assertEquals(0, r.code(), r.err());
    // 3 bots: 3 pairings x 2 rounds x 2 games (colours swapped) = 12 games
    List<JsonNode> lines = results(out);
    assertEquals(12, lines.size());
    Set<Integer> ids = new HashSet<>();
    for (JsonNode l : lines) {
      ids.add(l.get("id").asInt());
      Path record = out.resolve(l.get("record").asText());
      assertTrue(Files.isRegularFile(record), record.toString());
      JsonNode rec = new ObjectMapper().readTree(record.toFile());
      assertEquals(l.get("code").asText(), rec.get("result").get("code").asText());
      assertEquals(l.get("moves").asInt(), rec.get("moves").size());
      // each bot's stderr for that game is kept beside the record
      assertTrue(Files.exists(out.resolve(rec.get("players").get(0).get("stderr").asText())));
    }
    assertEquals(12, ids.size());
    JsonNode standings = r.json().get("standings");
    assertEquals(3, standings.size());
    int games = 0;
    double points = 0;
    for (JsonNode s : standings) {
      games += s.get("games").asInt();
      points += s.get("points").asDouble();
    }
    assertEquals(24, games); // every game counts for both of its bots
    assertEquals(12.0, points, 1e-9); // one point per game in all
    // each pairing met twice with the same colours: the seeded bots replayed those games
    assertTrue(r.err().contains("replays game"), r.err());

    Cli.Result again = Cli.run(args(out, "--rounds", "2").toArray(String[]::new));
    assertEquals(0, again.code(), again.err());
    assertTrue(again.out().contains("12 games already played"), again.out());
    assertEquals(12, results(out).size());

    Cli.Result other = Cli.run("tournament", "mnk", bot(1), bot(2), "--board", "7x7", "--k", "4", "--out", out.toString());
    assertEquals(2, other.code());
    assertTrue(other.err().contains("holds another tournament"), other.err());
  }

  /**
   * A tournament of 6 games (3 bots, one round) in its own JVM (as a user runs it), once it has kept
   * 2 of them: the 2 in progress (concurrency 2) and 2 not started are left to cut short and complete.
   */
  private Process startedAndTwoGamesIn(Path out) throws Exception {
    List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Darbitre.root=" + Cli.ROOT, "-Darbitre.cache=" + System.getProperty("arbitre.cache"),
        "-jar", Cli.ROOT.resolve("judge/target/arbitre.jar").toString()));
    argv.addAll(args(out));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(tmp.resolve("log").toFile()).start();
    Path results = out.resolve("results.jsonl");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && (!Files.exists(results) || Files.readAllLines(results).size() < 2)) {
      Thread.sleep(20);
    }
    return p;
  }

  @Test
  void aRunKilledInTheMiddleIsCompletedByTheSameCommand() throws Exception {
    Path out = tmp.resolve("k");
    Process p = startedAndTwoGamesIn(out);
    p.destroyForcibly(); // SIGKILL: no shutdown hook runs
    assertTrue(p.waitFor(10, TimeUnit.SECONDS));
    // the killed JVM could not end its bots: they are orphans now; end them as the machine would
    Cli.killProcessesMentioning(seeded);
    int before = results(out).size();
    assertTrue(before >= 2 && before < 6, "killed after " + before + " games");

    Cli.Result r = Cli.run(args(out).toArray(String[]::new));
    assertEquals(0, r.code(), r.err() + Files.readString(tmp.resolve("log"), StandardCharsets.UTF_8));
    List<JsonNode> lines = results(out);
    Set<Integer> ids = new HashSet<>();
    lines.forEach(l -> ids.add(l.get("id").asInt()));
    assertEquals(6, ids.size(), "every game once");
    assertEquals(6, lines.size(), "no game twice");
    assertTrue(r.out().contains(before + " games already played"), r.out());
  }

  /**
   * Stopped by SIGTERM (as Ctrl-C), the process layer's exit hook kills the bots of the games in
   * progress: those games are not results (no "killed by signal" loss for a bot that did nothing
   * wrong), and the same command plays them again.
   */
  @Test
  void aRunStoppedBySigtermKeepsNoCutShortGame() throws Exception {
    Path out = tmp.resolve("t");
    Process p = startedAndTwoGamesIn(out);
    p.destroy(); // SIGTERM: the exit hooks run, and end the bots of the two games in progress
    assertTrue(p.waitFor(20, TimeUnit.SECONDS));
    List<JsonNode> kept = results(out);
    assertTrue(kept.size() >= 2 && kept.size() < 6, "stopped after " + kept.size() + " games");
    for (JsonNode l : kept) { // seeded random bots never crash: a Q here is the stop's doing
      assertNotEquals("Q", l.get("reason").asText(), l.toString());
    }

    Cli.Result r = Cli.run(args(out).toArray(String[]::new));
    assertEquals(0, r.code(), r.err() + Files.readString(tmp.resolve("log"), StandardCharsets.UTF_8));
    List<JsonNode> lines = results(out);
    assertEquals(6, lines.size(), "every game once");
    for (JsonNode l : lines) {
      assertNotEquals("Q", l.get("reason").asText(), l.toString());
    }
  }

  /** What decides the standings (not the timings): each bot's W-D-L, points and rating. */
  private static List<String> outcome(JsonNode json) {
    List<String> rows = new ArrayList<>();
    for (JsonNode l : json.get("standings")) {
      rows.add(l.get("bot").asText() + " " + l.get("wins") + "-" + l.get("draws") + "-" + l.get("losses")
          + " " + l.get("points"));
    }
    for (JsonNode r : json.get("ratings")) {
      rows.add(r.get("bot").asText() + String.format(java.util.Locale.ROOT, " %.6f", r.get("elo").asDouble()));
    }
    return rows;
  }

  @Test
  void shardsMergedGiveTheStandingsOfAnUnshardedRun() throws Exception {
    Path whole = tmp.resolve("whole");
    Cli.Result all = Cli.run(args(whole, "--json").toArray(String[]::new));
    assertEquals(0, all.code(), all.err());
    for (int i = 1; i <= 2; i++) {
      Cli.Result r = Cli.run(args(tmp.resolve("s" + i), "--shard", i + "/2").toArray(String[]::new));
      assertEquals(0, r.code(), r.err());
    }
    assertEquals(4, results(tmp.resolve("s1")).size()); // pairs 0 and 2 of 3: 4 games
    assertEquals(2, results(tmp.resolve("s2")).size());
    Cli.Result merged = Cli.run("tournament-merge", tmp.resolve("m").toString(), tmp.resolve("s1").toString(),
        tmp.resolve("s2").toString(), "--json");
    assertEquals(0, merged.code(), merged.err());
    assertEquals(outcome(all.json()), outcome(merged.json()));
    assertEquals(6, results(tmp.resolve("m")).size());
    assertTrue(Files.isRegularFile(tmp.resolve("m/games/r1-0v1-g1.json")));

    Cli.Result again = Cli.run("tournament-merge", tmp.resolve("m").toString(), tmp.resolve("s1").toString());
    assertEquals(2, again.code());
    assertTrue(again.err().contains("holds results already"), again.err());
  }

  @Test
  void theShippedClientsPlayFromOpenings() throws Exception {
    // even and odd openings (after an odd one, player 2 moves first): the random and greedy
    // clients read ARBITRE_OPENING, so none of their moves is invalid (I) or out of turn
    String greedyMnk = Cli.ROOT.resolve("problems/mnk-greedy/Main.java").toString();
    Path mnkOpenings = Files.writeString(tmp.resolve("mnk.txt"), "# x y pairs\n5 5 6 6\n5 5 6 5 4 4\n");
    Cli.Result mnk = Cli.run("tournament", "mnk", "random", greedyMnk, "--board", "9x9", "--k", "5", "--rounds", "2",
        "--openings", mnkOpenings.toString(), "--out", tmp.resolve("om").toString(), "--json");
    assertEquals(0, mnk.code(), mnk.err());
    String greedyPush = Cli.ROOT.resolve("problems/push-greedy/Main.java").toString();
    Path pushOpenings = Files.writeString(tmp.resolve("push.txt"), "4H 4B\n1G\n");
    Cli.Result push = Cli.run("tournament", "push", "random", greedyPush, "--board", "7", "--k", "4", "--rounds", "2",
        "--openings", pushOpenings.toString(), "--out", tmp.resolve("op").toString(), "--json");
    assertEquals(0, push.code(), push.err());
    for (Path out : List.of(tmp.resolve("om"), tmp.resolve("op"))) {
      List<JsonNode> lines = results(out);
      assertEquals(4, lines.size());
      for (JsonNode l : lines) {
        assertTrue(l.get("reason").asText().matches("[VN]"), out + ": " + l);
        JsonNode rec = new ObjectMapper().readTree(out.resolve(l.get("record").asText()).toFile());
        assertTrue(rec.get("openingMoves").asInt() > 0, rec.toString());
      }
    }
  }
}
