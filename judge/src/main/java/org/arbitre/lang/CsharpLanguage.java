package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * C# with Mono: {@code mcs -optimize+}, then {@code mono prog.exe}. An uncaught exception ends
 * the run with {@code Unhandled Exception:} and then its class and message;
 * {@code System.OutOfMemoryException} is out of memory. The memory limit is the resident one,
 * and Mono's collector is told it too ({@code MONO_GC_PARAMS=max-heap-size=}, from 16 MB up: four
 * times its nursery): a heap that outgrows it is an {@code OutOfMemoryException}, which names
 * itself, rather than a kill.
 */
public final class CsharpLanguage extends PlainLanguage {
  public CsharpLanguage() {
    super("csharp", List.of(".cs"), List.of("mcs", "-optimize+", "-out:prog.exe", "{entry}"),
        List.of("mono", "{dir}/prog.exe"),
        "^(?:\\[ERROR\\] FATAL UNHANDLED EXCEPTION: |Unhandled Exception:\\s*)?(System\\.\\w*Exception: [^\\n]*)",
        "System\\.OutOfMemoryException[^\\n]*");
  }

  /** The smallest heap Mono accepts: four times its nursery of 4 MB (a smaller one is a warning, and ignored). */
  private static final long MIN_HEAP_BYTES = 16L << 20;

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    List<String> run = super.runArgv(dir, entry, options);
    if (options.memoryBytes() < MIN_HEAP_BYTES) {
      return run;
    }
    List<String> argv = new ArrayList<>(List.of("env", "MONO_GC_PARAMS=max-heap-size=" + options.memoryBytes() / 1024 + "k"));
    argv.addAll(run);
    return argv;
  }

  @Override
  public String selfTest() {
    return "class P { static void Main() { System.Console.OpenStandardInput()"
        + ".CopyTo(System.Console.OpenStandardOutput()); } }\n";
  }
}
