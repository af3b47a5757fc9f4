package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.OneCore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs that share a lane (one bubblewrap for every run of the same command, as root; see
 * docs/sandbox.md): the same command runs several times through one runner, the later runs in the
 * lane, and nothing a run leaves behind reaches the next: a process, a file in {@code /tmp} or
 * {@code /dev/shm}, a System V shared memory segment, a changed environment, the memory it filled.
 * Its input comes from a folder it cannot see. Each of those without a resident memory limit (a
 * Java run) and with one (every other language: a memory cgroup of its own per run). A run with a
 * memory limit is measured and limited in a lane as in a bubblewrap of its own: a C program over
 * it is MLE, one under it gets the same peak; it sees no cgroup folder in either. Skipped where
 * bubblewrap cannot run or not as root.
 */
@OneCore
class SandboxLaneIT {
  private static final Limits LIMITS = Limits.of(Duration.ofSeconds(2), 0);
  /** A resident memory limit, held by a memory cgroup of the run's own where one can be made. */
  private static final Limits MEMORY = Limits.of(Duration.ofSeconds(2), 64L << 20);
  private static Path cache;
  private static LocalRunner runner;
  /** The same sandbox, a bubblewrap per run: what a lane's figures are compared with. */
  private static LocalRunner unlaned;
  private static Sandbox sandbox;
  /** A C program that touches its argument's MiB of memory and prints "touched"; null without a C compiler. */
  private static Path touch;

  @TempDir Path scratch;
  @TempDir Path hidden; // a folder of the test's: not among the run's mounts

  @BeforeAll
  static void sandbox() throws IOException {
    cache = Files.createTempDirectory("arbitre-lane-cache");
    Sandbox.Detection d = Sandbox.detect(List.of(Path.of(System.getProperty("user.home")), cache), 64, System.getenv("PATH"));
    if (d.sandbox().isPresent()) {
      sandbox = d.sandbox().get();
      runner = LocalRunner.best(new BuildCache(cache), d.sandbox());
      unlaned = LocalRunner.best(new BuildCache(cache), d.sandbox(), true, false);
    }
    touch = compileTouch();
  }

  /** Builds the C program {@link #touch} in a folder of its own (not the hidden cache); null when it cannot. */
  private static Path compileTouch() throws IOException {
    Path dir = Files.createTempDirectory("arbitre-lane-touch");
    Path src = Files.writeString(dir.resolve("touch.c"), """
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        int main(int argc, char **argv) {
          int mib = atoi(argv[1]);
          for (int i = 0; i < mib; i++) {
            char *p = malloc(1 << 20);
            if (p == NULL) return 1;
            memset(p, i + 1, 1 << 20);
          }
          puts("touched");
          return 0;
        }
        """);
    Path exe = dir.resolve("touch");
    try {
      Process cc = new ProcessBuilder("cc", "-O1", "-o", exe.toString(), src.toString()).redirectErrorStream(true).start();
      cc.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
      return cc.waitFor() == 0 ? exe : null;
    } catch (IOException e) {
      return null; // no C compiler
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }

  @AfterAll
  static void cleanUp() throws IOException {
    if (runner != null) {
      runner.close();
      unlaned.close();
    }
    PathUtils.deleteDirectory(cache);
    if (touch != null) {
      PathUtils.deleteDirectory(touch.getParent());
    }
  }

  /** Without a resident memory limit (a Java run), and with one (every other language). */
  static Stream<Limits> limits() {
    return Stream.of(LIMITS, MEMORY);
  }

  /** Runs {@code script} (sh) {@code times} times in the same working folder; each run's stdout. */
  private List<String> runs(int times, String script, Map<String, String> env, Limits limits) throws IOException {
    return runs(times, script, env, limits, Outcome.EXITED);
  }

  private List<String> runs(int times, String script, Map<String, String> env, Limits limits, Outcome expected)
      throws IOException {
    return ran(runner, times, script, env, limits, expected).stream().map(Ran::out).toList();
  }

  /** One run's stdout and result. */
  private record Ran(String out, RunResult result) {}

  /** As {@link #runs}, through {@code through}, with each run's result. */
  private List<Ran> ran(LocalRunner through, int times, String script, Map<String, String> env, Limits limits,
      Outcome expected) throws IOException {
    assumeTrue(runner != null, "no sandbox here");
    assumeTrue("0".equals(uid()), "lanes are made as root");
    assumeTrue(limits.memoryBytes() == 0 || sandbox.memoryCgroups() != null,
        "no memory cgroup here: a run with a memory limit has a bubblewrap of its own");
    Path work = Files.createDirectories(scratch.resolve("work"));
    Path in = Files.writeString(hidden.resolve("case.in"), "the input\n");
    List<Path> reads = touch == null ? List.of() : List.of(touch);
    List<Ran> outs = new ArrayList<>();
    for (int i = 0; i < times; i++) {
      Command c = new Command(List.of("/bin/sh", "-c", script), work, env, reads, List.of(work));
      Path out = scratch.resolve("out-" + i);
      RunResult r = through.run(c, limits, in, out, scratch.resolve("err-" + i));
      assertEquals(expected, r.outcome(), "run " + i + ": " + r + " " + Files.readString(scratch.resolve("err-" + i)));
      outs.add(new Ran(Files.readString(out), r));
    }
    return outs;
  }

  private static String uid() throws IOException {
    return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("Uid:"))
        .map(l -> l.split("\\s+")[1]).findFirst().orElse("");
  }

