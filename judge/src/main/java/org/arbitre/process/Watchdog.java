package org.arbitre.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * One measured program while it runs: the watchdog samples {@code /proc} for the whole tree (CPU,
 * summed resident memory, output size) and stops it on a limit, kills what is left of its tree at
 * the end, then reads its figures ({@link RunReport}). The program is started by {@link
 * LocalRunner}, here or by the run server.
 */
final class Watchdog {
  private final LocalRunner runner;
  final List<Wrapper> chain;
  final Limits limits;
  final Path report;
  final Watch watch;
  final LongSupplier outputBytes;
  Process process; // the program's first process, started here; or
  RunServer.Served served; // started by the run server
  long start;
  RunResult failed;
  /** Set by {@link #stop}: the next poll kills the program's tree as a limit would. */
  private volatile boolean stopRequested;
  /** The largest {@link #cpuMsSoFar} reading, folded into the result's CPU time. */
  private volatile long cpuMsRead;

  Watchdog(LocalRunner runner, List<Wrapper> chain, Limits limits, Path report, LongSupplier outputBytes) {
    this.runner = runner;
    this.chain = chain;
    this.limits = limits;
    this.report = report;
    this.outputBytes = outputBytes;
    // a memory cgroup's limit is the kernel's (its OOM kill and its peak decide, RunReport): the
    // sampled sum, which counts the sandbox's own processes and the files each maps, does not
    boolean kernelMemory = chain.stream().anyMatch(Wrapper::limitsMemory);
    this.watch = new Watch(kernelMemory ? limits.withMemory(0) : limits, outputBytes);
  }

  private boolean waitFor(long ms) throws InterruptedException {
    return served != null ? served.waitFor(ms) : process.waitFor(ms, TimeUnit.MILLISECONDS);
  }

  private boolean alive() {
    return served != null ? served.isAlive() : process.isAlive();
  }

  /** The report's lines; null when the measuring layer wrote none. */
  private List<String> reportLines() throws IOException {
    if (served != null) {
      return served.report() == null ? null : served.report().lines().toList();
    }
    return report != null && Files.size(report) > 0 ? Files.readAllLines(report, StandardCharsets.UTF_8) : null;
  }

  /**
   * Asks {@link #await} to end the program now, its tree killed as on a limit (the measuring layer
   * survives to report what it used); the program's result is then its death by SIGKILL. For a
   * program whose verdict is already decided by another's (an interactive solution after its
   * validator rejected it first).
   */
  void stop() {
    stopRequested = true;
  }

  /**
   * The CPU time the program's tree has used so far, read from {@code /proc}: 0 once it has ended.
   * The result's figure is never below it: a tree killed in a sandbox loses the rusage of what its
   * PID 1 had not reaped, so a program {@link #stop stopped} after this reading keeps it.
   */
  long cpuMsSoFar() {
    ProcessHandle root = served != null ? served.handle() : process.toHandle();
    if (root == null || !root.isAlive()) {
      return 0;
    }
    long ms = treeSum(root).cpuMs();
    cpuMsRead = Math.max(cpuMsRead, ms);
    return ms;
  }

  /** The program's tree from {@code /proc}: below the measuring layer when there is one, else from its root. */
  private ProcStat.Sum treeSum(ProcessHandle root) {
    return ProcStat.sum(report != null ? ProcStat.descendants(root) : ProcStat.tree(root));
  }

  /** Watches the program to its end (or a limit, or {@link #stop}), kills what is left of its tree, measures. */
  RunResult await() throws IOException {
    boolean wrapped = report != null; // the program is a child of the helper or of GNU time
    ProcessHandle root = served != null ? served.handle() : process.toHandle(); // null: a served run already over
    long pid = served != null ? served.group() : process.pid(); // the program's process group
    // With a measuring layer, sampling only stops a program over a limit (the figures come from
    // the layer at the end): a twentieth of the limit is soon enough, and a short run costs one or
    // two /proc scans instead of a dozen. Without one, the samples are the memory figure: sample often.
    long cpuMs = limits.cpu().toMillis();
    long pollMs = wrapped ? Math.max(10, Math.min(50, cpuMs / 20)) : Math.max(5, Math.min(20, cpuMs / 50));
    // Finding the tree reads every process of the machine (a few ms each time). With a measuring
    // layer and no resident limit for the watchdog to enforce (Java's is its heap; a memory
    // cgroup's is the kernel's), only the CPU limit needs it, and a tree cannot have used more
    // CPU than its wall time × the CPUs: no scan before that could be reached.
    boolean kernelMemory = chain.stream().anyMatch(Wrapper::limitsMemory);
    boolean scanAlways = !wrapped || (limits.memoryBytes() > 0 && !kernelMemory);
    long cpuReachableMs = cpuMs / ProcStat.CPUS;
    try {
      while (!waitFor(pollMs)) {
        if (stopRequested) {
          if (root != null) {
            runner.signals().killTree(root, !wrapped);
          }
          waitFor(2000);
          break;
        }
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        ProcStat.Sum sum = root == null || (!scanAlways && wallMs < cpuReachableMs) ? new ProcStat.Sum(0, 0, 0)
            : treeSum(root);
        if (watch.sample(sum, wallMs) != null) {
          // Kill the program's tree; the measuring layer itself survives to write its report.
          if (root != null) {
            runner.signals().killTree(root, !wrapped);
          }
          waitFor(2000);
          break;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      if (alive() && root != null) {
        runner.signals().killTree(root, true);
      }
      // Children that outlived their parent: once the root has exited, they have left its tree
      // (the kernel gave them to init), but not its process group. In a sandbox, its PID
      // namespace has ended them all already: no scan of /proc for the group (a few ms a run).
      // A served run that reported has killed what was left in its group, before it reported.
      if (chain.stream().anyMatch(Wrapper::endsTheTree) || (served != null && served.report() != null)) {
        runner.signals().forgetGroup(pid);
      } else if (pid > 0) {
        runner.signals().killGroup(pid);
      }
    }
    long wallMs = (System.nanoTime() - start) / 1_000_000;
    watch.cpuMs = Math.max(watch.cpuMs, cpuMsRead);
    int rawExit = alive() ? -1 : served != null ? served.exitValue() : process.exitValue();
    long outBytes = outputBytes.getAsLong();
    watch.observeOutput(outBytes);
    return RunReport.result(chain, watch, report != null, reportLines(), rawExit, wallMs, outBytes, limits,
        runner.memorySource(), runner.signalAsStatus());
  }

  /** The watchdog's state: what it saw, and why it stopped the program (null = it did not). */
  static final class Watch {
    private final Limits limits;
    private final LongSupplier outputBytes;
    long cpuMs;
    long peakRssKb;
    Outcome stopped;

    Watch(Limits limits, LongSupplier outputBytes) {
      this.limits = limits;
      this.outputBytes = outputBytes;
    }

    Outcome sample(ProcStat.Sum sum, long wallMs) {
      cpuMs = Math.max(cpuMs, sum.cpuMs());
      peakRssKb = Math.max(peakRssKb, sum.rssKb());
      stopped = limits.exceeded(cpuMs, peakRssKb, -1);
      if (stopped == null && wallMs > limits.wall().toMillis()) {
        stopped = Outcome.WALL_LIMIT;
      } else if (stopped == null) {
        observeOutput(outputBytes.getAsLong());
      }
      return stopped;
    }

    void observeOutput(long bytes) {
      if (stopped == null && limits.exceeded(0, 0, bytes) != null) {
        stopped = Outcome.OUTPUT_LIMIT;
      }
    }
  }
}
