package org.arbitre.server;

import org.arbitre.app.Settings;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.arbitre.process.BuildCache;

/** Contest folders for the server's tests: a small board, C and Java bots, and helpers to wait on the queue. */
final class ContestFixtures {
  /** mnk on 10 × 10, k = 5: the board the test bots (bots/counter.c) know; tiny, 5 × 5, for short random games. */
  static final String YAML = """
      name: Test contest
      games:
        mnk: {game: mnk, board: 10x10, k: 5}
        tiny: {game: mnk, board: 5x5, k: 4}
      time: 1s
      memory: 16m
      languages: [c, java, python]
      quotas: {data: 1m, upload: 64k, bots: 10}
      workers: 1
      """;

  private ContestFixtures() {}

  /** {@code dir} with the test contest.yaml. */
  static Path folder(Path dir) throws IOException {
    Files.createDirectories(dir);
    Files.writeString(dir.resolve(Contest.FILE), YAML);
    return dir;
  }

  static ContestServer open(Path dir, String url, long leaseMs, StringWriter log) throws IOException {
    return ContestServer.open(dir, Engines.root(), Settings.fromSystem().cache(), true, url, Engines.user(url), null,
        new PrintWriter(log, true), leaseMs);
  }

  static byte[] resource(String name) throws IOException {
    try (InputStream in = ContestFixtures.class.getResourceAsStream("/bots/" + name)) {
      if (in == null) {
        throw new IOException("no test resource bots/" + name);
      }
      return in.readAllBytes();
    }
  }

  /** A member with a compiled (well: accepted; the workers build it) version of bots/counter.c and data/count = 0. */
  static Bots.Version counterBot(ContestServer server, String member, String name) throws IOException {
    Members.Member m = server.members().byName(member)
        .orElseGet(() -> server.members().register(member, "a long password", false));
    Bots bots = server.site().bots();
    Bots.Bot bot = bots.findOrCreate(m.id(), "mnk", name, 10);
    Bots.Version v = bots.addVersion(bot.id(), "counter.c", resource("counter.c"), true, "compiled");
    bots.putDataFile(bot.id(), "count", "0\n".getBytes(), 1 << 20);
    return v;
  }

  static String count(ContestServer server, long bot) {
    return server.site().bots().dataFile(bot, "count").map(String::new).orElse("(none)").strip();
  }

  /** Waits until {@code done} holds, up to {@code seconds}; false when it never did. */
  static boolean await(int seconds, BooleanSupplier done) throws InterruptedException {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    while (System.nanoTime() < end) {
      if (done.getAsBoolean()) {
        return true;
      }
      Thread.sleep(100);
    }
    return done.getAsBoolean();
  }

  static int status(Matches matches, String status) {
    Map<String, Integer> c = matches.counts();
    return c.getOrDefault(status, 0);
  }
}
