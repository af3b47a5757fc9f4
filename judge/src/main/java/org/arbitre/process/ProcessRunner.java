package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Path;

/**
 * THE one place that starts programs. Judge, referee, compilers and tournament go through it;
 * nothing else calls {@code ProcessBuilder}. Implementation: {@link LocalRunner} (a plain
 * process, measured and limited, through a chain of {@link Wrapper}s; the sandbox is one of them).
 */
public interface ProcessRunner extends AutoCloseable {

  /**
   * Runs a program to its end under limits: stdin from {@code stdin} (null = empty), stdout and
   * stderr to files (never pipes, so no deadlock). The whole process tree is killed at the end
   * or when a limit is hit. Never throws for what the program does; IOException only for
   * failures of our own files.
   */
  RunResult run(Command command, Limits limits, Path stdin, Path stdout, Path stderr)
      throws IOException;

  /**
   * Runs two programs talking to each other to their ends: the solution's stdout is the
   * interactor's stdin and back (through a relay that counts each one's output against its
   * cap). Each runs under its own limits and is measured on its own process tree; stderr of each
   * goes to its file. Both trees are killed at the end. Never throws for what the programs do.
   * When the interactor ended first (its output ended before the solution's) and the caller's
   * rule {@code ends.byInteractor()} holds for its result, the solution's tree is killed at once,
   * as on a limit, rather than left to run to its limit; when the solution has ended and
   * {@code ends.bySolution()} holds for its result and the CPU time the interactor has used so
   * far, the interactor's tree is. The killed one's result is then a death by SIGKILL.
   */
  default Interaction interact(Command solution, Limits solutionLimits, Path solutionStderr,
      Command interactor, Limits interactorLimits, Path interactorStderr, Interaction.EarlyEnds ends)
      throws IOException {
    throw new UnsupportedOperationException("this runner does not run interactive programs");
  }

  /**
   * Starts a long-lived program talking over pipes (a bot). Its stderr goes to a file. The
   * caller owns the returned handle and must close it (which kills the whole tree).
   */
  LiveProcess start(Command command, Path stderr) throws IOException;

  /**
   * How peak memory is measured: "rusage" (the run helper's wait4), "gnu-time", or
   * "proc-sampling" (approximate); "none" for a runner that does not measure (a test's fake).
   */
  default String memorySource() {
    return "none";
  }

  /**
   * How the peak memory of a run with a resident memory limit is measured (and the limit held):
   * "cgroup-v2" or "cgroup-v1" where the sandbox gives such a run a memory cgroup, else
   * {@link #memorySource()}.
   */
  default String residentMemorySource() {
    return memorySource();
  }

  /**
   * How programs are isolated: "bubblewrap+cgroup-v2-pids-memory", "bubblewrap+cgroup-v1-pids-memory",
   * "bubblewrap+cgroup-v1-pids" (which cgroups), "bubblewrap+userns-nproc", "bubblewrap" (no limit
   * on processes), or "none".
   */
  default String sandbox() {
    return "none";
  }

  /** Ends whatever this runner still has running. */
  @Override
  default void close() {}
}
