package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One layer of the command line that starts a program: the run helper, setsid, prlimit, GNU
 * time, the sandbox. {@link LocalRunner} composes a chain of them around the program's argv
 * (outermost first); none of them starts anything itself. For each run the runner {@link #open}s
 * every layer with the command, wraps, runs, then closes them.
 */
public interface Wrapper extends AutoCloseable {

  /**
   * The argv that runs {@code argv} inside this layer. {@code limits} are the run's (null for a
   * long-lived bot); {@code report} is the file where the measuring layer writes its figures
   * (null when no layer measures).
   */
  List<String> wrap(List<String> argv, Limits limits, Path report);

  /** True when the program becomes the leader of a new process group (and session). */
  default boolean makesGroup() {
    return false;
  }

  /**
   * How this layer measures: "rusage" or "gnu-time" when it writes the kernel's figures to the
   * report file in GNU time's format ({@code %e %U %S %M}); null when it does not measure.
   */
  default String measures() {
    return null;
  }

  /**
   * This layer for one run of {@code command} under {@code limits} (null for a long-lived bot):
   * itself, unless it keeps per-run state (the sandbox: the command's view of the filesystem, its
   * cgroups), then a fresh layer that {@link #close} ends once the run is over.
   *
   * @throws Sandbox.StartFailure when the program cannot start in this layer
   */
  default Wrapper open(Command command, Limits limits) throws IOException {
    return this;
  }

  /**
   * After the run, before {@link #close}: the kernel's memory figures of the run where this layer
   * put it in a memory cgroup (its peak, the memory figure; an OOM kill, a memory limit exceeded).
   */
  default Optional<RunCgroups.Memory> memory() {
    return Optional.empty();
  }

  /**
   * The {@code cgroup.procs} files this run's program enters before it starts (the sandbox's run
   * cgroups), so that an outer layer that can put its child there itself ({@link #entering}) does
   * it in place of this layer's shell; empty when none.
   */
  default List<Path> cgroupProcs() {
    return List.of();
  }

  /**
   * This layer, putting its child in the cgroups of {@code procs} before it execs it (the run
   * helper); null when it cannot.
   */
  default Wrapper entering(List<Path> procs) {
    return null;
  }

  /** An outer layer puts the program in this layer's cgroups ({@link #cgroupProcs}): this layer does not. */
  default void enteredOutside() {}

  /**
   * True when this (opened) layer has put this run in a memory cgroup whose limit is the run's
   * resident limit: the kernel enforces and measures it, so the watchdog need not sample memory.
   */
  default boolean limitsMemory() {
    return false;
  }

  /** "cgroup-v2" or "cgroup-v1" when this layer puts a run with a resident limit in a memory cgroup; else null. */
  default String memoryCgroups() {
    return null;
  }

  /**
   * The program of this run has been started (a long-lived bot): what this layer must do before
   * it runs (the sandbox loads the bot's quota folder, then lets it start).
   */
  default void started(Process process) throws IOException {}

  /**
   * Ends what {@link #open} set up for one run (gives back a sandbox's cgroups; saves its quota
   * folder). The runner also closes each layer of its chains when it is closed itself: a layer
   * that keeps something for all its runs (the sandbox: its cgroups) ends it then; such a layer's
   * {@link #open} returns a per-run layer, never itself.
   */
  @Override
  default void close() {}

  /**
   * This layer for a program whose stdin and stdout are pipes to a partner that must see their
   * ends (an interactive run): a layer that would keep a copy of them open while the program runs
   * hands them on without (the sandbox: {@link Sandbox#piped}); itself for the others.
   */
  default Wrapper piped() {
    return this;
  }

  /** How this layer isolates the program ("bubblewrap+cgroup-v2-pids-memory"...), null when it does not. */
  default String sandbox() {
    return null;
  }

  /**
   * True when every process the program started has ended once this layer has exited (bwrap: the
   * program's PID namespace ends with its first process), so no orphan needs looking for.
   */
  default boolean endsTheTree() {
    return false;
  }

  /** True when this layer exits with 128 + N when the program died of signal N (bwrap does). */
  default boolean signalAsStatus() {
    return false;
  }
}
