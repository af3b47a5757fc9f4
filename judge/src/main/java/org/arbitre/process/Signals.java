package org.arbitre.process;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Signals to whole process trees. The JDK only sends TERM and KILL; STOP and CONT go via kill(1). */
final class Signals {
  private Signals() {}

  private static Process helper;
  private static java.io.Writer helperIn;
  private static java.io.BufferedReader helperOut;

  /**
   * Sends a signal by name (STOP, CONT...) to the given pids; pids already gone are ignored.
   * A referee stops and resumes bots at every move, so the signals go through one long-lived
   * helper shell (its built-in kill: well under a millisecond) rather than a new kill(1) each.
   */
  static synchronized boolean send(String signal, List<Long> pids) {
    if (pids.isEmpty()) {
      return false;
    }
    StringBuilder line = new StringBuilder("kill -s ").append(signal).append(" --");
    for (long pid : pids) {
      line.append(' ').append(pid);
    }
    try {
      if (helper == null || !helper.isAlive()) {
        helper = new ProcessBuilder("sh").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        helperIn = new java.io.OutputStreamWriter(helper.getOutputStream(), java.nio.charset.StandardCharsets.US_ASCII);
        helperOut = new java.io.BufferedReader(new java.io.InputStreamReader(helper.getInputStream(), java.nio.charset.StandardCharsets.US_ASCII));
      }
      helperIn.write(line + " 2>/dev/null; echo $?\n");
      helperIn.flush();
      String status = helperOut.readLine();
      if (status != null) {
        return status.strip().equals("0");
      }
    } catch (IOException e) {
      // the helper shell is gone: fall back to kill(1) below
    }
    helper = null;
    return spawnKill(signal, pids);
  }

  private static boolean spawnKill(String signal, List<Long> pids) {
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
        return false;
      }
      return p.exitValue() == 0;
    } catch (IOException e) {
      return false; // no kill(1): nothing more we can do for STOP/CONT
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
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
      procs.removeIf(Signals::isDead);
      if (procs.isEmpty()) {
        return;
      }
      if (round > 0) {
        send("STOP", procs.stream().map(ProcessHandle::pid).toList());
      }
      procs.forEach(ProcessHandle::destroyForcibly);
      awaitDeath(procs, 500);
    }
  }

  /** Waits until every process is gone or a zombie (dead, waiting to be reaped), at most {@code ms}. */
  private static void awaitDeath(List<ProcessHandle> procs, long ms) {
    awaitUntil(() -> procs.stream().allMatch(Signals::isDead), ms);
  }

  /** Polls {@code done} every millisecond until it holds, at most {@code ms}. */
  private static void awaitUntil(java.util.function.BooleanSupplier done, long ms) {
    long deadline = System.nanoTime() + ms * 1_000_000;
    while (!done.getAsBoolean() && System.nanoTime() < deadline) {
      try {
        Thread.sleep(1);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** Gone, or a zombie: it will use no CPU and hold no memory again. */
  private static boolean isDead(ProcessHandle p) {
    return ProcStat.read(p.pid()).map(Signals::isDead).orElse(true);
  }

  private static boolean isDead(ProcStat st) {
    return st.state() == 'Z' || st.state() == 'X';
  }

  static final java.nio.file.Path SETSID = java.nio.file.Path.of("/usr/bin/setsid");
  /** Whether {@link #inOwnGroup} can put a program in its own group (looked up once). */
  static final boolean HAS_SETSID = java.nio.file.Files.isExecutable(SETSID);
  private static final java.util.Set<Long> LIVE_GROUPS = java.util.concurrent.ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      LIVE_GROUPS.forEach(Signals::killGroupNow);
      stopHelper();
    }, "arbitre-kill-process-groups"));
  }

  /**
   * Ends the helper shell and waits until the JDK has reaped it. Otherwise the JDK's reaper
   * thread sits in a native wait for it, and the JVM's exit waits up to 300 ms for threads in
   * native code: a third of a second on every arbitre command.
   */
  private static synchronized void stopHelper() {
    if (helper != null) {
      helper.destroyForcibly();
      try {
        helper.waitFor(1, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      helper = null;
    }
  }

  /**
   * The argv that starts {@code argv} as the leader of a new session and process group (setsid
   * execs in place, so the pid does not change): whatever the program forks stays in that group,
   * even a child that outlives its parent and leaves the tree, and {@link #killGroup} ends it.
   * Unchanged where setsid(1) is missing.
   */
  static List<String> inOwnGroup(List<String> argv) {
    if (!HAS_SETSID) {
      return argv;
    }
    List<String> wrapped = new ArrayList<>(argv.size() + 1);
    wrapped.add(SETSID.toString());
    wrapped.addAll(argv);
    return wrapped;
  }

  /**
   * Remembers a process group (its leader's pid), so that {@link #killGroup} and this JVM's exit
   * end it. Only for a program that leads its own group: started by {@link #inOwnGroup} with
   * {@link #HAS_SETSID}, or by the run helper, which calls setsid itself.
   */
  static void registerGroup(long pgid) {
    LIVE_GROUPS.add(pgid);
  }

  /** SIGKILLs every process left in the group (orphans included) and forgets it. */
  static void killGroup(long pgid) {
    if (LIVE_GROUPS.remove(pgid) && killGroupNow(pgid)) {
      awaitGroupGone(pgid, 500); // something was left: see it die before saying it is gone
    }
  }

  /** True when the group still had a process to signal. */
  private static boolean killGroupNow(long pgid) {
    return send("KILL", List.of(-pgid));
  }

  private static void awaitGroupGone(long pgid, long ms) {
    awaitUntil(() -> !groupAlive(pgid), ms);
  }

  /** Some process of the group is alive (not a zombie): one scan of /proc. */
  private static boolean groupAlive(long pgid) {
    try (var dir = java.nio.file.Files.newDirectoryStream(java.nio.file.Path.of("/proc"), "[0-9]*")) {
      for (java.nio.file.Path p : dir) {
        var st = ProcStat.read(Long.parseLong(p.getFileName().toString()));
        if (st.isPresent() && st.get().pgrp() == pgid && !isDead(st.get())) {
          return true;
        }
      }
    } catch (java.io.IOException e) {
      return false;
    }
    return false;
  }
}
