package org.arbitre.process;

import java.nio.file.Path;
import java.util.List;

/**
 * One layer of the command line that starts a program: the run helper, setsid, prlimit, GNU
 * time, and the sandbox to come. {@link LocalRunner} composes a chain of them around the
 * program's argv (outermost first); none of them starts anything itself.
 */
public interface Wrapper {

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
}
