package org.arbitre.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Runs programs as plain local processes, measured and limited.
 *
 * <p>Start: the program runs under {@code arbitre-run} ({@link RunHelper}, built once with the C
 * compiler), which makes it a new process group, sets RLIMIT_CPU (limit + 2 s, in case this JVM
 * dies) and RLIMIT_FSIZE (the output cap, so a flood cannot fill the disk), and reports the
 * kernel's rusage of the program and every descendant it waited for: CPU time (user + sys) and
 * peak resident memory. Without a C compiler, setsid, prlimit and GNU time (where installed) do
 * the same in three execs instead of one.
 *
 * <p>While it runs, a watchdog samples {@code /proc} for the whole tree (CPU, summed resident
 * memory, output size) and stops it on a limit. The reported peak memory is the larger of the
 * rusage figure (the largest single process) and the sampled tree sum; with neither the helper
 * nor GNU time, only the samples (approximate: a peak shorter than the sampling interval can be
 * missed).
 */
public final class LocalRunner implements ProcessRunner {

  static final Path GNU_TIME = Path.of("/usr/bin/time");
  static final Path PRLIMIT = Path.of("/usr/bin/prlimit");
  private static final String TIME_FORMAT = "%e %U %S %M";

  private final boolean useHelper;
  private final boolean useGnuTime;
  private final boolean usePrlimit;

  /** The run helper when a C compiler can build it, else the three tools where installed. */
  public LocalRunner() {
    this(true, Files.isExecutable(GNU_TIME), Files.isExecutable(PRLIMIT));
  }

  /** Without the run helper: the three tools, each where asked for. */
  LocalRunner(boolean useGnuTime, boolean usePrlimit) {
    this(false, useGnuTime, usePrlimit);
  }

  LocalRunner(boolean useHelper, boolean useGnuTime, boolean usePrlimit) {
    this.useHelper = useHelper;
    this.useGnuTime = useGnuTime;
    this.usePrlimit = usePrlimit;
  }

  /** The run helper, built on first use; empty when not wanted or not buildable. */
  private Optional<Path> helper() {
    return useHelper ? RunHelper.find() : Optional.empty();
  }

  /**
   * How peak memory is measured on this machine: "rusage" (the run helper's wait4), "gnu-time",
   * or "proc-sampling" (approximate).
   */
  public String memorySource() {
    return helper().isPresent() ? "rusage" : useGnuTime ? "gnu-time" : "proc-sampling";
  }

  @Override
  public RunResult run(Command command, Limits limits, Path stdin, Path stdout, Path stderr)
      throws IOException {
    Optional<Path> helper = helper();
    Path report = helper.isPresent() || useGnuTime ? Files.createTempFile("arbitre-time", ".txt") : null;
    try {
      return runMeasured(command, limits, stdin, stdout, stderr, helper, report);
    } finally {
      if (report != null) {
        Files.deleteIfExists(report);
      }
    }
  }

