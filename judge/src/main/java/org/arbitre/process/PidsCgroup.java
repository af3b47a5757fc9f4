package org.arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A writable pids cgroup under which each sandboxed run gets its own child with {@code pids.max}:
 * the limit on processes and threads that holds even for root (RLIMIT_NPROC does not). cgroup v1
 * (the pids hierarchy, {@code /sys/fs/cgroup/pids/<this JVM's cgroup>/arbitre/}) or v2 where
 * this JVM's cgroup delegates the pids controller ({@code <cgroup>/arbitre/}, with {@code +pids}
 * in its subtree); neither where the files are not writable (not root, not delegated).
 * A run's cgroup is {@code arbitre/<jvm pid>-<n>}; left-overs of dead JVMs are removed on start.
 */
final class PidsCgroup {
  private static final Path ROOT = Path.of("/sys/fs/cgroup");
  private final Path base;
  private final String version;
  private final AtomicLong next = new AtomicLong();

  private PidsCgroup(Path base, String version) {
    this.base = base;
    this.version = version;
  }

  /** "v1" or "v2". */
  String version() {
    return version;
  }

  /** This machine's pids cgroup for arbitre, if one is writable (checked by making and removing a child). */
  static Optional<PidsCgroup> find() {
    for (PidsCgroup c : candidates()) {
      try {
        Files.createDirectories(c.base);
        if (c.version.equals("v2")) {
          Files.writeString(c.base.resolve("cgroup.subtree_control"), "+pids");
        }
        c.removeStale();
        Path probe = c.create(1);
        remove(probe);
        return Optional.of(c);
      } catch (IOException | RuntimeException e) {
        // not writable here: the next candidate, or none
      }
    }
    return Optional.empty();
  }

  private static List<PidsCgroup> candidates() {
    List<String> lines;
    try {
      lines = Files.readAllLines(Path.of("/proc/self/cgroup"));
    } catch (IOException e) {
      return List.of();
    }
    for (String line : lines) {
      String[] f = line.split(":", 3);
      if (f.length == 3 && f[1].equals("pids") && Files.isDirectory(ROOT.resolve("pids"))) {
        return List.of(new PidsCgroup(ROOT.resolve("pids").resolve(f[2].substring(1)).resolve("arbitre"), "v1"));
      }
    }
    for (String line : lines) {
      String[] f = line.split(":", 3);
      if (f.length == 3 && f[0].equals("0") && Files.exists(ROOT.resolve("cgroup.controllers"))) {
        return List.of(new PidsCgroup(ROOT.resolve(f[2].substring(1)).resolve("arbitre"), "v2"));
      }
    }
    return List.of();
  }

  /**
   * A fresh cgroup for one run, at most {@code maxPids} processes and threads. A name taken
   * already (another sandbox of this JVM: two toolkits, as two contest servers in one test) is
   * skipped.
   */
  Path create(int maxPids) throws IOException {
    Path dir;
    for (;;) {
      dir = base.resolve(ProcessHandle.current().pid() + "-" + next.incrementAndGet());
      try {
        Files.createDirectory(dir);
        break;
      } catch (java.nio.file.FileAlreadyExistsException taken) {
        // the next number
      }
    }
    try {
      Files.writeString(dir.resolve("pids.max"), Integer.toString(maxPids));
    } catch (IOException e) {
      Files.deleteIfExists(dir);
      throw e;
    }
    return dir;
  }

  /** The file a process writes its pid to, to enter {@code dir}. */
  static Path procs(Path dir) {
    return dir.resolve("cgroup.procs");
  }

  /**
   * Kills whatever is left in the run's cgroup (a fork bomb cannot fork past its limit, so rounds
   * of SIGKILL empty it), waits until it is empty, and removes it. Quiet: a cgroup that will not
   * go is left for the next start to remove.
   */
  static void remove(Path dir) {
    for (int round = 0; round < 200; round++) {
      try {
        List<String> pids = Files.readAllLines(procs(dir));
        if (pids.isEmpty()) {
          Files.delete(dir);
          return;
        }
        for (String pid : pids) {
          ProcessHandle.of(Long.parseLong(pid.strip())).ifPresent(ProcessHandle::destroyForcibly);
        }
      } catch (IOException | NumberFormatException e) {
        if (!Files.exists(dir)) {
          return;
        }
      }
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** Removes the run cgroups of JVMs that have gone (they are empty once their processes died). */
  private void removeStale() throws IOException {
    try (DirectoryStream<Path> dirs = Files.newDirectoryStream(base, "*-*")) {
      for (Path d : dirs) {
        String owner = d.getFileName().toString().split("-")[0];
        if (owner.matches("[0-9]+") && ProcessHandle.of(Long.parseLong(owner)).isEmpty()) {
          try {
            Files.delete(d);
          } catch (IOException e) {
            // still busy: next time
          }
        }
      }
    }
  }
}
