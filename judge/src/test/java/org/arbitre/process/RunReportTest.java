package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The verdict of a run whose memory cgroup met its limit, from the kernel's counters as the files
 * read (their text written after Documentation/admin-guide/cgroup-v1/memory.rst and
 * cgroup-v2.rst) and the processes' own resident peak (the run helper's report: rusage).
 */
class RunReportTest {
  private static final long LIMIT = 64L << 20;
  private static final String V2_EVENTS = "low 0\nhigh 0\nmax %d\noom %d\noom_kill %d\noom_group_kill 0\n";
  private static final String V1_OOM = "oom_kill_disable 0\nunder_oom 0\noom_kill %d\n";

  @Test
  void cgroupV2CountersAreReadFromMemoryEvents() {
    RunCgroups.Memory cache = RunCgroups.Memory.v2("67108864\n", V2_EVENTS.formatted(212, 0, 0));
    assertEquals(65536, cache.peakKb());
    assertTrue(cache.limitHit(), "max: usage met memory.max, reclaim followed");
    assertFalse(cache.outOfMemory());
    assertFalse(cache.oomKilled());
    assertEquals("cgroup-v2", cache.source());
    RunCgroups.Memory oom = RunCgroups.Memory.v2("67108864\n", V2_EVENTS.formatted(40, 1, 0));
    assertTrue(oom.outOfMemory(), "oom: reclaim could not bring it down");
    assertFalse(oom.oomKilled());
    assertTrue(RunCgroups.Memory.v2("67108864\n", V2_EVENTS.formatted(40, 1, 1)).oomKilled());
  }

  @Test
  void cgroupV1CountersAreReadFromFailcntAndOomControl() {
    RunCgroups.Memory none = RunCgroups.Memory.v1("5242880\n", "0\n", "0\n", V1_OOM.formatted(0));
    assertEquals(5120, none.peakKb());
    assertFalse(none.limitHit() || none.outOfMemory() || none.oomKilled());
    assertEquals("cgroup-v1", none.source());
    assertTrue(RunCgroups.Memory.v1("67108864\n", "3\n", "0\n", V1_OOM.formatted(0)).limitHit());
    assertTrue(RunCgroups.Memory.v1("67108864\n", "0\n", "17\n", V1_OOM.formatted(0)).limitHit(), "memory and swap");
    assertTrue(RunCgroups.Memory.v1("67108864\n", "0\n", null, V1_OOM.formatted(0)).peakKb() > 0, "no swap accounting");
    RunCgroups.Memory killed = RunCgroups.Memory.v1("67108864\n", "0\n", "0\n", V1_OOM.formatted(1));
    assertTrue(killed.oomKilled() && killed.outOfMemory());
  }

  @Test
  void pageCacheAtTheLimitThenOutOfCpuTimeIsTle() {
    for (RunCgroups.Memory m : List.of(RunCgroups.Memory.v2("67108864\n", V2_EVENTS.formatted(950, 0, 0)),
        RunCgroups.Memory.v1("67108864\n", "950\n", "0\n", V1_OOM.formatted(0)),
        RunCgroups.Memory.v1("67108864\n", "0\n", "0\n", V1_OOM.formatted(0)))) {
      RunResult r = outOfCpu(m, 3 * 1024);
      assertEquals(Outcome.CPU_LIMIT, r.outcome(), r.toString());
    }
  }

  @Test
  void itsOwnPagesAtTheLimitThenOutOfCpuTimeIsMle() {
    for (RunCgroups.Memory m : List.of(RunCgroups.Memory.v2("67108864\n", V2_EVENTS.formatted(950, 0, 0)),
        RunCgroups.Memory.v1("67108864\n", "950\n", "0\n", V1_OOM.formatted(0)),
        RunCgroups.Memory.v1("67108864\n", "0\n", "0\n", V1_OOM.formatted(0)))) {
      RunResult r = outOfCpu(m, 60 * 1024);
      assertEquals(Outcome.MEMORY_LIMIT, r.outcome(), r.toString());
      assertTrue(r.detail().startsWith("memory limit reached, then "), r.detail());
    }
  }

  @Test
  void noRoomAtTheLimitThenAFailureIsMleWhateverItsOwnPages() {
    RunResult r = outOfCpu(RunCgroups.Memory.v2("67108864\n", V2_EVENTS.formatted(950, 4, 0)), 3 * 1024);
    assertEquals(Outcome.MEMORY_LIMIT, r.outcome(), r.toString());
    RunResult killed = outOfCpu(RunCgroups.Memory.v1("67108864\n", "0\n", "0\n", V1_OOM.formatted(1)), 3 * 1024);
    assertEquals(Outcome.MEMORY_LIMIT, killed.outcome(), killed.toString());
  }

  @Test
  void aLimitMetByARunThatSucceedsIsItsOwnVerdict() {
    Watchdog.Watch watch = new Watchdog.Watch(Limits.of(Duration.ofSeconds(1), 0), () -> 0);
    RunResult r = RunReport.result(List.of(kernel(RunCgroups.Memory.v1("67108864\n", "9\n", "0\n", V1_OOM.formatted(0)))),
        watch, true, List.of("0.300 0.250 0.010 61440"), 0, 300, 0, Limits.of(Duration.ofSeconds(1), LIMIT), "rusage", true);
    assertEquals(Outcome.EXITED, r.outcome(), r.toString());
  }

  /** A run stopped by the watchdog at its CPU limit, whose helper reported a resident peak of {@code residentKb}. */
  private static RunResult outOfCpu(RunCgroups.Memory memory, long residentKb) {
    Limits limits = Limits.of(Duration.ofSeconds(1), LIMIT);
    Watchdog.Watch watch = new Watchdog.Watch(limits.withMemory(0), () -> 0);
    watch.cpuMs = 1010;
    watch.stopped = Outcome.CPU_LIMIT;
    List<String> report = List.of("Command terminated by signal 9", "1.020 1.000 0.010 " + residentKb);
    return RunReport.result(List.of(kernel(memory)), watch, true, report, 137, 1020, 0, limits, "rusage", true);
  }

  private static Wrapper kernel(RunCgroups.Memory memory) {
    return new Wrapper() {
      @Override
      public List<String> wrap(List<String> argv, Limits limits, Path report) {
        return argv;
      }

      @Override
      public Optional<RunCgroups.Memory> memory() {
        return Optional.of(memory);
      }
    };
  }
}
