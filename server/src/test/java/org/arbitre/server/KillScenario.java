package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.arbitre.referee.GameRecord;

/**
 * kill -9 in the middle of a match ({@link KillIT}, {@link LeaseExpiryIT}). A child JVM plays a
 * match of two bots that each add one to their {@code data/count} as they start (bots/counter.c)
 * and is killed after a few moves. Then: no result was written and both counts are still 0 (the
 * killed match's changes are never kept); the match is played again, either by the same server
 * started again ({@code arbitre serve} from the packaged jar: its worker name comes back and
 * {@code requeueOwn} queues it at once) or by another worker once the dead one's lease ran out (a
 * child with a 1 s lease); in the end one result, attempt 2, marked as a replay, the replay's
 * moves only, and both counts 1.
 */
final class KillScenario implements AutoCloseable {
  private final LocalPostgres pg;
  private final Path dir;
  private final List<Process> children = new ArrayList<>();

  KillScenario(LocalPostgres pg, Path dir) {
    this.pg = pg;
    this.dir = dir;
  }

  /** Kills what is left of the children (a failed test's). */
  @Override
  public void close() throws InterruptedException {
    for (Process p : children) {
      p.destroyForcibly();
      p.waitFor(10, TimeUnit.SECONDS);
    }
  }

  private static Path jar() {
    return Engines.root().resolve("server/target/arbitre.jar");
  }

  private Process child(Path log, List<String> args) throws IOException {
    // the JVM options the launchers (./arbitre, the package's bin/arbitre) give every command but
    // solve: a start-up with less work, as the server is started in use
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Darbitre.root=" + Engines.root()));
    cmd.addAll(args);
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    children.add(p);
    return p;
  }

  /** {@code arbitre serve} from the packaged jar, one worker, any free port. */
  private Process serve(Path contest, String url, Path log) throws IOException {
    List<String> args = new ArrayList<>(List.of("-jar", jar().toString(), "serve", "--dir", contest.toString(),
        "--port", "0", "--workers", "1"));
    if (url != null) {
      args.addAll(List.of("--db", url, "--db-user", LocalPostgres.user()));
    }
    return child(log, args);
  }

  /** A worker of its own process with a short lease ({@link WorkerProcess}). */
  private Process worker(Path contest, String url, long leaseMs, String name, Path log) throws IOException {
    String cp = jar() + File.pathSeparator + Engines.root().resolve("server/target/test-classes");
    return child(log, List.of("-cp", cp, WorkerProcess.class.getName(), contest.toString(), url == null ? "-" : url,
        Long.toString(leaseMs), name));
  }

