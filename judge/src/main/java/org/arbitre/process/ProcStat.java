package org.arbitre.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;

/**
 * One reading of {@code /proc/<pid>/stat}: state, process group, CPU ticks (own and waited-for
 * children) and resident pages. Linux only; on other systems every read is empty and measurement falls back to what
 * the JDK offers.
 */
record ProcStat(long pid, char state, long pgrp, long cpuTicks, long childCpuTicks, long rssPages) {

  /** USER_HZ: 100 on every Linux we know (getconf CLK_TCK). */
  static final long TICKS_PER_SECOND = 100;

  /** Page size in KiB (4 on x86-64 and most arm64 kernels). */
  static final long PAGE_KB = 4;

  /**
   * The CPUs a process tree may run on at once: the machine's ({@code cpuN} lines of
   * {@code /proc/stat}), at least what the JVM sees. A tree cannot use more CPU time than its wall
   * time × this.
   */
  static final int CPUS = cpus();

  private static int cpus() {
    int n = 0;
    try {
      for (String line : Files.readAllLines(Path.of("/proc/stat"), StandardCharsets.ISO_8859_1)) {
        if (line.startsWith("cpu") && line.length() > 3 && Character.isDigit(line.charAt(3))) {
          n++;
        }
      }
    } catch (IOException e) {
      // not Linux: what the JVM sees
    }
    return Math.max(n, Runtime.getRuntime().availableProcessors());
  }

