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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sandboxed run is measured by the kernel's rusage, as an unsandboxed one is: bwrap (PID
 * namespace) exits without reaping its PID 1, which alone waited for the program, so the helper
 * must reap it to get the figures. The program here is too short for the watchdog's samples
 * (its first poll is 50 ms after the start for a 1 s limit): only rusage sees its peak.
 */
class SandboxMeasurementIT {
  @TempDir Path dir;

  @Test
  void aShortSandboxedRunHasItsCpuAndPeakFromRusage() throws IOException {
    Path cache = Files.createTempDirectory("arbitre-measure-cache");
    try {
      Sandbox.Detection d = Sandbox.detect(List.of(cache), Sandbox.DEFAULT_PROCESSES);
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
}
