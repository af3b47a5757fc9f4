package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.lang.JavaHeapLog;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Limits;
import org.arbitre.process.LocalRunner;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * Runs a program once under a time and a memory limit and says how it ended. For Java the
 * memory limit is the heap ({@code -Xmx}) and the process tree has no resident limit; for other
 * languages it is the resident peak of the tree.
 */
public final class Executor {
  private static final Pattern JAVA_EXCEPTION =
      Pattern.compile("Exception in thread \"[^\"]*\" ([\\w.$]+)(?::\\s*(.*))?");
  private static final Pattern OUT_OF_MEMORY = Pattern.compile("java\\.lang\\.OutOfMemoryError(: [^\\n]*)?");
  private static final Pattern PYTHON_ERROR = Pattern.compile("^([A-Za-z_][\\w.]*(?:Error|Exception|Exit|Interrupt))\\b.*");

  private final ProcessRunner runner;

  public Executor(ProcessRunner runner) {
    this.runner = runner;
  }

  /** Runs {@code program} in {@code workDir}, stdin from {@code input} (null = empty). */
  public Execution run(Program program, List<String> args, Path input, Path workDir, Path stdout, Path stderr,
      Duration time, long memoryBytes) throws IOException {
    boolean heap = program.limitsHeap();
    Path heapLog = heap ? stdout.resolveSibling(stdout.getFileName() + ".gc.log") : null;
    RunOptions options = new RunOptions(heap ? memoryBytes : 0, heapLog);
    Limits limits = Limits.of(time, heap ? 0 : memoryBytes);
    RunResult r = runner.run(program.command(args, workDir, options), limits, input, stdout, stderr);
    long heapKb = heap ? JavaHeapLog.peakKb(heapLog) : -1;
    if (heapLog != null) {
      Files.deleteIfExists(heapLog);
    }
    // The JVM writes "Terminating due to java.lang.OutOfMemoryError" on stdout, exceptions on stderr.
    return classify(r, heapKb, heap ? head(stderr) + "\n" + tail(stdout) : tail(stderr), time);
  }

  static Execution classify(RunResult r, long heapKb, String stderr, Duration time) {
    return switch (r.outcome()) {
      case FAILED_TO_START -> new Execution(r, heapKb, Verdict.IE, r.detail());
      case CPU_LIMIT -> new Execution(r, heapKb, Verdict.TLE,
          "CPU time " + r.cpuMs() + " ms over the limit of " + time.toMillis() + " ms");
      case WALL_LIMIT -> new Execution(r, heapKb, Verdict.TLE, r.detail());
      case MEMORY_LIMIT -> new Execution(r, heapKb, Verdict.MLE, r.detail());
      case OUTPUT_LIMIT -> new Execution(r, heapKb, Verdict.OLE, r.detail());
      case SIGNALED -> new Execution(r, heapKb, Verdict.RE, "killed by " + LocalRunner.signalName(r.signal()));
      case EXITED -> exited(r, heapKb, stderr);
    };
  }

  private static Execution exited(RunResult r, long heapKb, String stderr) {
    if (r.exitCode() == 0) {
      return new Execution(r, heapKb, Verdict.AC, "");
    }
    Matcher oom = OUT_OF_MEMORY.matcher(stderr);
    if (oom.find()) {
      return new Execution(r, heapKb, Verdict.MLE, oom.group().strip());
    }
    String code = "exit code " + r.exitCode();
    Matcher java = JAVA_EXCEPTION.matcher(stderr);
    if (java.find()) {
      String msg = java.group(2) == null ? "" : ": " + cut(java.group(2).strip());
      return new Execution(r, heapKb, Verdict.RE, java.group(1) + msg + " (" + code + ")");
    }
    if (stderr.contains("Traceback (most recent call last):")) {
      List<String> lines = stderr.strip().lines().toList();
      for (int i = lines.size() - 1; i >= 0; i--) {
        if (PYTHON_ERROR.matcher(lines.get(i)).matches()) {
          return new Execution(r, heapKb, Verdict.RE, cut(lines.get(i)) + " (" + code + ")");
        }
      }
    }
    return new Execution(r, heapKb, Verdict.RE, code);
  }

  private static String cut(String s) {
    return s.length() > 100 ? s.substring(0, 97) + "..." : s;
  }

  private static final int HEAD_BYTES = 16 << 10;

  /** The start of stderr, where the JVM writes the exception. */
  private static String head(Path stderr) throws IOException {
    byte[] buf = new byte[HEAD_BYTES];
    try (var in = Files.newInputStream(stderr)) {
      int n = in.readNBytes(buf, 0, buf.length);
      return new String(buf, 0, n, StandardCharsets.UTF_8) + "\n" + tail(stderr);
    }
  }

  /** The end of a file, where Python writes its error and the JVM its OutOfMemoryError. */
  private static String tail(Path file) throws IOException {
    long size = Files.size(file);
    try (var ch = Files.newByteChannel(file)) {
      ch.position(Math.max(0, size - HEAD_BYTES));
      java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate((int) Math.min(size, HEAD_BYTES));
      while (buf.hasRemaining() && ch.read(buf) > 0) {
        // fill
      }
      return new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8);
    }
  }
}
