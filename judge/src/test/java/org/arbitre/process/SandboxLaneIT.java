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
import org.apache.commons.io.file.PathUtils;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs that share a lane (one bubblewrap for every run of the same command, as root; see
 * docs/sandbox.md): the same command runs several times through one runner, the later runs in the
 * lane, and nothing a run leaves behind reaches the next: a process, a file in {@code /tmp} or
 * {@code /dev/shm}, a System V shared memory segment, a changed environment, the memory it filled.
 * Its input comes from a folder it cannot see. Skipped where bubblewrap cannot run or not as root.
 */
class SandboxLaneIT {
  private static final Limits LIMITS = Limits.of(Duration.ofSeconds(2), 0);
  private static Path cache;
  private static LocalRunner runner;

  @TempDir Path scratch;
  @TempDir Path hidden; // a folder of the test's: not among the run's mounts

  @BeforeAll
  static void sandbox() throws IOException {
    cache = Files.createTempDirectory("arbitre-lane-cache");
    Sandbox.Detection d = Sandbox.detect(List.of(Path.of(System.getProperty("user.home")), cache), 64, System.getenv("PATH"));
    if (d.sandbox().isPresent()) {
      runner = LocalRunner.best(new BuildCache(cache), d.sandbox());
    }
  }

  @AfterAll
  static void cleanUp() throws IOException {
    if (runner != null) {
      runner.close();
    }
    PathUtils.deleteDirectory(cache);
  }

  /** Runs {@code script} (sh) {@code times} times in the same working folder; each run's stdout. */
  private List<String> runs(int times, String script, Map<String, String> env, Limits limits) throws IOException {
    return runs(times, script, env, limits, Outcome.EXITED);
  }

  private List<String> runs(int times, String script, Map<String, String> env, Limits limits, Outcome expected)
      throws IOException {
    assumeTrue(runner != null, "no sandbox here");
    assumeTrue("0".equals(uid()), "lanes are made as root");
    Path work = Files.createDirectories(scratch.resolve("work"));
    Path in = Files.writeString(hidden.resolve("case.in"), "the input\n");
    List<String> outs = new ArrayList<>();
    for (int i = 0; i < times; i++) {
      Command c = new Command(List.of("/bin/sh", "-c", script), work, env, List.of(), List.of(work));
      Path out = scratch.resolve("out-" + i);
      RunResult r = runner.run(c, limits, in, out, scratch.resolve("err-" + i));
      assertEquals(expected, r.outcome(), "run " + i + ": " + r + " " + Files.readString(scratch.resolve("err-" + i)));
      outs.add(Files.readString(out));
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

  @Test
  void readsItsInputButNotItsFolder() throws IOException {
    List<String> outs = runs(3, PID1 + "cat; ls " + hidden + " 2>&1 || echo unseen", Map.of(), LIMITS);
    laned(outs);
    for (String o : outs) {
      assertTrue(o.contains("the input\n") && o.contains("unseen") && !o.contains("case.in"), o);
    }
  }

  @Test
  void noProcessOutlivesItsRun() throws IOException {
    String marker = "4" + Math.abs(UUID.randomUUID().getMostSignificantBits() % 100000) + ".5";
    List<String> outs = runs(3, PID1 + "setsid sleep " + marker + " > /dev/null 2>&1 < /dev/null & ls /proc | grep -c '^[0-9]'",
        Map.of(), LIMITS);
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
    Limits limits = Limits.of(Duration.ofMillis(300), 0);
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

  @Test
  void noFileReachesTheNextRun() throws IOException {
    List<String> outs = runs(3, PID1 + "ls -A /tmp /dev/shm | grep left; touch /tmp/left /dev/shm/left; mkdir -p /tmp/d/e; "
        + "touch /tmp/d/e/left; echo done", Map.of(), LIMITS);
    laned(outs);
    for (String o : outs) {
      String seen = o.substring(o.indexOf('\n') + 1); // after PID 1's command line
      assertFalse(seen.contains("left"), o);
      assertTrue(seen.contains("done"), o);
    }
  }

  @Test
  void noSharedMemorySegmentReachesTheNextRun() throws IOException {
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/ipcmk")), "ipcmk (util-linux) is missing");
    List<String> outs = runs(3, PID1 + "echo segments $(ipcs -m | grep -c '^0x'); ipcmk -M 4096 > /dev/null", Map.of(), LIMITS);
    laned(outs);
    for (String o : outs) {
      assertTrue(o.contains("segments 0"), o);
    }
  }

  @Test
  void eachRunHasItsOwnEnvironment() throws IOException {
    assumeTrue(runner != null, "no sandbox here");
    List<String> first = runs(2, PID1 + "echo \"mark=$LANE_MARK\"; export LANE_MARK=changed", Map.of("LANE_MARK", "given"), LIMITS);
    List<String> then = runs(1, PID1 + "echo \"mark=$LANE_MARK\"; export LANE_MARK=changed", Map.of(), LIMITS);
    laned(first);
    assertTrue(first.get(1).contains("mark=given"), first.get(1));
    assertTrue(then.get(0).contains("mark=\n") && then.get(0).contains("--lane"), then.get(0));
  }

  @Test
  void theMemoryARunFilledIsNotTheNextRunsLimit() throws IOException {
    // 100 MiB in /tmp and in /dev/shm, three times: the lane's /tmp (256 MiB) does not fill up
    List<String> outs = runs(3, PID1 + "for i in 1 2 3 4 5; do head -c 20m /dev/zero > /tmp/fill$i && head -c 20m /dev/zero > /dev/shm/fill$i "
        + "|| exit 1; done; echo filled",
        Map.of(), LIMITS);
    laned(outs);
    for (String o : outs) {
      assertTrue(o.contains("filled"), o);
    }
  }
}
