package org.arbitre.process;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Runs programs as plain local processes, measured and limited, through a chain of
 * {@link Wrapper}s (the run helper, or setsid → prlimit → GNU time; the {@link Sandbox} innermost).
 *
 * <p>While a program runs, a {@link Watchdog} samples {@code /proc} for the whole tree (CPU, summed
 * resident memory, output size) and stops it on a limit; {@link RunReport} reads the measuring
 * layer's figures; {@link InteractiveRun} runs a solution with its interactor. The reported peak memory is the larger
 * of the measuring layer's figure (the largest single process) and the sampled tree sum; with no
 * measuring layer, only the samples (approximate: a peak shorter than the sampling interval can
 * be missed).
 *
 * <p>One instance serves a whole JVM, many runs and games at once: it owns its {@link Signals}
 * and the bots it started, and {@link #close} (or this JVM's exit) kills what is left of them.
 */
public final class LocalRunner implements ProcessRunner {
  private final List<Wrapper> measured;
  /** {@code measured} for the two programs of an interactive run, whose streams are pipes ({@link Wrapper#piped}). */
  private final List<Wrapper> piped;
  private final List<Wrapper> live;
  /** The run helper when {@code measured} starts with it: its server starts the runs with files ({@link RunServer}). */
  private final Path helper;
  private RunServer server; // started at the first run it serves; guarded by this
  private boolean serverFailed; // it could not start, or died: the runs start here
  private final Signals signals = new Signals(this::closeLive);
  /**
   * The lanes' records ({@link Lane}) by their bwrap arguments ({@link SandboxRun#bwrap}), least
   * recently used first; guarded by itself.
   */
  private final Map<List<String>, Lane> lanes = new LinkedHashMap<>(16, 0.75f, true);
  /** The record whose allow-lists hold each command's ({@link #commandKey}); guarded by {@link #lanes}. */
  private final Map<List<Object>, Lane> commands = new HashMap<>();
  /** At most this many records (a checker's mounts differ every case); the least recently used ends first. */
  private static final int MAX_RECORDS = 64;
  /** At most this many lanes at once (one per --jobs lane is the common case); the least recently used ends first. */
  private static final int MAX_LANES = 8;
  /** False: every sandboxed run in a bwrap of its own ({@code -Darbitre.sandbox-lanes=off}, to compare, as bench/tool/judge.sh does). */
  private final boolean lanesOn;
  private final Set<LocalLiveProcess> running = ConcurrentHashMap.newKeySet();

  /** {@code measured} wraps runs to their end, {@code live} long-lived bots; outermost first. */
  public LocalRunner(List<Wrapper> measured, List<Wrapper> live) {
    this(measured, live, null);
  }

  private LocalRunner(List<Wrapper> measured, List<Wrapper> live, Path helper) {
    this(measured, live, helper, true);
  }

  private LocalRunner(List<Wrapper> measured, List<Wrapper> live, Path helper, boolean lanesOn) {
    this.lanesOn = lanesOn;
    this.measured = List.copyOf(measured);
    this.piped = this.measured.stream().map(Wrapper::piped).toList();
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
    return best(cache, sandbox, true);
  }

  /**
   * As {@link #best(BuildCache, Optional)}; without {@code serve}, every run starts its helper
   * instead of asking the run server (to compare, as bench/tool/judge.sh does).
   */
  public static LocalRunner best(BuildCache cache, Optional<Sandbox> sandbox, boolean serve) {
    return best(cache, sandbox, serve, true);
  }

  /** As {@link #best(BuildCache, Optional, boolean)}; {@code lanes} false: a sandbox per run, never one per lane. */
  public static LocalRunner best(BuildCache cache, Optional<Sandbox> sandbox, boolean serve, boolean lanes) {
    Optional<Path> helper = RunHelper.build(cache);
    return new LocalRunner(Wrappers.measured(helper, sandbox), Wrappers.live(sandbox), serve ? helper.orElse(null) : null, lanes);
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

  /** The signal shell and the process groups of this runner's programs. */
  Signals signals() {
    return signals;
  }

  /** Whether the measuring chain reports a program killed by a signal as a shell-style status (128 + N). */
  boolean signalAsStatus() {
    return measured.stream().anyMatch(Wrapper::signalAsStatus);
  }

  boolean measuring() {
    return measured.stream().anyMatch(w -> w.measures() != null);
  }

  @Override
  public RunResult run(Command command, Limits limits, Path stdin, Path stdout, Path stderr)
      throws IOException {
    List<Wrapper> chain;
    try {
      chain = Chains.open(measured, command, limits, knownAllowList(command));
    } catch (Sandbox.StartFailure e) {
      return new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, memorySource(), e.getMessage());
    }
    try {
      Lane lane = keep(command, chain);
      Watchdog laned = lane == null ? null : startInLane(lane, chain, command, limits, stdin, stdout, stderr);
      if (laned != null) {
        return laned.await();
      }
      RunServer s = server();
      if (s != null) {
        Watchdog m = startServed(s, chain, command, limits, stdin, stdout, stderr);
        if (m != null) {
          return m.await();
        }
      }
      Path report = measuring() ? RunReport.newFile() : null;
      try {
        return runMeasured(chain, command, limits, stdin, stdout, stderr, report);
      } finally {
        if (report != null) {
          Files.deleteIfExists(report);
        }
      }
    } finally {
      Chains.close(chain);
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

  /**
   * What runs of the same mounts share (the same bubblewrap arguments: every case of a solution):
   * the allow-lists of their commands ({@link SandboxMounts.AllowList}), worked out at a command's
   * first run and reused by the next ones, and, as root, their lane: a sandboxed run server
   * ({@link Sandbox#lane}) started at their second run, for the later ones. The allow-lists live
   * as long as the record, which ends with its lane (the least recently used past
   * {@link #MAX_LANES} or {@link #MAX_RECORDS}, one whose working folder was made anew, this
   * runner's close). All guarded by {@link #lanes}.
   */
  private static final class Lane {
    final Map<List<Object>, SandboxMounts.AllowList> allowLists = new HashMap<>();
    boolean seen; // a run was started here: the next starts the lane
    boolean failed; // the lane failed: its runs start in a bwrap of their own
    RunServer server; // null: no lane (yet)
    Object workDir; // the file key of the working folder its runs had (a folder made anew is not that one)

    void close() {
      if (server != null) {
        server.close();
        server = null;
      }
    }
  }

  /** What an allow-list is kept by: what it is worked out from, but for the writes' real paths (checked by {@link Sandbox#open}). */
  private static List<Object> commandKey(Command command) {
    return List.of(command.argv(), command.workDir(), command.reads(), command.writes());
  }

  /** The allow-list an earlier run of {@code command} worked out, kept in its lane's record; null when none is. */
  SandboxMounts.AllowList knownAllowList(Command command) {
    if (!(measured.get(measured.size() - 1) instanceof Sandbox)) {
      return null;
    }
    List<Object> key = commandKey(command);
    Object workKey = workKey(command);
    synchronized (lanes) {
      Lane lane = commands.get(key);
      if (lane != null && !Objects.equals(lane.workDir, workKey)) {
        end(lane); // its working folder was made anew: the record of the old one ends, lane and allow-lists
        return null;
      }
      return lane == null ? null : lane.allowLists.get(key);
    }
  }

  /** The file key of the command's working folder (null when it cannot be read: its run says what is wrong). */
  private static Object workKey(Command command) {
    try {
      return Files.readAttributes(command.workDir(), BasicFileAttributes.class).fileKey();
    } catch (IOException e) {
      return null;
    }
  }

  /** Ends a record, its lane and its allow-lists. */
  private void end(Lane lane) {
    lane.close();
    lanes.values().removeIf(l -> l == lane);
    commands.values().removeIf(l -> l == lane);
  }

  /**
   * The record of the lane of the sandboxed run {@code chain} opened for {@code command} (made at
   * the first run of its mounts), which keeps its allow-list when it may be reused; null when the
   * run is not sandboxed.
   */
  Lane keep(Command command, List<Wrapper> chain) {
    if (!(chain.get(chain.size() - 1) instanceof SandboxRun run)) {
      return null;
    }
    Object workKey = workKey(command);
    synchronized (lanes) {
      Lane lane = lanes.get(run.bwrap());
      if (lane != null && !Objects.equals(lane.workDir, workKey)) {
        end(lane); // its working folder was made anew: a lane binds the old one
        lane = null;
      }
      if (lane == null) {
        lane = new Lane();
        lane.workDir = workKey;
        lanes.put(run.bwrap(), lane);
        endPast(MAX_RECORDS, false);
      }
      if (run.allowList().reusable()) {
        List<Object> key = commandKey(command);
        Lane before = commands.put(key, lane);
        if (before != null && before != lane) {
          before.allowLists.remove(key);
        }
        lane.allowLists.put(key, run.allowList());
      }
      return lane;
    }
  }

  /**
   * Ends the least recently used records past the first {@code max} (those with a lane only, when
   * {@code lanesOnly}), their lanes and allow-lists with them.
   */
  private void endPast(int max, boolean lanesOnly) {
    int count = (int) lanes.values().stream().filter(l -> !lanesOnly || l.server != null).count();
    for (Iterator<Lane> it = lanes.values().iterator(); count > max && it.hasNext(); ) {
      Lane l = it.next();
      if (!lanesOnly || l.server != null) {
        l.close();
        it.remove();
        commands.values().removeIf(c -> c == l);
        count--;
      }
    }
  }

  /**
   * Starts a sandboxed run in the lane of its mounts (the same namespaces and mounts for every
   * case of a solution: {@code lane}'s), started at the second run that asks for it; null when the
   * run cannot (not root, a bot, the first run of those mounts) or the lane failed: the caller
   * then starts it in a bwrap of its own.
   */
  private Watchdog startInLane(Lane lane, List<Wrapper> chain, Command command, Limits limits, Path stdin,
      Path stdout, Path stderr) {
    if (!lanesOn || helper == null || !(chain.get(chain.size() - 1) instanceof SandboxRun run) || run.lane() == null
        || !(measured.get(measured.size() - 1) instanceof Sandbox sandbox)) {
      return null;
    }
    // a resident memory limit that no memory cgroup holds is the watchdog's, on the summed resident
    // memory of the run's processes: those of a lane's run (its PID 1) are not those of a
    // bubblewrap of its own (bwrap's two), so such a run keeps the sandbox its verdict was made with
    if (limits.memoryBytes() > 0 && !run.limitsMemory()) {
      return null;
    }
    List<String> key = run.lane();
    Path work;
    Object workKey;
    try {
      work = command.workDir().toRealPath();
      workKey = Files.readAttributes(work, BasicFileAttributes.class).fileKey();
    } catch (IOException e) {
      return null; // the run's own start says what is wrong
    }
    RunServer server;
    synchronized (lanes) {
      if (lane.failed) {
        return null;
      }
      if (lane.server != null && (!lane.server.alive() || !Objects.equals(lane.workDir, workKey))) {
        lane.close();
      }
      if (lane.server == null) {
        if (!lane.seen) {
          lane.seen = true;
          return null;
        }
        Optional<RunServer> started = RunServer.start(sandbox.lane(key, helper));
        if (started.isEmpty()) {
          lane.failed = true;
          return null;
        }
        lane.server = started.get();
        endPast(MAX_LANES, true);
      }
      server = lane.server;
    }
    List<String> argv = new ArrayList<>(Chains.wrap(chain, command.argv(), limits, SERVED_REPORT));
    int at = Collections.indexOfSubList(argv, key);
    List<String> drop = run.laneDrop();
    if (!argv.get(0).equals(helper.toString()) || at < 0 || !argv.get(2).equals("-r")
        || argv.size() < at + key.size() + drop.size() || !argv.subList(at + key.size(), at + key.size() + drop.size()).equals(drop)) {
      return null;
    }
    // bwrap and setpriv out: the lane is the bwrap, and its helper drops to nobody when told (-u)
    argv.subList(at, at + key.size() + drop.size()).clear();
    argv.set(2, "-n"); // in the lane: new namespaces, its own /proc and /dev/shm, the lane's /tmp emptied after it
    argv.add(3, Long.toString(Sandbox.SCRATCH_BYTES));
    argv.addAll(4, Sandbox.LANE_USER);
    Watchdog m = new Watchdog(this, chain, limits, SERVED_REPORT, () -> sizeOf(stdout));
    m.start = System.nanoTime();
    try {
      m.served = server.run(argv.subList(1, argv.size()), work, command.env(), stdin, stdout, stderr);
    } catch (IllegalArgumentException e) {
      return null; // a NUL in an argument: the start in a bwrap of its own says so
    } catch (IOException e) {
      synchronized (lanes) { // the run starts in a bwrap of its own, and so do the later ones
        lane.failed = true;
        if (lane.server == server) {
          lane.close();
        }
      }
      return null;
    }
    if (m.served.group() > 0) {
      signals.registerGroup(m.served.group());
    }
    return m;
  }

  /** Stands for the report file in the helper's arguments: a served run reports through the server. */
  private static final Path SERVED_REPORT = Path.of("-");

  /**
   * Starts {@code command} through {@code server} when the chain begins with the run helper;
   * null when it does not, or the server has ended (the caller starts the program itself).
   */
  private Watchdog startServed(RunServer server, List<Wrapper> chain, Command command, Limits limits, Path stdin,
      Path stdout, Path stderr) {
    List<String> argv = Chains.wrap(chain, command.argv(), limits, SERVED_REPORT);
    if (!argv.get(0).equals(helper.toString())) {
      return null;
    }
    Watchdog m = new Watchdog(this, chain, limits, SERVED_REPORT, () -> sizeOf(stdout));
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
    if (Chains.makesGroup(measured) && m.served.group() > 0) {
      signals.registerGroup(m.served.group());
    }
    return m;
  }

  private RunResult runMeasured(List<Wrapper> chain, Command command, Limits limits, Path stdin, Path stdout,
      Path stderr, Path report) throws IOException {
    ProcessBuilder.Redirect in = ProcessBuilder.Redirect.from(stdin == null ? new File("/dev/null") : stdin.toFile());
    Watchdog m = startMeasured(chain, command, limits, report, in, ProcessBuilder.Redirect.to(stdout.toFile()),
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
  Watchdog startMeasured(List<Wrapper> chain, Command command, Limits limits, Path report,
      ProcessBuilder.Redirect in, ProcessBuilder.Redirect out, Path stderr, LongSupplier outputBytes) {
    ProcessBuilder pb = new ProcessBuilder(Chains.wrap(chain, command.argv(), limits, report))
        .directory(command.workDir().toFile());
    RunEnvironment.scrub(pb.environment());
    pb.environment().putAll(command.env());
    pb.redirectInput(in);
    pb.redirectOutput(out);
    pb.redirectError(stderr.toFile());
    Watchdog m = new Watchdog(this, chain, limits, report, outputBytes);
    m.start = System.nanoTime();
    try {
      m.process = pb.start();
    } catch (IOException e) {
      m.failed = new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, memorySource(),
          "cannot start " + command.argv().get(0) + ": " + e.getMessage());
      return m;
    }
    if (Chains.makesGroup(measured)) {
      signals.registerGroup(m.process.pid());
    }
    return m;
  }

  @Override
  public Interaction interact(Command solution, Limits solutionLimits, Path solutionStderr,
      Command interactor, Limits interactorLimits, Path interactorStderr, Interaction.EarlyEnds ends)
      throws IOException {
    return InteractiveRun.interact(this, piped, solution, solutionLimits, solutionStderr, interactor,
        interactorLimits, interactorStderr, ends);
  }


  @Override
  public LiveProcess start(Command command, Path stderr) throws IOException {
    List<Wrapper> chain = Chains.open(live, command, null);
    ProcessBuilder pb = new ProcessBuilder(Chains.wrap(chain, command.argv(), null, null))
        .directory(command.workDir().toFile());
    RunEnvironment.scrub(pb.environment());
    pb.environment().putAll(command.env());
    Process process;
    try {
      process = pb.start(); // stderr through a pipe into a capped file: a flood fills no disk
    } catch (IOException e) {
      Chains.close(chain);
      throw new IOException("cannot start " + command.display() + ": " + e.getMessage(), e);
    }
    Thread drain = StderrCap.drain(process.getErrorStream(), stderr, StderrCap.CAP_BYTES);
    try {
      for (Wrapper w : chain) {
        w.started(process);
      }
    } catch (IOException | RuntimeException e) {
      signals.killTree(process.toHandle(), true);
      Chains.close(chain);
      throw new IOException("cannot start " + command.display() + ": " + e.getMessage(), e);
    }
    if (Chains.makesGroup(live)) {
      signals.registerGroup(process.pid());
    }
    LocalLiveProcess p = new LocalLiveProcess(process, signals, closed -> {
      running.remove(closed);
      Chains.close(chain);
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
    synchronized (lanes) {
      lanes.values().forEach(Lane::close);
      lanes.clear();
    }
    synchronized (this) {
      if (server != null) {
        server.close();
        server = null;
      }
      serverFailed = true;
    }
    signals.close();
    Chains.close(measured);
    Chains.close(live);
  }

  private void closeLive() {
    running.forEach(LocalLiveProcess::close);
  }
}
