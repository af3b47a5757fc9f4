package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Any command line, e.g. {@code "./mybot --fast"} or {@code "pypy3 sol.py"}: run as is through
 * {@code sh -c}, so quoting, variables and pipes work as in a terminal. Nothing is compiled; the
 * entry is the command line itself, and the program's own arguments are passed as {@code "$@"}.
 * {@link JvmCommandLine} is the same with Java's memory policy.
 */
public class CommandLineLanguage implements Language {
  @Override
  public String id() {
    return "cmd";
  }

  @Override
  public List<String> extensions() {
    return List.of();
  }

  @Override
  public String entryName(String source) {
    return source;
  }

  @Override
  public List<String> compileArgv(String entry) {
    return List.of();
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    return shell(entry);
  }

  private static List<String> shell(String entry) {
    return List.of("sh", "-c", simple(entry) ? "exec " + entry : entry);
  }

  /**
   * A single command (no ; & | ( ) or newline): run with {@code exec}, so the shell is replaced by
   * the program and does not hold its pipes open (a bot that closes its stdout is then seen as
   * such, and the process tree is one process).
   */
  static boolean simple(String entry) {
    String first = entry.strip().split("\\s+", 2)[0];
    return !entry.isBlank()
        && entry.chars().noneMatch(c -> ";&|(){}\n`".indexOf(c) >= 0)
        && !first.contains("=")
        && !RESERVED.contains(first);
  }

  /**
   * The program a command line starts with, when it is sure to be missing: a plain first word
   * (no quoting, variable or assignment, not a shell built-in) that is neither an executable
   * absolute path nor found on {@code PATH}. Empty when it is there or cannot be told without
   * running the shell. Found before a match starts, instead of a bot that dies at once.
   */
  public static Optional<String> missingProgram(String commandLine, String path) {
    String first = commandLine.strip().split("\\s+", 2)[0];
    if (first.isEmpty() || !first.matches("[\\w./+@%-]+") || RESERVED.contains(first) || BUILTINS.contains(first)) {
      return Optional.empty();
    }
    if (first.contains("/")) {
      return !first.startsWith("/") || java.nio.file.Files.isExecutable(Path.of(first)) ? Optional.empty() : Optional.of(first);
    }
    for (String dir : (path == null ? "" : path).split(":")) {
      if (!dir.isEmpty() && java.nio.file.Files.isExecutable(Path.of(dir, first))
          && !java.nio.file.Files.isDirectory(Path.of(dir, first))) {
        return Optional.empty();
      }
    }
    return Optional.of(first);
  }

  private static final java.util.Set<String> BUILTINS = java.util.Set.of(
      ".", ":", "[", "alias", "bg", "cd", "command", "echo", "eval", "export", "false", "fg", "getopts",
      "hash", "kill", "printf", "pwd", "read", "readonly", "return", "set", "shift", "test", "times",
      "trap", "true", "type", "ulimit", "umask", "unalias", "unset", "wait", "exit", "source");

  private static final java.util.Set<String> RESERVED = java.util.Set.of(
      "if", "then", "else", "elif", "fi", "case", "esac", "for", "while", "until", "do", "done",
      "!", "exec", "time");

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options, List<String> args) {
    if (args.isEmpty()) {
      return shell(entry);
    }
    String script = (simple(entry) ? "exec " : "") + entry + " \"$@\"";
    List<String> argv = new ArrayList<>(List.of("sh", "-c", script, "sh"));
    argv.addAll(args);
    return argv;
  }

  /**
   * A command line may start anything: a JVM's failure or a Python traceback are both recognised;
   * the shell's "not found" (a missing {@code pypy3}, a typo) is a program that is not there.
   */
  @Override
  public Optional<Failure> failure(RunOutput output) {
    String stderr = output.stderrTail();
    Matcher m = NOT_FOUND.matcher(stderr);
    if (m.find()) {
      return Optional.of(Failure.notFound(m.group().strip()));
    }
    return JavaLanguage.failureIn(stderr).or(() -> PythonLanguage.failureIn(stderr));
  }

  /** dash ({@code sh: 1: pypy3: not found}), bash ({@code sh: line 1: x: command not found}, {@code No such file or directory}). */
  private static final Pattern NOT_FOUND =
      Pattern.compile("(?m)^sh: (?:line )?\\d+: (?:exec: )?.*(?:not found|No such file or directory|Permission denied)\\s*$");

  /**
   * A command line reads the folder it was given in (arbitre's current folder) and every existing
   * absolute path it names: a folder, or a file's folder ({@code "python3 /opt/bots/a.py"}, an
   * executable given by its path). A sandbox hides everything else of the user's.
   */
  @Override
  public List<Path> reads(Path dir, String entry) {
    List<Path> reads = new ArrayList<>(List.of(dir));
    for (String word : entry.split("[\\s'\"=:;&|()<>`]+")) {
      if (word.startsWith("/") && word.length() > 1) {
        Path p = Path.of(word);
        if (java.nio.file.Files.isDirectory(p)) {
          reads.add(p);
        } else if (java.nio.file.Files.exists(p) && p.getParent() != null) {
          // a file of a shared temporary folder alone: all of /tmp would show others' files and
          // hide the sandbox's own /tmp (where the judge's scratch folders are)
          reads.add(SHARED_TMP.contains(p.getParent()) ? p : p.getParent());
        }
      }
    }
    return reads;
  }

  private static final java.util.Set<Path> SHARED_TMP = java.util.Set.of(Path.of("/tmp"), Path.of("/var/tmp"),
      Path.of("/dev/shm"));

  /** A command line runs in the folder it was given in, so {@code ./a.out} or {@code python3 sol.py} work. */
  @Override
  public Path workDir(Path scratch, Path programDir) {
    return programDir;
  }

  @Override
  public String selfTest() {
    return "cat";
  }
}
