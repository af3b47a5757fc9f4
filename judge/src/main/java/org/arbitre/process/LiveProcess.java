package org.arbitre.process;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.OptionalInt;

/** A program that stays alive and talks over pipes (a bot). Closing it kills its whole tree. */
public interface LiveProcess extends AutoCloseable {

  long pid();

  /** The program's stdin (write, then flush). */
  OutputStream stdin();

  /** The program's stdout. */
  InputStream stdout();

  boolean isAlive();

  /** The exit code once the process has ended (128 + n when killed by signal n). */
  OptionalInt exitCode();

  /**
   * CPU time (user + sys) used so far by the whole tree, in nanoseconds, as the kernel counts
   * it (clock-tick resolution, usually 10 ms). Includes children that have exited and been
   * waited for.
   */
  long cpuNanos();

  /**
   * True when the tree is busy: a thread of it is running or runnable right now (it computes,
   * even if a loaded machine gives it no CPU time for a while), or in the kernel's uninterruptible
   * sleep (a disk read, a sandbox's namespaces being set up: it goes on by itself); false when all
   * wait on something only another process can give (a read from a pipe, a lock, a sleep).
   */
  boolean isBusy();

  /** Peak resident memory of the tree seen so far, in KiB (sampled, approximate). */
  long peakRssKb();

  /** Stops the whole tree (SIGSTOP), so an idle bot cannot use CPU. */
  void suspend();

  /** Resumes the whole tree (SIGCONT). */
  void resume();

  /** Waits up to {@code millis} for the process to exit by itself; true if it has. */
  boolean waitFor(long millis) throws InterruptedException;

  /** Kills the whole tree (SIGKILL) and reaps it. Idempotent. */
  @Override
  void close();
}
