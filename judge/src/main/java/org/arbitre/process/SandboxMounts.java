package org.arbitre.process;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The {@link Sandbox}'s view of the filesystem for one command, an allow-list: nothing is there
 * unless it is named here. The system, read-only ({@link #system}: {@code /usr}, {@code /bin},
 * {@code /sbin}, {@code /lib*} as the host has them, the entries of {@code /etc} that runtimes
 * read and no secret); the runtime its program lives in when that is outside the system (a JDK
 * under {@code /opt}, a Python venv: {@link #runtimes}); what the command reads (bound read-only)
 * and writes (bound read-write); its quota folder (a tmpfs of its size). The rest (the problem
 * and its tests, the current folder, {@code /srv}, {@code /opt}, {@code /var}, {@code /home},
 * other users' files) is not in the sandbox at all. The hidden folders (the user's home, the build
 * cache, the bots' folders...) are those from which no runtime is taken: a program there is found
 * only when the command reads it (its own build).
 */
final class SandboxMounts {
  /** The size of the tmpfs standing for a closed folder the program reads as nobody (its entries bound in it). */
  static final long HIDDEN_BYTES = 1L << 20;
  /** The top folders of the system, bound read-only (or made the same symlinks as on the host). */
  private static final List<String> SYSTEM = List.of("usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32");
  /** What of {@code /etc} a program sees: what the C library, the JVM and the interpreters read; no secret. */
  private static final Set<String> ETC = Set.of("passwd", "group", "nsswitch.conf", "hosts", "host.conf",
      "gai.conf", "protocols", "services", "networks", "localtime", "timezone", "ld.so.cache", "ld.so.conf",
      "ld.so.conf.d", "alternatives", "ca-certificates", "ca-certificates.conf", "mime.types", "magic",
      "magic.mime", "locale.alias", "locale.conf", "inputrc", "terminfo", "debian_version", "os-release",
      "lsb-release", "shells", "mtab", "fonts", "ssl/certs", "ssl/openssl.cnf", "ocamlfind.conf");
  /** Configuration folders and files of language runtimes in {@code /etc} ({@code java-17-openjdk}, {@code python3.11}, {@code fpc.cfg}...). */
  private static final Pattern ETC_RUNTIMES =
      Pattern.compile("(java|python|pypy|php|perl|ruby|lua|node|mono|fpc|ocaml|ghc|gcc|go|rust|kotlin)([-.0-9].*)?");
  /** Folders outside {@code /usr} that a runtime in it reads (Debian's GHC keeps its package database in /var/lib/ghc). */
  private static final List<Path> SYSTEM_DATA = List.of(Path.of("/var/lib/ghc"));
  private static final Set<String> BIN = Set.of("bin", "sbin");

  private final List<Path> hide;
  private final boolean root;
  private final String path;
  private final List<String> system;
  /**
   * An allow-list worked out for a command: its bwrap arguments, and what it was worked out from
   * ({@code key}: the command, its writes' real paths and kinds, its quota's size). Every case of
   * a solution asks for the same one, and its look-ups cost a millisecond or two a run: the
   * runner keeps it in the record of the run's lane ({@link LocalRunner}) and gives it back to
   * {@link Sandbox#open(Command, Limits, AllowList)}, which reuses it while the key is the same. {@code reusable} is false for one that lists a closed
   * folder's entries (see {@link #allowList}).
   */
  record AllowList(List<Object> key, List<String> arguments, boolean reusable) {}

  /** A command's writes made ready for its run, and the key of its allow-list ({@link #prepare}). */
  record Prepared(Map<Path, String> writes, List<Object> key) {}

  /**
   * {@code hide}: folders no runtime is taken from; {@code root}: the program runs as nobody;
   * {@code path}: the PATH, where a bare program name is looked for (null: /usr/bin:/bin).
   */
  SandboxMounts(List<Path> hide, boolean root, String path) {
    this.hide = List.copyOf(hide);
    this.root = root;
    this.path = path;
    this.system = systemArguments();
  }

  /** The hidden folders that exist now, real paths. */
  List<Path> hidden() {
    List<Path> hidden = new ArrayList<>();
    for (Path h : hide) {
      real(h).filter(Files::isDirectory).filter(p -> !hidden.contains(p)).ifPresent(hidden::add);
    }
    return hidden;
  }

  /**
   * The system's mounts, looked up once: {@code /usr}, {@code /bin}... bound read-only or made the
   * symlinks they are on the host; {@code /etc} a read-only tmpfs holding only the entries of
   * {@link #ETC} and {@link #ETC_RUNTIMES} (not {@code shadow}, {@code gshadow}, {@code ssh/},
   * {@code sudoers}, {@code ssl/private}...).
   */
  private static List<String> systemArguments() {
    List<String> args = new ArrayList<>();
    for (String name : SYSTEM) {
      mount(Path.of("/", name), args);
    }
    args.addAll(List.of("--perms", "0755", "--tmpfs", "/etc"));
    Path etc = Path.of("/etc");
    List<String> names = new ArrayList<>();
    try (Stream<Path> all = Files.list(etc)) {
      all.map(p -> p.getFileName().toString()).filter(n -> ETC.contains(n) || ETC_RUNTIMES.matcher(n).matches())
          .sorted().forEach(names::add);
    } catch (IOException e) {
      // no /etc: the sandbox will not start, and says so
    }
    ETC.stream().filter(n -> n.contains("/")).sorted().forEach(names::add);
    for (String n : names) {
      Path p = etc.resolve(n);
      if (n.contains("/") && Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
        args.addAll(List.of("--perms", "0755", "--dir", p.getParent().toString()));
      }
      mount(p, args);
    }
    args.addAll(List.of("--remount-ro", "/etc"));
    return args;
  }

  /** A symlink as it is on the host, else the file or folder bound read-only; nothing when it does not exist. */
  private static void mount(Path p, List<String> args) {
    try {
      if (Files.isSymbolicLink(p)) {
        args.addAll(List.of("--symlink", Files.readSymbolicLink(p).toString(), p.toString()));
      } else if (Files.exists(p)) {
        args.addAll(List.of("--ro-bind", p.toString(), p.toString()));
      }
    } catch (IOException e) {
      // gone meanwhile: not in the sandbox either
    }
  }

  /** Whether {@code p} (a real path) is in the system part of the view. */
  private static boolean inSystem(Path p) {
    return p.getNameCount() > 0 && SYSTEM.contains(p.getName(0).toString())
        || p.startsWith("/etc") && p.getNameCount() > 1
            && (ETC.contains(p.getName(1).toString()) || ETC_RUNTIMES.matcher(p.getName(1).toString()).matches()
                || p.startsWith("/etc/ssl/certs"))
        || SYSTEM_DATA.stream().anyMatch(p::startsWith);
  }

  /**
   * The runtimes the command starts that live outside the system, each its whole installation
   * read-only: for its program (and, for {@code sh -c}, each program its line names), as found on
   * the PATH and as its real path, the folder above its {@code bin/} ({@code /opt/jdk-21} for
   * {@code /opt/jdk-21/bin/java}, {@code /srv/venv} for a venv's {@code python3}, and the
   * interpreter its {@code pyvenv.cfg} names), else its own folder; never a top folder
   * ({@code /opt}: the program file alone then), nor anything in a hidden folder or a shared
   * temporary one (a program there is seen only when the command reads it).
   */
  List<Path> runtimes(Command command) {
    List<Path> hidden = hidden();
    List<String> programs = new ArrayList<>(List.of(command.argv().get(0)));
    List<String> argv = command.argv();
    if (argv.size() >= 3 && argv.get(1).equals("-c") && argv.get(0).endsWith("sh")) {
      for (String word : argv.get(2).split("[\\s'\"=:;&|()<>`]+")) {
        if (!word.isEmpty() && !word.startsWith("-")) {
          programs.add(word);
        }
      }
    }
    List<Path> roots = new ArrayList<>();
    for (String program : programs) {
      Optional<Path> found = program.contains("/") ? Optional.of(command.workDir().resolve(program).toAbsolutePath())
          .filter(Files::isExecutable) : onPath(program);
      if (found.isEmpty() || Files.isDirectory(found.get())) {
        continue;
      }
      List<Path> places = new ArrayList<>(List.of(found.get().normalize()));
      real(found.get()).ifPresent(places::add);
      for (int i = 0; i < places.size(); i++) { // a venv adds the interpreter it is made from
        Path place = places.get(i);
        Path installation = installation(place);
        venvHome(installation).ifPresent(places::add);
        if (!inSystem(place) && !SandboxMounts.inTmp(place) && hidden.stream().noneMatch(place::startsWith)
            && !roots.contains(installation)) {
          roots.add(installation);
        }
      }
    }
    return roots;
  }

  /** The installation an executable belongs to: the folder above its bin/, else its folder; the file alone right under a top folder. */
  private static Path installation(Path executable) {
    Path dir = executable.getParent();
    if (dir == null) {
      return executable;
    }
    if (BIN.contains(String.valueOf(dir.getFileName())) && dir.getParent() != null && dir.getParent().getNameCount() >= 2) {
      return dir.getParent();
    }
    return dir.getNameCount() >= 2 ? dir : executable;
  }

  /** The interpreter a Python venv is made from ({@code home = /opt/python3.12/bin} in its {@code pyvenv.cfg}). */
  private static Optional<Path> venvHome(Path installation) {
    Path cfg = installation.resolve("pyvenv.cfg");
    if (!Files.isRegularFile(cfg)) {
      return Optional.empty();
    }
    try {
      for (String line : Files.readAllLines(cfg)) {
        String[] kv = line.split("=", 2);
        if (kv.length == 2 && kv[0].strip().equals("home") && kv[1].strip().startsWith("/")) {
          return Optional.of(Path.of(kv[1].strip(), "python3"));
        }
      }
    } catch (IOException e) {
      // unreadable: the venv's own folder only
    }
    return Optional.empty();
  }

  private static boolean inTmp(Path p) {
    return p.startsWith("/tmp") || p.startsWith("/var/tmp") || p.startsWith("/dev/shm");
  }

  private Optional<Path> onPath(String program) {
    for (String dir : (path == null ? "/usr/bin:/bin" : path).split(":")) {
      if (!dir.isEmpty() && dir.startsWith("/")) {
        Path p = Path.of(dir, program);
        if (Files.isExecutable(p) && !Files.isDirectory(p) && visibleRuntime(p)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }

  /** An executable the sandbox shows from the PATH: in the system, or anywhere else but a hidden or temporary folder. */
  private boolean visibleRuntime(Path p) {
    List<Path> hidden = hidden();
    Path n = p.normalize();
    return inSystem(n) || !inTmp(n) && hidden.stream().noneMatch(n::startsWith);
  }

  /**
   * The system ({@link #systemArguments}), then the runtimes, the command's reads (read-only) and
   * writes (read-write), shallow paths first so a deeper mount lands inside the one above it: a
   * build folder inside the hidden cache, a bot's folder inside the hidden bots' home. The same
   * path: write wins over read. The quota folder, when given, is a tmpfs of its size
   * ({@link QuotaFolder} fills and saves it). The folders leading to a mount point are made,
   * empty, {@code 0755}; the root is read-only.
   */
  List<String> arguments(Command command, Command.Quota quotaFolder) throws IOException {
    return allowList(command, quotaFolder, prepare(command, quotaFolder)).arguments();
  }

  /**
   * What the program writes, made ready at every run (a log file made, its folder given to
   * nobody), whether its allow-list is worked out anew or reused: the writes and the key of the
   * allow-list.
   */
  Prepared prepare(Command command, Command.Quota quotaFolder) throws IOException {
    Optional<Path> quota = quotaFolder == null ? Optional.empty() : real(quotaFolder.folder());
    Map<Path, String> writes = new LinkedHashMap<>();
    for (Path w : command.writes()) {
      Path p = w.toAbsolutePath();
      if (!Files.exists(p) && p.getParent() != null && Files.isDirectory(p.getParent())) {
        Files.createFile(p); // a log file the program will write: bwrap binds what exists
      }
      Optional<Path> rp = real(p);
      if (rp.isPresent() && rp.equals(quota)) {
        writes.put(rp.get(), "--size");
      } else if (rp.isPresent()) {
        if (root) {
          giveToNobody(rp.get());
        }
        writes.put(rp.get(), "--bind");
      }
    }
    List<Object> key = List.of(command.argv(), command.workDir(), command.reads(),
        List.copyOf(writes.keySet()), List.copyOf(writes.values()), quotaFolder == null ? 0L : quotaFolder.bytes());
    return new Prepared(writes, key);
  }

  /** The allow-list ({@link #arguments}) of {@code command}, whose writes {@code prepared} made ready. */
  AllowList allowList(Command command, Command.Quota quotaFolder, Prepared prepared) throws IOException {
    Map<Path, String> writes = prepared.writes();
    Map<Path, String> kind = new LinkedHashMap<>();
    for (Path d : SYSTEM_DATA) {
      if (Files.isDirectory(d)) {
        kind.put(d, "--ro-bind");
      }
    }
    for (Path r : runtimes(command)) {
      kind.put(r, "--ro-bind");
    }
    for (Path r : command.reads()) {
      if (!ownMount(r)) {
        real(r).filter(p -> !inSystem(p)).ifPresent(p -> kind.put(p, "--ro-bind"));
      }
    }
    kind.putAll(writes);
    // As root the program runs as nobody: a folder it reads that others may not enter (a private
    // temporary folder) is an empty tmpfs, and its entries are bound in one by one: entries of
    // the moment, so such a list is not reused (an entry gone by the next run would fail it).
    boolean listed = false;
    if (root) {
      for (Map.Entry<Path, String> e : List.copyOf(kind.entrySet())) {
        if (e.getValue().equals("--ro-bind") && Files.isDirectory(e.getKey()) && closed(e.getKey())) {
          listed = true;
          kind.put(e.getKey(), "--tmpfs");
          try (Stream<Path> children = Files.list(e.getKey())) {
            children.forEach(c -> kind.putIfAbsent(c, "--ro-bind"));
          }
        }
      }
    }
    // bwrap would make the folders leading to a mount point with the host's modes (a private
    // scratch folder's 0700 would keep nobody out of its own working folder): made 0755, empty.
    for (Path mount : List.copyOf(kind.keySet())) {
      for (Path a = mount.getParent(); a != null && a.getNameCount() > 0; a = a.getParent()) {
        Path ancestor = a;
        boolean bound = inSystem(a) || kind.entrySet().stream().anyMatch(e -> !e.getValue().equals("--dir")
            && !e.getValue().equals("--tmpfs") && ancestor.startsWith(e.getKey()));
        if (!kind.containsKey(a) && !bound) {
          kind.put(a, "--dir");
        }
      }
    }
    List<String> args = new ArrayList<>(system);
    kind.entrySet().stream()
        .sorted(Comparator.comparingInt((Map.Entry<Path, String> e) -> e.getKey().getNameCount()))
        .forEach(e -> {
          String path = e.getKey().toString();
          switch (e.getValue()) {
            case "--tmpfs" -> args.addAll(List.of("--perms", "0755", "--size", Long.toString(HIDDEN_BYTES), "--tmpfs", path));
            case "--dir" -> args.addAll(List.of("--perms", "0755", "--dir", path));
            case "--size" -> args.addAll(List.of("--size", Long.toString(quotaFolder.bytes()), "--tmpfs", path));
            default -> args.addAll(List.of(e.getValue(), path, path));
          }
        });
    args.addAll(List.of("--remount-ro", "/")); // the folders made above: nothing can be written beside them
    return new AllowList(prepared.key(), List.copyOf(args), !listed);
  }

  /** A folder others may not enter (no o+x): nobody cannot cross it. */
  private static boolean closed(Path dir) {
    try {
      return !Files.getPosixFilePermissions(dir).contains(PosixFilePermission.OTHERS_EXECUTE);
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }

  /**
   * A path under /proc or /dev, which the sandbox mounts afresh for the program (its own processes,
   * a minimal /dev): named on a command line (`cat /proc/self/status`), it is not bound from outside.
   */
  static boolean ownMount(Path path) {
    Path p = path.toAbsolutePath().normalize();
    return p.startsWith("/proc") || p.startsWith("/dev");
  }

  /**
   * Makes a folder (and what it holds) or a file nobody's, so the program, run as nobody, can
   * write it. What vanishes meanwhile (an earlier run's heap log, deleted in the background) is skipped.
   */
  static void giveToNobody(Path p) throws IOException {
    Files.walkFileTree(p, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
        return visitFile(dir, attrs);
      }

      @Override
      public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) throws IOException {
        if (!attrs.isSymbolicLink()) {
          try {
            Files.setAttribute(f, "unix:uid", Sandbox.NOBODY, LinkOption.NOFOLLOW_LINKS);
            Files.setAttribute(f, "unix:gid", Sandbox.NOBODY, LinkOption.NOFOLLOW_LINKS);
          } catch (NoSuchFileException gone) {
            // deleted meanwhile
          }
        }
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFileFailed(Path f, IOException e) throws IOException {
        if (e instanceof NoSuchFileException) {
          return FileVisitResult.CONTINUE;
        }
        throw e;
      }
    });
  }

  /**
   * Whether the program exists in the sandbox's view: a path (from its working folder), or a name
   * on the PATH, in the system, in a runtime ({@link #runtimes}: outside the hidden and temporary
   * folders) or inside what the command reads.
   */
  boolean canStart(String program, Command command) {
    List<Path> hidden = hidden();
    if (program.contains("/")) {
      return real(command.workDir().resolve(program)).filter(p -> visible(p, command, hidden)).isPresent();
    }
    for (String dir : (path == null ? "/usr/bin:/bin" : path).split(":")) {
      Optional<Path> p = dir.isEmpty() ? Optional.empty() : real(Path.of(dir, program));
      if (p.isPresent() && Files.isExecutable(p.get()) && visible(p.get(), command, hidden)) {
        return true;
      }
    }
    return false;
  }

  private static boolean visible(Path p, Command command, List<Path> hidden) {
    boolean exposed = Stream.concat(command.reads().stream(), command.writes().stream())
        .map(SandboxMounts::real).flatMap(Optional::stream).anyMatch(p::startsWith);
    return exposed || inSystem(p) || hidden.stream().noneMatch(p::startsWith) && !inTmp(p);
  }

  static Optional<Path> real(Path p) {
    try {
      return Optional.of(p.toAbsolutePath().toRealPath());
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
