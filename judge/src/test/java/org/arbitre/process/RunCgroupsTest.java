package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Finding, making, limiting, reading and removing run cgroups, on fake cgroup trees in a temporary
 * folder ({@link FakeCgroupFs}: the files as the kernel shows them), since this machine may have
 * only one cgroup version. The expected values are the kernel's documented formats, written by hand.
 */
class RunCgroupsTest {
  private static final long JVM = 4242; // the pid the tests pretend to be
  private static final String ALL = "cpuset cpu io memory hugetlb pids rdma misc";
  @TempDir Path tmp;

  private static List<String> selfV2(String own) {
    return List.of("0::/" + own);
  }

  @Test
  void aJvmInALeafOfADelegatedV2SubtreeRunsBesideIt() throws IOException {
    // a systemd unit with Delegate=yes: its cgroup is the user's; this JVM sits in a leaf of it
    Path root = tmp.resolve("cgroup");
    String unit = "user.slice/user-1000.slice/user@1000.service/app.slice/arbitre.service";
    FakeCgroupFs fs = FakeCgroupFs.v2(root, ALL, unit + "/main");
    Path delegated = root.resolve(unit);
    fs.setProcs(delegated.resolve("main"), Long.toString(JVM));
    fs.refuse(delegated.getParent()); // above the unit: systemd's, not the user's
    RunCgroups c = RunCgroups.find(fs, root, selfV2(unit + "/main"), JVM).orElseThrow();
    assertEquals("cgroup-v2-pids-memory", c.describe());
    assertTrue(c.limitsMemory());
    assertEquals("", Files.readString(delegated.resolve("main/cgroup.subtree_control")), "its own cgroup: untouched");
    assertTrue(List.of(Files.readString(delegated.resolve("cgroup.subtree_control")).strip().split(" "))
        .containsAll(List.of("pids", "memory")), "the unit's cgroup gives its children pids and memory");
    assertEquals("pids memory", Files.readString(delegated.resolve("arbitre/cgroup.subtree_control")).strip());
    assertEquals(List.of(), runDirs(delegated.resolve("arbitre")), "the probe is removed");
  }

