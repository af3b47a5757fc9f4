package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A chain of {@link Wrapper}s, outermost first: opened for one run, the argv it makes, closed. */
final class Chains {
  private Chains() {
  }

  static boolean makesGroup(List<Wrapper> chain) {
    return chain.stream().anyMatch(Wrapper::makesGroup);
  }

  /** Every layer of {@code chain} opened for one run of {@code command}; closed again if one fails. */
  static List<Wrapper> open(List<Wrapper> chain, Command command, Limits limits) throws IOException {
    return open(chain, command, limits, null);
  }

  /**
   * As {@link #open(List, Command, Limits)}, the sandbox reusing {@code allowList} (kept by the
   * runner from an earlier run of the command; null: none) when it still holds.
   */
  static List<Wrapper> open(List<Wrapper> chain, Command command, Limits limits, SandboxMounts.AllowList allowList)
      throws IOException {
    List<Wrapper> opened = new ArrayList<>();
    try {
      for (Wrapper w : chain) {
        opened.add(w instanceof Sandbox s ? s.open(command, limits, allowList) : w.open(command, limits));
      }
    } catch (IOException | RuntimeException e) {
      close(opened);
      throw e;
    }
    // the run helper puts the program in the sandbox's cgroups itself: one exec (a shell's) less
    for (int j = opened.size() - 1; j > 0; j--) {
      List<Path> procs = opened.get(j).cgroupProcs();
      for (int i = 0; i < j && !procs.isEmpty(); i++) {
        Wrapper entering = opened.get(i).entering(procs);
        if (entering != null) {
          opened.set(i, entering);
          opened.get(j).enteredOutside();
          break;
        }
      }
    }
    return opened;
  }

  static void close(List<Wrapper> opened) {
    opened.forEach(Wrapper::close);
  }

  static List<String> wrap(List<Wrapper> chain, List<String> argv, Limits limits, Path report) {
    List<String> wrapped = argv;
    for (int i = chain.size() - 1; i >= 0; i--) {
      wrapped = chain.get(i).wrap(wrapped, limits, report);
    }
    return wrapped;
  }
}
