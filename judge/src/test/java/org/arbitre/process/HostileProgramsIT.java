package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.RunsAlone;
import org.arbitre.judge.Execution;
import org.arbitre.judge.Executor;
import org.arbitre.judge.Verdict;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Program;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile programs under the sandbox (fixtures in {@code src/test/resources/hostile/}, named by
 * their expected verdict), judged as a solution is: each gets its verdict, the run ends within
 * its wall limit + 2 s, no process of it survives (each run gets a unique marker argument, which
 * its children inherit), no process is left in its run cgroups (an empty pids cgroup stays, a lane
 * for the next run; closing the runner removes them), and nothing outside its scratch folder changed.
 * Skipped where bubblewrap cannot run.
 */
@RunsAlone
class HostileProgramsIT {
  private static final Path FIXTURES = Path.of("src/test/resources/hostile").toAbsolutePath();
  private static final Duration TIME = Duration.ofSeconds(1);
  private static final long WALL_MS = 3 * TIME.toMillis() + 1000;
  private static final int PROCESSES = 64;

  private static Path cache;
  private static Sandbox sandbox;
  private static LocalRunner runner;
  private static Compiler compiler;

  @TempDir Path scratch;
  @TempDir Path outside; // a folder of the test's, outside the sandbox's writable places
  private final String marker = "arbitre-hostile-" + UUID.randomUUID();
  private Set<String> outsideBefore;
  private Set<String> homeBefore;

  @BeforeAll
  static void sandbox() throws IOException {
    cache = Files.createTempDirectory("arbitre-hostile-cache");
    Sandbox.Detection d = Sandbox.detect(List.of(Path.of(System.getProperty("user.home")), cache), PROCESSES, System.getenv("PATH"));
    sandbox = d.sandbox().orElse(null);
    if (sandbox != null) {
      runner = LocalRunner.best(new BuildCache(cache), Optional.of(sandbox));
      compiler = new Compiler(runner, new BuildCache(cache));
    }
  }

  @AfterAll
  static void cleanUp() throws IOException {
    if (runner != null) {
      runner.close();
      assertEquals(Set.of(), runCgroups(false), "run cgroups left once the runner is closed");
    }
    PathUtils.deleteDirectory(cache);
  }

  @AfterEach
  void nothingLeft() throws IOException {
    if (sandbox == null || outsideBefore == null) {
      return; // skipped
    }
    assertFalse(LocalRunnerIT.anyProcessWith(marker), "a process of the program survived");
    assertEquals(Set.of(), runCgroups(true), "run cgroups with a process left in them");
    assertEquals(outsideBefore, listing(outside), "the test's folder changed");
    assertEquals(homeBefore, listing(Path.of(System.getProperty("user.home"))), "$HOME changed");
  }

  private Execution judge(String fixture, String input, String... args) throws Exception {
    assumeTrue(sandbox != null, "bubblewrap cannot run here");
    outsideBefore = listing(outside);
    homeBefore = listing(Path.of(System.getProperty("user.home")));
    Program program = compiler.prepare(FIXTURES.resolve(fixture));
    Path in = Files.writeString(scratch.resolve("in"), input);
    Path work = Files.createDirectory(scratch.resolve("work"));
    List<String> argv = new ArrayList<>(List.of(args));
    argv.add(marker);
    long start = System.nanoTime();
    Execution e = new Executor(runner).run(program, argv, in, work, scratch.resolve("out"), scratch.resolve("err"),
        TIME, 2L << 30);
    long ms = (System.nanoTime() - start) / 1_000_000;
    assertTrue(ms < WALL_MS + 2000, fixture + " took " + ms + " ms");
    return e;
  }

  private String stdout() throws IOException {
    return Files.readString(scratch.resolve("out"));
  }

  @Test
  void forkBombIsContainedAndTle() throws Exception {
    assumeTrue(sandbox == null || !sandbox.sandbox().equals("bubblewrap"), "no process limit in this sandbox");
    Execution e = judge("fork_bomb_TLE.py", "");
    assertEquals(Verdict.TLE, e.verdict(), e.message());
  }

