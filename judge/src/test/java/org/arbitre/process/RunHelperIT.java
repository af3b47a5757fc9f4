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

  /**
   * Without the sandbox the program leads a process group of its own in the judge's session; with
   * {@code -s} (the sandboxed chain) it also gets a session of its own, so no controlling terminal.
   * Fields 5 and 6 of /proc/PID/stat, read by the program itself and by this JVM.
   */
  @Test
  void aProgramGetsItsOwnProcessGroupAndWithMinusSItsOwnSession() throws IOException, InterruptedException {
    Path exe = RunHelper.build(BuildCache.fromSystem()).orElseThrow();
    String[] mine = stat("self");
    String[] group = statThrough(exe, false);
    assertEquals(group[4], group[0], "the helper's child is the program; its group is the helper's pid, not ours");
    assertTrue(!group[4].equals(mine[4]), "a process group of its own");
    assertEquals(mine[5], group[5], "our session");
    String[] session = statThrough(exe, true);
    assertEquals(session[4], session[5], "a session of its own, led by the helper");
    assertTrue(!session[5].equals(mine[5]), "not our session");
  }

  /** The fields of {@code /proc/<pid>/stat} after the command name (pid first: index 0 is the pid, 4 pgrp, 5 session). */
  private static String[] stat(String pid) throws IOException {
    return fields(Files.readString(Path.of("/proc", pid, "stat")));
  }

  private static String[] fields(String stat) {
    String rest = stat.substring(stat.lastIndexOf(')') + 2).trim();
    String[] after = rest.split(" ");
    String[] all = new String[after.length + 2];
    all[0] = stat.substring(0, stat.indexOf(' '));
    all[1] = "comm";
    System.arraycopy(after, 0, all, 2, after.length);
    return all;
  }

  /** The stat of a shell started by the helper, its pid replaced by its parent's (the helper's, the group's leader). */
  private String[] statThrough(Path exe, boolean session) throws IOException, InterruptedException {
    Path report = dir.resolve("report");
    java.util.List<String> argv = new java.util.ArrayList<>(java.util.List.of(exe.toString()));
    if (session) {
      argv.add("-s");
    }
    argv.addAll(java.util.List.of(report.toString(), "5", "0", "sh", "-c", "cat /proc/$PPID/stat | cut -d' ' -f1; cat /proc/$$/stat"));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String[] lines = new String(p.getInputStream().readAllBytes()).split("\n");
    assertEquals(0, p.waitFor(), String.join("\n", lines));
    String[] f = fields(lines[1]);
    f[0] = lines[0].trim(); // the helper's pid, which the group and the session (with -s) are named after
    return f;
  }

  @Test
  void aFreshCacheGetsItsOwnBuild() throws IOException {
    Path exe = RunHelper.build(new BuildCache(dir.resolve("cache"))).orElseThrow();
    assertTrue(Files.isExecutable(exe), exe.toString());
    assertTrue(exe.startsWith(dir.resolve("cache")), exe.toString());
    assertEquals(exe, RunHelper.build(new BuildCache(dir.resolve("cache"))).orElseThrow()); // found, not rebuilt
  }
}