  /** The later runs are in a lane: their PID 1 is the lane's helper, not bubblewrap. */
  private static void laned(List<String> outs) {
    assertFalse(outs.get(0).contains("--lane"), outs.get(0));
    for (int i = 1; i < outs.size(); i++) {
      assertTrue(outs.get(i).contains("--serve\0--lane") || outs.get(i).contains("--serve --lane"), outs.get(i));
    }
  }

  private static final String PID1 = "tr '\\0' ' ' < /proc/1/cmdline; echo; ";

  /** A run in a lane is nobody, in no supplementary group, with no capability at all, as in a bubblewrap of its own. */
  @ParameterizedTest
  @MethodSource("limits")
  void runsAsNobodyWithoutCapabilities(Limits limits) throws IOException {
    String script = PID1 + "grep -E '^(Uid|Gid|Groups|CapInh|CapPrm|CapEff|CapAmb|NoNewPrivs):' /proc/self/status";
    List<String> outs = runs(3, script, Map.of(), limits);
    laned(outs);
    String expected = "Uid:\t65534\t65534\t65534\t65534\nGid:\t65534\t65534\t65534\t65534\nGroups:\t\n"
        + "CapInh:\t0000000000000000\nCapPrm:\t0000000000000000\nCapEff:\t0000000000000000\n"
        + "CapAmb:\t0000000000000000\nNoNewPrivs:\t1\n";
    for (String o : outs) {
      String status = o.substring(o.indexOf('\n') + 1).replace("Groups:\t \n", "Groups:\t\n");
      assertEquals(expected, status, o);
    }
  }

  @ParameterizedTest
  @MethodSource("limits")
  void readsItsInputButNotItsFolder(Limits limits) throws IOException {
    List<String> outs = runs(3, PID1 + "cat; ls " + hidden + " 2>&1 || echo unseen", Map.of(), limits);
    laned(outs);
    for (String o : outs) {
      assertTrue(o.contains("the input\n") && o.contains("unseen") && !o.contains("case.in"), o);
    }
  }

  @ParameterizedTest
  @MethodSource("limits")
  void noProcessOutlivesItsRun(Limits limits) throws IOException {
    String marker = "4" + Math.abs(UUID.randomUUID().getMostSignificantBits() % 100000) + ".5";
    List<String> outs = runs(3, PID1 + "setsid sleep " + marker + " > /dev/null 2>&1 < /dev/null & ls /proc | grep -c '^[0-9]'",
        Map.of(), limits);
    laned(outs);
    long left = ProcessHandle.allProcesses()
        .filter(p -> p.info().arguments().map(a -> List.of(a).contains(marker)).orElse(false)).count();
    assertEquals(0, left, "processes of the runs left");
    for (String o : outs.subList(1, 3)) { // the lane's runs see their own processes only
      assertTrue(Integer.parseInt(o.strip().lines().reduce((a, b) -> b).orElse("99")) <= 6, o);
    }
  }

