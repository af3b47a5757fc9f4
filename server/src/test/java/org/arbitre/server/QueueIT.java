package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The match queue on both engines, without playing: every store's SQL runs on PostgreSQL as on
 * SQLite; eight claimers on two connection pools (two machines, as far as the database can tell)
 * never get the same match; a lease that runs out gives the match to another worker, and the
 * first holder can then neither renew nor write its result; a worker started again under its
 * name gives back what it held. The lease's test runs alone: a lease of 300 ms must still hold at
 * the next claim, which a loaded machine could delay past it; the others do not depend on time.
 */
class QueueIT {
  @RegisterExtension static final SharedPostgres pg = new SharedPostgres();

  @TempDir Path dir;

  private static Matches.Outcome outcome(String note) {
    return new Matches.Outcome("F1V", "five in a row", 9, 120, 10, 11, "{\"moves\":[]}",
        Map.of(1, "thinking\n"), Map.of(1, 9L), List.of(), note);
  }

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void everyStoreRunsOnTheEngine(String engine) throws Exception {
    String url = pg.newDatabase(engine);
    try (Db db = Engines.open(dir, url)) {
      Members members = new Members(db);
      Bots bots = new Bots(db);
      Matches matches = new Matches(db);
      Members.Member alice = members.addOrganiser("alice", "correct horse");
      assertTrue(members.byName("ALICE").orElseThrow().organiser());
      Members.Member bob = members.register("bob", "battery staple", false);
      assertFalse(members.authenticate("bob", "battery staple").orElseThrow().organiser());
      String session = members.openSession(bob);
      assertEquals("bob", members.session(session).orElseThrow().member().name());
      String token = members.newToken(alice);
      assertEquals(alice.id(), members.byToken(token).orElseThrow().id());

      Bots.Bot bot = bots.findOrCreate(bob.id(), "mnk", "first", 10);
      assertEquals(bot, bots.findOrCreate(bob.id(), "mnk", "first", 10));
      bots.addVersion(bot.id(), "bot.c", "int main(){}".getBytes(StandardCharsets.UTF_8), false, "error: x");
      assertTrue(bots.latest(bot.id()).isEmpty(), "a version that did not compile never plays");
      Bots.Version v2 = bots.addVersion(bot.id(), "bot.c", "int main(){return 0;}".getBytes(StandardCharsets.UTF_8), true, "compiled");
      assertEquals(2, v2.number());
      assertTrue(v2.compiled());
      assertEquals(v2.id(), bots.latest(bot.id()).orElseThrow().id());
      assertEquals(1, bots.playable("mnk").size());
      assertEquals("int main(){return 0;}", new String(bots.source(v2.id()), StandardCharsets.UTF_8));
      byte[] bytes = {0, 1, 2, (byte) 255};
      bots.putDataFile(bot.id(), "book/open.bin", bytes, 1000);
      bots.putDataFile(bot.id(), "book/open.bin", bytes, 1000);
      assertEquals(List.of(new Bots.DataFile("book/open.bin", 4, bots.dataFiles(bot.id()).get(0).updatedAt())),
          bots.dataFiles(bot.id()));
      assertEquals(255, bots.dataContents(bot.id()).get("book/open.bin")[3] & 0xff);

      long id = matches.enqueue("mnk", v2.id(), bot.label(), null, "random", bob.id(), null, null, null, null);
      Matches.Claim c = matches.claim("w/1").orElseThrow();
      assertEquals(id, c.match().id());
      assertEquals(1, c.attempt());
      matches.move(id, 1, 1, "1 1", 3);
      assertEquals(1, matches.moves(id, 0).size());
      assertTrue(matches.renew(c, "w/1"));
      assertTrue(matches.finish(c, "w/1", outcome(null)));
      assertEquals("done", matches.match(id).orElseThrow().status());
      assertEquals("thinking\n", matches.stderr(id, 1).orElseThrow());
      assertTrue(matches.record(id).isPresent());
      assertEquals(1, matches.ofVersions(List.of(v2.id()), 10).size());
      assertEquals(1, matches.recent(10).size());
      assertEquals(Map.of("done", 1), matches.counts());
      assertTrue(bots.deleteDataFile(bot.id(), "book/open.bin"));

      Bots.Bot other = bots.findOrCreate(alice.id(), "mnk", "second", 10);
      bots.addVersion(other.id(), "bot.c", "int main(){return 1;}".getBytes(StandardCharsets.UTF_8), true, "compiled");
      Tournaments tournaments = new Tournaments(db, bots, matches);
      Contest contest = Contest.load(ContestFixtures.folder(dir.resolve("contest")));
      long t = tournaments.start(contest, "mnk", 1, List.of(""), alice.id());
      assertEquals(2, tournaments.list().get(0).games());
      assertEquals(2, tournaments.manifest(t).orElseThrow().bots().size());
      assertEquals(2, matches.ofTournament(t).size());
      Matches.Claim game = matches.claim("w/1").orElseThrow();
      assertEquals(t, game.match().tournamentId());
      assertTrue(matches.finish(game, "w/1", outcome(null)));
      assertEquals(1, tournaments.results(t).size());
      assertEquals(1, tournaments.list().get(0).done());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void claimsNeverCollide(String engine) throws Exception {
    String url = pg.newDatabase(engine);
    int queued = 60;
    try (Db one = Engines.open(dir, url); Db two = Engines.open(dir, url)) {
      Matches first = new Matches(one);
      Matches second = new Matches(two);
      for (int i = 0; i < queued; i++) {
        first.enqueue("mnk", null, "random", null, "random", null, null, null, null, null);
      }
      Map<Long, String> claimedBy = new ConcurrentHashMap<>();
      ConcurrentLinkedQueue<String> doubled = new ConcurrentLinkedQueue<>();
      ConcurrentLinkedQueue<Throwable> errors = new ConcurrentLinkedQueue<>();
      CountDownLatch go = new CountDownLatch(1);
      List<Thread> claimers = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        Matches queue = t % 2 == 0 ? first : second;
        String worker = (t % 2 == 0 ? "one/" : "two/") + t;
        Thread thread = new Thread(() -> {
          try {
            go.await();
            for (Optional<Matches.Claim> c = queue.claim(worker); c.isPresent(); c = queue.claim(worker)) {
              String before = claimedBy.putIfAbsent(c.get().match().id(), worker);
              if (before != null) {
                doubled.add(c.get().match().id() + " by " + before + " and " + worker);
              }
              Thread.sleep(5); // a (very short) match
              assertTrue(queue.finish(c.get(), worker, outcome(null)));
            }
          } catch (Throwable e) {
            errors.add(e);
          }
        });
        claimers.add(thread);
        thread.start();
      }
      go.countDown();
      for (Thread t : claimers) {
        t.join(60_000);
      }
      assertEquals(List.of(), List.copyOf(errors));
      assertEquals(List.of(), List.copyOf(doubled));
      assertEquals(queued, claimedBy.size());
      assertEquals(Map.of("done", queued), first.counts());
      assertTrue(claimedBy.values().stream().anyMatch(w -> w.startsWith("one/"))
          && claimedBy.values().stream().anyMatch(w -> w.startsWith("two/")),
          "both pools claimed: " + claimedBy.values());
      first.recent(queued).forEach(m -> assertEquals(1, m.attempt(), "claimed once: match " + m.id()));
    }
  }

  @RunsAlone
  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void anExpiredLeaseGoesToAnotherWorkerAndTheFirstCannotWrite(String engine) throws Exception {
    String url = pg.newDatabase(engine);
    try (Db one = Engines.open(dir, url); Db two = Engines.open(dir, url)) {
      Matches a = new Matches(one, 300);
      Matches b = new Matches(two, 300);
      // an empty queue first: both claim paths are warm before the 300 ms window below
      assertTrue(a.claim("a/1").isEmpty() && b.claim("b/1").isEmpty(), "nothing queued yet");
      long id = a.enqueue("mnk", null, "random", null, "random", null, null, null, null, null);
      Matches.Claim first = a.claim("a/1").orElseThrow();
      assertTrue(b.claim("b/1").isEmpty(), "held by a");
      Thread.sleep(500);
      Matches.Claim second = b.claim("b/1").orElseThrow();
      assertEquals(id, second.match().id());
      assertEquals(2, second.attempt());
      assertEquals("replayed: its worker stopped during attempt 1", second.match().note());
      assertFalse(a.renew(first, "a/1"), "no longer a's");
      assertFalse(a.finish(first, "a/1", outcome("from a")), "a's result is not kept");
      assertTrue(b.finish(second, "b/1", outcome("from b")));
      assertFalse(b.finish(second, "b/1", outcome("again")), "a result is written once");
      Matches.Match m = a.match(id).orElseThrow();
      assertEquals("done", m.status());
      assertEquals("replayed: its worker stopped during attempt 1; from b", m.note(), "the replay stays marked");
      assertEquals("b/1", m.worker());

      long lost = a.enqueue("mnk", null, "random", null, "random", null, null, null, null, null);
      for (int attempt = 1; attempt <= Matches.ATTEMPTS; attempt++) {
        assertEquals(attempt, a.claim("a/1").orElseThrow().attempt());
        Thread.sleep(400);
      }
      assertTrue(b.claim("b/1").isEmpty(), "after " + Matches.ATTEMPTS + " attempts, not queued again");
      assertEquals("failed", a.match(lost).orElseThrow().status());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aWorkerStartedAgainGivesBackWhatItHeld(String engine) throws Exception {
    String url = pg.newDatabase(engine);
    try (Db db = Engines.open(dir, url)) {
      Matches matches = new Matches(db);
      long id = matches.enqueue("mnk", null, "random", null, "random", null, null, null, null, null);
      Matches.Claim held = matches.claim("host-1/1").orElseThrow();
      assertEquals(0, matches.requeueOwn("host-2/1"), "not another worker's");
      assertEquals(1, matches.requeueOwn("host-1/1"));
      assertFalse(matches.finish(held, "host-1/1", outcome(null)), "the old claim is void");
      Matches.Claim again = matches.claim("host-1/1").orElseThrow();
      assertEquals(id, again.match().id());
      assertEquals(2, again.attempt());
      assertTrue(matches.finish(again, "host-1/1", outcome(null)));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aClaimGivenBackIsQueuedAgainThenFailed(String engine) throws Exception {
    String url = pg.newDatabase(engine);
    try (Db db = Engines.open(dir, url)) {
      Matches matches = new Matches(db);
      long id = matches.enqueue("mnk", null, "random", null, "random", null, null, null, null, null);
      for (int attempt = 1; attempt <= Matches.ATTEMPTS; attempt++) {
        Matches.Claim c = matches.claim("w/1").orElseThrow();
        assertEquals(attempt, c.attempt());
        matches.giveBack(c, "w/1", "cannot start bot random");
        assertFalse(matches.finish(c, "w/1", outcome(null)), "given back: void");
      }
      assertTrue(matches.claim("w/1").isEmpty());
      Matches.Match m = matches.match(id).orElseThrow();
      assertEquals("failed", m.status());
      assertEquals("failed 3 times, last on w/1: cannot start bot random", m.note());
    }
  }
}
