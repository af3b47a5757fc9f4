package org.arbitre.referee;

import java.time.Duration;

/**
 * The clock of a match (docs/rules.md, The referee). A move must be complete within {@code perMove} (+
 * {@code tolerance} for pipe jitter), counted from the moment the bot has been sent what it needs
 * and resumed. Every {@code tick} of its turn, the CPU time of its process tree must have advanced,
 * else it is blocked (B). At the end, each bot gets {@code grace} to exit before its tree is killed.
 * Before the game, each bot gets up to {@code startup} to start (load a JVM, read its files) until it
 * waits on its stdin; the first move's clock starts after that.
 */
public record TimeControl(
    Duration perMove, Duration tolerance, Duration tick, Duration grace, Duration startup) {

  public static final TimeControl DEFAULT = new TimeControl(
      Duration.ofSeconds(1), Duration.ofMillis(50), Duration.ofMillis(200),
      Duration.ofMillis(500), Duration.ofSeconds(3));

  public TimeControl {
    if (!positive(perMove) || !positive(tick) || tolerance.isNegative() || grace.isNegative()
        || startup.isNegative()) {
      throw new IllegalArgumentException("time per move and tick must be positive, the rest >= 0");
    }
  }

  public TimeControl withPerMove(Duration d) {
    return new TimeControl(d, tolerance, tick, grace, startup);
  }

  /** The longest a move may take, tolerance included. */
  public Duration limit() {
    return perMove.plus(tolerance);
  }

  private static boolean positive(Duration d) {
    return !d.isNegative() && !d.isZero();
  }
}
