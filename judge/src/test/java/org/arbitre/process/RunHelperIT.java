package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** arbitre-run: built here (the machine has a C compiler), used by default, and its own reports. */
class RunHelperIT {
  @TempDir Path dir;

  @Test
  void theDefaultRunnerUsesTheHelper() {
    assertTrue(RunHelper.build(BuildCache.fromSystem()).isPresent(), "the C compiler should build arbitre-run here");
    assertEquals("rusage", LocalRunner.best(BuildCache.fromSystem()).memorySource());
  }

  @Test
  void aProgramThatCannotStartIsReportedWithTheReason() throws IOException {
    RunResult r = LocalRunner.best(BuildCache.fromSystem()).run(Command.of(dir, "/no/such/program"), Limits.of(Duration.ofSeconds(1), 0),
        null, dir.resolve("out"), dir.resolve("err"));
    assertEquals(Outcome.FAILED_TO_START, r.outcome(), r.toString());
    assertEquals("cannot run /no/such/program: No such file or directory", r.detail());
  }

  @Test
  void aFreshCacheGetsItsOwnBuild() throws IOException {
    Path exe = RunHelper.build(new BuildCache(dir.resolve("cache"))).orElseThrow();
    assertTrue(Files.isExecutable(exe), exe.toString());
    assertTrue(exe.startsWith(dir.resolve("cache")), exe.toString());
    assertEquals(exe, RunHelper.build(new BuildCache(dir.resolve("cache"))).orElseThrow()); // found, not rebuilt
  }
}
