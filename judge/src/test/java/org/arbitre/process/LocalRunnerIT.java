package org.arbitre.process;

import org.arbitre.RunsAlone;
import org.arbitre.app.Settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default runner (the run helper); {@link LocalRunnerChainIT} runs the same tests on the three
 * tools, {@link LocalRunnerUnservedIT} on the helper started once per run. The tests with a bound
 * on time (a CPU limit and how soon after it the program stops, a wall limit, a busy loop's CPU
 * while suspended) run alone; the others run beside another class.
 */
class LocalRunnerIT {

  @TempDir Path dir;
  final LocalRunner runner = runner();

  LocalRunner runner() {
    return LocalRunner.best(Settings.fromSystem().cache());
  }

  private RunResult sh(String script, Limits limits) throws IOException {
    return runner.run(Command.of(dir, "sh", "-c", script), limits, null,
        dir.resolve("out"), dir.resolve("err"));
  }

  private static Limits cpu(long ms) {
    return Limits.of(Duration.ofMillis(ms), 0);
  }

  /** True while any process on the machine has {@code marker} in its command line. */
  static boolean anyProcessWith(String marker) throws IOException {
    try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
      return procs.filter(p -> p.getFileName().toString().matches("\\d+")).anyMatch(p -> {
        try {
          return new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.ISO_8859_1)
              .replace('\0', ' ').contains(marker);
        } catch (IOException e) {
          return false;
        }
      });
    }
  }

  /** A sleep duration no other process on the machine has (another checkout's tests may run now). */
  private static String unique(String whole) {
    // and no other test of this JVM (the subclasses run these tests again in the same JVM)
    return whole + "." + ProcessHandle.current().pid() + "0" + MARKERS.incrementAndGet() + "1";
  }

  private static final java.util.concurrent.atomic.AtomicInteger MARKERS = new java.util.concurrent.atomic.AtomicInteger();

  /** Whether anyProcessWith(marker) comes to read {@code present} within {@code ms} (looked at every 10 ms). */
  static boolean comesTo(boolean present, String marker, long ms) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + ms * 1_000_000;
    while (anyProcessWith(marker) != present) {
      if (System.nanoTime() > deadline) {
        return false;
      }
      Thread.sleep(10);
    }
    return true;
  }

  @Test
  void cleanExitWithOutput() throws IOException {
    RunResult r = sh("echo hello", cpu(2000));
    assertEquals(Outcome.EXITED, r.outcome());
    assertEquals(0, r.exitCode());
    assertEquals("hello\n", Files.readString(dir.resolve("out")));
    assertTrue(r.peakRssKb() > 0, "memory measured: " + r);
  }

  @Test
  void exitCodeIsReported() throws IOException {
    RunResult r = sh("echo oops >&2; exit 3", cpu(2000));
    assertEquals(Outcome.EXITED, r.outcome());
    assertEquals(3, r.exitCode());
    assertEquals("oops\n", Files.readString(dir.resolve("err")));
  }

  @Test
  void stdinComesFromTheFile() throws IOException {
    Files.writeString(dir.resolve("in"), "1 2 3\n");
    RunResult r = runner.run(Command.of(dir, "sh", "-c", "read a b c; echo $((a+b+c))"),
        cpu(2000), dir.resolve("in"), dir.resolve("out"), dir.resolve("err"));
    assertEquals(Outcome.EXITED, r.outcome());
    assertEquals("6\n", Files.readString(dir.resolve("out")));
  }

  @Test
  @RunsAlone
  void busyLoopStopsOnCpuTimeAndItsChildrenDie() throws IOException {
    String marker = unique("987");
    // a wide wall limit: on a loaded machine the loop may get little CPU per second
    Limits limits = new Limits(Duration.ofMillis(500), Duration.ofSeconds(30), 0, 1 << 20);
    RunResult r = sh("sleep " + marker + " & while :; do :; done", limits);
    assertEquals(Outcome.CPU_LIMIT, r.outcome(), r.toString());
    assertTrue(r.cpuMs() >= 500, r.toString());
    assertTrue(r.cpuMs() < 1500, "stopped soon after the limit: " + r);
    assertFalse(anyProcessWith(marker), "a child of the program survived");
  }

  /**
   * Two busy processes use CPU time faster than the wall clock: the watchdog, which looks for the
   * tree only once wall time × CPUs could reach the limit, still stops them near it.
   */
  @Test
  @RunsAlone
  void twoBusyProcessesStopOnTheirSummedCpuTime() throws IOException {
    Limits limits = new Limits(Duration.ofMillis(600), Duration.ofSeconds(30), 0, 1 << 20);
    RunResult r = sh("(while :; do :; done) & while :; do :; done", limits);
    assertEquals(Outcome.CPU_LIMIT, r.outcome(), r.toString());
    assertTrue(r.cpuMs() >= 600, r.toString());
    assertTrue(r.cpuMs() < 1600, "stopped soon after the limit: " + r);
  }

  @Test
  @RunsAlone
  void sleeperStopsOnWallTime() throws IOException {
    assertEquals(Duration.ofMillis(1600), cpu(200).wall(), "the usual wall limit: 3 × CPU + 1 s");
    // a wall limit of its own, shorter than the usual one: what is proved is the stop on wall time
    RunResult r = sh("sleep 30", new Limits(Duration.ofMillis(200), Duration.ofMillis(400), 0, 1 << 20));
    assertEquals(Outcome.WALL_LIMIT, r.outcome(), r.toString());
    assertTrue(r.wallMs() >= 400 && r.wallMs() < 6000, r.toString());
    assertTrue(r.cpuMs() < 200, r.toString());
  }

  @Test
  void outputFloodStopsAtTheCap() throws IOException {
    Limits limits = new Limits(Duration.ofSeconds(5), Duration.ofSeconds(10), 0, 1 << 20);
    RunResult r = sh("yes flood", limits);
    assertEquals(Outcome.OUTPUT_LIMIT, r.outcome(), r.toString());
    assertTrue(r.outputBytes() > 1 << 20, r.toString());
  }

  @Test
  void memoryHogStopsOnResidentMemory() throws IOException {
    // python3 holds 400 MB of touched bytes; the limit is 64 MB
    Limits limits = Limits.of(Duration.ofSeconds(5), 64L << 20);
    RunResult r = runner.run(
        Command.of(dir, "python3", "-c", "import time\nx = bytearray(400 << 20)\ntime.sleep(3)"),
        limits, null, dir.resolve("out"), dir.resolve("err"));
    assertEquals(Outcome.MEMORY_LIMIT, r.outcome(), r.toString());
    assertTrue(r.peakRssKb() > 64 * 1024, r.toString());
  }

  @Test
  void signalIsReported() throws IOException {
    RunResult r = sh("kill -SEGV $$", cpu(2000));
    assertEquals(Outcome.SIGNALED, r.outcome(), r.toString());
    assertEquals(11, r.signal());
    assertEquals("SIGSEGV", RunResult.signalName(r.signal()));
  }

  @Test
  @RunsAlone
  void cpuTimeIsMeasured() throws IOException {
    // about 300 ms of CPU: measured within generous bounds (the machine may be loaded)
    RunResult r = runner.run(
        Command.of(dir, "python3", "-c",
            "import time\nt=time.process_time()\nwhile time.process_time()-t<0.3: pass"),
        cpu(5000), null, dir.resolve("out"), dir.resolve("err"));
    assertEquals(Outcome.EXITED, r.outcome(), r.toString());
    assertTrue(r.cpuMs() >= 250 && r.cpuMs() < 2000, r.toString());
    assertTrue(r.wallMs() >= r.cpuMs() - 50, r.toString());
  }

  @Test
  void missingProgramFailsToStartOrExits127() throws IOException {
    RunResult r = runner.run(Command.of(dir, "/no/such/program"), cpu(1000), null,
        dir.resolve("out"), dir.resolve("err"));
    assertTrue(r.outcome() == Outcome.FAILED_TO_START
        || (r.outcome() == Outcome.EXITED && r.exitCode() == 127), r.toString());
  }

  @Test
  void liveProcessTalksOverPipesAndDiesWithItsTree() throws Exception {
    String marker = unique("876");
    try (LiveProcess p = runner.start(
        Command.of(dir, "sh", "-c", "sleep " + marker + " & while read l; do echo got $l; done"),
        dir.resolve("bot.err"))) {
      p.stdin().write("ping\n".getBytes(StandardCharsets.UTF_8));
      p.stdin().flush();
      BufferedReader in = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.UTF_8));
      assertEquals("got ping", in.readLine());
      assertTrue(p.isAlive());
      assertTrue(anyProcessWith(marker));
      p.close();
      assertFalse(p.isAlive());
    }
    assertFalse(anyProcessWith(marker), "the bot's child survived close()");
  }

  @Test
  @RunsAlone
  void suspendedProcessUsesNoCpu() throws Exception {
    try (LiveProcess p = runner.start(Command.of(dir, "sh", "-c", "while :; do :; done"),
        dir.resolve("bot.err"))) {
      assertTrue(cpuComesAbove(p, 0, 5000), "a busy loop uses CPU");
      p.suspend();
      Thread.sleep(50);
      long before = p.cpuNanos();
      Thread.sleep(300); // the busy loop, running, would have used up to 300 ms × CPUs of it
      assertEquals(before, p.cpuNanos(), "CPU advanced while suspended");
      p.resume();
      assertTrue(cpuComesAbove(p, before, 5000), "CPU did not advance after resume");
    }
  }

  /** Whether the live process's CPU time comes above {@code nanos} within {@code ms} (looked at every 10 ms). */
  private static boolean cpuComesAbove(LiveProcess p, long nanos, long ms) throws InterruptedException {
    long deadline = System.nanoTime() + ms * 1_000_000;
    while (p.cpuNanos() <= nanos) {
      if (System.nanoTime() > deadline) {
        return false;
      }
      Thread.sleep(10);
    }
    return true;
  }

  @Test
  @RunsAlone
  void withoutGnuTimeProcSamplingStillMeasuresAndLimits() throws IOException {
    LocalRunner bare = new LocalRunner(Wrappers.fallback(false, false), Wrappers.live());
    assertEquals("proc-sampling", bare.memorySource());
    Limits limits = new Limits(Duration.ofMillis(300), Duration.ofSeconds(30), 0, 1 << 20);
    RunResult r = bare.run(Command.of(dir, "sh", "-c", "while :; do :; done"), limits, null,
        dir.resolve("out"), dir.resolve("err"));
    assertEquals(Outcome.CPU_LIMIT, r.outcome(), r.toString());
    RunResult ok = bare.run(Command.of(dir, "sh", "-c", "exit 4"), cpu(1000), null,
        dir.resolve("out"), dir.resolve("err"));
    assertEquals(Outcome.EXITED, ok.outcome(), ok.toString());
    assertEquals(4, ok.exitCode());
  }

  @Test
  void aChildThatOutlivesTheProgramIsKilledToo() throws Exception {
    // the program exits at once; its background child is reparented away from the tree
    String marker = unique("765");
    RunResult r = sh("(sleep " + marker + " &) ; echo started", cpu(2000));
    assertEquals(Outcome.EXITED, r.outcome(), r.toString());
    assertEquals(0, r.exitCode());
    assertFalse(anyProcessWith(marker), "an orphaned child of the program survived the run");
  }

  @Test
  @RunsAlone
  void aBotsOrphanedChildDiesWhenTheBotIsClosed() throws Exception {
    String marker = unique("654");
    LiveProcess p = runner.start(
        Command.of(dir, "sh", "-c", "(sleep " + marker + " &) ; exit 0"), dir.resolve("bot.err"));
    assertTrue(p.waitFor(5000), "the bot exits by itself");
    // the orphan may be between fork and exec, when its command line reads empty: look again
    assertTrue(comesTo(true, marker, 2000), "its orphan is still there before close()");
    p.close();
    assertTrue(comesTo(false, marker, 1000), "the bot's orphaned child survived close()");
  }

  @Test
  void programsRunInTheirOwnProcessGroup() throws Exception {
    try (LiveProcess p = runner.start(Command.of(dir, "sh", "-c", "read x"), dir.resolve("bot.err"))) {
      // setsid runs in the child just after it starts: give it a moment
      String pgid = "";
      for (int i = 0; i < 200 && !pgid.equals(Long.toString(p.pid())); i++) {
        String stat = Files.readString(Path.of("/proc", Long.toString(p.pid()), "stat"));
        pgid = stat.substring(stat.lastIndexOf(')') + 2).split(" ")[2];
        Thread.sleep(10);
      }
      assertEquals(Long.toString(p.pid()), pgid, "the process group is the program's own");
    }
  }
}
