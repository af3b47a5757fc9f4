package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.RunsAlone;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sandboxed run is measured by the kernel's rusage, as an unsandboxed one is: bwrap (PID
 * namespace) exits without reaping its PID 1, which alone waited for the program, so the helper
 * must reap it to get the figures. The program here is too short for the watchdog's samples
 * (its first poll is 50 ms after the start for a 1 s limit): only rusage sees its peak. Where the
 * sandbox has memory cgroups (root on cgroup v1, or a delegated v2), a resident limit is the
 * kernel's: the figure is the cgroup's peak and going past the limit is an OOM kill.
 */
@RunsAlone
class SandboxMeasurementIT {
  @TempDir Path dir;

  @Test
  void aShortSandboxedRunHasItsCpuAndPeakFromRusage() throws IOException {
    Path cache = Files.createTempDirectory("arbitre-measure-cache");
    try {
      Sandbox.Detection d = Sandbox.detect(List.of(cache), Sandbox.DEFAULT_PROCESSES, System.getenv("PATH"));
      assumeTrue(d.sandbox().isPresent(), "no sandbox here: " + d.warning());
      try (LocalRunner runner = LocalRunner.best(new BuildCache(cache), d.sandbox())) {
        assumeTrue(runner.memorySource().equals("rusage"), "no run helper here");
        // 96 MiB touched at once (bytearray zeroes it), then exit: a few tens of ms in all
        Command c = Command.of(dir, "python3", "-c", "x = bytearray(96 << 20)");
        RunResult r = runner.run(c, Limits.of(Duration.ofSeconds(1), 0), null, dir.resolve("out"), dir.resolve("err"));
        assertEquals(Outcome.EXITED, r.outcome(), r.toString());
        assertTrue(r.peakRssKb() >= 96 * 1024, "peak " + r.peakRssKb() + " KiB: " + r);
        assertTrue(r.cpuMs() > 0, r.toString());
      }
    } finally {
      PathUtils.deleteDirectory(cache);
    }
  }

  @Test
  void aResidentLimitIsTheKernelsWhereTheSandboxHasMemoryCgroups() throws IOException {
    Path cache = Files.createTempDirectory("arbitre-measure-cache");
    try {
      Sandbox.Detection d = Sandbox.detect(List.of(cache), Sandbox.DEFAULT_PROCESSES, System.getenv("PATH"));
      assumeTrue(d.sandbox().isPresent() && d.sandbox().get().sandbox().contains("-memory"),
          "no memory cgroup here: " + d.sandbox().map(Sandbox::sandbox).orElse(d.warning()));
      try (LocalRunner runner = LocalRunner.best(new BuildCache(cache), d.sandbox())) {
        Limits limits = Limits.of(Duration.ofSeconds(2), 64L << 20);
        // within the limit: the cgroup's peak is the figure (the 40 MiB, and the interpreter)
        Command fits = Command.of(dir, "python3", "-c", "x = bytearray(40 << 20)");
        RunResult ok = runner.run(fits, limits, null, dir.resolve("out"), dir.resolve("err"));
        assertEquals(Outcome.EXITED, ok.outcome(), ok.toString());
        assertTrue(ok.memorySource().startsWith("cgroup-v"), ok.toString());
        assertTrue(ok.peakRssKb() >= 40 * 1024 && ok.peakRssKb() <= 64 * 1024, ok.toString());
        // 300 MiB at once: the kernel's OOM killer ends it at the limit, before the watchdog's
        // first sample could see more (a peak over 64 MiB would be the watchdog's)
        Command big = Command.of(dir, "python3", "-c", "x = bytearray(300 << 20)");
        RunResult mle = runner.run(big, limits, null, dir.resolve("out"), dir.resolve("err"));
        assertEquals(Outcome.MEMORY_LIMIT, mle.outcome(), mle.toString());
        assertTrue(mle.peakRssKb() <= 64 * 1024, "stopped at the limit: " + mle);
      }
    } finally {
      PathUtils.deleteDirectory(cache);
    }
  }

  /**
   * Page cache is not the program's memory: a program that writes and reads files four times the
   * memory limit (on a disk, not a tmpfs: a tmpfs's pages would be memory the kernel cannot take
   * back) fills its memory cgroup to the limit with their pages, which the kernel reclaims there,
   * then loops: TLE, not MLE. In a lane (the second run) as in a bubblewrap of its own.
   */
  @Test
  void pageCacheAtTheMemoryLimitThenALoopIsTle() throws IOException {
    Path cache = Files.createTempDirectory("arbitre-measure-cache");
    try {
      Sandbox.Detection d = Sandbox.detect(List.of(cache), Sandbox.DEFAULT_PROCESSES, System.getenv("PATH"));
      assumeTrue(d.sandbox().isPresent() && d.sandbox().get().sandbox().contains("-memory"),
          "no memory cgroup here: " + d.sandbox().map(Sandbox::sandbox).orElse(d.warning()));
      assumeTrue(!Files.getFileStore(dir).type().equals("tmpfs"), "the temporary folder is a tmpfs here");
      try (LocalRunner runner = LocalRunner.best(new BuildCache(cache), d.sandbox())) {
        Limits limits = Limits.of(Duration.ofSeconds(1), 64L << 20);
        Command c = Command.of(dir, "/bin/sh", "-c",
            "for i in 1 2 3 4 5 6 7 8; do head -c 32000000 /dev/zero > f$i; cat f$i > /dev/null; done; rm f*; while :; do :; done");
        for (int run = 0; run < 2; run++) {
          RunResult r = runner.run(c, limits, null, dir.resolve("out"), dir.resolve("err"));
          assertEquals(Outcome.CPU_LIMIT, r.outcome(), r.toString());
          assertTrue(r.peakRssKb() >= 60 * 1024, "the file's pages filled the cgroup: " + r);
        }
      }
    } finally {
      PathUtils.deleteDirectory(cache);
    }
  }
}