  @Test
  void asRootInASessionScopeTheRunsGoBesideIt() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v2(root, ALL, "user.slice/session-1.scope");
    fs.setProcs(root.resolve("user.slice/session-1.scope"), Long.toString(JVM));
    RunCgroups c = RunCgroups.find(fs, root, selfV2("user.slice/session-1.scope"), JVM).orElseThrow();
    assertEquals("cgroup-v2-pids-memory", c.describe());
    RunCgroups.Run run = c.take(64, 0);
    assertEquals(root.resolve("user.slice/arbitre"), run.pids().getParent());
    c.give(run);
    c.close();
  }

  @Test
  void aV2RunWithAMemoryLimitGetsMemoryMaxNoSwapAndItsPeak() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v2(root, ALL, "");
    RunCgroups c = RunCgroups.find(fs, root, selfV2(""), JVM).orElseThrow(); // the root cgroup may enable them
    RunCgroups.Run run = c.take(64, 256L << 20);
    Path dir = run.pids();
    assertEquals(root.resolve("arbitre"), dir.getParent());
    assertTrue(dir.getFileName().toString().startsWith(JVM + "-"), dir.toString());
    assertEquals(dir, run.memory());
    assertEquals(List.of(dir.resolve("cgroup.procs")), run.procs());
    assertEquals("64", Files.readString(dir.resolve("pids.max")));
    assertEquals("268435456", Files.readString(dir.resolve("memory.max")));
    assertEquals("0", Files.readString(dir.resolve("memory.swap.max")));
    // the kernel counts: a peak of 100,000,000 bytes, no OOM kill
    Files.writeString(dir.resolve("memory.peak"), "100000000\n");
    RunCgroups.Memory m = c.memory(run).orElseThrow();
    assertEquals(97656, m.peakKb());
    assertFalse(m.oomKilled());
    assertEquals("cgroup-v2", m.source());
    c.give(run);
    assertFalse(Files.exists(dir), "a memory cgroup is the run's alone: removed");
  }

  @Test
  void anOomKillIsAMemoryLimitExceeded() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v2(root, ALL, "");
    RunCgroups c = RunCgroups.find(fs, root, selfV2(""), JVM).orElseThrow();
    RunCgroups.Run run = c.take(64, 16L << 20);
    Files.writeString(run.memory().resolve("memory.peak"), "16777216\n");
    Files.writeString(run.memory().resolve("memory.events"), "low 0\nhigh 0\nmax 41\noom 1\noom_kill 1\noom_group_kill 0\n");
    RunCgroups.Memory m = c.memory(run).orElseThrow();
    assertTrue(m.oomKilled());
    assertEquals(16384, m.peakKb());
    c.give(run);
  }

  @Test
  void aRunWithoutAMemoryLimitUsesALaneAgainOnceEmpty() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v2(root, ALL, "");
    RunCgroups c = RunCgroups.find(fs, root, selfV2(""), JVM).orElseThrow();
    RunCgroups.Run first = c.take(256, 0);
    assertNull(first.memory());
    assertTrue(c.memory(first).isEmpty(), "no memory figure: rusage stands");
    assertEquals("256", Files.readString(first.pids().resolve("pids.max")));
    assertEquals("max\n", Files.readString(first.pids().resolve("memory.max")), "no memory limit");
    c.give(first);
    assertTrue(Files.isDirectory(first.pids()), "kept as a lane");
    RunCgroups.Run second = c.take(32, 0);
    assertEquals(first.pids(), second.pids(), "the empty lane is used again");
    assertEquals("32", Files.readString(second.pids().resolve("pids.max")));
    // a process of the second run is still leaving when it is given back: the next run gets a fresh lane
    fs.setProcs(second.pids(), "999999999");
    c.give(second);
    RunCgroups.Run third = c.take(32, 0);
    assertNotEquals(second.pids(), third.pids());
    // once the straggler has gone, the busy lane is removed at a later run, and close removes the rest
    fs.setProcs(second.pids());
    c.give(third);
    c.give(c.take(32, 0));
    assertFalse(Files.exists(second.pids()), "the lane that was busy is removed");
    c.close();
    assertEquals(List.of(), runDirs(root.resolve("arbitre")));
  }

  @Test
  void aV2CgroupWithProcessesCannotDelegateSoThereIsNone() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v2(root, ALL, "user.slice/session-1.scope");
    Path own = root.resolve("user.slice/session-1.scope");
    fs.setProcs(own, Long.toString(JVM)); // this JVM is in it: "no internal processes"
    fs.refuse(own.getParent()); // and its parent is not ours (not root, not delegated)
    assertTrue(RunCgroups.find(fs, root, selfV2("user.slice/session-1.scope"), JVM).isEmpty());
    assertEquals("", Files.readString(own.resolve("cgroup.subtree_control")));
  }

  @Test
  void aV2CgroupWithPidsOnlyLimitsProcessesOnly() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v2(root, "cpu pids", "ci/main");
    fs.setProcs(root.resolve("ci/main"), Long.toString(JVM));
    RunCgroups c = RunCgroups.find(fs, root, selfV2("ci/main"), JVM).orElseThrow();
    assertEquals("cgroup-v2-pids", c.describe());
    RunCgroups.Run run = c.take(64, 256L << 20);
    assertNull(run.memory(), "no memory cgroup: the watchdog's limit stands");
    c.give(run);
    c.close();
  }

  @Test
  void cgroupV1GivesPidsAndAFreshMemoryCgroupPerLimitedRun() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v1(root, "docker/abc", true);
    List<String> self = List.of("12:pids:/docker/abc", "4:memory:/docker/abc", "1:name=systemd:/docker/abc", "0::/");
    RunCgroups c = RunCgroups.find(fs, root, self, JVM).orElseThrow();
    assertEquals("cgroup-v1-pids-memory", c.describe());
    RunCgroups.Run run = c.take(100, 64L << 20);
    assertEquals(root.resolve("pids/docker/abc/arbitre"), run.pids().getParent());
    assertEquals(root.resolve("memory/docker/abc/arbitre"), run.memory().getParent());
    assertEquals(List.of(run.pids().resolve("cgroup.procs"), run.memory().resolve("cgroup.procs")), run.procs());
    assertEquals("100", Files.readString(run.pids().resolve("pids.max")));
    assertEquals("67108864", Files.readString(run.memory().resolve("memory.limit_in_bytes")));
    assertEquals("67108864", Files.readString(run.memory().resolve("memory.memsw.limit_in_bytes")), "no swap");
    Files.writeString(run.memory().resolve("memory.max_usage_in_bytes"), "5242880\n");
    Files.writeString(run.memory().resolve("memory.oom_control"), "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n");
    RunCgroups.Memory m = c.memory(run).orElseThrow();
    assertEquals(5120, m.peakKb());
    assertTrue(m.oomKilled());
    assertEquals("cgroup-v1", m.source());
    c.give(run);
    assertFalse(Files.exists(run.memory()));
    assertTrue(Files.exists(run.pids()), "the pids cgroup stays a lane");
    c.close();
    assertEquals(List.of(), runDirs(root.resolve("pids/docker/abc/arbitre")));
  }

  @Test
  void cgroupV1WithoutMemoryIsPidsOnly() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v1(root, "", false);
    RunCgroups c = RunCgroups.find(fs, root, List.of("8:pids:/", "4:memory:/", "0::/"), JVM).orElseThrow();
    assertEquals("cgroup-v1-pids", c.describe());
    c.close();
  }

  @Test
  void noWritableCgroupNoRunCgroups() throws IOException {
    Path root = tmp.resolve("cgroup");
    Files.createDirectories(root); // a tmpfs with no hierarchy in it
    assertTrue(RunCgroups.find(CgroupFs.KERNEL, root, List.of("0::/", "8:pids:/"), JVM).isEmpty());
  }

  @Test
  void theCgroupsOfADeadJvmAreRemovedAtStart() throws IOException {
    Path root = tmp.resolve("cgroup");
    FakeCgroupFs fs = FakeCgroupFs.v2(root, ALL, "");
    RunCgroups.find(fs, root, selfV2(""), JVM).orElseThrow(); // makes arbitre/
    long dead = deadPid();
    Path stale = root.resolve("arbitre/" + dead + "-3");
    fs.mkdir(stale);
    Path mine = root.resolve("arbitre/" + ProcessHandle.current().pid() + "-1"); // a live JVM's: kept
    fs.mkdir(mine);
    RunCgroups.find(fs, root, selfV2(""), JVM).orElseThrow();
    assertFalse(Files.exists(stale));
    assertTrue(Files.exists(mine));
  }

  private static long deadPid() {
    for (long p = 4_000_000; ; p--) {
      if (ProcessHandle.of(p).isEmpty()) {
        return p;
      }
    }
  }

  private static List<String> runDirs(Path base) throws IOException {
    try (Stream<Path> s = Files.list(base)) {
      return s.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
