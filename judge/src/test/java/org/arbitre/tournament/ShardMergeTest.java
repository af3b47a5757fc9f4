package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Shards played into separate folders and merged give the standings of one unsharded run. */
class ShardMergeTest {
  private static final List<String> BOTS = List.of("A", "B", "C");
  private static final String[] CODES = {"F1V", "F2V", "F0N", "F1T", "F2S", "F3V", "F1Q"};

  /** A made-up but fixed outcome per game id, so both runs "play" the same games. */
  private static GameResult play(Schedule s, int id) {
    ScheduledGame g = s.game(id);
    return GameResult.of(id, g.key(), new GameResult.Player(BOTS.get(g.player1()), 10 + id * 7 % 50),
        new GameResult.Player(BOTS.get(g.player2()), 10 + id * 11 % 50),
        CODES[(id * 5 + id / 3) % CODES.length], "", 40, 1000, null);
  }

  @Test
  void threeShardsMergedEqualOneRun(@TempDir Path dir) throws Exception {
    Schedule s = new Schedule(3, Format.ROUND_ROBIN, 4, List.of()); // 24 games, 12 pairs
    ResultsStore whole = new ResultsStore(dir.resolve("whole"));
    for (ScheduledGame g : s.games()) {
      whole.append(play(s, g.id()));
    }
    List<ResultsFile> parts = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      ResultsStore shard = new ResultsStore(dir.resolve("shard" + i));
      // Each shard plays its slice in reverse, as concurrency may finish games out of order.
      List<ScheduledGame> slice = new ArrayList<>(s.shard(i, 3));
      Collections.reverse(slice);
      for (ScheduledGame g : slice) {
        shard.append(play(s, g.id()));
      }
      parts.add(shard.read());
    }
    ResultsFile merged = ResultsFile.merge(parts);
    assertEquals(List.of(), merged.warnings());
    assertEquals(List.of(), merged.remaining(s, s.games()));
    Standings one = Standings.of(BOTS, whole.read().results());
    Standings many = Standings.of(BOTS, merged.results());
    assertEquals(one.lines(), many.lines());
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) {
        assertEquals(one.points(i, j), many.points(i, j));
      }
    }
    assertEquals(one.ratings().list(), many.ratings().list());
    assertEquals(Pentanomial.of(whole.read().results(), "A", "B"),
        Pentanomial.of(merged.results(), "A", "B"));
    // The same game in two folders counts once.
    ResultsFile twice = ResultsFile.merge(List.of(parts.get(0), parts.get(0)));
    assertEquals(parts.get(0).results().size(), twice.results().size());
    assertTrue(twice.warnings().get(0).endsWith("is in results 1 and 2: the first one counts"));
  }
}
