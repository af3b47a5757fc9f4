package org.arbitre.process;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What to start: the argument vector, the working directory, extra environment variables, and
 * what the program needs of the filesystem beyond the system: {@code reads} (its build folder, a
 * checker's input files...) and {@code writes} (its working folder, a log file). A sandbox
 * ({@link Sandbox}) exposes exactly these, read-only and read-write, and hides the rest of the
 * user's files; without a sandbox they are only a statement of intent.
 */
public record Command(List<String> argv, Path workDir, Map<String, String> env, List<Path> reads, List<Path> writes) {
  public Command {
    if (argv.isEmpty()) {
      throw new IllegalArgumentException("empty command");
    }
    argv = List.copyOf(argv);
    env = Map.copyOf(env);
    reads = List.copyOf(reads);
    writes = List.copyOf(writes);
  }

  /** A command that may write in its working directory and needs nothing else. */
  public Command(List<String> argv, Path workDir, Map<String, String> env) {
    this(argv, workDir, env, List.of(), List.of(workDir));
  }

  public static Command of(Path workDir, List<String> argv) {
    return new Command(argv, workDir, Map.of());
  }

  public static Command of(Path workDir, String... argv) {
    return new Command(List.of(argv), workDir, Map.of());
  }

  /** The same command in {@code dir}, which it may write in place of its old working folder. */
  public Command withWorkDir(Path dir) {
    return new Command(argv, dir, env, reads, writes.stream().map(w -> w.equals(workDir) ? dir : w).toList());
  }

  public Command withEnv(Map<String, String> environment) {
    return new Command(argv, workDir, environment, reads, writes);
  }

  /** The same command, also reading {@code more} (files or folders). */
  public Command withReads(List<Path> more) {
    List<Path> all = new ArrayList<>(reads);
    all.addAll(more);
    return new Command(argv, workDir, env, all, writes);
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
