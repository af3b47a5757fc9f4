package org.arbitre.cli;

import java.time.Duration;
import org.arbitre.referee.TimeControl;
import picocli.CommandLine.Option;

/**
 * The clock of {@code match} and of {@code tournament}: time per move, tick, grace (docs/rules.md,
 * The referee).
 */
public final class ClockOptions {
  @Option(names = "--time-per-move", paramLabel = "TIME", defaultValue = "1s",
      converter = DurationConverter.class, description = "time per move (default: ${DEFAULT-VALUE})")
  Duration perMove;

  @Option(names = "--tolerance", paramLabel = "TIME", defaultValue = "50ms",
      converter = DurationConverter.class,
      description = "extra time per move for pipe jitter (default: ${DEFAULT-VALUE})")
  Duration tolerance;

  @Option(names = "--tick", paramLabel = "TIME", defaultValue = "200ms",
      converter = DurationConverter.class,
      description = "alarm tick: a bot whose CPU time does not advance between two ticks of its turn is blocked (default: ${DEFAULT-VALUE})")
  Duration tick;

  @Option(names = "--grace", paramLabel = "TIME", defaultValue = "500ms",
      converter = DurationConverter.class,
      description = "time the bots get to exit after the end message (default: ${DEFAULT-VALUE})")
  Duration grace;

  /** The clock as text by name, with {@code more} name-value pairs (a tournament's manifest). */
  java.util.Map<String, String> settings(String... more) {
    java.util.Map<String, String> m = new java.util.TreeMap<>();
    m.put("timePerMove", perMove.toString());
    m.put("tolerance", tolerance.toString());
    m.put("tick", tick.toString());
    m.put("grace", grace.toString());
    for (int i = 0; i + 1 < more.length; i += 2) {
      m.put(more[i], more[i + 1]);
    }
    return m;
  }

  TimeControl timeControl() {
    return new TimeControl(perMove, tolerance, tick, grace, TimeControl.DEFAULT.startup());
  }
}