  @Test
  void orphanHoldingStdoutDoesNotHoldTheRun() throws Exception {
    Execution e = judge("orphan_keeps_stdout_AC.py", "1 2 3\n");
    assertEquals(Verdict.AC, e.verdict(), e.message());
    assertEquals("6\n", stdout());
    assertTrue(e.run().wallMs() < 2000, "ended with the parent: " + e.run());
  }

  @Test
  void daemonInItsOwnSessionIsKilled() throws Exception {
    Execution e = judge("daemon_setsid_AC.py", "4 5\n");
    assertEquals(Verdict.AC, e.verdict(), e.message());
    assertEquals("9\n", stdout());
  }

  @Test
  void writesOutsideTheScratchFolderAreRefused() throws Exception {
    Execution e = judge("write_outside_AC_nothing_written.py", "", outside.toString(), cache.toString());
    assertEquals(Verdict.AC, e.verdict(), e.message());
    String out = stdout();
    assertFalse(out.contains("wrote " + outside), out);
    assertFalse(out.contains("wrote " + cache), out);
    assertTrue(out.contains("refused"), out);
    try (Stream<Path> all = Files.walk(cache)) {
      assertTrue(all.noneMatch(p -> p.getFileName().toString().equals("escaped.txt")), "a file was written into the cache");
    }
  }

  @Test
  void noNetworkNotEvenTheHostsLoopback() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Execution e = judge("connect_loopback_AC_refused.py", "", Integer.toString(server.getLocalPort()));
      assertEquals(Verdict.AC, e.verdict(), e.message() + " " + stdout());
      assertTrue(stdout().startsWith("refused"), stdout());
      server.setSoTimeout(50);
      try {
        server.accept().close();
        throw new AssertionError("the server was reached");
      } catch (SocketTimeoutException expected) {
        // nobody came
      }
    }
  }

  @Test
  void readingPastTheEndOfInputEndsAtOnce() throws Exception {
    Execution e = judge("read_past_eof_RE.py", "1 2\n");
    assertEquals(Verdict.RE, e.verdict(), e.message());
    assertTrue(e.message().contains("EOFError"), e.message());
  }

  @Test
  void aBotThatClosesItsStdoutIsSeenDoingIt() throws Exception {
    assumeTrue(sandbox != null, "bubblewrap cannot run here");
    outsideBefore = listing(outside);
    homeBefore = listing(Path.of(System.getProperty("user.home")));
    // bwrap's own processes would hold the pipe open (no end of file until the bot exits) if
    // the live sandbox did not pass it to the bot through fds 3 and 4
    Command bot = Command.of(scratch, "sh", "-c", "read x; echo got $x; exec >&-; sleep 5", marker);
    try (LiveProcess p = runner.start(bot, scratch.resolve("bot.err"))) {
      p.stdin().write("42\n".getBytes());
      p.stdin().flush();
      long start = System.nanoTime();
      assertEquals("got 42\n", new String(p.stdout().readAllBytes()));
      assertTrue(System.nanoTime() - start < 2_000_000_000L, "end of file only when the bot exited");
      assertTrue(p.isAlive(), "the bot lives on, its stdout closed");
    }
  }

  /** The run cgroups of this JVM still there ({@code busy}: only those with a process in them). */
  private static Set<String> runCgroups(boolean busy) throws IOException {
    Set<String> left = new TreeSet<>();
    String mine = ProcessHandle.current().pid() + "-";
    for (Path base : List.of(Path.of("/sys/fs/cgroup/pids"), Path.of("/sys/fs/cgroup/memory"), Path.of("/sys/fs/cgroup"))) {
      if (Files.isDirectory(base)) {
        try (Stream<Path> all = Files.walk(base, 4)) {
          for (Path p : all.filter(p -> p.getFileName() != null && p.getFileName().toString().startsWith(mine)
              && p.getParent().getFileName().toString().equals("arbitre")).toList()) {
            if (!busy || !Files.readString(p.resolve("cgroup.procs")).isBlank()) {
              left.add(p.toString());
            }
          }
        }
      }
    }
    return left;
  }

  private static Set<String> listing(Path dir) throws IOException {
    try (Stream<Path> all = Files.list(dir)) {
      return new TreeSet<>(all.map(p -> p.getFileName().toString()).toList());
    }
  }
}
