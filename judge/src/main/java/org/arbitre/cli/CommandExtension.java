package org.arbitre.cli;

import java.util.List;

/**
 * Commands another module adds to {@code arbitre} (the contest server's {@code serve}, {@code
 * worker} and {@code submit}), found with {@link java.util.ServiceLoader} in the jar that runs.
 * Their command classes reach the {@link Toolkit} as their parent {@link Arbitre}'s.
 */
public interface CommandExtension {
  /**
   * The command classes (annotated with picocli's {@code @Command}, with a no-argument
   * constructor), in the order of the usage text. {@link Arbitre} adds only those a command line
   * needs: reading a command's model costs start-up time.
   */
  List<Class<?>> commands();
}
