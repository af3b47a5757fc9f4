package org.arbitre.cli;

import picocli.CommandLine;

/**
 * Commands another module adds to {@code arbitre} (the contest server's {@code serve}, {@code
 * worker} and {@code submit}), found with {@link java.util.ServiceLoader} in the jar that runs.
 * Their command classes reach the {@link Toolkit} as their parent {@link Arbitre}'s.
 */
public interface CommandExtension {
  void addTo(CommandLine arbitre);
}
