package org.arbitre.server;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.arbitre.process.BuildCache;

/**
 * A contest for a test: its folder with a small contest.yaml (mnk 7 × 7, k = 4: short games),
 * opened on SQLite, with workers and the site on a free port. Close it at the end.
 */
final class ServerFixture implements AutoCloseable {
  static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  static final String YAML = """
      name: Test contest
      games:
        mnk: {game: mnk, board: 7x7, k: 4}
        push: {game: push, board: 6x6, k: 4}
      time: 1s
      memory: 64m
      languages: [java, c, cpp, python]
      quotas: {data: 1m, upload: 64k, bots: 5}
      workers: 2
      """;

  final Path dir;
  final ContestServer server;
  final StringWriter log = new StringWriter();
  final int port;

  ServerFixture(Path dir, int workers) throws IOException {
    this.dir = dir;
    Files.createDirectories(dir);
    Files.writeString(dir.resolve(Contest.FILE), YAML);
    PrintWriter w = new PrintWriter(log, true);
    // the build cache of ContestHarness's contests: a bot (the built-in random above all) is
    // compiled once for all the test classes, not once more here
    server = ContestServer.open(dir, ROOT, new BuildCache(ROOT.resolve("server/target/it/cache")), true, null, null,
        null, w);
    server.startWorkers("test", workers, w);
    port = server.serve("127.0.0.1", 0);
  }

  String url(String path) {
    return "http://127.0.0.1:" + port + path;
  }

  Site site() {
    return server.site();
  }

  /** Waits for match {@code id} to be done or failed (at most a minute); returns it. */
  Matches.Match await(long id) throws InterruptedException {
    long end = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (System.nanoTime() < end) {
      Matches.Match m = site().matches().match(id).orElseThrow();
      if (m.finished()) {
        return m;
      }
      Thread.sleep(200);
    }
    throw new AssertionError("match " + id + " did not finish; worker log: " + log);
  }

  @Override
  public void close() {
    server.close();
  }
}
