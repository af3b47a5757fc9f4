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
import java.util.function.LongSupplier;

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
  /** The run helper when {@code measured} starts with it: its server starts the runs with files ({@link RunServer}). */
  private final Path helper;
  private RunServer server; // started at the first run it serves; guarded by this
  private boolean serverFailed; // it could not start, or died: the runs start here
  private final Signals signals = new Signals(this::closeLive);
  private final Set<LocalLiveProcess> running = ConcurrentHashMap.newKeySet();
  /** Where run reports go: {@code /dev/shm} where it is a tmpfs we may write, else null (the temporary folder). */
  private static final Path REPORT_DIR = memoryFolder();

  /** {@code measured} wraps runs to their end, {@code live} long-lived bots; outermost first. */
  public LocalRunner(List<Wrapper> measured, List<Wrapper> live) {
    this(measured, live, null);
  }

  private LocalRunner(List<Wrapper> measured, List<Wrapper> live, Path helper) {
    this.measured = List.copyOf(measured);
    this.live = List.copyOf(live);
    this.helper = helper;
  }

  /**
   * Whether this JVM has begun to exit (Ctrl-C, SIGTERM). The runner's exit hook then kills the
   * bots it started, so a game ending now was cut short by the stop, not lost by a bot: callers
   * (a tournament, a server's worker) leave it to be played again rather than keep it as a loss
   * by "killed by signal 9". The JDK has no question for it, but refuses a new exit hook once the
   * hooks have started (before any of them runs), and exit hooks run in no set order.
   */
  public static boolean exiting() {
    Thread probe = new Thread(() -> { });
    try {
      Runtime.getRuntime().addShutdownHook(probe);
      Runtime.getRuntime().removeShutdownHook(probe);
      return false;
    } catch (IllegalStateException e) {
      return true;
    }
  }

  /** The best this machine offers: the run helper built into {@code cache} if a C compiler can, else the tools. */
  public static LocalRunner best(BuildCache cache) {
    return best(cache, Optional.empty());
  }

  /** As {@link #best(BuildCache)}, with {@code sandbox} innermost in both chains when given. */
  public static LocalRunner best(BuildCache cache, Optional<Sandbox> sandbox) {
    Optional<Path> helper = RunHelper.build(cache);
    // -Darbitre.run-server=off: every run starts its helper (to compare, as bench/judge.sh does)
    boolean serve = !"off".equals(System.getProperty("arbitre.run-server"));
    return new LocalRunner(Wrappers.measured(helper, sandbox), Wrappers.live(sandbox), serve ? helper.orElse(null) : null);
  }

  /** As {@link #best(BuildCache)} without the run server: each run starts the helper (the tests of that path). */
  static LocalRunner unserved(BuildCache cache) {
    return new LocalRunner(Wrappers.measured(RunHelper.build(cache), Optional.empty()), Wrappers.live(Optional.empty()), null);
  }

  @Override
  public String sandbox() {
    return measured.stream().map(Wrapper::sandbox).filter(m -> m != null).findFirst().orElse("none");
  }

  @Override
  public String memorySource() {
    return measured.stream().map(Wrapper::measures).filter(m -> m != null).findFirst().orElse("proc-sampling");
  }

  @Override
  public String residentMemorySource() {
    return measured.stream().map(Wrapper::memoryCgroups).filter(m -> m != null).findFirst().orElse(memorySource());
  }

  private boolean measuring() {
    return measured.stream().anyMatch(w -> w.measures() != null);
  }

  private static boolean makesGroup(List<Wrapper> chain) {
    return chain.stream().anyMatch(Wrapper::makesGroup);
  }

  /** Every layer of {@code chain} opened for one run of {@code command}; closed again if one fails. */
  private static List<Wrapper> open(List<Wrapper> chain, Command command, Limits limits) throws IOException {
    List<Wrapper> opened = new ArrayList<>();
    try {
      for (Wrapper w : chain) {
        opened.add(w.open(command, limits));
      }
    } catch (IOException | RuntimeException e) {
      close(opened);
      throw e;
    }
    // the run helper puts the program in the sandbox's cgroups itself: one exec (a shell's) less
    for (int j = opened.size() - 1; j > 0; j--) {
      List<Path> procs = opened.get(j).cgroupProcs();
      for (int i = 0; i < j && !procs.isEmpty(); i++) {
        Wrapper entering = opened.get(i).entering(procs);
        if (entering != null) {
          opened.set(i, entering);
          opened.get(j).enteredOutside();
          break;
        }
      }
    }
    return opened;
  }

  /**
   * Where the measuring layer writes a run's figures: in memory ({@code /dev/shm}, a tmpfs) where
   * this machine has one we may write, else the temporary folder. The file is written by the
   * layer outside any sandbox, read and deleted at once: on a disk file system creating,
   * rewriting and deleting it costs a journal commit now and then (milliseconds on a busy disk).
   */
  private static Path newReport() throws IOException {
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
      chain = open(measured, command, limits);
    } catch (Sandbox.StartFailure e) {
      return new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, memorySource(), e.getMessage());
    }
    try {
      RunServer s = server();
      if (s != null) {
        Measured m = startServed(s, chain, command, limits, stdin, stdout, stderr);
        if (m != null) {
          return m.await();
        }
      }
      Path report = measuring() ? newReport() : null;
      try {
        return runMeasured(chain, command, limits, stdin, stdout, stderr, report);
      } finally {
        if (report != null) {
          Files.deleteIfExists(report);
        }
      }
    } finally {
      close(chain);
    }
  }

  /** The run server, started at the first call; null where there is none (no helper, or it failed). */
  private synchronized RunServer server() {
    if (helper == null || serverFailed) {
      return null;
    }
    if (server == null || !server.alive()) {
      if (server != null) {
        server.close();
      }
      server = RunServer.start(helper).orElse(null);
      serverFailed = server == null;
    }
    return server;
  }

  /** Stands for the report file in the helper's arguments: a served run reports through the server. */
  private static final Path SERVED_REPORT = Path.of("-");

  /**
   * Starts {@code command} through {@code server} when the chain begins with the run helper;
   * null when it does not, or the server has ended (the caller starts the program itself).
   */
  private Measured startServed(RunServer server, List<Wrapper> chain, Command command, Limits limits, Path stdin,
      Path stdout, Path stderr) {
    List<String> argv = wrap(chain, command.argv(), limits, SERVED_REPORT);
    if (!argv.get(0).equals(helper.toString())) {
      return null;
    }
    Measured m = new Measured(chain, limits, SERVED_REPORT, () -> sizeOf(stdout));
    m.start = System.nanoTime();
    try {
      m.served = server.run(argv.subList(1, argv.size()), command.workDir(), command.env(), stdin, stdout, stderr);
    } catch (IllegalArgumentException e) {
      return null; // a NUL in an argument: the start here says so
    } catch (IOException e) {
      synchronized (this) {
        serverFailed = true; // it died: from now on the runs start here
      }
      return null;
    }
    if (makesGroup(measured) && m.served.group() > 0) {
      signals.registerGroup(m.served.group());
    }
    return m;
  }

  private RunResult runMeasured(List<Wrapper> chain, Command command, Limits limits, Path stdin, Path stdout,
      Path stderr, Path report) throws IOException {
    ProcessBuilder.Redirect in = ProcessBuilder.Redirect.from(stdin == null ? new File("/dev/null") : stdin.toFile());
    Measured m = startMeasured(chain, command, limits, report, in, ProcessBuilder.Redirect.to(stdout.toFile()),
        stderr, () -> sizeOf(stdout));
    return m.failed != null ? m.failed : m.await();
  }

  private static long sizeOf(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      return 0; // the file is ours; if it vanished the final size check reports it
    }
  }

  /**
   * Starts {@code command} through the opened {@code chain} with the given redirects; its output
   * size is read from {@code outputBytes} (a file's size, or what a relay counted).
   */
  Measured startMeasured(List<Wrapper> chain, Command command, Limits limits, Path report,
      ProcessBuilder.Redirect in, ProcessBuilder.Redirect out, Path stderr, LongSupplier outputBytes) {
    ProcessBuilder pb = new ProcessBuilder(wrap(chain, command.argv(), limits, report))
        .directory(command.workDir().toFile());
    pb.environment().putAll(command.env());
    pb.redirectInput(in);
    pb.redirectOutput(out);
    pb.redirectError(stderr.toFile());
    Measured m = new Measured(chain, limits, report, outputBytes);
    m.start = System.nanoTime();
    try {
      m.process = pb.start();
    } catch (IOException e) {
      m.failed = new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, memorySource(),
          "cannot start " + command.argv().get(0) + ": " + e.getMessage());
      return m;
    }
    if (makesGroup(measured)) {
      signals.registerGroup(m.process.pid());
    }
    return m;
  }

  /** One measured program while it runs: the watchdog's loop, then its result. */
  final class Measured {
    final List<Wrapper> chain;
    final Limits limits;
    final Path report;
    final Watch watch;
    final LongSupplier outputBytes;
    Process process; // the program's first process, started here; or
    RunServer.Served served; // started by the run server
    long start;
    RunResult failed;

    Measured(List<Wrapper> chain, Limits limits, Path report, LongSupplier outputBytes) {
      this.chain = chain;
      this.limits = limits;
      this.report = report;
      this.outputBytes = outputBytes;
      this.watch = new Watch(limits, outputBytes);
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

    /** Watches the program to its end (or a limit), kills what is left of its tree, measures. */
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
          long wallMs = (System.nanoTime() - start) / 1_000_000;
          ProcStat.Sum sum = root == null || (!scanAlways && wallMs < cpuReachableMs) ? new ProcStat.Sum(0, 0, 0)
              : ProcStat.sum(wrapped ? ProcStat.descendants(root) : ProcStat.tree(root));
          if (watch.sample(sum, wallMs) != null) {
            // Kill the program's tree; the measuring layer itself survives to write its report.
            if (root != null) {
              signals.killTree(root, !wrapped);
            }
            waitFor(2000);
            break;
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } finally {
        if (alive() && root != null) {
          signals.killTree(root, true);
        }
        // Children that outlived their parent: once the root has exited, they have left its tree
        // (the kernel gave them to init), but not its process group. In a sandbox, its PID
        // namespace has ended them all already: no scan of /proc for the group (a few ms a run).
        // A served run that reported has killed what was left in its group, before it reported.
        if (chain.stream().anyMatch(Wrapper::endsTheTree) || (served != null && served.report() != null)) {
          signals.forgetGroup(pid);
        } else if (pid > 0) {
          signals.killGroup(pid);
        }
      }
      long wallMs = (System.nanoTime() - start) / 1_000_000;
      int rawExit = alive() ? -1 : served != null ? served.exitValue() : process.exitValue();
      long outBytes = outputBytes.getAsLong();
      watch.observeOutput(outBytes);
      return finish(chain, watch, report != null, reportLines(), rawExit, wallMs, outBytes, limits);
    }
  }

  /**
   * The run's result from the watchdog's figures and the measuring layer's report ({@code lines},
   * null when there is none though {@code measuredLayer} says a layer measures).
   */
  private RunResult finish(List<Wrapper> chain, Watch watch, boolean measuredLayer, List<String> lines, int rawExit,
      long wallMs, long outBytes, Limits limits) {
    long cpuMs = watch.cpuMs;
    long peakKb = watch.peakRssKb;
    int exitCode = rawExit;
    int signal = 0;
    String source = memorySource();
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
    if (signal == 0 && rawExit > 128 && rawExit <= 128 + 64 && (!measuredLayer || measured.stream().anyMatch(Wrapper::signalAsStatus))) {
      signal = rawExit - 128; // a shell-style status: from a direct child, or from bwrap, killed by a signal
    }
    if (signal != 0) {
      exitCode = 128 + signal;
    }
    // A memory cgroup's figures replace the others: its peak is the run's memory (all its
    // processes, page cache and kernel memory included), its OOM kill a memory limit exceeded.
    Optional<RunCgroups.Memory> kernel = chain.stream().map(Wrapper::memory).flatMap(Optional::stream).findFirst();
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
    String detail = RunResult.describe(outcome, limits, cpuMs, wallMs, peakKb, outBytes, signal);
    if (outcome == Outcome.MEMORY_LIMIT && kernel.isPresent() && kernel.get().oomKilled()) {
      detail = "memory limit reached, killed by the kernel (" + detail + ")"; // its peak is the limit itself
    }
    return new RunResult(outcome, exitCode, signal, cpuMs, wallMs, peakKb, outBytes, source, detail);
  }

  @Override
  public Interaction interact(Command solution, Limits solutionLimits, Path solutionStderr,
      Command interactor, Limits interactorLimits, Path interactorStderr) throws IOException {
    List<Wrapper> solChain;
    try {
      solChain = open(measured, solution, solutionLimits);
    } catch (Sandbox.StartFailure e) {
      RunResult f = new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, memorySource(), e.getMessage());
      return new Interaction(f, f, true);
    }
    List<Wrapper> intChain;
    try {
      intChain = open(measured, interactor, interactorLimits);
    } catch (Sandbox.StartFailure e) {
      close(solChain);
      RunResult f = new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, memorySource(), e.getMessage());
      return new Interaction(new RunResult(Outcome.EXITED, 0, 0, 0, 0, 0, 0, memorySource(), ""), f, false);
    }
    Path solReport = measuring() ? newReport() : null;
    Path intReport = measuring() ? newReport() : null;
    try {
      return interact(solChain, solution, solutionLimits, solutionStderr, solReport,
          intChain, interactor, interactorLimits, interactorStderr, intReport);
    } finally {
      close(solChain);
      close(intChain);
      for (Path r : new Path[] {solReport, intReport}) {
        if (r != null) {
          Files.deleteIfExists(r);
        }
      }
    }
  }

  private Interaction interact(List<Wrapper> solChain, Command solution, Limits solLimits, Path solErr, Path solReport,
      List<Wrapper> intChain, Command interactor, Limits intLimits, Path intErr, Path intReport) throws IOException {
    ProcessBuilder.Redirect pipe = ProcessBuilder.Redirect.PIPE;
    Relay[] relays = new Relay[2]; // [0]: solution → interactor, [1]: interactor → solution
    Measured sol = startMeasured(solChain, solution, solLimits, solReport, pipe, pipe, solErr,
        () -> relays[0] == null ? 0 : relays[0].bytes.get());
    if (sol.failed != null) {
      return new Interaction(sol.failed, new RunResult(Outcome.EXITED, 0, 0, 0, 0, 0, 0, memorySource(), ""), true);
    }
    Measured inter = startMeasured(intChain, interactor, intLimits, intReport, pipe, pipe, intErr,
        () -> relays[1] == null ? 0 : relays[1].bytes.get());
    if (inter.failed != null) {
      sol.process.getOutputStream().close();
      return new Interaction(sol.await(), inter.failed, false);
    }
    relays[0] = new Relay(sol.process.getInputStream(), inter.process.getOutputStream(), solLimits.outputBytes());
    relays[1] = new Relay(inter.process.getInputStream(), sol.process.getOutputStream(), intLimits.outputBytes());
    List<Thread> relayThreads = List.of(daemon("arbitre-relay-solution", relays[0]),
        daemon("arbitre-relay-interactor", relays[1]));
    RunResult[] interactorResult = new RunResult[1];
    IOException[] interactorFailure = new IOException[1];
    Thread watcher = daemon("arbitre-interactor", () -> {
      try {
        interactorResult[0] = inter.await();
      } catch (IOException e) {
        interactorFailure[0] = e;
      }
    });
    RunResult solResult;
    try {
      solResult = sol.await();
      watcher.join();
      for (Thread t : relayThreads) {
        t.join(2000); // both ends are dead: the relays see end of file or a broken pipe
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } finally {
      if (inter.process.isAlive()) {
        signals.killTree(inter.process.toHandle(), true);
      }
    }
    if (interactorFailure[0] != null) {
      throw interactorFailure[0];
    }
    // Who ended first, by cause: a relay that found its reader gone says the reader ended first;
    // else by the ends of their outputs (the watchdog notices an exit only at its next poll).
    boolean solutionFirst = relays[0].readerGone ? false
        : relays[1].readerGone || relays[0].endedNanos <= relays[1].endedNanos;
    return new Interaction(solResult, interactorResult[0], solutionFirst);
  }

  private static Thread daemon(String name, Runnable r) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    t.start();
    return t;
  }

  @Override
  public LiveProcess start(Command command, Path stderr) throws IOException {
    List<Wrapper> chain = open(live, command, null);
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
    try {
      for (Wrapper w : chain) {
        w.started(process);
      }
    } catch (IOException | RuntimeException e) {
      signals.killTree(process.toHandle(), true);
      close(chain);
      throw new IOException("cannot start " + command.display() + ": " + e.getMessage(), e);
    }
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

  /** Kills every bot still running and every process group left, ends the signal shell and the layers' own state. */
  @Override
  public void close() {
    closeLive();
    synchronized (this) {
      if (server != null) {
        server.close();
        server = null;
      }
      serverFailed = true;
    }
    signals.close();
    close(measured);
    close(live);
  }

  private void closeLive() {
    running.forEach(LocalLiveProcess::close);
  }

  /** The watchdog's state: what it saw, and why it stopped the program (null = it did not). */
  private static final class Watch {
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
