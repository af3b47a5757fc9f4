package org.arbitre.process;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/** A bot process started by {@link LocalRunner#start}: pipes, tree CPU, suspend, tree kill. */
final class LocalLiveProcess implements LiveProcess {
  /** At most this long, {@link #suspend} waits for the tree's threads to be stopped. */
  static final long STOP_WAIT_MS = 200;
  private final Process process;
  private final ProcessHandle handle;
  private final Signals signals;
  private final java.util.function.Consumer<LocalLiveProcess> onClose;
  private long lastCpuNanos;
  private long peakRssKb;
  private boolean closed;

  /** {@code onClose}: told once the process is closed (the runner forgets it). */
  LocalLiveProcess(Process process, Signals signals, java.util.function.Consumer<LocalLiveProcess> onClose) {
    this.process = process;
    this.handle = process.toHandle();
    this.signals = signals;
    this.onClose = onClose;
  }

  @Override
  public long pid() {
    return process.pid();
  }

  @Override
  public OutputStream stdin() {
    return process.getOutputStream();
  }

  @Override
  public InputStream stdout() {
    return process.getInputStream();
  }

  @Override
  public boolean isAlive() {
    return process.isAlive();
  }

  @Override
  public OptionalInt exitCode() {
    return process.isAlive() ? OptionalInt.empty() : OptionalInt.of(process.exitValue());
  }

  @Override
  public synchronized long cpuNanos() {
    if (process.isAlive()) {
      ProcStat.Sum sum = ProcStat.sumOwn(ProcStat.tree(handle));
      if (sum.processes() > 0) {
        lastCpuNanos = Math.max(lastCpuNanos, sum.cpuMs() * 1_000_000);
        peakRssKb = Math.max(peakRssKb, sum.rssKb());
      }
    }
    return lastCpuNanos;
  }

  @Override
  public boolean isBusy() {
    return process.isAlive() && ProcStat.anyThreadBusy(ProcStat.tree(handle));
  }

  @Override
  public synchronized long peakRssKb() {
    cpuNanos();
    return peakRssKb;
  }

  /**
   * SIGSTOP to the tree, then waits until every thread of it is stopped (state T in
   * {@code /proc/PID/task/TID/stat}): kill(2) only queues a stop. A process's stop is carried out
   * by one of its threads, which may be waiting for a CPU on a loaded machine while its siblings
   * still run on others; only once that thread has run are they all stopped. So the opponent's
   * clock starts after the bot has really stopped. A process forked meanwhile (its parent had not
   * stopped yet) gets its STOP too.
   * The wait is bounded ({@link #STOP_WAIT_MS}): a thread in uninterruptible sleep (state D) stops
   * only when it leaves it, and uses no CPU until then.
   */
  @Override
  public void suspend() {
    if (!process.isAlive()) {
      return;
    }
    List<Long> tree = ProcStat.tree(handle);
    signals.send("STOP", tree);
    long deadline = System.nanoTime() + STOP_WAIT_MS * 1_000_000;
    awaitStopped(tree, deadline);
    // a process forked before its parent stopped was not in the list: once more for those
    List<Long> born = ProcStat.tree(handle).stream().filter(p -> !tree.contains(p)).toList();
    if (!born.isEmpty()) {
      signals.send("STOP", born);
      awaitStopped(born, deadline);
    }
  }

  private static void awaitStopped(List<Long> pids, long deadline) {
    for (long pause = 20_000; !ProcStat.allThreadsStopped(pids) && System.nanoTime() < deadline;
        pause = Math.min(pause * 2, 1_000_000)) {
      java.util.concurrent.locks.LockSupport.parkNanos(pause);
    }
  }

  @Override
  public void resume() {
    if (process.isAlive()) {
      signals.send("CONT", ProcStat.tree(handle));
    }
  }

  @Override
  public boolean waitFor(long millis) throws InterruptedException {
    return process.waitFor(millis, TimeUnit.MILLISECONDS);
  }

  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    List<Long> tree = ProcStat.tree(handle);
    signals.send("CONT", tree); // a stopped process still dies of SIGKILL, but be tidy
    signals.killTree(handle, true);
    signals.killGroup(process.pid()); // children that outlived their parent and left the tree
    try {
      process.waitFor(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    closeQuietly(process.getOutputStream());
    closeQuietly(process.getInputStream());
    onClose.accept(this);
  }

  private static void closeQuietly(AutoCloseable c) {
    try {
      c.close();
    } catch (Exception e) {
      // already closed or broken: nothing to do
    }
  }
}
