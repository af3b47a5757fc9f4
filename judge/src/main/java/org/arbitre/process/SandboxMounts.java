package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The {@link Sandbox}'s view of the filesystem for one command: which folders are hidden (an
 * empty tmpfs over each), what the command reads (bound read-only) and writes (bound read-write),
 * its quota folder (a tmpfs of its size), and whether its program can be found in that view.
 * The folders to hide are looked up at each run, so one that appears after the sandbox was made
 * (the bots' home of a first match, a fresh cache) is hidden as well.
 */
final class SandboxMounts {
  /** The size of the empty tmpfs over a hidden folder: what a program could write there, in memory, lost at its end. */
  static final long HIDDEN_BYTES = 1L << 20;
  private final List<Path> hide;
  private final boolean root;
  private final String path;

  /** {@code hide}: the folders to hide where they exist; {@code root}: the program runs as nobody. */
  /** {@code path}: the PATH, where a bare program name is looked for (null: /usr/bin:/bin). */
  SandboxMounts(List<Path> hide, boolean root, String path) {
    this.hide = List.copyOf(hide);
    this.root = root;
    this.path = path;
  }

  /** The hidden folders that exist now, real paths, without {@code /} and {@code /tmp} (private anyway). */
  List<Path> hidden() {
    List<Path> hidden = new ArrayList<>();
    for (Path h : hide) {
      real(h).filter(Files::isDirectory).filter(p -> !hidden.contains(p) && !p.toString().equals("/")
          && !p.toString().equals("/tmp")).ifPresent(hidden::add);
    }
    return hidden;
  }

  /**
   * The hidden folders (tmpfs), the command's reads (read-only) and writes (read-write), shallow
   * paths first so a deeper mount lands inside the one above it: a build folder inside the hidden
   * cache, a bot's folder inside the hidden bots' home. The same path: write wins over read over
   * hidden. The quota folder, when given, is a tmpfs of its size ({@link QuotaFolder} fills and saves it).
   */
  List<String> arguments(Command command, Command.Quota quotaFolder) throws IOException {
    Map<Path, String> kind = new LinkedHashMap<>();
    for (Path h : hidden()) {
      kind.put(h, "--tmpfs");
    }
    for (Path r : command.reads()) {
      if (!ownMount(r)) {
        real(r).ifPresent(p -> kind.put(p, "--ro-bind"));
      }
    }
    Optional<Path> quota = quotaFolder == null ? Optional.empty() : real(quotaFolder.folder());
    for (Path w : command.writes()) {
      Path p = w.toAbsolutePath();
      if (!Files.exists(p) && p.getParent() != null && Files.isDirectory(p.getParent())) {
        Files.createFile(p); // a log file the program will write: bwrap binds what exists
      }
      Optional<Path> rp = real(p);
      if (rp.isPresent() && rp.equals(quota)) {
        kind.put(rp.get(), "--size");
      } else if (rp.isPresent()) {
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
            // small: without root, the program owns it (bwrap's user), and it is memory
            case "--tmpfs" -> args.addAll(List.of("--perms", "0755", "--size", Long.toString(HIDDEN_BYTES), "--tmpfs", path));
            case "--dir" -> args.addAll(List.of("--perms", "0755", "--dir", path));
            case "--size" -> args.addAll(List.of("--size", Long.toString(quotaFolder.bytes()), "--tmpfs", path));
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

  /** Makes a folder (and what it holds) or a file nobody's, so the program, run as nobody, can write it. */
  static void giveToNobody(Path p) throws IOException {
    try (Stream<Path> all = Files.isDirectory(p) ? Files.walk(p) : Stream.of(p)) {
      for (Path f : (Iterable<Path>) all::iterator) {
        if (!Files.isSymbolicLink(f)) {
          Files.setAttribute(f, "unix:uid", Sandbox.NOBODY);
          Files.setAttribute(f, "unix:gid", Sandbox.NOBODY);
        }
      }
    }
  }

  /**
   * Whether the program exists in the sandbox's view: a path (from its working folder), or a name
   * on the PATH, outside the hidden folders or inside what the command reads.
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
    return exposed || hidden.stream().noneMatch(p::startsWith) && !p.startsWith("/tmp");
  }

  static Optional<Path> real(Path p) {
    try {
      return Optional.of(p.toAbsolutePath().toRealPath());
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
