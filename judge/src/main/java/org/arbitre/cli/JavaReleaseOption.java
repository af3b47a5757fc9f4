package org.arbitre.cli;

import java.util.Optional;
import org.arbitre.UserError;
import picocli.CommandLine.Option;

/** {@code --java-release N} of {@code judge} and {@code run}. */
public final class JavaReleaseOption {
  @Option(names = "--java-release", paramLabel = "N",
      description = "Compile Java with javac --release N (e.g. 8) to check compatibility (default: this JDK's newest release).")
  Integer release;

  /** The release asked for; one this JDK's javac cannot target is a usage error. */
  Optional<Integer> value() {
    int newest = Runtime.version().feature();
    if (release != null && (release < 8 || release > newest)) {
      throw new UserError("--java-release " + release + ": this JDK's javac targets releases 8 to " + newest);
    }
    return Optional.ofNullable(release);
  }
}
