package org.arbitre.cli;

import java.util.Locale;
import org.arbitre.Units;
import org.arbitre.UserError;
import picocli.CommandLine.Option;

/** {@code --data-quota} of {@code match} and {@code tournament}: what a bot's data/ may hold. */
public final class DataQuotaOption {
  @Option(names = "--data-quota", paramLabel = "SIZE", defaultValue = "64m",
      description = {"what each bot's data/ folder may hold, e.g. 64m or 1g, or none (default: ${DEFAULT-VALUE}):",
          "in the sandbox a write past it fails inside the bot (no space left), the game goes on"})
  String dataQuota;

  /** The quota in bytes, 0 for none. */
  long bytes() {
    if (dataQuota.strip().toLowerCase(Locale.ROOT).equals("none")) {
      return 0;
    }
    long b = Units.bytes(dataQuota);
    if (b <= 0) {
      throw new UserError("--data-quota must be positive or none, not " + dataQuota);
    }
    return b;
  }
}
