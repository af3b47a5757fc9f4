package org.arbitre.process;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Signals to whole process trees. The JDK only sends TERM and KILL; STOP and CONT go via kill(1). */
final class Signals {
  private Signals() {}

  /** Sends a signal by name (STOP, CONT...) to the given pids; pids already gone are ignored. */
  static void send(String signal, List<Long> pids) {
    if (pids.isEmpty()) {
      return;
    }
    List<String> argv = new ArrayList<>();
    argv.add("kill");
    argv.add("-s");
    argv.add(signal);
    argv.add("--");
    for (long pid : pids) {
      argv.add(Long.toString(pid));
    }
    try {
      Process p = new ProcessBuilder(argv)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
      if (!p.waitFor(5, TimeUnit.SECONDS)) {
        p.destroyForcibly();
      }
    } catch (IOException e) {
      // no kill(1): nothing more we can do for STOP/CONT
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Kills every descendant of {@code root} (and {@code root} itself when asked): freezes the
   * tree first so a forking program cannot outrun us, then SIGKILLs it, until nothing is left.
   */
  static void killTree(ProcessHandle root, boolean includeRoot) {
    for (int round = 0; round < 20; round++) {
      List<ProcessHandle> procs = new ArrayList<>();
      root.descendants().forEach(procs::add);
      if (includeRoot && root.isAlive()) {
        procs.add(0, root);
      }
      if (procs.isEmpty()) {
        return;
      }
      if (round > 0) {
        send("STOP", procs.stream().map(ProcessHandle::pid).toList());
      }
      procs.forEach(ProcessHandle::destroyForcibly);
      for (ProcessHandle p : procs) {
        try {
          p.onExit().get(200, TimeUnit.MILLISECONDS);
        } catch (Exception e) {
          // a zombie whose parent has not reaped it yet, or still dying: next round
        }
      }
    }
  }
}
