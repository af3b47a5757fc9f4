package org.arbitre.process;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * Signals to whole process trees and groups, for one {@link LocalRunner}. The JDK only sends TERM
 * and KILL; STOP and CONT go through one long-lived helper shell (its built-in kill: well under a
 * millisecond, where a referee stops and resumes bots at every move). Safe for many games at
 * once: the shell is used under this instance's lock, the live groups are a concurrent set.
 * The process groups still alive when this JVM exits are killed by a shutdown hook.
 */
final class Signals implements AutoCloseable {
  private final Set<Long> liveGroups = ConcurrentHashMap.newKeySet();
  private final Runnable beforeExit;
  private final Thread exitHook = new Thread(this::atExit, "arbitre-kill-process-groups");
  private Process shell;
  private Writer shellIn;
  private BufferedReader shellOut;

  /** {@code beforeExit}: what the owner ends first when this JVM exits (its bots). */
  Signals(Runnable beforeExit) {
    this.beforeExit = beforeExit;
    Runtime.getRuntime().addShutdownHook(exitHook);
  }

  private void atExit() {
    beforeExit.run();
    killEverything();
  }

  /** Sends a signal by name (STOP, CONT...) to the given pids; pids already gone are ignored. */
  synchronized boolean send(String signal, List<Long> pids) {
    if (pids.isEmpty()) {
      return false;
    }
    StringBuilder line = new StringBuilder("kill -s ").append(signal).append(" --");
    for (long pid : pids) {
      line.append(' ').append(pid);
    }
    try {
      if (shell == null || !shell.isAlive()) {
        shell = new ProcessBuilder("sh").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        shellIn = new OutputStreamWriter(shell.getOutputStream(), StandardCharsets.US_ASCII);
        shellOut = new BufferedReader(new InputStreamReader(shell.getInputStream(), StandardCharsets.US_ASCII));
      }
      shellIn.write(line + " 2>/dev/null; echo $?\n");
      shellIn.flush();
      String status = shellOut.readLine();
      if (status != null) {
        return status.strip().equals("0");
      }
    } catch (IOException e) {
      // the helper shell is gone: fall back to kill(1) below
    }
    shell = null;
    List<String> argv = new ArrayList<>(List.of("kill", "-s", signal, "--"));
    pids.forEach(p -> argv.add(Long.toString(p)));
    return ShortRun.succeeds(null, 5, argv);
  }

  /**
   * Kills every descendant of {@code root} (and {@code root} itself when asked): freezes the
   * tree first so a forking program cannot outrun us, then SIGKILLs it, until nothing is left.
   */
  void killTree(ProcessHandle root, boolean includeRoot) {
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
      awaitUntil(() -> procs.stream().allMatch(Signals::isDead), 500);
    }
  }

  /**
   * Remembers a process group (its leader's pid), so that {@link #killGroup} and this JVM's exit
   * end it. Only for a program that leads its own group (a {@link Wrapper#makesGroup} layer).
   */
  void registerGroup(long pgid) {
    liveGroups.add(pgid);
  }

  /** Forgets a group whose processes are known to be gone (a sandbox's PID namespace ended them). */
  void forgetGroup(long pgid) {
    liveGroups.remove(pgid);
  }

  /** SIGKILLs every process left in the group (orphans included) and forgets it. */
  void killGroup(long pgid) {
    if (liveGroups.remove(pgid) && send("KILL", List.of(-pgid))) {
      awaitUntil(() -> !groupAlive(pgid), 500); // something was left: see it die before saying it is gone
    }
  }

  /** Kills every group still registered and ends the helper shell. Idempotent. */
  @Override
  public void close() {
    killEverything();
    try {
      Runtime.getRuntime().removeShutdownHook(exitHook);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or has run
    }
  }

  private void killEverything() {
    liveGroups.forEach(g -> send("KILL", List.of(-g)));
    liveGroups.clear();
    stopShell();
  }

  /**
   * Ends the helper shell and waits until the JDK has reaped it. Otherwise the JDK's reaper
   * thread sits in a native wait for it, and the JVM's exit waits up to 300 ms for threads in
   * native code: a third of a second on every arbitre command.
   */
  private synchronized void stopShell() {
    if (shell != null) {
      shell.destroyForcibly();
      try {
        shell.waitFor(1, java.util.concurrent.TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      shell = null;
    }
  }

  /** Polls {@code done} every millisecond until it holds, at most {@code ms}. */
  private static void awaitUntil(BooleanSupplier done, long ms) {
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

  /** Some process of the group is alive (not a zombie): one scan of /proc. */
  private static boolean groupAlive(long pgid) {
    try (DirectoryStream<Path> dir = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
      for (Path p : dir) {
        var st = ProcStat.read(Long.parseLong(p.getFileName().toString()));
        if (st.isPresent() && st.get().pgrp() == pgid && !isDead(st.get())) {
          return true;
        }
      }
    } catch (IOException e) {
      return false;
    }
    return false;
  }
}
