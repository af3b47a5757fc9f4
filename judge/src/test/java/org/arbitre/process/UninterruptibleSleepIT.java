package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.arbitre.RunsAlone;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process in the kernel's uninterruptible sleep (state D) uses no CPU time but is not waiting
 * on anyone: the referee must not call it blocked, nor take it for a bot whose start-up is over.
 * Tournaments met it (a bot forfeited as blocked at its first move, its sandbox still
 * being set up). The D state here is a vfork parent's, which waits in D until its child exits; the
 * test reads the state letter from /proc itself before asking {@link ProcStat}.
 */
@RunsAlone
class UninterruptibleSleepIT {
  @TempDir Path dir;

  @Test
  void aThreadInUninterruptibleSleepCountsAsBusyAndASleeperDoesNot() throws Exception {
    Path source = dir.resolve("vf.c");
    Files.writeString(source, """
        #include <time.h>
        #include <unistd.h>
        int main(void) {
          if (vfork() == 0) { /* the parent waits in state D until this child exits */
            struct timespec t = {3, 0};
            nanosleep(&t, 0);
            _exit(0);
          }
          return 0;
        }
        """);
    Path exe = dir.resolve("vf");
    Process cc = new ProcessBuilder("gcc", "-O2", "-o", exe.toString(), source.toString())
        .redirectErrorStream(true).start();
    assertTrue(cc.waitFor(60, TimeUnit.SECONDS) && cc.exitValue() == 0,
        () -> "gcc: " + new String(readAll(cc), StandardCharsets.UTF_8));
    Process vf = new ProcessBuilder(exe.toString()).start();
    Process sleeper = new ProcessBuilder("sleep", "3").start();
    try {
      // Both may still be starting (exec, dynamic linking) on a loaded machine: CI once read the
      // sleeper in R. Wait, within the 3 s both live, for the states the test is about.
      long deadline = System.nanoTime() + 2_000_000_000L;
      while ((state(vf.pid()) != 'D' || state(sleeper.pid()) != 'S') && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      assertEquals('D', state(vf.pid()), "the vfork parent waits in D");
      assertTrue(ProcStat.anyThreadBusy(ProcStat.tree(vf.toHandle())),
          "a tree with a thread in D goes on by itself: not blocked");
      assertEquals('S', state(sleeper.pid()));
      assertFalse(ProcStat.anyThreadBusy(ProcStat.tree(sleeper.toHandle())), "a sleep waits: blocked");
    } finally {
      vf.descendants().forEach(ProcessHandle::destroyForcibly);
      vf.destroyForcibly();
      sleeper.destroyForcibly();
    }
  }

  private static byte[] readAll(Process p) {
    try {
      return p.getInputStream().readAllBytes();
    } catch (IOException e) {
      return new byte[0];
    }
  }

  /** The state letter of the process's main thread, from /proc; '?' when it is gone. */
  private static char state(long pid) {
    try {
      List<String> lines = Files.readAllLines(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.ISO_8859_1);
      String s = lines.get(0);
      return s.charAt(s.lastIndexOf(')') + 2);
    } catch (IOException | RuntimeException e) {
      return '?';
    }
  }
}
