package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsStoreTest {
  // Two bots, 3 rounds: games 0..5, keys r1-0v1-g1, r1-0v1-g2, r2-0v1-g1...
  private static final Schedule SCHEDULE = new Schedule(2, 3);

  static GameResult result(int id, String code) {
    ScheduledGame g = SCHEDULE.game(id);
    String[] names = {"alpha", "beta"};
    return GameResult.of(id, g.key(), new GameResult.Player(names[g.player1()], 120 + id),
        new GameResult.Player(names[g.player2()], 80), code, "", 30 + id, 4000,
        "games/" + id + ".json");
  }

  @Test
  void writeReopenAndResume(@TempDir Path dir) throws Exception {
    ResultsStore store = new ResultsStore(dir);
    store.append(result(0, "F1V"));
    store.append(result(1, "F0N"));
    store.append(result(3, "F2T"));
    // One line per game, each a JSON object with the fields named in GameResult.
    List<String> lines = Files.readAllLines(dir.resolve("results.jsonl"));
    assertEquals(3, lines.size());
    assertTrue(lines.get(2).startsWith("{\"id\":3,\"key\":\"r2-0v1-g2\",\"player1\":{\"bot\":\"beta\","
        + "\"slowestMs\":123},\"player2\":{\"bot\":\"alpha\",\"slowestMs\":80},\"winner\":2,"
        + "\"code\":\"F2T\",\"reason\":\"T\""), lines.get(2));

    ResultsFile read = new ResultsStore(dir).read();
    assertEquals(List.of(result(0, "F1V"), result(1, "F0N"), result(3, "F2T")), read.results());
    assertEquals(List.of(), read.warnings());
    assertEquals(Set.of(0, 1, 3), read.done());
    // Resume: all six games minus the three done.
    assertEquals(List.of(2, 4, 5),
        read.remaining(SCHEDULE, SCHEDULE.games()).stream().map(ScheduledGame::id).toList());
    // A shard resumes its own slice only: shard 2/2 is pairs 1 (games 2, 3): 3 is done.
    assertEquals(List.of(2),
        read.remaining(SCHEDULE, SCHEDULE.shard(2, 2)).stream().map(ScheduledGame::id).toList());
  }

  @Test
  void aHalfWrittenLastLineIsIgnoredThenCutBeforeTheNextAppend(@TempDir Path dir) throws Exception {
    ResultsStore store = new ResultsStore(dir);
    store.append(result(0, "F1V"));
    store.append(result(1, "F2V"));
    Path file = dir.resolve("results.jsonl");
    String third = ResultsStore.json().writeValueAsString(result(2, "F1V"));
    // A crash in the middle of the third write: half of the line, no newline.
    Files.writeString(file, third.substring(0, third.length() / 2), StandardOpenOption.APPEND);

    ResultsFile read = new ResultsStore(dir).read();
    assertEquals(Set.of(0, 1), read.done());
    assertEquals(1, read.warnings().size());
    assertTrue(read.warnings().get(0).contains("line 3: a half-written last line (it has no newline)"),
        read.warnings().get(0));

    // The resumed run plays game 2 again and appends it: the half line is gone, not glued on.
    ResultsStore resumed = new ResultsStore(dir);
    resumed.append(result(2, "F1V"));
    ResultsFile after = resumed.read();
    assertEquals(List.of(), after.warnings());
    assertEquals(List.of(result(0, "F1V"), result(1, "F2V"), result(2, "F1V")), after.results());
    assertEquals(3, Files.readAllLines(file).size());
  }

  @Test
  void aLastLineThatIsNotJsonIsIgnoredToo(@TempDir Path dir) throws Exception {
    ResultsStore store = new ResultsStore(dir);
    store.append(result(0, "F1V"));
    Path file = dir.resolve("results.jsonl");
    // Power loss can leave zeros where the last write was: a "line" of NUL bytes, newline and all.
    Files.write(file, new byte[] {0, 0, 0, 0, '\n'}, StandardOpenOption.APPEND);
    ResultsFile read = store.read();
    assertEquals(Set.of(0), read.done());
    assertTrue(read.warnings().get(0).contains("line 2: a half-written last line (not a game result"),
        read.warnings().get(0));
    ResultsStore resumed = new ResultsStore(dir);
    resumed.append(result(1, "F0N"));
    assertEquals(Set.of(0, 1), resumed.read().done());
    assertEquals(List.of(), resumed.read().warnings());
  }

  @Test
  void aBrokenLineInTheMiddleIsAnError(@TempDir Path dir) throws Exception {
    ResultsStore store = new ResultsStore(dir);
    store.append(result(0, "F1V"));
    Path file = dir.resolve("results.jsonl");
    Files.writeString(file, "{\"id\": 1, garbage\n", StandardOpenOption.APPEND);
    store.append(result(2, "F1V"));
    UserError e = assertThrows(UserError.class, store::read);
    assertTrue(e.getMessage().startsWith(file + " line 2 is damaged (not a game result: "),
        e.getMessage());
    assertTrue(e.getMessage().endsWith("repair or remove that line; the lines before and after it"
        + " are fine"), e.getMessage());
    // Valid JSON whose code contradicts its winner is damaged too.
    Path other = dir.resolve("other");
    Files.createDirectories(other);
    String good = ResultsStore.json().writeValueAsString(result(0, "F1V"));
    Files.writeString(other.resolve("results.jsonl"),
        good.replace("\"winner\":1", "\"winner\":2") + "\n" + good + "\n");
    UserError e2 = assertThrows(UserError.class, () -> new ResultsStore(other).read());
    assertTrue(e2.getMessage().contains("line 1 is damaged (not a game result: code F1V does not"
        + " match winner 2 and reason V)"), e2.getMessage());
  }

  @Test
  void theSameGameTwiceCountsOnce(@TempDir Path dir) throws Exception {
    ResultsStore store = new ResultsStore(dir);
    store.append(result(0, "F1V"));
    store.append(result(1, "F2V"));
    store.append(result(0, "F2V"));
    ResultsFile read = store.read();
    assertEquals(List.of(result(0, "F1V"), result(1, "F2V")), read.results());
    assertEquals(List.of(dir.resolve("results.jsonl")
        + " line 3: game 0 again (first on line 1): the first one counts"), read.warnings());
  }

  @Test
  void resultsOfAnotherScheduleAreRefused(@TempDir Path dir) throws Exception {
    ResultsStore store = new ResultsStore(dir);
    store.append(result(1, "F1V"));
    // Three bots: game 1 is r1-0v1-g2 there too, but game 2 is r1-0v2-g1, not r2-0v1-g1.
    Schedule three = new Schedule(3, 3);
    assertEquals(three.size() - 1, store.read().remaining(three, three.games()).size());
    store.append(result(2, "F1V"));
    UserError e = assertThrows(UserError.class,
        () -> store.read().remaining(three, three.games()));
    assertEquals("results: game 2 is 'r2-0v1-g1', the schedule's is 'r1-0v2-g1': this folder"
        + " holds another tournament's games", e.getMessage());
  }

  @Test
  void aMissingFileIsNoResults(@TempDir Path dir) throws Exception {
    ResultsFile read = new ResultsStore(dir.resolve("new")).read();
    assertTrue(read.results().isEmpty() && read.warnings().isEmpty());
    assertEquals(Optional.empty(), new ResultsStore(dir.resolve("new")).readManifest());
  }

  static Manifest manifest(int rounds, String betaHash, String time) {
    return new Manifest(Manifest.VERSION, "mnk", 20, 20, 6,
        List.of(new Manifest.Bot("alpha", "problems/mnk-bot/Main.java", "aa11"),
            new Manifest.Bot("beta", "problems/mnk-greedy/Main.java", betaHash)),
        Format.ROUND_ROBIN.id(), rounds, "0f0f", Map.of("timePerMove", time, "tick", "200ms"));
  }

  @Test
  void theManifestIsWrittenAtomicallyAndComparedField(@TempDir Path dir) throws Exception {
    ResultsStore store = new ResultsStore(dir);
    Manifest m = manifest(4, "bb22", "1000ms");
    store.writeManifest(m);
    assertFalse(Files.exists(dir.resolve("manifest.json.tmp")));
    assertEquals(Optional.of(m), new ResultsStore(dir).readManifest());
    assertEquals(Optional.empty(), Manifest.firstDifference(m, manifest(4, "bb22", "1000ms")));
    assertEquals(Optional.of("bots[1].sha256: \"bb22\" in the existing manifest, \"cc33\" now"),
        Manifest.firstDifference(m, manifest(6, "cc33", "500ms")));
    assertEquals(Optional.of("rounds: 4 in the existing manifest, 6 now"),
        Manifest.firstDifference(m, manifest(6, "bb22", "500ms")));
    assertEquals(Optional.of("settings.timePerMove: \"1000ms\" in the existing manifest, \"500ms\""
        + " now"), Manifest.firstDifference(m, manifest(4, "bb22", "500ms")));
    Manifest three = new Manifest(1, "mnk", 20, 20, 6,
        List.of(m.bots().get(0), m.bots().get(1), new Manifest.Bot("gamma", "random", null)),
        "round-robin", 4, "0f0f", m.settings());
    assertEquals(Optional.of("bots: 2 entries in the existing manifest, 3 now"),
        Manifest.firstDifference(m, three));
    // Rewriting replaces it whole.
    store.writeManifest(three);
    assertEquals(Optional.of(three), store.readManifest());
    assertEquals(List.of("alpha", "beta", "gamma"), three.botNames());
  }

  @Test
  void oneRunPerFolder(@TempDir Path dir) throws Exception {
    ResultsStore store = new ResultsStore(dir);
    AutoCloseable held = store.lock();
    UserError e = assertThrows(UserError.class, () -> new ResultsStore(dir).lock());
    assertTrue(e.getMessage().startsWith("another tournament is running on " + dir));
    held.close();
    new ResultsStore(dir).lock().close();
  }

  @Test
  void sha256OfAFile(@TempDir Path dir) throws Exception {
    // printf abc | sha256sum
    Path f = dir.resolve("abc");
    Files.write(f, "abc".getBytes(StandardCharsets.US_ASCII));
    assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        Manifest.sha256(f));
  }
}
