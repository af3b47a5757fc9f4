package org.arbitre.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Supplier;
import org.arbitre.solver.Progress;

/**
 * The solve's progress on stderr: after 5 s of search, then every 10 s (or every {@code --progress
 * TIME} from the start), one line with the positions examined, the rate and the elapsed time (and,
 * for df-pn, the root's numbers: {@link #note}); and the time budget, if any.
 */
final class SolveProgress implements Progress {
  private static final long FIRST = 5_000_000_000L;
  private static final long EVERY = 10_000_000_000L;

  private final PrintWriter err;
  private final long start;
  private final long budget;
  private final String format;
  private final long firstAfter;
  private final long every;
  private long next;
  private boolean printed;
  private volatile boolean interrupted;
  private Supplier<String> note = () -> "";
  private String first = "";

  /** {@code every}: the time between two lines, the first one included (null: 5 s, then every 10 s). */
  SolveProgress(PrintWriter err, long start, Duration budget, Duration every) {
    this(err, start, budget == null ? Long.MAX_VALUE : budget.toNanos(), "solve: %,d positions, %,.0f a second, %s%n",
        every == null ? FIRST : every.toNanos(), every == null ? EVERY : every.toNanos());
  }

  private SolveProgress(PrintWriter err, long start, long budget, String format, long firstAfter, long every) {
    this.err = err;
    this.start = start;
    this.budget = budget;
    this.format = format;
    this.firstAfter = firstAfter;
    this.every = every;
    this.next = start + firstAfter;
  }

  /** The progress of writing the proof, from now: no budget, "proof: N nodes written ...". */
  SolveProgress forProof() {
    return new SolveProgress(err, System.nanoTime(), Long.MAX_VALUE,
        "proof: %,d nodes written, %,.0f a second, %s%n", firstAfter, every);
  }

  @Override
  public boolean tick(long positions) {
    long now = System.nanoTime();
    if (interrupted || now - start >= budget) {
      return true;
    }
    if (now >= next) {
      double s = (now - start) / 1e9;
      String more = printed || first.isEmpty() ? note.get()
          : note.get().isEmpty() ? first : first + "; " + note.get();
      err.printf(Locale.ROOT, format, positions, positions / s,
          time(now - start) + (more.isEmpty() ? "" : "; " + more));
      err.flush();
      printed = true;
      next = now + every;
    }
    return false;
  }

  /** What the first progress line says too (the tables' memory). */
  void first(String what) {
    first = what;
  }

  /** What each progress line ends with (read on the search's thread, at the line). */
  void note(Supplier<String> what) {
    note = what;
  }

  /** Stops the search at its next tick (a signal: Ctrl-C, SIGTERM). */
  void interrupt() {
    interrupted = true;
  }

  /** Whether {@link #interrupt} stopped it (else the time budget did). */
  boolean interrupted() {
    return interrupted;
  }

  /** Called once the search is over. */
  void end() {
    if (printed) {
      err.flush();
    }
  }

  /** "12.3 s"; below a second in milliseconds ("20 ms"), which one decimal of a second would hide. */
  static String time(long nanos) {
    if (nanos < 1_000_000_000L) {
      return nanos / 1_000_000L + " ms";
    }
    return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
  }
}
