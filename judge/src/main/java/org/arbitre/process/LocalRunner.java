package org.arbitre.process;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Runs programs as plain local processes, measured and limited, through a chain of
 * {@link Wrapper}s (the run helper, or setsid → prlimit → GNU time; the {@link Sandbox} innermost).
 *
 * <p>While a program runs, a watchdog samples {@code /proc} for the whole tree (CPU, summed
 * resident memory, output size) and stops it on a limit. The reported peak memory is the larger
 * of the measuring layer's figure (the largest single process) and the sampled tree sum; with no
 * measuring layer, only the samples (approximate: a peak shorter than the sampling interval can
 * be missed).
 *
 * <p>One instance serves a whole JVM, many runs and games at once: it owns its {@link Signals}
 * and the bots it started, and {@link #close} (or this JVM's exit) kills what is left of them.
 */
public final class LocalRunner implements ProcessRunner {
  private final List<Wrapper> measured;
  private final List<Wrapper> live;
  private final Signals signals = new Signals(this::closeLive);
  private final Set<LocalLiveProcess> running = ConcurrentHashMap.newKeySet();

  /** {@code measured} wraps runs to their end, {@code live} long-lived bots; outermost first. */
  public LocalRunner(List<Wrapper> measured, List<Wrapper> live) {
    this.measured = List.copyOf(measured);
    this.live = List.copyOf(live);
  }

  /** The best this machine offers: the run helper built into {@code cache} if a C compiler can, else the tools. */
  public static LocalRunner best(BuildCache cache) {
    return best(cache, Optional.empty());
  }

  /** As {@link #best(BuildCache)}, with {@code sandbox} innermost in both chains when given. */
  public static LocalRunner best(BuildCache cache, Optional<Sandbox> sandbox) {
    return new LocalRunner(Wrappers.measured(RunHelper.build(cache), sandbox), Wrappers.live(sandbox));
  }

  @Override
  public String sandbox() {
    return measured.stream().map(Wrapper::sandbox).filter(m -> m != null).findFirst().orElse("none");
  }

  @Override
  public String memorySource() {
    return measured.stream().map(Wrapper::measures).filter(m -> m != null).findFirst().orElse("proc-sampling");
  }

  private boolean measuring() {
    return measured.stream().anyMatch(w -> w.measures() != null);
  }

  private static boolean makesGroup(List<Wrapper> chain) {
    return chain.stream().anyMatch(Wrapper::makesGroup);
  }

  /** Every layer of {@code chain} opened for one run of {@code command}; closed again if one fails. */
  private static List<Wrapper> open(List<Wrapper> chain, Command command) throws IOException {
    List<Wrapper> opened = new ArrayList<>();
    try {
      for (Wrapper w : chain) {
        opened.add(w.open(command));
      }
    } catch (IOException | RuntimeException e) {
      close(opened);
      throw e;
    }
    return opened;
  }

  private static void close(List<Wrapper> opened) {
    opened.forEach(Wrapper::close);
  }

  private static List<String> wrap(List<Wrapper> chain, List<String> argv, Limits limits, Path report) {
    List<String> wrapped = argv;
    for (int i = chain.size() - 1; i >= 0; i--) {
      wrapped = chain.get(i).wrap(wrapped, limits, report);
    }
    return wrapped;
  }

  @Override
  public RunResult run(Command command, Limits limits, Path stdin, Path stdout, Path stderr)
      throws IOException {
    List<Wrapper> chain;
    try {
      chain = open(measured, command);
    } catch (Sandbox.StartFailure e) {
      return new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, memorySource(), e.getMessage());
    }
    Path report = measuring() ? Files.createTempFile("arbitre-time", ".txt") : null;
    try {
      return runMeasured(chain, command, limits, stdin, stdout, stderr, report);
    } finally {
      close(chain);
      if (report != null) {
        Files.deleteIfExists(report);
      }
    }
  }

  private RunResult runMeasured(List<Wrapper> chain, Command command, Limits limits, Path stdin, Path stdout,
      Path stderr, Path report) throws IOException {
    boolean wrapped = report != null; // the program is a child of the helper or of GNU time
    ProcessBuilder pb = new ProcessBuilder(wrap(chain, command.argv(), limits, report))
        .directory(command.workDir().toFile());
    pb.environment().putAll(command.env());
    pb.redirectInput(ProcessBuilder.Redirect.from(stdin == null ? new File("/dev/null") : stdin.toFile()));
    pb.redirectOutput(stdout.toFile());
    pb.redirectError(stderr.toFile());

    long start = System.nanoTime();
    Process process;
    try {
      process = pb.start();
    } catch (IOException e) {
      return new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, memorySource(),
          "cannot start " + command.argv().get(0) + ": " + e.getMessage());
    }
    ProcessHandle root = process.toHandle();
    if (makesGroup(measured)) {
      signals.registerGroup(root.pid());
    }
    Watch watch = new Watch(limits, stdout);
    // With a measuring layer, sampling only stops a program over a limit (the figures come from
    // the layer at the end): a twentieth of the limit is soon enough, and a short run costs one or
    // two /proc scans instead of a dozen. Without one, the samples are the memory figure: sample often.
    long cpuMs = limits.cpu().toMillis();
    long pollMs = wrapped ? Math.max(10, Math.min(50, cpuMs / 20)) : Math.max(5, Math.min(20, cpuMs / 50));
    try {
      while (!process.waitFor(pollMs, TimeUnit.MILLISECONDS)) {
        List<Long> pids = wrapped ? ProcStat.descendants(root) : ProcStat.tree(root);
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        if (watch.sample(ProcStat.sum(pids), wallMs) != null) {
          // Kill the program's tree; the measuring layer itself survives to write its report.
          signals.killTree(root, !wrapped);
          process.waitFor(2, TimeUnit.SECONDS);
          break;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      if (process.isAlive()) {
        signals.killTree(root, true);
      }
      // Children that outlived their parent: once the root has exited, they have left its tree
      // (the kernel gave them to init), but not its process group. In a sandbox, its PID
      // namespace has ended them all already: no scan of /proc for the group (a few ms a run).
      if (chain.stream().anyMatch(Wrapper::endsTheTree)) {
        signals.forgetGroup(root.pid());
      } else {
        signals.killGroup(root.pid());
      }
    }
    long wallMs = (System.nanoTime() - start) / 1_000_000;
    int rawExit = process.isAlive() ? -1 : process.exitValue();
    long outBytes = Files.size(stdout);
    watch.observeOutput(outBytes);
    return finish(watch, report, rawExit, wallMs, outBytes, limits);
  }

  private RunResult finish(Watch watch, Path report, int rawExit, long wallMs, long outBytes, Limits limits)
      throws IOException {
    long cpuMs = watch.cpuMs;
    long peakKb = watch.peakRssKb;
    int exitCode = rawExit;
    int signal = 0;
    String source = memorySource();
    if (report != null && Files.size(report) > 0) {
      // GNU time's format: an optional "Command terminated by signal N" / "exited with non-zero
      // status" line, then our format line.
      List<String> lines = Files.readAllLines(report, StandardCharsets.UTF_8);
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
    } else if (report != null) {
      source = "proc-sampling";
    }
    if (signal == 0 && rawExit > 128 && (report == null || measured.stream().anyMatch(Wrapper::signalAsStatus))) {
      signal = rawExit - 128; // a shell-style status: from a direct child, or from bwrap, killed by a signal
    }
    if (signal != 0) {
      exitCode = 128 + signal;
    }
    Outcome outcome = watch.stopped;
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
    return new RunResult(outcome, exitCode, signal, cpuMs, wallMs, peakKb, outBytes, source,
        RunResult.describe(outcome, limits, cpuMs, wallMs, peakKb, outBytes, signal));
  }

  @Override
  public LiveProcess start(Command command, Path stderr) throws IOException {
    List<Wrapper> chain = open(live, command);
    ProcessBuilder pb = new ProcessBuilder(wrap(chain, command.argv(), null, null))
        .directory(command.workDir().toFile());
    pb.environment().putAll(command.env());
    Process process;
    try {
      process = pb.start(); // stderr through a pipe into a capped file: a flood fills no disk
    } catch (IOException e) {
      close(chain);
      throw new IOException("cannot start " + command.display() + ": " + e.getMessage(), e);
    }
    Thread drain = StderrCap.drain(process.getErrorStream(), stderr, StderrCap.CAP_BYTES);
    if (makesGroup(live)) {
      signals.registerGroup(process.pid());
    }
    LocalLiveProcess p = new LocalLiveProcess(process, signals, closed -> {
      running.remove(closed);
      close(chain);
      try {
        drain.join(1000); // its last stderr lines are in the file when close() returns
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    running.add(p);
    return p;
  }

  /** Kills every bot still running and every process group left, and ends the signal shell. */
  @Override
  public void close() {
    closeLive();
    signals.close();
  }

  private void closeLive() {
    running.forEach(LocalLiveProcess::close);
  }

  /** The watchdog's state: what it saw, and why it stopped the program (null = it did not). */
  private static final class Watch {
    private final Limits limits;
    private final Path stdout;
    long cpuMs;
    long peakRssKb;
    Outcome stopped;

    Watch(Limits limits, Path stdout) {
      this.limits = limits;
      this.stdout = stdout;
    }

    Outcome sample(ProcStat.Sum sum, long wallMs) {
      cpuMs = Math.max(cpuMs, sum.cpuMs());
      peakRssKb = Math.max(peakRssKb, sum.rssKb());
      stopped = limits.exceeded(cpuMs, peakRssKb, -1);
      if (stopped == null && wallMs > limits.wall().toMillis()) {
        stopped = Outcome.WALL_LIMIT;
      } else if (stopped == null) {
        try {
          observeOutput(Files.size(stdout));
        } catch (IOException e) {
          // the file is ours; if it vanished the final size check reports it
        }
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
