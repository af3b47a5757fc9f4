package org.arbitre.app;

import java.util.List;

/**
 * Commands another module adds to {@code arbitre} (the contest server's {@code serve}, {@code
 * worker} and {@code submit}), found with {@link java.util.ServiceLoader} in the jar that runs.
 * Their command classes reach the {@link Toolkit} through their parent command, a {@link Host}.
 */
public interface CommandExtension {
  /** The {@code arbitre} command, parent of every extension's command: what they are built with. */
  interface Host {
    Toolkit toolkit();
  }

  /**
   * The command classes (annotated with picocli's {@code @Command}, with a no-argument
   * constructor), in the order of the usage text. The {@code arbitre} command adds only those a command line
   * needs: reading a command's model costs start-up time.
   */
  List<Class<?>> commands();
}
