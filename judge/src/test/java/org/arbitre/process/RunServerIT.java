package org.arbitre.process;

import org.arbitre.RunsAlone;
import org.arbitre.app.Settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run server ({@code arbitre-run --serve}, {@link RunServer}): the default runner's runs go
 * through it, with their folder, files and environment; what a program leaves behind dies with
 * its run; a server that dies is replaced; closing the runner ends a run still going.
 */
@RunsAlone
class RunServerIT {
  @TempDir Path dir;

  private static Limits cpu(long ms) {
    return Limits.of(Duration.ofMillis(ms), 0);
  }

  private RunResult sh(LocalRunner runner, String script) throws IOException {
    return runner.run(Command.of(dir, "sh", "-c", script), cpu(5000), null, dir.resolve("out"), dir.resolve("err"));
  }

  /** The pid of the program's parent's parent, and that process's name: "PID NAME". */
  private static final String GRANDPARENT = "set -- $(cat /proc/$PPID/stat); g=$4; echo $g $(cat /proc/$g/comm)";

  @Test
  void runsGoThroughOneServerWithTheirFolderFilesAndEnvironment() throws IOException {
    try (LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache())) {
      Files.createDirectories(dir.resolve("work"));
      Files.writeString(dir.resolve("in"), "40 2\n");
      Command c = new Command(java.util.List.of("sh", "-c", "read a b; echo $((a+b)) $GREETING $(pwd); " + GRANDPARENT),
          dir.resolve("work"), Map.of("GREETING", "bonjour"));
      RunResult r = runner.run(c, cpu(5000), dir.resolve("in"), dir.resolve("out"), dir.resolve("err"));
      assertEquals(Outcome.EXITED, r.outcome(), r.toString());
      String[] lines = Files.readString(dir.resolve("out")).split("\n");
      assertEquals("42 bonjour " + dir.resolve("work").toRealPath(), lines[0]);
      // the program's parent is the runner, whose parent is the server, a child of this JVM
      String[] server = lines[1].split(" ");
      long serverPid = Long.parseLong(server[0]);
      assertNotEquals(ProcessHandle.current().pid(), serverPid, "the helper was started by this JVM: no server");
      assertEquals("arbitre-run", server[1]);
      assertEquals(ProcessHandle.current().pid(), ProcessHandle.of(serverPid).orElseThrow().parent().orElseThrow().pid());
      // a second run: the same server
      sh(runner, GRANDPARENT);
      assertEquals(lines[1], Files.readString(dir.resolve("out")).strip());
    }
  }

  @Test
  void figuresExitCodesSignalsAndFailedStartsAreTheHelpers() throws IOException {
    try (LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache())) {
      RunResult busy = sh(runner, "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done");
      assertEquals(Outcome.EXITED, busy.outcome());
      assertTrue(busy.cpuMs() >= 50, "the loop's CPU time, measured by rusage: " + busy);
      assertEquals("rusage", busy.memorySource());
      assertEquals(3, sh(runner, "exit 3").exitCode());
      RunResult killed = sh(runner, "kill -9 $$");
      assertEquals(Outcome.SIGNALED, killed.outcome());
      assertEquals(9, killed.signal());
      RunResult missing = runner.run(Command.of(dir, dir.resolve("no-such-program").toString()), cpu(1000), null,
          dir.resolve("out"), dir.resolve("err"));
      assertEquals(Outcome.FAILED_TO_START, missing.outcome());
      assertTrue(missing.detail().contains("no-such-program"), missing.detail());
      RunResult noInput = runner.run(Command.of(dir, "cat"), cpu(1000), dir.resolve("no-such-input"),
          dir.resolve("out"), dir.resolve("err"));
      assertEquals(Outcome.FAILED_TO_START, noInput.outcome());
      assertTrue(noInput.detail().contains("no-such-input"), noInput.detail());
    }
  }

  @Test
  void whatAProgramLeavesInItsGroupDiesWithTheRun() throws Exception {
    try (LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache())) {
      RunResult r = sh(runner, "sleep 60 & echo $! > " + dir.resolve("bg"));
      assertEquals(Outcome.EXITED, r.outcome());
      long bg = Long.parseLong(Files.readString(dir.resolve("bg")).strip());
      assertTrue(gone(bg, 2000), "the background sleep survived its run");
    }
  }

  @Test
  void aDeadServerIsReplacedAndRunsGoOn() throws Exception {
    try (LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache())) {
      sh(runner, GRANDPARENT);
      long serverPid = Long.parseLong(Files.readString(dir.resolve("out")).split(" ")[0]);
      ProcessHandle server = ProcessHandle.of(serverPid).orElseThrow();
      server.destroyForcibly();
      server.onExit().get(5, TimeUnit.SECONDS);
      for (int i = 0; i < 3; i++) {
        RunResult r = sh(runner, "echo again " + i);
        assertEquals(Outcome.EXITED, r.outcome(), r.toString());
        assertEquals("again " + i + "\n", Files.readString(dir.resolve("out")));
      }
    }
  }

  @Test
  void closingTheRunnerEndsARunStillGoing() throws Exception {
    LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache());
    Path pid = dir.resolve("pid");
    CompletableFuture<RunResult> run = CompletableFuture.supplyAsync(() -> {
      try {
        return sh(runner, "echo $$ > " + pid + ".tmp; mv " + pid + ".tmp " + pid + "; sleep 60");
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!Files.exists(pid) && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    long program = Long.parseLong(Files.readString(pid).strip());
    runner.close();
    assertTrue(gone(program, 3000), "the program outlived its runner");
    run.get(5, TimeUnit.SECONDS); // and the run returned
    assertFalse(run.isCompletedExceptionally());
  }

  @Test
  void closingFromAnInterruptedThreadStillWaitsForTheServerAndKeepsTheInterrupt() throws Exception {
    LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache());
    Path out = dir.resolve("server"); // not "out": the run's stdout
    CompletableFuture<RunResult> run = CompletableFuture.supplyAsync(() -> {
      try {
        return sh(runner, GRANDPARENT + " > " + out + ".tmp; mv " + out + ".tmp " + out + "; sleep 60");
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!Files.exists(out) && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    long serverPid = Long.parseLong(Files.readString(out).split(" ")[0]);
    Thread.currentThread().interrupt(); // Ctrl-C on test --watch: the closing thread is interrupted
    try {
      runner.close();
    } finally {
      assertTrue(Thread.interrupted(), "close() swallowed the interrupt");
    }
    // no grace period: once close() has returned, the server (which waits for its runners) is gone
    assertTrue(ProcessHandle.of(serverPid).map(h -> !h.isAlive()).orElse(true), "the server outlived close()");
    run.get(5, TimeUnit.SECONDS);
  }

  /** Whether {@code pid} has ended (or is a zombie) within {@code ms}. */
  private static boolean gone(long pid, long ms) throws InterruptedException {
    long deadline = System.nanoTime() + ms * 1_000_000;
    while (System.nanoTime() < deadline) {
      var st = ProcStat.read(pid);
      if (st.isEmpty() || st.get().state() == 'Z' || st.get().state() == 'X') {
        return true;
      }
      Thread.sleep(10);
    }
    return false;
  }
}
