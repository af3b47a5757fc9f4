package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How to build and run programs of one language. Pure data: no process is started here (the
 * {@link Compiler} runs the compile command through the process layer). A program is built in
 * its own folder of the compile cache; {@code entry} is the name its source takes there (or, for
 * the command-line language, the command line itself).
 */
public interface Language {

  /** Short id used in options and cache keys: {@code java}, {@code c}, {@code cpp}, {@code python}. */
  String id();

  /** File name endings this language claims, with the dot: {@code .java}. */
  List<String> extensions();

  /**
   * The name the source takes in the build folder. Refuses, with a {@link org.arbitre.UserError},
   * a source this language cannot run (a Java file with a {@code package} line).
   */
  default String entryName(String source) {
    return "main" + extensions().get(0);
  }

  /** The compiler's argv, run inside the build folder; empty when there is nothing to compile. */
  List<String> compileArgv(String entry);

  /**
   * The compiler's argv for a source that lives in {@code sourceDir}: C and C++ put that folder on
   * the include path ({@code -I}), so {@code #include "testlib.h"} finds the header beside it.
   */
  default List<String> compileArgv(String entry, Path sourceDir) {
    return compileArgv(entry);
  }

  /**
   * True when a build reads headers from its source's folder ({@link #compileArgv(String, Path)}):
   * the compiler then hashes them into the cache key and lets the build read that folder.
   */
  default boolean includesBeside() {
    return false;
  }

  /** The argv that runs the program built in {@code dir}. */
  List<String> runArgv(Path dir, String entry, RunOptions options);

  /** The argv with the program's own arguments appended (overridden when they need quoting). */
  default List<String> runArgv(Path dir, String entry, RunOptions options, List<String> args) {
    List<String> argv = new ArrayList<>(runArgv(dir, entry, options));
    argv.addAll(args);
    return argv;
  }

  /**
   * True when the memory limit is applied inside the program (Java's heap, {@code -Xmx}) rather
   * than to the resident memory of the process tree.
   */
  default boolean limitsHeap() {
    return false;
  }

  /**
   * Why a memory limit cannot work for this language, if it cannot (a JVM does not start with a
   * heap of a few KiB): a sentence for the user, else empty.
   */
  default Optional<String> refusesMemory(long memoryBytes) {
    return Optional.empty();
  }

  /**
   * What a run that exited with a non-zero code says about its failure, read the way this
   * language's runtime writes it (an uncaught exception, a traceback, out of memory); empty when
   * it says nothing this language recognises.
   */
  default Optional<Failure> failure(RunOutput output) {
    return Optional.empty();
  }

  /**
   * Where a program runs, given a fresh scratch folder and the program's build folder: the
   * scratch folder (a command line runs where it was given instead).
   */
  default Path workDir(Path scratch, Path programDir) {
    return scratch;
  }

  /**
   * What the program built in {@code dir} reads beyond the system (a sandbox exposes these
   * read-only and hides the rest of the user's files): its build folder.
   */
  default List<Path> reads(Path dir, String entry) {
    return List.of(dir);
  }

  /**
   * Files the compiler is given beside the source, by name: what the language's toolchain here
   * lacks and its users count on (Kotlin 1.6's {@code readln()} for Debian's Kotlin 1.3). The
   * compile command names them.
   */
  default java.util.Map<String, String> supportFiles() {
    return java.util.Map.of();
  }

  /** A tiny program that copies its input to its output, to check that the toolchain works. */
  String selfTest();

  /**
   * After a compile that succeeded, what is missing from the build folder {@code dir} for the
   * entry to run, as a compile error (a Java file with no class: javac accepts it and makes nothing).
   */
  default Optional<String> missingAfterBuild(Path dir, String entry) {
    return Optional.empty();
  }
}
