package org.arbitre.judge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.arbitre.lang.Failure;
import org.arbitre.lang.JavaHeapLog;
import org.arbitre.lang.Language;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.lang.RunOutput;
import org.arbitre.process.Limits;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * Runs a program once under a time and a memory limit and says how it ended. For Java the
 * memory limit is the heap ({@code -Xmx}) and the process tree has no resident limit; for other
 * languages it is the resident peak of the tree. What a failed run wrote is read by its language.
 */
public final class Executor {
  private final ProcessRunner runner;

  public Executor(ProcessRunner runner) {
    this.runner = runner;
  }

  /** Runs {@code program} in {@code workDir}, stdin from {@code input} (null = empty). */
  public Execution run(Program program, List<String> args, Path input, Path workDir, Path stdout, Path stderr,
      Duration time, long memoryBytes) throws IOException {
    return run(program, args, input, workDir, stdout, stderr, time, memoryBytes, null);
  }

  /**
   * The same; the run's own files once read (a Java run's GC log) go to {@code discard} instead
   * of being deleted at once (null: at once), e.g. {@link BackgroundDeletes#delete}.
   */
  Execution run(Program program, List<String> args, Path input, Path workDir, Path stdout, Path stderr,
      Duration time, long memoryBytes, BackgroundDeletes discard) throws IOException {
    boolean heap = program.limitsHeap();
    Path heapLog = null;
    if (heap) { // in a folder of its own, the same for every case (Program.HEAP_LOGS)
      heapLog = Files.createDirectories(stdout.resolveSibling(Program.HEAP_LOGS)).resolve(stdout.getFileName() + ".gc.log");
    }
    RunOptions options = new RunOptions(memoryBytes, heapLog); // a heap limit, or a hint to the runtime
    Limits limits = Limits.of(time, heap ? 0 : memoryBytes);
    RunResult r = runner.run(program.command(args, workDir, options), limits, input, stdout, stderr);
    long heapKb = heap ? JavaHeapLog.peakKb(heapLog) : -1;
    if (heapLog != null && discard != null) {
      discard.delete(heapLog);
    } else if (heapLog != null) {
      Files.deleteIfExists(heapLog);
    }
    try {
      return classify(r, heapKb, program.language(), RunOutput.of(stdout, stderr));
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  static Execution classify(RunResult r, long heapKb, Language language, RunOutput output) {
    return switch (r.outcome()) {
      case FAILED_TO_START -> new Execution(r, heapKb, Verdict.IE, r.detail());
      case CPU_LIMIT, WALL_LIMIT -> new Execution(r, heapKb, Verdict.TLE, r.detail());
      case MEMORY_LIMIT -> new Execution(r, heapKb, Verdict.MLE, r.detail());
      case OUTPUT_LIMIT -> new Execution(r, heapKb, Verdict.OLE, r.detail());
      case SIGNALED -> language.failure(output).filter(Failure::outOfMemory) // V8 aborts at its heap limit
          .map(f -> new Execution(r, heapKb, Verdict.MLE, f.message()))
          .orElseGet(() -> new Execution(r, heapKb, Verdict.RE, "killed by " + r.signalName()));
      case EXITED -> exited(r, heapKb, language, output);
    };
  }

  private static Execution exited(RunResult r, long heapKb, Language language, RunOutput output) {
    if (r.exitCode() == 0) {
      return new Execution(r, heapKb, Verdict.AC, "");
    }
    String code = "exit code " + r.exitCode();
    Optional<Failure> f = language.failure(output);
    if (f.isPresent() && f.get().programNotFound() && r.exitCode() == 127) {
      return new Execution(r, heapKb, Verdict.IE, "program not found: " + f.get().message());
    }
    if (f.isPresent() && f.get().outOfMemory()) {
      return new Execution(r, heapKb, Verdict.MLE, f.get().message());
    }
    return new Execution(r, heapKb, Verdict.RE, f.map(x -> x.message() + " (" + code + ")").orElse(code));
  }
}
