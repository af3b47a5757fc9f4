package org.arbitre.process;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What to start: the argument vector, the working directory and extra environment variables.
 * A sandbox wraps a command into another command; nothing else needs to know.
 */
public record Command(List<String> argv, Path workDir, Map<String, String> env) {
  public Command {
    if (argv.isEmpty()) {
      throw new IllegalArgumentException("empty command");
    }
    argv = List.copyOf(argv);
    env = Map.copyOf(env);
  }

  public static Command of(Path workDir, List<String> argv) {
    return new Command(argv, workDir, Map.of());
  }

  public static Command of(Path workDir, String... argv) {
    return new Command(List.of(argv), workDir, Map.of());
  }

  public Command withWorkDir(Path dir) {
    return new Command(argv, dir, env);
  }

  /** The command as a person would type it (for messages and reports). */
  public String display() {
    StringBuilder sb = new StringBuilder();
    for (String a : argv) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(a.isEmpty() || a.matches(".*[\\s'\"$`\\\\].*") ? "'" + a.replace("'", "'\\''") + "'" : a);
    }
    return sb.toString();
  }
}
