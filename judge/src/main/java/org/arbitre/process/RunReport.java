package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The measuring layer's report of one run, read into its {@link RunResult}: the run helper's or
 * GNU time's lines (an optional "Command terminated by signal N" line, then "wall user sys
 * maxrss"), the watchdog's figures and a memory cgroup's; and where such reports are written.
 */
final class RunReport {
  /** Where run reports go: {@code /dev/shm} where it is a tmpfs we may write, else null (the temporary folder). */
  private static final Path REPORT_DIR = memoryFolder();

  private RunReport() {
  }

  /**
   * Where the measuring layer writes a run's figures: in memory ({@code /dev/shm}, a tmpfs) where
   * this machine has one we may write, else the temporary folder. The file is written by the
   * layer outside any sandbox, read and deleted at once: on a disk file system creating,
   * rewriting and deleting it costs a journal commit now and then (milliseconds on a busy disk).
   */
  static Path newFile() throws IOException {
    if (REPORT_DIR != null) {
      try {
        return Files.createTempFile(REPORT_DIR, "arbitre-time", ".txt");
      } catch (IOException e) {
        // full, or gone: the temporary folder below
      }
    }
    return Files.createTempFile("arbitre-time", ".txt");
  }

  private static Path memoryFolder() {
    Path shm = Path.of("/dev/shm");
    try {
      return Files.isDirectory(shm) && Files.isWritable(shm) && Files.getFileStore(shm).type().equals("tmpfs") ? shm : null;
    } catch (IOException | SecurityException e) {
      return null;
    }
  }

  /**
   * The run's result from the watchdog's figures and the measuring layer's report ({@code lines},
   * null when there is none though {@code measuredLayer} says a layer measures). {@code
   * memorySource} names the memory figure; {@code signalAsStatus}: the measuring chain reports a
   * signal as a shell-style status (128 + N).
   */
  static RunResult result(List<Wrapper> chain, Watchdog.Watch watch, boolean measuredLayer, List<String> lines,
      int rawExit, long wallMs, long outBytes, Limits limits, String memorySource, boolean signalAsStatus) {
    long cpuMs = watch.cpuMs;
    long peakKb = watch.peakRssKb;
    int exitCode = rawExit;
    int signal = 0;
    String source = memorySource;
    if (lines != null && !lines.isEmpty()) {
      // GNU time's format: an optional "Command terminated by signal N" / "exited with non-zero
      // status" line, then our format line.
      if (lines.get(0).startsWith("cannot run ")) { // the run helper could not exec the program
        return new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, wallMs, 0, 0, source, lines.get(0));
      }
      for (String line : lines) {
        if (line.startsWith("Command terminated by signal ")) {
          signal = Integer.parseInt(line.substring("Command terminated by signal ".length()).trim());
        }
      }
      String[] f = lines.get(lines.size() - 1).trim().split("\\s+");
      if (f.length == 4) {
        long measuredCpu = Math.round((Double.parseDouble(f[1]) + Double.parseDouble(f[2])) * 1000);
        cpuMs = Math.max(cpuMs, measuredCpu);
        peakKb = Math.max(peakKb, Long.parseLong(f[3]));
      }
    } else if (measuredLayer) {
      source = "proc-sampling";
    }
    // above 128 + 64 (SIGRTMAX) it is a plain exit code: Free Pascal's runtime errors exit with 200 to 217
    if (signal == 0 && rawExit > 128 && rawExit <= 128 + 64 && (!measuredLayer || signalAsStatus)) {
      signal = rawExit - 128; // a shell-style status: from a direct child, or from bwrap, killed by a signal
    }
    if (signal != 0) {
      exitCode = 128 + signal;
    }
    // A memory cgroup's figures replace the others: its peak is the run's memory (all its
    // processes, page cache and kernel memory included), its OOM kill a memory limit exceeded.
    Optional<RunCgroups.Memory> kernel = chain.stream().map(Wrapper::memory).flatMap(Optional::stream).findFirst();
    long residentKb = peakKb; // the processes' own pages (rusage, the samples): no page cache
    if (kernel.isPresent()) {
      peakKb = kernel.get().peakKb();
      source = kernel.get().source();
    }
    Outcome outcome = watch.stopped;
    if (outcome == null && kernel.isPresent() && kernel.get().oomKilled()) {
      outcome = Outcome.MEMORY_LIMIT;
    }
    if (outcome == null) {
      outcome = limits.exceeded(cpuMs, peakKb, outBytes); // finished, but over a limit
    }
    if (outcome == null) {
      outcome = switch (signal) {
        case 0 -> Outcome.EXITED;
        case 24 -> Outcome.CPU_LIMIT; // SIGXCPU from the RLIMIT_CPU backstop
        case 25 -> Outcome.OUTPUT_LIMIT; // SIGXFSZ from the RLIMIT_FSIZE backstop
        default -> Outcome.SIGNALED;
      };
    }
    // A run whose memory cgroup reached the limit and that then failed (out of CPU time while the
    // kernel reclaimed its pages, killed, a runtime's own "out of memory" exit) failed for memory:
    // which of the kernel's OOM kill, the CPU limit or the runtime comes first is a race. Reached:
    // the kernel found no room there (an OOM kill, v2's "oom"), or the limit was met (v1's failcnt,
    // v2's "max", the peak: a kernel may keep failcnt at 0, Linux 6.18 did even at an OOM kill) with the processes' own pages filling half of it at least. The limit
    // met alone is not enough: page cache (a file written or read) fills a cgroup to its limit
    // and is taken back there, and a program that loops after it is judged by what it did.
    boolean atLimit = kernel.isPresent() && limits.memoryBytes() > 0 && (kernel.get().outOfMemory()
        || (kernel.get().limitHit() || peakKb * 1024 >= limits.memoryBytes()) && residentKb * 1024 * 2 >= limits.memoryBytes());
    boolean failed = outcome == Outcome.CPU_LIMIT || outcome == Outcome.WALL_LIMIT || outcome == Outcome.SIGNALED
        || (outcome == Outcome.EXITED && exitCode != 0);
    Outcome before = outcome;
    if (atLimit && failed) {
      outcome = Outcome.MEMORY_LIMIT;
    }
    String detail = RunResult.describe(outcome, limits, cpuMs, wallMs, peakKb, outBytes, signal);
    if (outcome == Outcome.MEMORY_LIMIT && kernel.isPresent() && kernel.get().oomKilled()) {
      detail = "memory limit reached, killed by the kernel (" + detail + ")"; // its peak is the limit itself
    } else if (outcome != before) {
      detail = "memory limit reached, then " + RunResult.describe(before, limits, cpuMs, wallMs, peakKb, outBytes, signal)
          + " (" + detail + ")";
    }
    return new RunResult(outcome, exitCode, signal, cpuMs, wallMs, peakKb, outBytes, source, detail);
  }
}
