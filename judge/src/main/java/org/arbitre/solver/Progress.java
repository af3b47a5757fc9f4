package org.arbitre.solver;

/**
 * What a long search reports to, every 4,096 positions: the positions examined so far (all
 * searches of one solve together); returns true to stop the solve, which then throws
 * {@link Stopped} (a time budget spent).
 */
@FunctionalInterface
public interface Progress {
  Progress NONE = positions -> false;

  boolean tick(long positions);

  /** The solve was stopped by its {@link Progress} before it had a value. */
  final class Stopped extends RuntimeException {
    private final long positions;

    public Stopped(long positions) {
      super("stopped after " + positions + " positions", null, false, false);
      this.positions = positions;
    }

    public long positions() {
      return positions;
    }
  }
}
