package org.arbitre.process;

import java.time.Duration;

/**
 * Limits of one run. CPU time (user + sys of the whole process tree) decides a time limit; the wall
 * limit only stops programs that sleep or block. {@code memoryBytes} is the peak resident memory of
 * the tree (0 = unlimited); {@code outputBytes} caps what stdout may write.
 */
public record Limits(Duration cpu, Duration wall, long memoryBytes, long outputBytes) {
  public static final long DEFAULT_OUTPUT_BYTES = 64L << 20;

  public Limits {
    if (cpu.isNegative() || cpu.isZero() || wall.isNegative() || wall.isZero()) {
      throw new IllegalArgumentException("limits must be positive");
    }
  }

  /** The usual judge limits: wall = 3 × cpu + 1 s, output capped at 64 MiB. */
  public static Limits of(Duration cpu, long memoryBytes) {
    return new Limits(cpu, cpu.multipliedBy(3).plusSeconds(1), memoryBytes, DEFAULT_OUTPUT_BYTES);
  }

  /** Generous limits for tools we start ourselves (compilers): no memory limit. */
  public static Limits generous(Duration wall) {
    return new Limits(wall, wall, 0, DEFAULT_OUTPUT_BYTES);
  }

  /**
   * The first limit that figures so far are over, in the order CPU, memory, output (a negative
   * {@code outputBytes} is not checked); null when within all. The wall limit is the watchdog's.
   */
  public Outcome exceeded(long cpuMs, long rssKb, long outputBytes) {
    if (cpuMs > cpu.toMillis()) {
      return Outcome.CPU_LIMIT;
    }
    if (memoryBytes > 0 && rssKb * 1024 > memoryBytes) {
      return Outcome.MEMORY_LIMIT;
    }
    if (this.outputBytes > 0 && outputBytes > this.outputBytes) {
      return Outcome.OUTPUT_LIMIT;
    }
    return null;
  }

  public Limits withMemory(long bytes) {
    return new Limits(cpu, wall, bytes, outputBytes);
  }
}
