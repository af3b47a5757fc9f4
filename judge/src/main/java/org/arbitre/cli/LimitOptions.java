package org.arbitre.cli;

import picocli.CommandLine.Option;

/** The limit options shared by {@code judge} and {@code run}. */
public final class LimitOptions {
  @Option(names = "--time-limit", paramLabel = "TIME",
      description = "CPU time limit, e.g. 1s or 1500ms; the wall limit is 3 × this + 1 s (default: judge the problem.yaml's, run 2s).")
  String timeLimit;

  @Option(names = "--memory-limit", paramLabel = "SIZE",
      description = "Memory limit, e.g. 16m, 512k or 1g: the heap for Java (-Xmx), else the resident peak (default: judge the problem.yaml's, run 256m).")
  String memoryLimit;
}
