package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Any command line, e.g. {@code "./mybot --fast"} or {@code "pypy3 sol.py"}: run as is through
 * {@code sh -c}, so quoting, variables and pipes work as in a terminal. Nothing is compiled; the
 * entry is the command line itself, and the program's own arguments are passed as {@code "$@"}.
 */
public final class CommandLineLanguage implements Language {
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
    return List.of("sh", "-c", entry);
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options, List<String> args) {
    if (args.isEmpty()) {
      return runArgv(dir, entry, options);
    }
    List<String> argv = new ArrayList<>(List.of("sh", "-c", entry + " \"$@\"", "sh"));
    argv.addAll(args);
    return argv;
  }

  @Override
  public String selfTest() {
    return "cat";
  }
}
