package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.lang.Program;
import org.arbitre.process.ProcessRunner;

/**
 * Judges a prepared program against test cases: each case runs once, in a fresh empty working
 * folder, stdin from its {@code .in}, stdout and stderr to files; a clean run is then checked.
 * Cases run one after the other, so measurements do not disturb each other.
 */
public final class Judge {
  private final Executor executor;
  private final Path scratch;

  /** {@code scratch}: a folder for outputs and working folders, emptied case by case. */
  public Judge(ProcessRunner runner, Path scratch) {
    this.executor = new Executor(runner);
    this.scratch = scratch;
  }

  /**
   * Runs every case (or stops at the first failure with {@code failFast}) and tells
   * {@code onCase} about each as it finishes.
   */
  public List<CaseResult> run(Program program, List<TestCase> cases, Duration time, long memoryBytes,
      Checker checker, boolean failFast, Consumer<CaseResult> onCase) throws IOException {
    List<CaseResult> results = new ArrayList<>();
    for (TestCase tc : cases) {
      CaseResult r = runCase(program, tc, time, memoryBytes, checker);
      results.add(r);
      onCase.accept(r);
      if (failFast && r.verdict() != Verdict.AC) {
        break;
      }
    }
    return results;
  }

  private CaseResult runCase(Program program, TestCase tc, Duration time, long memoryBytes, Checker checker)
      throws IOException {
    Path dir = Files.createTempDirectory(scratch, "case");
    try {
      Path work = Files.createDirectory(dir.resolve("work"));
      Path out = dir.resolve("stdout");
      Path err = dir.resolve("stderr");
      Execution e = executor.run(program, List.of(), tc.input(), program.workDir(work), out, err, time, memoryBytes);
      Verdict verdict = e.verdict();
      String message = e.message();
      if (verdict == Verdict.AC) {
        CheckResult c = checker.check(new CheckInput(tc.input(), out, tc.answer()));
        verdict = c.verdict();
        message = c.message();
      }
      return new CaseResult(tc.name(), verdict, e.run().cpuMs(), e.run().wallMs(), e.run().peakRssKb(),
          e.heapKb() >= 0 ? e.heapKb() : null, message);
    } finally {
      PathUtils.deleteDirectory(dir);
    }
  }
}
