package org.arbitre.lang;

import java.nio.file.Path;

/**
 * What a language needs to know to run a program: the memory limit, for languages that apply it
 * inside the program (Java: {@code -Xmx}) or tell their runtime (Go's {@code GOMEMLIMIT}, Node's
 * {@code --max-old-space-size}, Mono's {@code max-heap-size}; 0 = the runtime's default), a file where the runtime
 * logs its heap, to measure the heap peak afterwards (null = no log), and whether running out of
 * memory ends the program at once (the judge: an OutOfMemoryError caught by the program is still
 * MLE) or is an error the program sees (a bot: its stdout is the protocol, where the JVM would
 * write its "Terminating due to..." line; the uncaught error goes to stderr instead).
 */
public record RunOptions(long memoryBytes, Path heapLog, boolean exitOnOutOfMemory) {
  public static final RunOptions NONE = new RunOptions(0, null);

  public RunOptions {
    if (memoryBytes < 0) {
      throw new IllegalArgumentException("negative memory");
    }
  }

  /** A judged run: out of memory ends it. */
  public RunOptions(long memoryBytes, Path heapLog) {
    this(memoryBytes, heapLog, true);
  }

  /** A bot's run: out of memory is an error it sees (and dies of, unless it catches it). */
  public static RunOptions bot(long memoryBytes, Path heapLog) {
    return new RunOptions(memoryBytes, heapLog, false);
  }
}
