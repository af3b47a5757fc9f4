package org.arbitre.server;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbitre.process.BuildCache;

/**
 * A contest served in-process for one test class: a fresh contest folder under
 * {@code server/target/it/} (not under /tmp, which the sandbox hides anyway: here only the
 * server's own hiding keeps bots out of it), the real sandbox, two workers and the site on a free
 * loopback port. The build cache is shared by the test classes, so each compiles a bot once.
 */
final class ContestHarness implements AutoCloseable {
  /** A contest on the m,n,k game (20 x 20, k = 6), with a small upload quota so that "too large" is cheap to send. */
  static final String YAML = """
      name: IT contest
      games:
        mnk: {game: mnk, board: 20x20, k: 6}
      time: 1s
      memory: 16m
      languages: [java, python]
      quotas:
        data: 256k
        upload: 64k
        bots: 10
      workers: 2
      """;

  final Path root;
  final Path dir;
  final ContestServer server;
  final URI base;
  private final StringWriter log;

  private ContestHarness(Path root, Path dir, ContestServer server, URI base, StringWriter log) {
    this.root = root;
    this.dir = dir;
    this.server = server;
    this.base = base;
    this.log = log;
  }

  static ContestHarness start(String name) throws IOException {
    return start(name, YAML);
  }

  /** A contest with its own contest.yaml (its {@code workers}: the lanes for matches). */
  static ContestHarness start(String name, String yaml) throws IOException {
    Path root = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
    Path it = root.resolve("server").resolve("target").resolve("it");
    Files.createDirectories(it);
    Path dir = Files.createTempDirectory(it, name + "-");
    Files.writeString(dir.resolve(Contest.FILE), yaml);
    StringWriter log = new StringWriter();
    PrintWriter out = new PrintWriter(log, true);
    ContestServer server = ContestServer.open(dir, root, new BuildCache(it.resolve("cache")), true, null, null,
        null, out);
    server.startWorkers("it", server.contest().workers(), out);
    int port = server.serve("127.0.0.1", 0);
    return new ContestHarness(root, dir, server, URI.create("http://127.0.0.1:" + port), log);
  }

  /** What the workers and the toolkit said, for a failing assertion's message. */
  String log() {
    synchronized (log) {
      return log.toString();
    }
  }

  /** A test resource, as a file. */
  static Path resource(String path) {
    try {
      return Path.of(ContestHarness.class.getResource("/" + path).toURI());
    } catch (java.net.URISyntaxException | NullPointerException e) {
      throw new IllegalStateException("no test resource " + path, e);
    }
  }

  @Override
  public void close() {
    server.close();
  }
}