  /** The scenario on {@code engine}, replayed by {@code path}: "restart" (the same server again) or "expiry" (another worker). */
  void run(String engine, String path) throws Exception {
    String url = Engines.newDatabase(engine, pg);
    Path contest = ContestFixtures.folder(dir.resolve("contest"));
    StringWriter log = new StringWriter();
    Path childLog = dir.resolve("child.log");
    try (ContestServer here = ContestFixtures.open(contest, url, Matches.LEASE_MS, log)) {
      Bots.Version one = ContestFixtures.counterBot(here, "alice", "one");
      Bots.Version two = ContestFixtures.counterBot(here, "bob", "two");
      Matches matches = here.site().matches();
      long id = matches.enqueue("mnk", one.id(), "alice/one", two.id(), "bob/two", null, null, null, null, null);

      Process first = path.equals("restart") ? serve(contest, url, childLog)
          : worker(contest, url, 1000, "doomed", childLog);
      assertTrue(ContestFixtures.await(90, () -> matches.moves(id, 0).size() >= 6 || !first.isAlive()),
          "the match started: " + matches.match(id) + "\n" + read(childLog));
      assertTrue(first.isAlive(), read(childLog));
      first.destroyForcibly(); // SIGKILL
      assertTrue(first.waitFor(10, TimeUnit.SECONDS));

      Matches.Match cut = matches.match(id).orElseThrow();
      assertEquals("running", cut.status(), "no result written by a killed worker");
      assertTrue(cut.moves() == null && matches.record(id).isEmpty() && matches.stderr(id, 1).isEmpty());
      assertEquals("0", ContestFixtures.count(here, one.botId()), "the killed match's data changes are not kept");
      assertEquals("0", ContestFixtures.count(here, two.botId()));

      Path againLog = dir.resolve("again.log");
      Process again = path.equals("restart") ? serve(contest, url, againLog) : null;
      ContestServer other = null;
      try {
        if (again == null) {
          Path otherDir = url == null ? contest : ContestFixtures.folder(dir.resolve("other"));
          other = ContestFixtures.open(otherDir, url, Matches.LEASE_MS, log);
          other.startWorkers("survivor", 1, new PrintWriter(log, true));
        }
        assertTrue(ContestFixtures.await(90, () -> matches.match(id).orElseThrow().finished()),
            "played again: " + matches.match(id) + "\n" + log + (again == null ? "" : read(againLog)));
      } finally {
        if (other != null) {
          other.close();
        }
        if (again != null) {
          again.destroy(); // SIGTERM: a clean stop
          again.waitFor(20, TimeUnit.SECONDS);
        }
      }
      Matches.Match m = matches.match(id).orElseThrow();
      assertEquals("done", m.status(), m.toString());
      assertEquals(2, m.attempt());
      assertEquals(path.equals("restart") ? cut.worker() : "survivor/1", m.worker());
      assertEquals("replayed: its worker stopped during attempt 1", m.note(), "the replay is marked");
      GameRecord record = Tournaments.readRecord(matches.record(id).orElseThrow());
      assertEquals(m.moves(), record.moves().size());
      assertEquals(m.moves(), matches.moves(id, 0).size(), "the live moves are the replay's only");
      assertEquals(41, m.moves(), "counter against counter: player 1's column after 41 moves");
      assertEquals("1", ContestFixtures.count(here, one.botId()), "one match's changes, once");
      assertEquals("1", ContestFixtures.count(here, two.botId()));
      assertEquals(1, matches.recent(10).size());
    }
  }

  /**
   * {@code arbitre serve} stopped by SIGTERM (Ctrl-C) in the middle of a match: the match is back
   * in the queue as soon as the process has ended, its data files untouched.
   */
  void stop(String engine) throws Exception {
    String url = Engines.newDatabase(engine, pg);
    Path contest = ContestFixtures.folder(dir.resolve("contest"));
    Path childLog = dir.resolve("child.log");
    try (ContestServer here = ContestFixtures.open(contest, url, Matches.LEASE_MS, new StringWriter())) {
      Bots.Version one = ContestFixtures.counterBot(here, "alice", "one");
      Bots.Version two = ContestFixtures.counterBot(here, "bob", "two");
      Matches matches = here.site().matches();
      long id = matches.enqueue("mnk", one.id(), "alice/one", two.id(), "bob/two", null, null, null, null, null);
      Process server = serve(contest, url, childLog);
      // stopped at its first move: the site may still be starting
      assertTrue(ContestFixtures.await(90, () -> !matches.moves(id, 0).isEmpty() || !server.isAlive()),
          "the match started: " + matches.match(id) + "\n" + read(childLog));
      server.destroy(); // SIGTERM
      assertTrue(server.waitFor(20, TimeUnit.SECONDS), read(childLog));
      Matches.Match m = matches.match(id).orElseThrow();
      assertEquals("queued", m.status(), "given back at once: " + m + "\n" + read(childLog));
      assertEquals(1, m.attempt());
      assertEquals("replayed: its worker stopped during attempt 1", m.note());
      assertEquals("0", ContestFixtures.count(here, one.botId()));
      assertEquals("0", ContestFixtures.count(here, two.botId()));
    }
  }

  private static String read(Path log) {
    try {
      return Files.exists(log) ? Files.readString(log) : "";
    } catch (IOException e) {
      return e.toString();
    }
  }
}
