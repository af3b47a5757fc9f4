package org.arbitre.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The options of {@code judge} and {@code test} that choose the cases and what is shown of them. */
public final class JudgeOptions {
  @Option(names = "--case", paramLabel = "NAME",
      description = "Only the cases named so, or matching a glob: 3, secret/3, 'secret/*', 'ex?' (default: all).")
  String caseName;

  @Option(names = "--diff",
      description = "Under a WA or PE case, expected and got side by side around the first difference (default: off).")
  boolean diff;

  @Option(names = "--keep", paramLabel = "DIR",
      description = "Keep every case's output and stderr as DIR/NAME.out and DIR/NAME.err (default: not kept).")
  Path keep;

  @Option(names = {"-q", "--quiet"}, description = "Print only the summary, not a row per case (default: the table).")
  boolean quiet;

  @Option(names = "--json", description = "Print one JSON object instead of the table (default: the table).")
  boolean json;

  @Option(names = "--junit", paramLabel = "FILE",
      description = "Also write a JUnit XML report to FILE, for CI (default: none).")
  Path junit;

  @Option(names = "--watch",
      description = "Judge again on every save of the solution, a case or the descriptor, until Ctrl-C (default: once).")
  boolean watch;

  @Option(names = {"-j", "--jobs"}, paramLabel = "N", defaultValue = "1",
      description = "Run N cases at once (default 1). CPU time still decides TLE; the table stays in case order.")
  int jobs;

  @Option(names = "--fail-fast", description = "Stop at the first case that is not AC (default: run them all).")
  boolean failFast;
}