  @Test
  void aRunPastItsWallLimitIsStoppedAndTheLaneGoesOn() throws IOException {
    String marker = "5" + Math.abs(UUID.randomUUID().getMostSignificantBits() % 100000) + ".5";
    // a sleeper is stopped by its wall limit whatever it is: half a second, not the 1.9 s of a 300 ms CPU limit
    Limits limits = new Limits(Duration.ofMillis(300), Duration.ofMillis(500), 0, Limits.DEFAULT_OUTPUT_BYTES);
    long t0 = System.nanoTime();
    runs(3, "sleep " + marker, Map.of(), limits, Outcome.WALL_LIMIT);
    assertTrue(System.nanoTime() - t0 < 3 * (limits.wall().toNanos() + 2_000_000_000L), "too slow to stop");
    long left = ProcessHandle.allProcesses()
        .filter(p -> p.info().arguments().map(a -> List.of(a).contains(marker)).orElse(false)).count();
    assertEquals(0, left, "processes of the runs left");
    for (String o : runs(2, PID1 + "echo after", Map.of(), LIMITS)) { // the same mounts: in the lane still
      assertTrue(o.contains("--lane") && o.contains("after"), o);
    }
  }

  @ParameterizedTest
  @MethodSource("limits")
  void noFileReachesTheNextRun(Limits limits) throws IOException {
    List<String> outs = runs(3, PID1 + "ls -A /tmp /dev/shm | grep left; touch /tmp/left /dev/shm/left; mkdir -p /tmp/d/e; "
        + "touch /tmp/d/e/left; echo done", Map.of(), limits);
    laned(outs);
    for (String o : outs) {
      String seen = o.substring(o.indexOf('\n') + 1); // after PID 1's command line
      assertFalse(seen.contains("left"), o);
      assertTrue(seen.contains("done"), o);
    }
  }

  @ParameterizedTest
  @MethodSource("limits")
  void noSharedMemorySegmentReachesTheNextRun(Limits limits) throws IOException {
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/ipcmk")), "ipcmk (util-linux) is missing");
    List<String> outs = runs(3, PID1 + "echo segments $(ipcs -m | grep -c '^0x'); ipcmk -M 4096 > /dev/null", Map.of(), limits);
    laned(outs);
    for (String o : outs) {
      assertTrue(o.contains("segments 0"), o);
    }
  }

  @ParameterizedTest
  @MethodSource("limits")
  void eachRunHasItsOwnEnvironment(Limits limits) throws IOException {
    assumeTrue(runner != null, "no sandbox here");
    List<String> first = runs(2, PID1 + "echo \"mark=$LANE_MARK\"; export LANE_MARK=changed", Map.of("LANE_MARK", "given"), limits);
    List<String> then = runs(1, PID1 + "echo \"mark=$LANE_MARK\"; export LANE_MARK=changed", Map.of(), limits);
    laned(first);
    assertTrue(first.get(1).contains("mark=given"), first.get(1));
    assertTrue(then.get(0).contains("mark=\n") && then.get(0).contains("--lane"), then.get(0));
  }