  private RunResult runMeasured(
      Command command, Limits limits, Path stdin, Path stdout, Path stderr, Optional<Path> helper,
      Path report) throws IOException {
    List<String> argv = new ArrayList<>();
    // RLIMIT_CPU a little above the limit, in case this JVM dies; RLIMIT_FSIZE counts every file
    // the program writes: a little above the output cap, so the watchdog (not SIGXFSZ) usually
    // sees the flood first.
    long cpuBackstop = limits.cpu().toSeconds() + 2;
    long fileBackstop = limits.outputBytes() > 0 ? limits.outputBytes() + (1 << 20) : 0;
    if (helper.isPresent()) {
      argv.addAll(List.of(helper.get().toString(), report.toString(), Long.toString(cpuBackstop),
          Long.toString(fileBackstop)));
    } else {
      if (usePrlimit) {
        argv.add(PRLIMIT.toString());
        argv.add("--cpu=" + cpuBackstop);
        if (fileBackstop > 0) {
          argv.add("--fsize=" + fileBackstop);
        }
        argv.add("--");
      }
      if (report != null) {
        argv.addAll(List.of(GNU_TIME.toString(), "-f", TIME_FORMAT, "-o", report.toString(), "--"));
      }
    }
    argv.addAll(command.argv());
    boolean wrapped = report != null; // the program is a child of the helper or of GNU time
    // The helper makes its own process group; otherwise setsid does.
    ProcessBuilder pb = new ProcessBuilder(helper.isPresent() ? argv : Signals.inOwnGroup(argv))
        .directory(command.workDir().toFile());
    pb.environment().putAll(command.env());
    pb.redirectInput(stdin == null ? ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))
        : ProcessBuilder.Redirect.from(stdin.toFile()));
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
    if (helper.isPresent() || Signals.HAS_SETSID) {
      Signals.registerGroup(root.pid());
    }
    Watch watch = new Watch(limits, stdout);
    // With GNU time, sampling only stops a program over a limit (the figures come from GNU time
    // at the end): a twentieth of the limit is soon enough, and a short run costs one or two
    // /proc scans instead of a dozen. Without it, the samples are the memory figure: sample often.
    long cpuMs = limits.cpu().toMillis();
    long pollMs = wrapped ? Math.max(10, Math.min(50, cpuMs / 20)) : Math.max(5, Math.min(20, cpuMs / 50));
    try {
      while (!process.waitFor(pollMs, TimeUnit.MILLISECONDS)) {
        List<Long> pids = wrapped ? ProcStat.descendants(root) : ProcStat.tree(root);
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        Outcome stop = watch.sample(ProcStat.sum(pids), wallMs);
        if (stop != null) {
          // Kill the program's tree; GNU time itself survives to write its report.
          Signals.killTree(root, !wrapped);
          process.waitFor(2, TimeUnit.SECONDS);
          break;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      if (process.isAlive()) {
        Signals.killTree(root, true);
      }
      // Children that outlived their parent: once the root has exited, they have left its tree
      // (the kernel gave them to init), but not its process group.
      Signals.killGroup(root.pid());
    }
    long wallMs = (System.nanoTime() - start) / 1_000_000;
    int rawExit = process.isAlive() ? -1 : process.exitValue();
    long outBytes = Files.size(stdout);
    watch.observeOutput(outBytes);
    return finish(watch, report, rawExit, wallMs, outBytes, limits);
  }

  private RunResult finish(
      Watch watch, Path report, int rawExit, long wallMs, long outBytes, Limits limits)
      throws IOException {
    long cpuMs = watch.cpuMs;
    long peakKb = watch.peakRssKb;
    int exitCode = rawExit;
    int signal = 0;
    String source = memorySource();
    if (report != null && Files.size(report) > 0) {
      // GNU time: an optional "Command terminated by signal N" / "exited with non-zero status"
      // line, then our format line.
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
    if (signal == 0 && rawExit > 128 && report == null) {
      signal = rawExit - 128; // a shell-style status from a direct child killed by a signal
    }
    if (signal != 0) {
      exitCode = 128 + signal;
    }
    Outcome outcome = watch.stopped;
    if (outcome == null) {
      if (cpuMs > limits.cpu().toMillis()) {
        outcome = Outcome.CPU_LIMIT; // finished, but over the limit
      } else if (limits.memoryBytes() > 0 && peakKb * 1024 > limits.memoryBytes()) {
        outcome = Outcome.MEMORY_LIMIT;
      } else if (limits.outputBytes() > 0 && outBytes > limits.outputBytes()) {
        outcome = Outcome.OUTPUT_LIMIT;
      } else if (signal == 24) { // SIGXCPU from the RLIMIT_CPU backstop
        outcome = Outcome.CPU_LIMIT;
      } else if (signal == 25) { // SIGXFSZ from the RLIMIT_FSIZE backstop
        outcome = Outcome.OUTPUT_LIMIT;
      } else if (signal != 0) {
        outcome = Outcome.SIGNALED;
      } else {
        outcome = Outcome.EXITED;
      }
    }
    return new RunResult(outcome, exitCode, signal, cpuMs, wallMs, peakKb, outBytes, source,
        detail(outcome, limits, cpuMs, wallMs, peakKb, outBytes, signal));
  }

  private static String detail(
      Outcome o, Limits l, long cpuMs, long wallMs, long peakKb, long outBytes, int signal) {
    return switch (o) {
      case CPU_LIMIT -> "CPU time " + cpuMs + " ms over the limit of " + l.cpu().toMillis() + " ms";
      case WALL_LIMIT -> "wall time " + wallMs + " ms over the limit of " + l.wall().toMillis()
          + " ms (CPU " + cpuMs + " ms: sleeping or blocked)";
      case MEMORY_LIMIT -> "resident memory " + peakKb + " KiB over the limit of "
          + l.memoryBytes() / 1024 + " KiB";
      case OUTPUT_LIMIT -> "output " + outBytes + " bytes over the cap of " + l.outputBytes();
      case SIGNALED -> "killed by signal " + signal + " (" + signalName(signal) + ")";
      default -> "";
    };
  }

  /** SIGSEGV for 11, etc.; "signal N" when unknown. */
  public static String signalName(int signal) {
    return switch (signal) {
      case 1 -> "SIGHUP";
      case 2 -> "SIGINT";
      case 3 -> "SIGQUIT";
      case 4 -> "SIGILL";
      case 5 -> "SIGTRAP";
      case 6 -> "SIGABRT";
      case 7 -> "SIGBUS";
      case 8 -> "SIGFPE";
      case 9 -> "SIGKILL";
      case 11 -> "SIGSEGV";
      case 13 -> "SIGPIPE";
      case 15 -> "SIGTERM";
      case 24 -> "SIGXCPU";
      case 25 -> "SIGXFSZ";
      case 31 -> "SIGSYS";
      default -> "signal " + signal;
    };
  }

  @Override
  public LiveProcess start(Command command, Path stderr) throws IOException {
    ProcessBuilder pb = new ProcessBuilder(Signals.inOwnGroup(command.argv()))
        .directory(command.workDir().toFile());
    pb.environment().putAll(command.env());
    pb.redirectError(stderr.toFile());
    try {
      return new LocalLiveProcess(pb.start());
    } catch (IOException e) {
      throw new IOException("cannot start " + command.display() + ": " + e.getMessage(), e);
    }
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
      if (cpuMs > limits.cpu().toMillis()) {
        stopped = Outcome.CPU_LIMIT;
      } else if (limits.memoryBytes() > 0 && peakRssKb * 1024 > limits.memoryBytes()) {
        stopped = Outcome.MEMORY_LIMIT;
      } else if (wallMs > limits.wall().toMillis()) {
        stopped = Outcome.WALL_LIMIT;
      } else {
        try {
          observeOutput(Files.size(stdout));
        } catch (IOException e) {
          // the file is ours; if it vanished the final size check reports it
        }
      }
      return stopped;
    }

    void observeOutput(long bytes) {
      if (stopped == null && limits.outputBytes() > 0 && bytes > limits.outputBytes()) {
        stopped = Outcome.OUTPUT_LIMIT;
      }
    }
  }
}
