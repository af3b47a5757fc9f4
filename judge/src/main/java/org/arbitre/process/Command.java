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
public record Command(List<String> argv, Path workDir, Map<String, String> env, List<Path> reads, List<Path> writes,
    Quota quota) {
  /**
   * A folder among {@code writes} that may hold at most {@code bytes} (a bot's {@code data/}): in
   * the sandbox it is a tmpfs of that size, loaded from the folder before the program starts and
   * saved back once it has ended ({@link QuotaFolder}); without a sandbox, no limit.
   */
  public record Quota(Path folder, long bytes) {
    public Quota {
      if (bytes <= 0) {
        throw new IllegalArgumentException("a quota is positive");
      }
    }
  }

  public Command {
    if (argv.isEmpty()) {
      throw new IllegalArgumentException("empty command");
    }
    argv = List.copyOf(argv);
    env = Map.copyOf(env);
    reads = List.copyOf(reads);
    writes = List.copyOf(writes);
    if (quota != null && !writes.contains(quota.folder())) {
      throw new IllegalArgumentException("a quota folder is one the command writes: " + quota.folder());
    }
  }

  public Command(List<String> argv, Path workDir, Map<String, String> env, List<Path> reads, List<Path> writes) {
    this(argv, workDir, env, reads, writes, null);
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
    return new Command(argv, dir, env, reads, writes.stream().map(w -> w.equals(workDir) ? dir : w).toList(),
        quota != null && quota.folder().equals(workDir) ? new Quota(dir, quota.bytes()) : quota);
  }

  public Command withEnv(Map<String, String> environment) {
    return new Command(argv, workDir, environment, reads, writes, quota);
  }

  /** The same command, writing only {@code paths} (files or folders) besides what the system gives everyone. */
  public Command withWrites(List<Path> paths) {
    return new Command(argv, workDir, env, reads, paths, null);
  }

  /** The same command, with at most {@code bytes} in {@code folder}, which it writes. */
  public Command withQuota(Path folder, long bytes) {
    return new Command(argv, workDir, env, reads, writes, new Quota(folder, bytes));
  }

  /** The same command, also reading {@code more} (files or folders). */
  public Command withReads(List<Path> more) {
    List<Path> all = new ArrayList<>(reads);
    all.addAll(more);
    return new Command(argv, workDir, env, all, writes, quota);
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
