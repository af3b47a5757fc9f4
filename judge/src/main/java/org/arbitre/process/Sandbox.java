package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The bubblewrap sandbox, the innermost {@link Wrapper}: just around the program, so the run
 * helper still measures it with wait4 and the watchdog still sees its tree. What a program gets:
 * <ul>
 *   <li>the filesystem read-only ({@code --ro-bind / /}), with a private empty {@code /tmp} and
 *       {@code /dev}, its own {@code /proc} ({@code /proc/sys} read-only);
 *   <li>hidden (an empty tmpfs over each): {@code /home}, {@code /root}, {@code /run} (the
 *       sockets of the machine's services), {@code /var/tmp} and what the toolkit adds (the
 *       user's home, the build cache, the bots' folders); re-exposed inside them only what its
 *       {@link Command} names: {@code reads} read-only (its build), {@code writes} read-write (its
 *       working folder);
 *   <li>no network ({@code --unshare-net}: only its own loopback), its own PID, IPC and UTS
 *       namespaces, killed with its parent ({@code --die-with-parent});
 *   <li>when arbitre runs as root: the program runs as {@code nobody} (65534) with no capabilities
 *       (its writable folders are given to nobody first); else a user namespace maps the user to 65534;
 *   <li>a limit on processes and threads: a pids cgroup per run where one is writable
 *       ({@link PidsCgroup}), else RLIMIT_NPROC inside the user namespace (which counts the
 *       sandbox's processes only; it does not hold for root, hence the first).
 * </ul>
 * A bot's pipes: bwrap's own processes keep their stdin and stdout open for the program's whole
 * life, so a bot that closes its stdout would not be seen doing it. The live layer therefore hands
 * the pipes to bwrap as fds 3 and 4 (which bwrap closes in its own processes) and gives them back
 * to the program as 0 and 1 inside the sandbox.
 */
public final class Sandbox implements Wrapper {
  /** The default limit on the processes and threads of one run (a JVM needs about 20). */
  public static final int DEFAULT_PROCESSES = 256;
  static final int NOBODY = 65534;
  private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
  private static final Path PRLIMIT = Path.of("/usr/bin/prlimit");
  private static final List<Path> ALWAYS_HIDDEN = List.of(Path.of("/home"), Path.of("/root"), Path.of("/run"),
      Path.of("/var/tmp"));

  private final Path bwrap;
  private final boolean root;
  private final List<Path> hidden;
  private final Optional<PidsCgroup> cgroup;
  private final int processes;
  private final boolean live;

  private Sandbox(Path bwrap, boolean root, List<Path> hidden, Optional<PidsCgroup> cgroup, int processes,
      boolean live) {
    this.bwrap = bwrap;
    this.root = root;
    this.hidden = hidden;
    this.cgroup = cgroup;
    this.processes = processes;
    this.live = live;
  }

  /** What {@link #detect} found: a sandbox, or why there is none (a line for the user). */
  public record Detection(Optional<Sandbox> sandbox, String warning) {}

  /**
   * The sandbox of this machine, checked by running {@code true} in it once: bubblewrap where it
   * is installed and can make its namespaces here; a pids cgroup where one is writable. The
   * warning is null when everything applied, else one line saying what is missing.
   *
   * @param hide folders to hide besides /home, /root, /run and /var/tmp (the user's home, the cache...)
   * @param processes the limit on processes and threads per run
   */
  public static Detection detect(List<Path> hide, int processes) {
    Optional<Path> bwrap = onPath("bwrap");
    if (bwrap.isEmpty()) {
      return new Detection(Optional.empty(), "bubblewrap (bwrap) is not installed (scripts/setup installs it)");
    }
    boolean root = isRoot();
    if (root && !Files.isExecutable(SETPRIV)) {
      return new Detection(Optional.empty(), "setpriv (util-linux) is missing: a sandbox run as root needs it");
    }
    List<Path> hidden = new ArrayList<>();
    for (Path h : concat(ALWAYS_HIDDEN, hide)) {
      real(h).filter(Files::isDirectory).filter(p -> !hidden.contains(p) && !p.toString().equals("/"))
          .ifPresent(hidden::add);
    }
    Optional<PidsCgroup> cgroup = PidsCgroup.find();
    Sandbox s = new Sandbox(bwrap.get(), root, List.copyOf(hidden), cgroup, processes, false);
    Path dir = null;
    try {
      dir = Files.createTempDirectory("arbitre-sandbox-check");
      Command check = Command.of(dir, "true");
      try (Wrapper run = s.open(check)) {
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
    return new Sandbox(bwrap, root, hidden, cgroup, processes, true);
  }

  /** The same sandbox with another limit on processes and threads (tests use a small one). */
  public Sandbox withProcesses(int max) {
    return new Sandbox(bwrap, root, hidden, cgroup, max, live);
  }

  private boolean limitsProcesses() {
    return cgroup.isPresent() || !root;
  }

  /** "bubblewrap+cgroup-pids", "bubblewrap+userns-nproc", or "bubblewrap" (no process limit). */
  @Override
  public String sandbox() {
    return "bubblewrap" + (cgroup.isPresent() ? "+cgroup-pids" : root ? "" : "+userns-nproc");
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
  public Wrapper open(Command command) throws IOException {
    String program = command.argv().get(0);
    if (!canStart(program, command)) {
      throw new StartFailure("cannot start " + program + ": not found in the sandbox (no such file, or in a hidden folder)");
    }
    Path cg = cgroup.isPresent() ? cgroup.get().create(processes) : null;
    try {
      List<String> prefix = prefix(command, cg);
      return new Wrapper() {
        @Override
        public List<String> wrap(List<String> argv, Limits limits, Path report) {
          List<String> all = new ArrayList<>(prefix);
          all.addAll(argv);
          return all;
        }

        @Override
        public String sandbox() {
          return Sandbox.this.sandbox();
        }

        @Override
        public boolean signalAsStatus() {
          return true;
        }

        @Override
        public boolean endsTheTree() {
          return true; // its PID namespace: when the first process ends, the kernel kills the rest
        }

        @Override
        public void close() {
          if (cg != null) {
            PidsCgroup.remove(cg);
          }
        }
      };
    } catch (IOException | RuntimeException e) {
      if (cg != null) {
        PidsCgroup.remove(cg);
      }
      throw e;
    }
  }

  /** Everything before the program's argv: enter the cgroup, bwrap and its mounts, drop to nobody. */
  private List<String> prefix(Command command, Path cg) throws IOException {
    List<String> p = new ArrayList<>();
    StringBuilder outer = new StringBuilder();
    if (cg != null) {
      outer.append("echo $$ > \"$0\" && ");
    }
    if (live) {
      outer.append("exec 3<&0 4>&1 0</dev/null 1>/dev/null && ");
    }
    if (outer.length() > 0) {
      p.addAll(List.of("/bin/sh", "-c", outer + "exec \"$@\"", cg != null ? PidsCgroup.procs(cg).toString() : "sh"));
    }
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
    p.addAll(List.of("--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--ro-bind", "/proc/sys", "/proc/sys",
        "--perms", "1777", "--tmpfs", "/tmp"));
    p.addAll(mounts(command));
    p.addAll(List.of("--chdir", real(command.workDir()).orElse(command.workDir()).toString(), "--"));
    if (root) {
      p.addAll(List.of(SETPRIV.toString(), "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups",
          "--inh-caps=-all", "--"));
    }
    if (live) {
      p.addAll(List.of("/bin/sh", "-c", "exec 0<&3 1>&4 3<&- 4>&- && exec \"$@\"", "sh"));
    }
    if (cg == null && !root) {
      p.addAll(List.of(PRLIMIT.toString(), "--nproc=" + processes, "--"));
    }
    return p;
  }

  /**
   * The hidden folders (tmpfs), the command's reads (read-only) and writes (read-write), shallow
   * paths first so a deeper mount lands inside the one above it: a build folder inside the hidden
   * cache, a bot's folder inside the hidden bots' home. The same path: write wins over read over hidden.
   */
  private List<String> mounts(Command command) throws IOException {
    Map<Path, String> kind = new LinkedHashMap<>();
    for (Path h : hidden) {
      if (!h.toString().equals("/tmp")) {
        kind.put(h, "--tmpfs");
      }
    }
    for (Path r : command.reads()) {
      real(r).ifPresent(p -> kind.put(p, "--ro-bind"));
    }
    for (Path w : command.writes()) {
      Path p = w.toAbsolutePath();
      if (!Files.exists(p) && p.getParent() != null && Files.isDirectory(p.getParent())) {
        Files.createFile(p); // a log file the program will write: bwrap binds what exists
      }
      Optional<Path> rp = real(p);
      if (rp.isPresent()) {
        if (root) {
          giveToNobody(rp.get());
        }
        kind.put(rp.get(), "--bind");
      }
    }
    // As root the program runs as nobody: a folder it must cross that others may not enter (a
    // private temporary folder, a 0700 checkout) is covered by an empty tmpfs, and what the
    // command names below it is bound in again (the folder's other files stay hidden).
    if (root) {
      for (Map.Entry<Path, String> e : List.copyOf(kind.entrySet())) {
        if (!e.getValue().equals("--tmpfs")) {
          closedAncestor(e.getKey(), kind).ifPresent(a -> kind.putIfAbsent(a, "--tmpfs"));
          if (e.getValue().equals("--ro-bind") && Files.isDirectory(e.getKey()) && closed(e.getKey())) {
            kind.put(e.getKey(), "--tmpfs"); // a closed folder it reads: its entries, bound one by one
            try (Stream<Path> children = Files.list(e.getKey())) {
              children.forEach(c -> kind.putIfAbsent(c, "--ro-bind"));
            }
          }
        }
      }
    }
    // bwrap makes the folders leading to a mount point inside a tmpfs with the host's modes: the
    // judge's scratch folder (0700, root's) would keep nobody out of its own log file. Made 0755.
    List<Path> tmpfs = new ArrayList<>(List.of(Path.of("/tmp")));
    kind.forEach((path, k) -> {
      if (k.equals("--tmpfs")) {
        tmpfs.add(path);
      }
    });
    for (Path mount : List.copyOf(kind.keySet())) {
      for (Path a = mount.getParent(); a != null && a.getNameCount() > 0; a = a.getParent()) {
        Path ancestor = a;
        if (!kind.containsKey(a) && tmpfs.stream().anyMatch(t -> ancestor.startsWith(t) && !ancestor.equals(t))) {
          kind.put(a, "--dir");
        }
      }
    }
    List<String> args = new ArrayList<>();
    kind.entrySet().stream()
        .sorted(Comparator.comparingInt((Map.Entry<Path, String> e) -> e.getKey().getNameCount()))
        .forEach(e -> {
          String path = e.getKey().toString();
          switch (e.getValue()) {
            case "--tmpfs" -> args.addAll(List.of("--tmpfs", path));
            case "--dir" -> args.addAll(List.of("--perms", "0755", "--dir", path));
            default -> args.addAll(List.of(e.getValue(), path, path));
          }
        });
    return args;
  }

  /**
   * The highest folder above {@code path} that others may not enter (no o+x) and that no tmpfs of
   * {@code kind} covers already; empty when nobody can reach {@code path}.
   */
  private static Optional<Path> closedAncestor(Path path, Map<Path, String> kind) {
    Path a = path.getRoot();
    for (Path name : path.getParent() == null ? List.<Path>of() : path.getParent()) {
      a = a.resolve(name);
      Path here = a;
      if (kind.entrySet().stream().anyMatch(e -> e.getValue().equals("--tmpfs") && here.startsWith(e.getKey()))) {
        return Optional.empty(); // inside a tmpfs: bwrap makes the folders on the way (0755 below)
      }
      if (closed(here)) {
        return Optional.of(here);
      }
    }
    return Optional.empty();
  }

  /** A folder others may not enter (no o+x): nobody cannot cross it. */
  private static boolean closed(Path dir) {
    try {
      return !Files.getPosixFilePermissions(dir).contains(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE);
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }

  /** Makes a folder (and what it holds) or a file nobody's, so the program, run as nobody, can write it. */
  private static void giveToNobody(Path p) throws IOException {
    try (Stream<Path> all = Files.isDirectory(p) ? Files.walk(p) : Stream.of(p)) {
      for (Path f : (Iterable<Path>) all::iterator) {
        if (!Files.isSymbolicLink(f)) {
          Files.setAttribute(f, "unix:uid", NOBODY);
          Files.setAttribute(f, "unix:gid", NOBODY);
        }
      }
    }
  }

  /**
   * Whether the program exists in the sandbox's view: a path (from its working folder), or a name
   * on the PATH, outside the hidden folders or inside what the command reads.
   */
  private boolean canStart(String program, Command command) {
    if (program.contains("/")) {
      return real(command.workDir().resolve(program)).filter(p -> visible(p, command)).isPresent();
    }
    String path = System.getenv("PATH");
    for (String dir : (path == null ? "/usr/bin:/bin" : path).split(":")) {
      Optional<Path> p = dir.isEmpty() ? Optional.empty() : real(Path.of(dir, program));
      if (p.isPresent() && Files.isExecutable(p.get()) && visible(p.get(), command)) {
        return true;
      }
    }
    return false;
  }

  private boolean visible(Path p, Command command) {
    boolean exposed = concat(command.reads(), command.writes()).stream()
        .map(Sandbox::real).flatMap(Optional::stream).anyMatch(p::startsWith);
    return exposed || hidden.stream().noneMatch(p::startsWith) && !p.startsWith("/tmp");
  }

  private static Optional<Path> onPath(String name) {
    String path = System.getenv("PATH");
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

  private static Optional<Path> real(Path p) {
    try {
      return Optional.of(p.toAbsolutePath().toRealPath());
    } catch (IOException e) {
      return Optional.empty();
    }
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

  private static List<Path> concat(List<Path> a, List<Path> b) {
    List<Path> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  /** A program that cannot start inside the sandbox (missing, or in a hidden folder). */
  public static final class StartFailure extends IOException {
    StartFailure(String message) {
      super(message);
    }
  }
}
