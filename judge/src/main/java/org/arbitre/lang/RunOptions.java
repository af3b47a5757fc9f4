package org.arbitre.lang;

import java.nio.file.Path;

/**
 * What a language needs to know to run a program: the memory limit for languages that apply it
 * inside the program (Java: {@code -Xmx}; 0 = the runtime's default) and a file where the runtime
 * logs its heap, to measure the heap peak afterwards (null = no log).
 */
public record RunOptions(long memoryBytes, Path heapLog) {
  public static final RunOptions NONE = new RunOptions(0, null);

  public RunOptions {
    if (memoryBytes < 0) {
      throw new IllegalArgumentException("negative memory");
    }
  }
}