  @Test
  void theMemoryARunFilledIsNotTheNextRunsLimit() throws IOException {
    // 40 MiB in /tmp and /dev/shm (memory the run's cgroup counts) under a limit of 64 MiB, three times
    List<String> limited = runs(3, PID1 + "head -c 20m /dev/zero > /tmp/fill && head -c 20m /dev/zero > /dev/shm/fill && echo filled",
        Map.of(), MEMORY);
    laned(limited);
    for (String o : limited) {
      assertTrue(o.contains("filled"), o);
    }
    // without a limit, 100 MiB in /tmp and in /dev/shm, three times: the lane's /tmp (256 MiB) does not fill up
    List<String> outs = runs(3, PID1 + "for i in 1 2 3 4 5; do head -c 20m /dev/zero > /tmp/fill$i && head -c 20m /dev/zero > /dev/shm/fill$i "
        + "|| exit 1; done; echo filled",
        Map.of(), LIMITS);
    for (String o : outs) { // the same mounts: in the lane already
      assertTrue(o.contains("--lane") && o.contains("filled"), o);
    }
  }

  @Test
  void aRunOverItsMemoryLimitIsMleInALane() throws IOException {
    assumeTrue(touch != null, "no C compiler");
    List<Ran> runs = ran(runner, 3, PID1 + "exec " + touch + " 200", Map.of(), MEMORY, Outcome.MEMORY_LIMIT);
    laned(runs.stream().map(Ran::out).toList());
    for (Ran r : runs) {
      assertTrue(r.result().detail().contains("killed by the kernel"), r.result().toString()); // the cgroup's limit
    }
    assertEquals(Outcome.EXITED, ran(runner, 1, PID1 + "exec " + touch + " 8", Map.of(), MEMORY, Outcome.EXITED)
        .get(0).result().outcome()); // the lane goes on
  }

  @Test
  void aRunUnderItsMemoryLimitHasThePeakOfABubblewrapOfItsOwn() throws IOException {
    assumeTrue(touch != null, "no C compiler");
    assumeTrue(sandbox.memoryCgroups() != null, "no memory cgroup here");
    List<Ran> laned = ran(runner, 4, PID1 + "exec " + touch + " 24", Map.of(), MEMORY, Outcome.EXITED);
    List<Ran> alone = ran(unlaned, 4, PID1 + "exec " + touch + " 24", Map.of(), MEMORY, Outcome.EXITED);
    laned(laned.stream().map(Ran::out).toList());
    assertFalse(alone.get(3).out().contains("--lane"), alone.get(3).out());
    for (int i = 1; i < 4; i++) {
      long inLane = laned.get(i).result().peakRssKb();
      long own = alone.get(i).result().peakRssKb();
      assertTrue(inLane >= 24 << 10 && inLane < 64 << 10, "in the lane: " + laned.get(i).result());
      assertTrue(Math.abs(inLane - own) <= 4 << 10, "in the lane " + inLane + " KiB, in a bwrap of its own " + own + " KiB");
      assertEquals(sandbox.memoryCgroups(), laned.get(i).result().memorySource());
    }
  }

  /**
   * A runtime that sizes itself from its cgroup's limit (Node, Go, .NET read /proc/self/cgroup,
   * then the limit under /sys/fs/cgroup) finds none in a lane, as in a bubblewrap of its own: the
   * lane binds no cgroup folder. Its run is in the run's cgroups (/proc/self/cgroup).
   */
  @Test
  void aRunInALaneSeesNoCgroupFolder() throws IOException {
    List<Ran> runs = ran(runner, 3, PID1 + "[ -e /sys ] || echo 'no /sys'; grep -c /arbitre/ /proc/self/cgroup",
        Map.of(), MEMORY, Outcome.EXITED);
    List<Ran> alone = ran(unlaned, 1, "[ -e /sys ] || echo 'no /sys'", Map.of(), MEMORY, Outcome.EXITED);
    laned(runs.stream().map(Ran::out).toList());
    assertTrue(alone.get(0).out().contains("no /sys"), alone.get(0).out());
    String cgroups = sandbox.memoryCgroups() != null && sandbox.sandbox().contains("-v1-") ? "2" : "1";
    for (Ran r : runs) {
      assertTrue(r.out().contains("no /sys"), r.out());
      if (sandbox.sandbox().contains("cgroup")) {
        assertTrue(r.out().strip().endsWith(cgroups), r.out()); // its pids (and v1 memory) cgroup
      }
    }
  }
}
