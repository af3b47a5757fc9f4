package org.arbitre.process;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The cgroups sandboxed runs go in: a limit on processes and threads that holds even for root
 * (RLIMIT_NPROC does not), and for a run with a resident memory limit, the kernel's limit and
 * peak. Found under this JVM's own cgroup ({@code /proc/self/cgroup}), best first:
 * <ul>
 *   <li>cgroup v2, where this JVM's cgroup gives its children {@code pids} (and {@code memory}):
 *       its {@code cgroup.subtree_control} has them, or accepts them (only the root cgroup can,
 *       with a process in it); else where its parent does and is writable (this JVM in a leaf of
 *       a delegated subtree, or root). Runs go in {@code <that cgroup>/arbitre/<run>}: {@code pids.max}; with a
 *       memory limit {@code memory.max} and {@code memory.swap.max} 0, {@code memory.peak} is the
 *       run's memory figure and an {@code oom_kill} in {@code memory.events} a memory limit exceeded
 *       (its {@code oom} and {@code max}: see {@link Memory#v2});
 *   <li>cgroup v1, where the pids hierarchy is writable (root): {@code pids/<own>/arbitre/<run>};
 *       where the memory hierarchy is writable too, {@code memory/<own>/arbitre/<run>} for a run
 *       with a memory limit ({@code memory.limit_in_bytes} and {@code memory.memsw.limit_in_bytes},
 *       {@code memory.max_usage_in_bytes} the figure, {@code oom_kill} in {@code memory.oom_control};
 *       its {@code failcnt}: see {@link Memory#v1}).
 * </ul>
 * A run cgroup is named {@code <jvm pid>-<n>}. Making and removing one costs tens of µs; waiting
 * until the last process of a run has left it costs milliseconds (bwrap's PID 1 may still be
 * exiting). So a pids cgroup is a lane: kept after its run and reused by a later one once it is
 * seen empty ({@code pids.current} 0). A run with a memory limit gets a fresh memory cgroup (its
 * peak and OOM count must be its own, not include page cache charged by an earlier run), removed
 * without waiting; one still busy is removed at a later run. {@link #close} removes them all;
 * those of a JVM that died are removed by the next one.
 */
final class RunCgroups implements AutoCloseable {
  /** Where the kernel shows its cgroups. */
  static final Path ROOT = Path.of("/sys/fs/cgroup");

  private final CgroupFs fs;
  private final boolean v2;
  private final Path pidsBase;
  private final Path memoryBase; // v2: pidsBase when memory is delegated; null: no memory cgroups
  private final long owner;
  private final boolean freshPerRun;
  private final AtomicLong next = new AtomicLong();
  private final Deque<Path> idle = new ConcurrentLinkedDeque<>();
  private final Set<Path> leaving = ConcurrentHashMap.newKeySet(); // to remove once empty

  private RunCgroups(CgroupFs fs, boolean v2, Path pidsBase, Path memoryBase, long owner, boolean freshPerRun) {
    this.fs = fs;
    this.v2 = v2;
    this.pidsBase = pidsBase;
    this.memoryBase = memoryBase;
    this.owner = owner;
    this.freshPerRun = freshPerRun;
  }

  /** This machine's cgroups for this JVM, if any is writable. */
  static Optional<RunCgroups> find() {
    try {
      return find(CgroupFs.KERNEL, ROOT, Files.readAllLines(Path.of("/proc/self/cgroup")), ProcessHandle.current().pid());
    } catch (IOException e) {
      return Optional.empty(); // not Linux
    }
  }

  /**
   * The best cgroups under {@code root} for a process whose {@code /proc/self/cgroup} reads
   * {@code self} and whose pid is {@code owner}; checked by making and removing a run cgroup.
   */
  static Optional<RunCgroups> find(CgroupFs fs, Path root, List<String> self, long owner) {
    for (RunCgroups c : candidates(fs, root, self, owner)) {
      try {
        c.removeStale();
        c.remove(c.fresh(c.pidsBase), true);
        return Optional.of(c);
      } catch (IOException | RuntimeException e) {
        // not writable here: the next candidate, or none
      }
    }
    return Optional.empty();
  }

  private static List<RunCgroups> candidates(CgroupFs fs, Path root, List<String> self, long owner) {
    List<RunCgroups> found = new ArrayList<>();
    String v2Path = null;
    String v1Pids = null;
    String v1Memory = null;
    for (String line : self) {
      String[] f = line.split(":", 3);
      if (f.length == 3 && f[2].startsWith("/")) {
        if (f[0].equals("0") && f[1].isEmpty()) {
          v2Path = f[2].substring(1);
        } else if (List.of(f[1].split(",")).contains("pids")) {
          v1Pids = f[2].substring(1);
        } else if (List.of(f[1].split(",")).contains("memory")) {
          v1Memory = f[2].substring(1);
        }
      }
    }
    if (v2Path != null && Files.exists(root.resolve("cgroup.controllers"))) {
      // this JVM's cgroup, else its parent: a cgroup with a process in it (this JVM) cannot give
      // controllers to children (but the root), so where this JVM sits in a leaf of a delegated
      // subtree (or runs as root), the runs go beside it
      Path own = root.resolve(v2Path);
      Optional<RunCgroups> c = v2(fs, own, owner);
      if (c.isEmpty() && !own.equals(root)) {
        c = v2(fs, own.getParent(), owner);
      }
      c.ifPresent(found::add);
    }
    if (v1Pids != null && Files.isDirectory(root.resolve("pids"))) {
      Path pids = root.resolve("pids").resolve(v1Pids).resolve("arbitre");
      Path memory = v1Memory == null ? null
          : v1Memory(fs, root.resolve("memory").resolve(v1Memory).resolve("arbitre"), owner);
      found.add(new RunCgroups(fs, false, pids, memory, owner, false));
    }
    return found;
  }

  /** The v2 cgroups under {@code own}, if it gives its children pids (memory too, if it can) and {@code own/arbitre} can be made. */
  private static Optional<RunCgroups> v2(CgroupFs fs, Path own, long owner) {
    try {
      List<String> available = words(own.resolve("cgroup.controllers"));
      for (String c : List.of("pids", "memory")) {
        if (available.contains(c) && !words(own.resolve("cgroup.subtree_control")).contains(c)) {
          try {
            fs.write(own.resolve("cgroup.subtree_control"), "+" + c);
          } catch (IOException busy) {
            // a cgroup with processes in it cannot give controllers to children (but the root)
          }
        }
      }
      List<String> given = words(own.resolve("cgroup.subtree_control"));
      if (!given.contains("pids")) {
        return Optional.empty();
      }
      Path base = own.resolve("arbitre");
      makeBase(fs, base);
      fs.write(base.resolve("cgroup.subtree_control"), "+pids");
      boolean memory = false;
      if (given.contains("memory")) {
        try {
          fs.write(base.resolve("cgroup.subtree_control"), "+memory");
          memory = true;
        } catch (IOException e) {
          // pids only
        }
      }
      return Optional.of(new RunCgroups(fs, true, base, memory ? base : null, owner, false));
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** {@code base} in the v1 memory hierarchy if a memory cgroup with a limit can be made there, else null. */
  private static Path v1Memory(CgroupFs fs, Path base, long owner) {
    try {
      makeBase(fs, base);
      Path probe = base.resolve(owner + "-probe");
      fs.mkdir(probe);
      try {
        fs.write(probe.resolve("memory.limit_in_bytes"), Long.toString(64L << 20));
      } finally {
        fs.rmdir(probe);
      }
      return base;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static void makeBase(CgroupFs fs, Path base) throws IOException {
    if (!Files.isDirectory(base)) {
      try {
        fs.mkdir(base);
      } catch (FileAlreadyExistsException raced) {
        // another JVM made it
      }
    }
  }

  /** The same cgroups, but a fresh pids cgroup per run, removed once empty (as before lanes; for bench/tool/sandbox.sh). */
  RunCgroups freshPerRun() {
    return new RunCgroups(fs, v2, pidsBase, memoryBase, owner, true);
  }

  /** "cgroup-v2-pids-memory", "cgroup-v1-pids-memory", "cgroup-v1-pids"... */
  String describe() {
    return "cgroup-" + (v2 ? "v2" : "v1") + "-pids" + (memoryBase != null ? "-memory" : "");
  }

  boolean limitsMemory() {
    return memoryBase != null;
  }

  /** "cgroup-v2" or "cgroup-v1": the memory figure's source of a run in a memory cgroup. */
  String memorySource() {
    return v2 ? "cgroup-v2" : "cgroup-v1";
  }

  /** One run's cgroups: its pids cgroup (a lane) and, with a memory limit, its memory cgroup (v2: the same). */
  record Run(Path pids, Path memory) {
    /** The files a process writes its pid to, to enter the run's cgroups. */
    List<Path> procs() {
      return memory == null || memory.equals(pids) ? List.of(pids.resolve("cgroup.procs"))
          : List.of(pids.resolve("cgroup.procs"), memory.resolve("cgroup.procs"));
    }
  }

  /**
   * What the kernel counted in a run's memory cgroup: its peak (page cache included), whether its
   * OOM killer killed a process, whether reclaim found no room at the limit (the cgroup went out
   * of memory), and whether a charge met the limit at all (reclaimed or not: the page cache the
   * run's files filled meets it too).
   */
  record Memory(long peakKb, boolean oomKilled, boolean outOfMemory, boolean limitHit, String source) {
    /**
     * From the text of a cgroup v2 run's {@code memory.peak} (bytes) and {@code memory.events}
     * ({@code max}: usage about to go over {@code memory.max}, before reclaim; {@code oom}: reclaim
     * could not bring it down; {@code oom_kill}: processes the OOM killer killed; after
     * Documentation/admin-guide/cgroup-v2.rst).
     */
    static Memory v2(String peak, String events) {
      return new Memory(Long.parseLong(peak.strip()) / 1024, counter(events, "oom_kill") > 0,
          counter(events, "oom") > 0, counter(events, "max") > 0, "cgroup-v2");
    }

    /**
     * From the text of a cgroup v1 run's {@code memory.max_usage_in_bytes}, {@code memory.failcnt}
     * and {@code memory.memsw.failcnt} (charges that met the limit of memory, of memory and swap;
     * null when there is no such file) and {@code memory.oom_control} ({@code oom_kill}; after
     * Documentation/admin-guide/cgroup-v1/memory.rst). v1 has no count of the times reclaim failed:
     * its OOM kill stands for it.
     */
    static Memory v1(String maxUsage, String failcnt, String memswFailcnt, String oomControl) {
      long failed = Long.parseLong(failcnt.strip()) + (memswFailcnt == null ? 0 : Long.parseLong(memswFailcnt.strip()));
      boolean killed = counter(oomControl, "oom_kill") > 0;
      return new Memory(Long.parseLong(maxUsage.strip()) / 1024, killed, killed, failed > 0, "cgroup-v1");
    }
  }

  /**
   * The cgroups of one run: at most {@code maxPids} processes and threads; with
   * {@code memoryBytes} above 0 (and memory cgroups here), at most that much memory, no swap.
   */
  Run take(int maxPids, long memoryBytes) throws IOException {
    removeLeft();
    if (memoryBytes > 0 && memoryBase != null && v2) {
      Path dir = fresh(pidsBase);
      try {
        fs.write(dir.resolve("pids.max"), Integer.toString(maxPids));
        fs.write(dir.resolve("memory.max"), Long.toString(memoryBytes));
        if (Files.exists(dir.resolve("memory.swap.max"))) {
          fs.write(dir.resolve("memory.swap.max"), "0");
        }
      } catch (IOException | RuntimeException e) {
        remove(dir, false);
        throw e;
      }
      return new Run(dir, dir);
    }
    Path lane = lane();
    try {
      fs.write(lane.resolve("pids.max"), Integer.toString(maxPids));
    } catch (IOException | RuntimeException e) {
      remove(lane, false);
      throw e;
    }
    if (memoryBytes <= 0 || memoryBase == null) {
      return new Run(lane, null);
    }
    Path memory = fresh(memoryBase);
    try {
      fs.write(memory.resolve("memory.limit_in_bytes"), Long.toString(memoryBytes));
      if (Files.exists(memory.resolve("memory.memsw.limit_in_bytes"))) {
        fs.write(memory.resolve("memory.memsw.limit_in_bytes"), Long.toString(memoryBytes)); // no swap
      }
    } catch (IOException | RuntimeException e) {
      remove(memory, false);
      idle.push(lane);
      throw e;
    }
    return new Run(lane, memory);
  }

  /** The kernel's memory figures of {@code run} (read before {@link #give}); empty without a memory cgroup. */
  Optional<Memory> memory(Run run) {
    if (run.memory() == null) {
      return Optional.empty();
    }
    try {
      Path m = run.memory();
      if (v2) {
        return Optional.of(Memory.v2(Files.readString(m.resolve("memory.peak")), Files.readString(m.resolve("memory.events"))));
      }
      Path memsw = m.resolve("memory.memsw.failcnt");
      return Optional.of(Memory.v1(Files.readString(m.resolve("memory.max_usage_in_bytes")),
          Files.readString(m.resolve("memory.failcnt")), Files.exists(memsw) ? Files.readString(memsw) : null,
          Files.readString(m.resolve("memory.oom_control"))));
    } catch (IOException | RuntimeException e) {
      return Optional.empty(); // then the other figures (rusage, samples) stand
    }
  }

  /** The run is over: its pids cgroup goes back to the lanes (checked empty when next taken), its memory cgroup goes. */
  void give(Run run) {
    if (run.memory() != null) {
      remove(run.memory(), false);
    }
    if (run.memory() == null || !run.memory().equals(run.pids())) {
      if (freshPerRun) {
        remove(run.pids(), true);
      } else {
        idle.push(run.pids());
      }
    }
  }

  /** Removes every cgroup of this instance, waiting (a little) for the last processes to leave. */
  @Override
  public void close() {
    for (Path p; (p = idle.poll()) != null; ) {
      remove(p, true);
    }
    for (Path p : List.copyOf(leaving)) {
      remove(p, true);
    }
  }

  /** An idle lane seen empty, else a fresh cgroup (a lane not empty yet is left to empty, then removed). */
  private Path lane() throws IOException {
    if (!freshPerRun) {
      for (Path p; (p = idle.poll()) != null; ) {
        if (empty(p)) {
          return p;
        }
        remove(p, false);
      }
    }
    return fresh(pidsBase);
  }

  /** A new cgroup {@code <owner>-<n>} in {@code base} (a name taken already, by another instance, is skipped). */
  private Path fresh(Path base) throws IOException {
    for (;;) {
      Path dir = base.resolve(owner + "-" + next.incrementAndGet());
      try {
        fs.mkdir(dir);
        return dir;
      } catch (FileAlreadyExistsException taken) {
        // the next number
      }
    }
  }

  private boolean empty(Path lane) {
    try {
      return Long.parseLong(Files.readString(lane.resolve("pids.current")).strip()) == 0;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /**
   * Kills whatever is left in {@code dir} and removes it. A fork bomb cannot fork past its limit,
   * so rounds of SIGKILL empty it. {@code wait}: until it is empty (at most a second); else one
   * still busy is kept in {@link #leaving} and tried again at the next run. Quiet: a cgroup that
   * will not go is left for the next JVM to remove.
   */
  private void remove(Path dir, boolean wait) {
    for (int round = 0; round < (wait ? 200 : 1); round++) {
      try {
        List<String> pids = Files.readAllLines(dir.resolve("cgroup.procs"));
        for (String pid : pids) {
          ProcessHandle.of(Long.parseLong(pid.strip())).ifPresent(ProcessHandle::destroyForcibly);
        }
        if (pids.isEmpty()) {
          fs.rmdir(dir);
          leaving.remove(dir);
          return;
        }
      } catch (IOException | NumberFormatException e) {
        if (!Files.exists(dir)) {
          leaving.remove(dir);
          return;
        }
      }
      if (wait) {
        try {
          Thread.sleep(5);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    if (Files.exists(dir)) {
      leaving.add(dir);
    }
  }

  /** Tries once more to remove the cgroups that were still busy. */
  private void removeLeft() {
    if (!leaving.isEmpty()) {
      for (Path p : List.copyOf(leaving)) {
        remove(p, false);
      }
    }
  }

  /** Removes the run cgroups of JVMs that have gone (they are empty once their processes died). */
  private void removeStale() throws IOException {
    for (Path base : memoryBase == null || memoryBase.equals(pidsBase) ? List.of(pidsBase) : List.of(pidsBase, memoryBase)) {
      makeBase(fs, base);
      try (DirectoryStream<Path> dirs = Files.newDirectoryStream(base, "*-*")) {
        for (Path d : dirs) {
          String first = d.getFileName().toString().split("-")[0];
          if (first.matches("[0-9]+") && ProcessHandle.of(Long.parseLong(first)).isEmpty() && Files.isDirectory(d)) {
            try {
              fs.rmdir(d);
            } catch (IOException e) {
              // still busy: next time
            }
          }
        }
      }
    }
  }

  private static List<String> words(Path file) throws IOException {
    String text = Files.readString(file).strip();
    return text.isEmpty() ? List.of() : List.of(text.split("\\s+"));
  }

  /** The value of {@code key} in the text of a flat-keyed file ("oom_kill 3" in memory.events); 0 when absent. */
  private static long counter(String text, String key) {
    for (String line : text.split("\n")) {
      String[] f = line.strip().split("\\s+");
      if (f.length == 2 && f[0].equals(key)) {
        return Long.parseLong(f[1]);
      }
    }
    return 0;
  }
}
