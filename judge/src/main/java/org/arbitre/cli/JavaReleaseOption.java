package org.arbitre.cli;

import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --java-release N} of {@code judge} and {@code run}. */
public final class JavaReleaseOption {
  @Option(names = "--java-release", paramLabel = "N",
      description = "Compile Java with javac --release N (e.g. 8) to check compatibility.")
  Integer release;

  Optional<Integer> value() {
    return Optional.ofNullable(release);
  }
}
