package org.arbitre.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One run in the {@link Sandbox}, from {@link Sandbox#open}: the command line before the
 * program's argv, the run's cgroups (given back at the end: {@link RunCgroups#give}), and its
 * quota folder, loaded once the sandbox is up and saved once the program has ended.
 */
final class SandboxRun implements Wrapper {
  private final String sandbox;
  private final List<String> prefix;
  private final List<String> prefixEnteredOutside;
  private volatile boolean enteredOutside;
  private final RunCgroups cgroups;
  private final RunCgroups.Run cgroup;
  private final QuotaFolder quota;
  private final List<String> bwrap;
  private final List<String> laneDrop;
  private final SandboxMounts.AllowList allowList;

  /**
   * {@code prefixEnteredOutside}: the prefix without entering the cgroups, for when an outer layer
   * does it ({@link #enteredOutside}); {@code cgroup} (of {@code cgroups}) and {@code quota} may be null (none);
   * {@code bwrap}: see {@link #bwrap}; {@code laneDrop}: see {@link #laneDrop}, null when the run cannot start in a
   * lane; {@code allowList}: the one its mounts are.
   */
  SandboxRun(String sandbox, List<String> prefix, List<String> prefixEnteredOutside, RunCgroups cgroups,
      RunCgroups.Run cgroup, QuotaFolder quota, List<String> bwrap, List<String> laneDrop,
      SandboxMounts.AllowList allowList) {
    this.sandbox = sandbox;
    this.prefix = List.copyOf(prefix);
    this.prefixEnteredOutside = List.copyOf(prefixEnteredOutside);
    this.cgroups = cgroups;
    this.cgroup = cgroup;
    this.quota = quota;
    this.bwrap = List.copyOf(bwrap);
    this.laneDrop = laneDrop == null ? null : List.copyOf(laneDrop);
    this.allowList = allowList;
  }

  /** bwrap with its namespaces and mounts up to its {@code "--"}: runs whose are equal may share a lane ({@link Sandbox#lane}). */
  List<String> bwrap() {
    return bwrap;
  }

  /** {@link #bwrap} when the run may start in a lane instead ({@link Sandbox#lane}); else null. */
  List<String> lane() {
    return enteredOutside && laneDrop != null ? bwrap : null;
  }

  /** The allow-list of the run's mounts, to be reused by the next runs of its command ({@link Sandbox#open(Command, Limits, SandboxMounts.AllowList)}). */
  SandboxMounts.AllowList allowList() {
    return allowList;
  }

  /**
   * The drop to nobody that follows {@link #lane} in the command (setpriv and its arguments): a
   * lane's run leaves it out, its helper being told to make that drop ({@link Sandbox#LANE_USER}).
   */
  List<String> laneDrop() {
    return laneDrop;
  }

  @Override
  public List<Path> cgroupProcs() {
    return cgroup == null ? List.of() : cgroup.procs();
  }

  @Override
  public void enteredOutside() {
    enteredOutside = true;
  }

  @Override
  public List<String> wrap(List<String> argv, Limits limits, Path report) {
    List<String> all = new ArrayList<>(enteredOutside ? prefixEnteredOutside : prefix);
    all.addAll(argv);
    return all;
  }

  @Override
  public String sandbox() {
    return sandbox;
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
  public boolean limitsMemory() {
    return cgroup != null && cgroup.memory() != null;
  }

  @Override
  public Optional<RunCgroups.Memory> memory() {
    return cgroup == null ? Optional.empty() : cgroups.memory(cgroup);
  }

  /** Loads the quota folder while the program waits at its gate, then lets it start. */
  @Override
  public void started(Process process) throws IOException {
    if (quota != null) {
      quota.load(process);
      process.getOutputStream().write("\n".getBytes(StandardCharsets.US_ASCII));
      process.getOutputStream().flush();
    }
  }

  @Override
  public void close() {
    try {
      if (quota != null) {
        quota.save();
      }
    } finally {
      if (cgroup != null) {
        cgroups.give(cgroup);
      }
    }
  }
}
