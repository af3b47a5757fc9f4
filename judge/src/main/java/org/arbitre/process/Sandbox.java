package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The bubblewrap sandbox, the innermost {@link Wrapper}: just around the program, so the run
 * helper still measures it with wait4 and the watchdog still sees its tree. What a program gets:
 * <ul>
 *   <li>an allow-list of the filesystem ({@link SandboxMounts}): the system read-only (not the
 *       secrets of {@code /etc}), its runtime when outside the system, and what its
 *       {@link Command} names: {@code reads} read-only (its build, a checker's case files),
 *       {@code writes} read-write (its working folder); nothing else (not the tests, the
 *       checkout, {@code /srv}, {@code /opt}, {@code /var}, {@code /home}); a private empty
 *       {@code /tmp} and {@code /dev}, its own {@code /proc} ({@code /proc/sys} read-only). No
 *       runtime is taken from {@code /home}, {@code /root}, {@code /run}, {@code /var/tmp} and
 *       what the toolkit adds (the user's home, the build cache, the bots' folders);
 *   <li>no network ({@code --unshare-net}: only its own loopback), its own PID, IPC and UTS
 *       namespaces, killed with its parent ({@code --die-with-parent});
 *   <li>when arbitre runs as root: the program runs as {@code nobody} (65534) with no capabilities
 *       (its writable folders are given to nobody first); else a user namespace maps the user to 65534;
 *   <li>a limit on processes and threads: a pids cgroup (v2 where delegated, v1 where writable:
 *       {@link RunCgroups}), else RLIMIT_NPROC inside the user namespace (which counts the
 *       sandbox's processes only; it does not hold for root, hence the first);
 *   <li>for a run with a resident memory limit (not Java's: its limit is the heap), where memory
 *       cgroups are there: the kernel's limit ({@code memory.max}, no swap), its peak as the
 *       memory figure, and its OOM kill as a memory limit exceeded.
 * </ul>
 * Pipes to a partner (a bot's to the referee, an interactive run's to the other program): bwrap's
 * own processes (its monitor outside, its PID 1 inside) keep their stdin and stdout open for the
 * program's whole life, so a program that closes its stdout would not be seen doing it, and the
 * partner's end of its output would never reach the program as end of file while bwrap holds the
 * stdin pipe too. The {@link #live} and {@link #piped} layers therefore hand the pipes to bwrap
 * as fds 3 and 4 (which bwrap closes in both of its processes), its own stdin and stdout being
 * {@code /dev/null}, and a shell inside the sandbox gives them back to the program as 0 and 1.
 */
public final class Sandbox implements Wrapper {
  /** The default limit on the processes and threads of one run (a JVM needs about 20). */
  public static final int DEFAULT_PROCESSES = 256;
  static final int NOBODY = 65534;
  /** The size of the sandbox's own {@code /tmp} and {@code /dev/shm} (each a tmpfs: memory, not disk). */
  public static final long SCRATCH_BYTES = 256L << 20;
  private static final String LANE_HELPER = "/tmp/arbitre-run";
  private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
  private static final Path PRLIMIT = Path.of("/usr/bin/prlimit");
  private static final List<Path> ALWAYS_HIDDEN = List.of(Path.of("/home"), Path.of("/root"), Path.of("/run"),
      Path.of("/var/tmp"));

  private final Path bwrap;
  private final boolean root;
  private final SandboxMounts mounts;
  private final Optional<RunCgroups> cgroup;
  private final int processes;
  private final boolean live;
  /** The program's stdin and stdout go through fds 3 and 4 (see above): {@link #live} and {@link #piped}. */
  private final boolean pipes;

  private Sandbox(Path bwrap, boolean root, SandboxMounts mounts, Optional<RunCgroups> cgroup, int processes,
      boolean live, boolean pipes) {
    this.bwrap = bwrap;
    this.root = root;
    this.mounts = mounts;
    this.cgroup = cgroup;
    this.processes = processes;
    this.live = live;
    this.pipes = pipes || live;
  }

  /** What {@link #detect} found: a sandbox, or why there is none (a line for the user). */
  public record Detection(Optional<Sandbox> sandbox, String warning) {}

  /**
   * The sandbox of this machine, checked by running {@code true} in it once: bubblewrap where it
   * is installed and can make its namespaces here; cgroups where they are writable. The
   * warning is null when everything applied, else one line saying what is missing.
   *
   * @param hide folders no runtime is taken from besides /home, /root, /run and /var/tmp (the user's home, the cache...)
   * @param processes the limit on processes and threads per run
   * @param path the PATH, where bwrap and the programs named without a folder are looked for
   */
  public static Detection detect(List<Path> hide, int processes, String path) {
    Optional<Path> bwrap = onPath("bwrap", path);
    if (bwrap.isEmpty()) {
      return new Detection(Optional.empty(), "bubblewrap (bwrap) is not installed (scripts/setup installs it)");
    }
    boolean root = isRoot();
    if (root && !Files.isExecutable(SETPRIV)) {
      return new Detection(Optional.empty(), "setpriv (util-linux) is missing: a sandbox run as root needs it");
    }
    List<Path> hidden = new ArrayList<>(ALWAYS_HIDDEN);
    hidden.addAll(hide);
    Optional<RunCgroups> cgroup = RunCgroups.find();
    Sandbox s = new Sandbox(bwrap.get(), root, new SandboxMounts(hidden, root, path), cgroup, processes, false, false);
    Detection d = check(s);
    if (d.sandbox().isEmpty()) {
      cgroup.ifPresent(RunCgroups::close);
    }
    return d;
  }

  private static Detection check(Sandbox s) {
    Path dir = null;
    try {
      dir = Files.createTempDirectory("arbitre-sandbox-check");
      Command check = Command.of(dir, "true");
      try (Wrapper run = s.open(check, null)) {
        if (!ShortRun.succeeds(dir, 10, run.wrap(check.argv(), null, null))) {
          return new Detection(Optional.empty(), "bubblewrap cannot make its namespaces here (try: bwrap --ro-bind / / true)");
        }
      }
    } catch (IOException e) {
      return new Detection(Optional.empty(), "bubblewrap check failed: " + e.getMessage());
    } finally {
      if (dir != null) {
        try {
          Files.deleteIfExists(dir);
        } catch (IOException e) {
          // a temporary folder left behind
        }
      }
    }
    String warning = s.limitsProcesses() ? null
        : "no limit on processes in the sandbox (no writable pids cgroup, and root ignores RLIMIT_NPROC)";
    return new Detection(Optional.of(s), warning);
  }

  /** The same sandbox for long-lived bots (their pipes go through fds 3 and 4, see above). */
  public Sandbox live() {
    return new Sandbox(bwrap, root, mounts, cgroup, processes, true, true);
  }

  /**
   * The same sandbox for a judged run whose stdin and stdout are pipes to a partner (an interactive
   * run's solution and interactor): they go through fds 3 and 4 as a bot's do (see above), so each
   * side sees the other close its output. Costs a shell on each side of bwrap: the other runs,
   * whose streams are files, do without.
   */
  @Override
  public Sandbox piped() {
    return pipes ? this : new Sandbox(bwrap, root, mounts, cgroup, processes, live, true);
  }

  /** The same sandbox with another limit on processes and threads (tests use a small one). */
  public Sandbox withProcesses(int max) {
    return new Sandbox(bwrap, root, mounts, cgroup, max, live, pipes);
  }

  /**
   * The same sandbox, but each run in a pids cgroup of its own, made and removed (waiting until it
   * is empty) around the run, as before cgroups were reused: for {@code bench/tool/sandbox.sh}, which
   * measures the two side by side.
   */
  public Sandbox withCgroupPerRun() {
    return new Sandbox(bwrap, root, mounts, cgroup.map(RunCgroups::freshPerRun), processes, live, pipes);
  }

  /** The same sandbox with no cgroup (RLIMIT_NPROC when not root, else no limit on processes): for {@code bench/tool/sandbox.sh}. */
  public Sandbox withoutCgroups() {
    return new Sandbox(bwrap, root, mounts, Optional.empty(), processes, live, pipes);
  }

  /** Removes the cgroups this sandbox keeps for its runs (idempotent; its {@link #live} copy shares them). */
  @Override
  public void close() {
    cgroup.ifPresent(RunCgroups::close);
  }

  private boolean limitsProcesses() {
    return cgroup.isPresent() || !root;
  }

  /**
   * "bubblewrap+cgroup-v2-pids-memory", "bubblewrap+cgroup-v1-pids-memory", "bubblewrap+cgroup-v1-pids"
   * (see {@link RunCgroups}), "bubblewrap+userns-nproc", or "bubblewrap" (no process limit).
   */
  @Override
  public String sandbox() {
    return "bubblewrap" + (cgroup.isPresent() ? "+" + cgroup.get().describe() : root ? "" : "+userns-nproc");
  }

  @Override
  public String memoryCgroups() {
    return cgroup.filter(RunCgroups::limitsMemory).map(RunCgroups::memorySource).orElse(null);
  }

  @Override
  public boolean signalAsStatus() {
    return true; // bwrap exits with 128 + N when the program died of signal N
  }

  @Override
  public List<String> wrap(List<String> argv, Limits limits, Path report) {
    throw new IllegalStateException("open the sandbox for a run first");
  }

  @Override
  public Wrapper open(Command command, Limits limits) throws IOException {
    return open(command, limits, null);
  }

  /**
   * As {@link #open(Command, Limits)}, reusing {@code known} (the allow-list of an earlier run of
   * the command, kept by the runner: {@link LocalRunner}; null: none) when it was worked out from
   * the same command and writes ({@link SandboxMounts.AllowList}), else working it out; the run
   * tells which it used ({@link SandboxRun#allowList}). A program found once is not looked for
   * again while its allow-list is reused.
   */
  Wrapper open(Command command, Limits limits, SandboxMounts.AllowList known) throws IOException {
    String program = command.argv().get(0);
    if (known == null && !mounts.canStart(program, command)) {
      throw new StartFailure("cannot start " + program + ": not found in the sandbox (no such file, or in a hidden folder)");
    }
    RunCgroups.Run cg = cgroup.isPresent()
        ? cgroup.get().take(processes, limits == null ? 0 : limits.memoryBytes()) : null;
    try {
      // a quota folder needs the gate: a bot's (a judged run has no quota)
      Command.Quota q = live ? command.quota() : null;
      QuotaFolder quota = q == null ? null : new QuotaFolder(q, root);
      SandboxMounts.Prepared prepared = mounts.prepare(command, q);
      SandboxMounts.AllowList allowList = known;
      if (allowList == null || !allowList.key().equals(prepared.key())) {
        if (known != null && !mounts.canStart(program, command)) {
          throw new StartFailure("cannot start " + program + ": not found in the sandbox (no such file, or in a hidden folder)");
        }
        allowList = mounts.allowList(command, q, prepared); // the mounts' look-ups touch the disk
      }
      List<String> inside = bwrapAndMounts(command, cg, allowList.arguments());
      // bwrap up to its "--": what runs share a lane by; as root, a judged run can start in one
      // ({@link #lane}), the drop to nobody that follows made by the lane's helper itself (LANE_USER)
      List<String> bwrap = inside.subList(0, inside.indexOf("--") + 1);
      return new SandboxRun(sandbox(), prefix(inside, cg, true), prefix(inside, cg, false),
          cgroup.orElse(null), cg, quota, bwrap, root && !live ? dropToNobody() : null, allowList);
    } catch (IOException | RuntimeException e) {
      if (cg != null) {
        cgroup.get().give(cg);
      }
      throw e;
    }
  }

  /**
   * The command of a lane: one bubblewrap, with the namespaces and mounts of {@code bwrap} (a
   * {@link SandboxRun#lane}) and the cgroups' folders, around {@code arbitre-run --serve --lane},
   * which starts each run in a new PID, mount and IPC namespace with its own {@code /proc},
   * {@code /tmp} and {@code /dev/shm} ({@code -n}, see {@code arbitre-run.c}), and opens the runs'
   * standard streams and their cgroups' {@code cgroup.procs} in the host's root (fd 3), so that
   * neither the tests nor the cgroup folders need be visible in it.
   * It keeps CAP_SYS_ADMIN for those mounts; each run drops to nobody as one run of its own does
   * (bwrap's no_new_privs holds for them all).
   */
  List<String> lane(List<String> bwrap, Path helper) {
    List<String> p = new ArrayList<>(List.of("/bin/sh", "-c", "exec 3</ && exec \"$@\"", "sh"));
    List<String> b = new ArrayList<>(bwrap.subList(0, bwrap.size() - 1)); // without "--"
    b.remove("--unshare-pid"); // each run has its own
    int chdir = b.lastIndexOf("--chdir");
    b.subList(chdir, chdir + 2).clear();
    int caps = b.indexOf("--cap-drop");
    b.addAll(caps + 2, List.of("--cap-add", "CAP_SYS_ADMIN"));
    p.addAll(b);
    // before the root is made read-only: the helper in the lane's /tmp. No cgroup folder: a run
    // enters its cgroups through the host's root (fd 3), so that it sees what a run in a bwrap of
    // its own sees (a runtime that sizes itself from its cgroup's limit finds none in either)
    int readOnly = Collections.indexOfSubList(p, List.of("--remount-ro", "/"));
    p.addAll(readOnly < 0 ? p.size() : readOnly, List.of("--ro-bind", helper.toString(), LANE_HELPER));
    p.addAll(List.of("--chdir", "/", "--", LANE_HELPER, "--serve", "--lane"));
    return p;
  }

  /**
   * Everything before the program's argv: enter the cgroups (unless {@code enter} is false: an
   * outer layer puts it there, {@link Wrapper#enteredOutside}), then {@code inside}
   * ({@link #bwrapAndMounts}: bwrap and its mounts, drop to nobody; with a quota, its folder is a
   * tmpfs of that size and the program waits for a line on its stdin before it starts, the folder
   * being loaded meanwhile).
   */
  private List<String> prefix(List<String> inside, RunCgroups.Run cg, boolean enter) {
    List<String> p = new ArrayList<>();
    StringBuilder outer = new StringBuilder();
    List<Path> procs = cg == null || !enter ? List.of() : cg.procs();
    if (procs.size() == 2) {
      outer.append("echo $$ > \"$0\" && echo $$ > \"$1\" && shift && "); // v1: pids and memory
    } else if (procs.size() == 1) {
      outer.append("echo $$ > \"$0\" && ");
    }
    if (pipes) {
      outer.append("exec 3<&0 4>&1 0</dev/null 1>/dev/null && ");
    }
    if (outer.length() > 0) {
      p.addAll(List.of("/bin/sh", "-c", outer + "exec \"$@\""));
      p.add(procs.isEmpty() ? "sh" : procs.get(0).toString());
      if (procs.size() == 2) {
        p.add(procs.get(1).toString());
      }
    }
    p.addAll(inside);
    return p;
  }

  /** bwrap, its namespaces and mounts, the drop to nobody, the gate: {@link #prefix} after entering the cgroups. */
  private List<String> bwrapAndMounts(Command command, RunCgroups.Run cg, List<String> allowList) {
    boolean gate = live && command.quota() != null;
    List<String> p = new ArrayList<>();
    p.addAll(List.of(bwrap.toString(), "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts",
        "--die-with-parent"));
    if (root) {
      // bwrap as root makes its namespaces without a user namespace; setpriv then drops to nobody,
      // which ends these capabilities too (DAC_OVERRIDE: bwrap enters the working folder, nobody's)
      p.addAll(List.of("--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID",
          "--cap-add", "CAP_DAC_OVERRIDE"));
    } else {
      p.addAll(List.of("--unshare-user", "--uid", Integer.toString(NOBODY), "--gid", Integer.toString(NOBODY),
          "--cap-drop", "ALL"));
    }
    String scratch = Long.toString(SCRATCH_BYTES);
    p.addAll(List.of("--dev", "/dev", "--perms", "1777", "--size", scratch, "--tmpfs", "/dev/shm",
        "--proc", "/proc", "--ro-bind", "/proc/sys", "/proc/sys", "--perms", "1777", "--size", scratch, "--tmpfs", "/tmp"));
    p.addAll(allowList);
    p.addAll(List.of("--chdir", SandboxMounts.real(command.workDir()).orElse(command.workDir()).toString(), "--"));
    if (root) {
      p.addAll(dropToNobody());
    }
    if (pipes) {
      p.addAll(List.of("/bin/sh", "-c", (gate ? QuotaFolder.GATE_SCRIPT : "") + "exec 0<&3 1>&4 3<&- 4>&- && exec \"$@\"",
          gate ? QuotaFolder.GATE : "sh"));
    }
    if (cg == null && !root) {
      p.addAll(List.of(PRLIMIT.toString(), "--nproc=" + processes, "--"));
    }
    return p;
  }

  /** setpriv's drop to nobody for good: no supplementary group, no inheritable capability, the user and group ids. */
  private static List<String> dropToNobody() {
    return List.of(SETPRIV.toString(), "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups", "--inh-caps=-all",
        "--");
  }

  /**
   * The run helper's options for a lane's run in place of {@link #dropToNobody}: its run drops to
   * nobody itself, as setpriv does (see {@code arbitre-run.c}, {@code -u}).
   */
  static final List<String> LANE_USER = List.of("-u", NOBODY + ":" + NOBODY);

  private static Optional<Path> onPath(String name, String path) {
    for (String dir : (path == null ? "/usr/bin:/bin" : path).split(":")) {
      if (!dir.isEmpty()) {
        Path p = Path.of(dir, name);
        if (Files.isExecutable(p) && !Files.isDirectory(p)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }

  private static boolean isRoot() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("Uid:")) {
          return line.split("\\s+")[1].equals("0");
        }
      }
    } catch (IOException e) {
      // not Linux: no bubblewrap either
    }
    return false;
  }

  /** A program that cannot start inside the sandbox (missing, or in a hidden folder). */
  public static final class StartFailure extends IOException {
    StartFailure(String message) {
      super(message);
    }
  }
}
