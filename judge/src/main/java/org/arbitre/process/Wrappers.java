package org.arbitre.process;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The wrappers of this machine. A measured run goes through the run helper where it could be
 * built, else through the fallback chain setsid → prlimit → GNU time (each where installed); a
 * long-lived bot goes through setsid only. The sandbox, where there is one, is the innermost
 * layer of both chains. The run's CPU and output backstops (RLIMIT_CPU at the
 * limit + 2 s, in case this JVM dies; RLIMIT_FSIZE a little above the output cap, so the watchdog
 * usually sees a flood first) are computed here once for the helper and prlimit alike.
 */
public final class Wrappers {
  static final Path SETSID = Path.of("/usr/bin/setsid");
  static final Path PRLIMIT = Path.of("/usr/bin/prlimit");
  static final Path GNU_TIME = Path.of("/usr/bin/time");
  static final String TIME_FORMAT = "%e %U %S %M";

  private Wrappers() {}

  /** The measured chain: the helper when given, else setsid, prlimit and GNU time where present. */
  public static List<Wrapper> measured(Optional<Path> helper) {
    if (helper.isPresent()) {
      return List.of(runHelper(helper.get(), false));
    }
    return fallback(Files.isExecutable(GNU_TIME), Files.isExecutable(PRLIMIT));
  }

  /**
   * The measured chain with the sandbox innermost, just around the program (helper → bwrap →
   * program). With the sandbox the helper reaps bwrap's PID 1 too ({@code -r}): bwrap exits
   * without reaping it, and the program's rusage, which only PID 1 collected, would be lost (0 ms
   * CPU, bwrap's own 2 MiB). GNU time cannot do that: in the fallback chain the figures of a
   * sandboxed run are the watchdog's samples.
   */
  public static List<Wrapper> measured(Optional<Path> helper, Optional<Sandbox> sandbox) {
    if (helper.isPresent() && sandbox.isPresent()) {
      return innermost(List.of(runHelper(helper.get(), true)), sandbox);
    }
    return innermost(measured(helper), sandbox);
  }

  /** The live chain with the sandbox innermost (setsid → bwrap → bot), in its bot mode ({@link Sandbox#live}). */
  public static List<Wrapper> live(Optional<Sandbox> sandbox) {
    return innermost(live(), sandbox.map(Sandbox::live));
  }

  private static List<Wrapper> innermost(List<Wrapper> chain, Optional<Sandbox> sandbox) {
    List<Wrapper> all = new ArrayList<>(chain);
    sandbox.ifPresent(all::add);
    return List.copyOf(all);
  }

  /** The fallback chain, each tool where asked for (tests run it with and without GNU time). */
  static List<Wrapper> fallback(boolean gnuTime, boolean prlimit) {
    List<Wrapper> chain = new ArrayList<>(live());
    if (prlimit) {
      chain.add(PRLIMIT_LAYER);
    }
    if (gnuTime) {
      chain.add(GNU_TIME_LAYER);
    }
    return List.copyOf(chain);
  }

  /** For a long-lived bot: its own process group where setsid exists. */
  public static List<Wrapper> live() {
    return Files.isExecutable(SETSID) ? List.of(SETSID_LAYER) : List.of();
  }

  static long cpuBackstopSeconds(Limits limits) {
    return limits.cpu().toSeconds() + 2;
  }

  static long fileBackstopBytes(Limits limits) {
    return limits.outputBytes() > 0 ? limits.outputBytes() + (1 << 20) : 0;
  }

  private static List<String> prefixed(List<String> prefix, List<String> argv) {
    List<String> all = new ArrayList<>(prefix.size() + argv.size());
    all.addAll(prefix);
    all.addAll(argv);
    return all;
  }

  /**
   * {@code arbitre-run [-s|-S] [-r] REPORT CPU_S FSIZE_B PROGRAM...}: group, limits, fork, exec,
   * rusage; with {@code reap} (around the sandbox), also a new session ({@code -s}: a sandboxed
   * program has no controlling terminal) and the rusage of the orphans that land on it (bwrap's
   * PID 1). Without the sandbox only a process group: a new session costs 1-3 ms a run where the
   * kernel schedules by session (autogroup), and protects nothing from a program that runs as you.
   * A sandbox that no cgroup holds (RLIMIT_NPROC caps its processes) gets a new session even
   * without a terminal ({@code -S}): the kernel then shares the CPU between the program's session
   * and the judge's, where a fork bomb of a few hundred processes in the judge's own session would
   * starve the one watchdog thread that must stop it (seconds late on an idle machine, minutes on
   * a busy one).
   */
  static Wrapper runHelper(Path exe, boolean reap) {
    return runHelper(exe, reap, List.of());
  }

  /** {@code arbitre-run [-r] [-c PROCS]... ...}: the program starts in the cgroups of {@code cgroups} (their cgroup.procs). */
  private static Wrapper runHelper(Path exe, boolean reap, List<Path> cgroups) {
    return new Wrapper() {
      @Override
      public List<String> wrap(List<String> argv, Limits limits, Path report) {
        List<String> p = new ArrayList<>(List.of(exe.toString()));
        if (reap) {
          p.addAll(List.of(cgroups.isEmpty() ? "-S" : "-s", "-r"));
        }
        for (Path procs : cgroups) {
          p.addAll(List.of("-c", procs.toString()));
        }
        p.addAll(List.of(report.toString(), Long.toString(cpuBackstopSeconds(limits)),
            Long.toString(fileBackstopBytes(limits))));
        return prefixed(p, argv);
      }

      @Override
      public boolean makesGroup() {
        return true;
      }

      @Override
      public String measures() {
        return "rusage";
      }

      @Override
      public Wrapper entering(List<Path> procs) {
        return cgroups.isEmpty() ? runHelper(exe, reap, procs) : null;
      }
    };
  }

  /**
   * setsid execs in place, so the pid does not change: whatever the program forks stays in its
   * group, even a child that outlives its parent and leaves the tree.
   */
  static final Wrapper SETSID_LAYER = new Wrapper() {
    @Override
    public List<String> wrap(List<String> argv, Limits limits, Path report) {
      return prefixed(List.of(SETSID.toString()), argv);
    }

    @Override
    public boolean makesGroup() {
      return true;
    }
  };

  static final Wrapper PRLIMIT_LAYER = (argv, limits, report) -> {
    List<String> p = new ArrayList<>(List.of(PRLIMIT.toString(), "--cpu=" + cpuBackstopSeconds(limits)));
    if (fileBackstopBytes(limits) > 0) {
      p.add("--fsize=" + fileBackstopBytes(limits));
    }
    p.add("--");
    return prefixed(p, argv);
  };

  static final Wrapper GNU_TIME_LAYER = new Wrapper() {
    @Override
    public List<String> wrap(List<String> argv, Limits limits, Path report) {
      return prefixed(List.of(GNU_TIME.toString(), "-f", TIME_FORMAT, "-o", report.toString(), "--"), argv);
    }

    @Override
    public String measures() {
      return "gnu-time";
    }
  };
}
