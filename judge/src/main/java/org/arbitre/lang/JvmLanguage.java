package org.arbitre.lang;

import java.util.Optional;
import org.arbitre.Units;

/**
 * Java's memory policy, for every program run on a JVM (Java, Kotlin, a command line that starts
 * {@code java}): the limit is the heap ({@code -Xmx}), which must leave a JVM room to start, and a
 * run's failure is read as a JVM writes it.
 */
interface JvmLanguage extends Language {
  @Override
  default boolean limitsHeap() {
    return true;
  }

  @Override
  default Optional<String> refusesMemory(long memoryBytes) {
    return memoryBytes >= JavaLanguage.MIN_HEAP_BYTES ? Optional.empty() : Optional.of("memory limit "
        + Units.kib(memoryBytes / 1024) + " is below the " + Units.kib(JavaLanguage.MIN_HEAP_BYTES / 1024)
        + " of heap a JVM needs to start");
  }

  /** The JVM writes exceptions at the start of stderr and its out-of-memory exit on stdout. */
  @Override
  default Optional<Failure> failure(RunOutput output) {
    return JavaLanguage.failureIn(output.stderrHeadAndTail() + "\n" + output.stdoutTail());
  }
}
