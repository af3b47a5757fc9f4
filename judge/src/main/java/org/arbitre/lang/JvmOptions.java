package org.arbitre.lang;

import java.util.ArrayList;
import java.util.List;

/** The JVM options of a heap-limited run, as {@link JavaLanguage} passes them. */
final class JvmOptions {
  private JvmOptions() {}

  /** {@code -Xmx}, the house flags, the exit on out of memory and the heap log, as {@code options} ask. */
  static List<String> of(RunOptions options) {
    List<String> argv = new ArrayList<>();
    if (options.memoryBytes() > 0) {
      argv.add("-Xmx" + options.memoryBytes() / 1024 + "k");
    }
    argv.addAll(List.of("-Xss64m", "-XX:+UseSerialGC"));
    if (options.exitOnOutOfMemory()) {
      argv.add("-XX:+ExitOnOutOfMemoryError");
    }
    if (options.heapLog() != null) {
      argv.add(JavaHeapLog.option(options.heapLog()));
    }
    return argv;
  }
}
