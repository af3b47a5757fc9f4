package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.arbitre.referee.GameRecord;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two contest servers on one queue, each with its own worker name, as two machines would be: on
 * PostgreSQL each has its own folder (its bots' folders and builds), on SQLite they share the
 * contest folder and its database file. Four random-against-random matches (5 × 5, k = 4): every one is played
 * exactly once (one attempt, one result, its record's moves as many as the match's), and both
 * workers played some. Four are enough: both workers claim at once when they start and a match
 * lasts a second or more, so each takes one; many claimers on a long queue are QueueIT's
 * claimsNeverCollide (60 matches, 8 claimers on two pools).
 */
class TwoWorkersIT {
  private static final int MATCHES = 4;
  @RegisterExtension static final SharedPostgres pg = new SharedPostgres();

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void everyMatchIsPlayedOnceByOneOfTwoWorkers(String engine) throws Exception {
    String url = pg.newDatabase(engine);
    Path first = ContestFixtures.folder(dir.resolve("one"));
    Path second = url == null ? first : ContestFixtures.folder(dir.resolve("two"));
    StringWriter log = new StringWriter();
    try (ContestServer one = ContestFixtures.open(first, url, Matches.LEASE_MS, log);
        ContestServer two = ContestFixtures.open(second, url, Matches.LEASE_MS, log)) {
      Matches matches = one.site().matches();
      for (int i = 0; i < MATCHES; i++) {
        matches.enqueue("tiny", null, "random", null, "random", null, null, null, null, null);
      }
      long start = System.nanoTime();
      one.startWorkers("one", 1, new java.io.PrintWriter(log, true));
      two.startWorkers("two", 1, new java.io.PrintWriter(log, true));
      assertTrue(ContestFixtures.await(120, () -> ContestFixtures.status(matches, "done") == MATCHES),
          "all played: " + matches.counts() + "\n" + log);
      double minutes = (System.nanoTime() - start) / 60e9;
      List<Matches.Match> played = matches.recent(100);
      assertEquals(MATCHES, played.size());
      Set<String> workers = new TreeSet<>();
      for (Matches.Match m : played) {
        assertEquals(1, m.attempt(), "claimed once: " + m);
        assertEquals("done", m.status());
        GameRecord record = Tournaments.readRecord(matches.record(m.id()).orElseThrow());
        assertEquals(m.moves(), record.moves().size(), "the record is this match's: " + m.id());
        workers.add(m.worker());
      }
      assertEquals(Set.of("one/1", "two/1"), workers, "both workers played");
      System.out.printf("TwoWorkersIT %s: %d matches in %.1f s, %.1f matches a minute with two workers (%s)%n",
          engine, MATCHES, minutes * 60, MATCHES / minutes,
          played.stream().collect(Collectors.groupingBy(Matches.Match::worker, java.util.TreeMap::new, Collectors.counting())));
    }
  }
}
