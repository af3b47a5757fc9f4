package org.arbitre.lang;

import java.util.Optional;
import org.arbitre.Units;

/**
 * Java's memory policy, for every program run on a JVM (Java, Kotlin, a command line that starts
 * {@code java}): the limit is the heap ({@code -Xmx}), which must leave a JVM room to start, and a
 * run's failure is read as a JVM writes it.
 */
interface JvmLanguage extends Language {
  /**
   * The options of a compiler's own JVM (javac, kotlinc), given as {@code -J...}: a compile is a
   * short run, and the serial GC and the quick JIT tier alone save about a third of its CPU.
   */
  java.util.List<String> COMPILER_JVM = java.util.List.of("-J-XX:+UseSerialGC", "-J-XX:TieredStopAtLevel=1");

  /** {@code compiler}, its JVM's options ({@link #COMPILER_JVM}), then {@code args}. */
  static java.util.List<String> compilerArgv(String compiler, String... args) {
    java.util.List<String> argv = new java.util.ArrayList<>(java.util.List.of(compiler));
    argv.addAll(COMPILER_JVM);
    argv.addAll(java.util.List.of(args));
    return argv;
  }

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