  static Optional<ProcStat> read(long pid) {
    try {
      String s = Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.ISO_8859_1);
      int close = s.lastIndexOf(')');
      if (close < 0) {
        return Optional.empty();
      }
      String[] f = s.substring(close + 2).trim().split(" ");
      // f[0] = field 3 (state); pgrp is field 5, utime 14, stime 15, cutime 16, cstime 17, rss 24.
      long utime = Long.parseLong(f[11]);
      long stime = Long.parseLong(f[12]);
      long cutime = Long.parseLong(f[13]);
      long cstime = Long.parseLong(f[14]);
      long rss = Long.parseLong(f[21]);
      return Optional.of(new ProcStat(pid, f[0].charAt(0), Long.parseLong(f[2]), utime + stime, cutime + cstime, rss));
    } catch (IOException | RuntimeException e) {
      return Optional.empty(); // gone, or not Linux
    }
  }

  /** CPU of the process and of its children that it has waited for, in milliseconds. */
  long totalCpuMs() {
    return (cpuTicks + childCpuTicks) * 1000 / TICKS_PER_SECOND;
  }

  long rssKb() {
    return rssPages * PAGE_KB;
  }

  /** The sum over a set of processes: CPU ms (own + reaped children) and resident KiB. */
  record Sum(long cpuMs, long rssKb, int processes) {}

  /** The sum over a set of processes, each one's memory its resident pages. */
  static Sum sum(List<Long> pids) {
    return sum(pids, ProcStat::rssKb);
  }

  /**
   * The sum over a set of processes with the memory of each counted as its own pages
   * ({@link #ownResidentKb}) rather than every page it maps: what a bot's tree is held to.
   */
  static Sum sumOwn(List<Long> pids) {
    return sum(pids, st -> ownResidentKb(st.pid()).orElse(st.rssKb()));
  }

  /** CPU of every process (a zombie's too: it is not reaped yet), memory of the live ones. */
  private static Sum sum(List<Long> pids, java.util.function.ToLongFunction<ProcStat> memoryKb) {
    long cpu = 0;
    long memory = 0;
    int n = 0;
    for (long pid : pids) {
      Optional<ProcStat> st = read(pid);
      if (st.isPresent()) {
        cpu += st.get().totalCpuMs();
        if (st.get().state() != 'Z') {
          memory += memoryKb.applyAsLong(st.get());
          n++;
        }
      }
    }
    return new Sum(cpu, memory, n);
  }

  /**
   * A process's own resident memory from {@code /proc/PID/status}: its anonymous pages and the
   * shared memory it maps ({@code RssAnon + RssShmem}, which holds tmpfs and memfd pages too), not
   * the pages of the files it maps (its executable, the interpreter and libraries every process of
   * the machine shares). This is what a memory cgroup charges a program for once those files are
   * in memory, so a Node, Ruby or PHP bot (33, 5 and 14 MiB of mapped libraries) is measured in a
   * match as the judge measures it. Empty where the kernel does not give these lines (before
   * Linux 4.5) or the process is gone.
   */
  static java.util.OptionalLong ownResidentKb(long pid) {
    try {
      return ownResidentKb(Files.readString(Path.of("/proc", Long.toString(pid), "status"), StandardCharsets.ISO_8859_1));
    } catch (IOException | RuntimeException e) {
      return java.util.OptionalLong.empty();
    }
  }

  /** {@link #ownResidentKb(long)} from the text of a {@code status} file. */
  static java.util.OptionalLong ownResidentKb(String status) {
    long anon = -1;
    long shmem = -1;
    for (String line : status.split("\n")) {
      if (line.startsWith("RssAnon:")) {
        anon = kb(line);
      } else if (line.startsWith("RssShmem:")) {
        shmem = kb(line);
      }
    }
    return anon < 0 || shmem < 0 ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(anon + shmem);
  }

  private static long kb(String line) {
    String[] f = line.substring(line.indexOf(':') + 1).trim().split("\\s+");
    return Long.parseLong(f[0]);
  }

  /** The pids of the process and all its live descendants, parents first. */
  static List<Long> tree(ProcessHandle root) {
    List<Long> pids = new ArrayList<>();
    pids.add(root.pid());
    pids.addAll(descendants(root));
    return pids;
  }

  /**
   * The pids of the live descendants only (not the root), parents first. Read from each thread's
   * {@code /proc/PID/task/TID/children} where the kernel has them (a few reads for a bot's tree);
   * the JDK's {@link ProcessHandle#descendants} reads the {@code stat} of every process of the
   * machine instead, which a referee asking several times a move pays for each process a busy
   * contest server runs.
   */
  static List<Long> descendants(ProcessHandle root) {
    List<Long> pids = new ArrayList<>();
    if (!CHILDREN_FILES) {
      root.descendants().forEach(p -> pids.add(p.pid()));
      return pids;
    }
    addChildren(root.pid(), pids);
    for (int i = 0; i < pids.size(); i++) {
      addChildren(pids.get(i), pids);
    }
    return pids;
  }

  /** Whether this kernel lists a thread's children in {@code /proc} (CONFIG_PROC_CHILDREN). */
  private static final boolean CHILDREN_FILES = Files.isReadable(Path.of("/proc/thread-self/children"));

  private static void addChildren(long pid, List<Long> pids) {
    try (var tasks = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "task"))) {
      for (Path task : tasks) {
        try {
          for (String child : Files.readString(task.resolve("children"), StandardCharsets.ISO_8859_1).trim().split(" ")) {
            if (!child.isEmpty()) {
              pids.add(Long.parseLong(child));
            }
          }
        } catch (IOException e) {
          // the thread ended meanwhile
        }
      }
    } catch (IOException e) {
      // the process ended meanwhile
    }
  }

  /**
   * True when every thread of the processes is stopped (state T, or t under a tracer) or dead
   * (Z, X; a process gone counts as dead): none can run until SIGCONT.
   */
  static boolean allThreadsStopped(List<Long> pids) {
    return !anyThread(pids, state -> "TtZX".indexOf(state) < 0);
  }

  /**
   * True when some thread of one of the processes is running or waiting for a CPU (state R), or is
   * in uninterruptible sleep (D): the kernel works for it (a page read from disk, a namespace being
   * set up, memory reclaimed), so it will go on without anyone's help even if it uses no CPU for a
   * while. A thread waiting on a pipe, a lock or a sleep is in S.
   */
  static boolean anyThreadBusy(List<Long> pids) {
    return anyThread(pids, state -> state == 'R' || state == 'D');
  }

  /** True when some thread of one of the processes has a state (the letter in its stat) that {@code state} accepts. */
  private static boolean anyThread(List<Long> pids, IntPredicate state) {
    for (long pid : pids) {
      try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
        for (Path task : (Iterable<Path>) tasks::iterator) {
          try {
            String s = Files.readString(task.resolve("stat"), StandardCharsets.ISO_8859_1);
            int close = s.lastIndexOf(')');
            if (close >= 0 && close + 2 < s.length() && state.test(s.charAt(close + 2))) {
              return true;
            }
          } catch (IOException e) {
            // the thread ended meanwhile
          }
        }
      } catch (IOException | RuntimeException e) {
        // the process ended meanwhile, or no /proc
      }
    }
    return false;
  }
}
