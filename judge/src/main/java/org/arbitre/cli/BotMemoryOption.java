package org.arbitre.cli;

import java.util.Locale;
import org.arbitre.Units;
import picocli.CommandLine.Option;

/** {@code --memory-limit} of {@code match} and {@code tournament}: the contest's 16 MB by default. */
public final class BotMemoryOption {
  @Option(names = "--memory-limit", paramLabel = "SIZE", defaultValue = "16m",
      description = {"memory of each bot, e.g. 16m or 1g, or none (default: ${DEFAULT-VALUE}, the contest's):",
          "the heap of a Java bot (-Xmx), the resident memory of the others; a bot over it loses (Q)"})
  String memoryLimit;

  /** The limit in bytes, 0 for none. */
  long bytes() {
    return memoryLimit.strip().toLowerCase(Locale.ROOT).equals("none") ? 0 : Units.bytes(memoryLimit);
  }
}
