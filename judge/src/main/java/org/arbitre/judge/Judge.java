package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.lang.Program;
import org.arbitre.process.ProcessRunner;

/**
 * Judges a prepared program against test cases: each case runs once, in a fresh empty working
 * folder, stdin from its {@code .in}, stdout and stderr to files; a clean run is then checked.
 * Cases run one after the other, so measurements do not disturb each other, or on N threads
 * ({@code judge --jobs N}, {@link ParallelCases}): CPU time, which decides TLE, is the program's own.
 */
public final class Judge {
  private final Executor executor;
  private final Path scratch;
  private final Path keep;
  private CaseSetup setup = CaseSetup.NONE;

  /** {@code scratch}: a private folder for the outputs and the working folder (the caller deletes it). */
  public Judge(ProcessRunner runner, Path scratch) {
    this(runner, scratch, null);
  }

  /**
   * {@code keep} (null: none): where every case's output and stderr are kept, as
   * {@code <keep>/<case>.out} and {@code <keep>/<case>.err} ({@code <case>} may be {@code secret/3}).
   */
  public Judge(ProcessRunner runner, Path scratch, Path keep) {
    this.executor = new Executor(runner);
    this.scratch = scratch;
    this.keep = keep;
  }

  /** What each case gives the program besides stdin (a Kattis case's args and files); none by default. */
  public Judge withSetup(CaseSetup setup) {
    this.setup = setup;
    return this;
  }

  /**
   * Runs every case (or stops at the first failure with {@code failFast}) and tells
   * {@code onCase} about each as it finishes.
   */
  public List<CaseResult> run(Program program, List<TestCase> cases, Duration time, long memoryBytes,
      Checker checker, boolean failFast, Consumer<CaseResult> onCase) throws IOException {
    List<CaseResult> results = new ArrayList<>();
    try (BackgroundDeletes deletes = new BackgroundDeletes()) {
      for (TestCase tc : cases) {
        CaseResult r = runCase(scratch, results.size(), program, tc, time, memoryBytes, checker, deletes);
        results.add(r);
        onCase.accept(r);
        if ((failFast && r.verdict() != Verdict.AC) || r.verdict() == Verdict.IE) {
          // an internal error (the program is not found, the checker fails) would repeat on every case
          break;
        }
      }
    }
    return results;
  }

  /**
   * The same on {@code jobs} threads at once ({@code jobs} ≤ 1: one after the other). Each thread
   * has its own working folder and output files; {@code onCase} is still told in case order (on
   * the caller's thread, as soon as every case before has finished), and with {@code failFast}
   * the results end at the first failure in case order, as they would one by one.
   */
  public List<CaseResult> run(Program program, List<TestCase> cases, Duration time, long memoryBytes,
      Checker checker, boolean failFast, int jobs, Consumer<CaseResult> onCase) throws IOException {
    if (jobs <= 1 || cases.size() <= 1) {
      return run(program, cases, time, memoryBytes, checker, failFast, onCase);
    }
    try (BackgroundDeletes deletes = new BackgroundDeletes()) {
      AtomicInteger n = new AtomicInteger();
      return new ParallelCases(jobs, scratch).run(cases, failFast, onCase,
          (slot, tc) -> runCase(slot, n.getAndIncrement(), program, tc, time, memoryBytes, checker, deletes));
    }
  }

  /** Case number {@code n} of this run (its files' names: each case writes fresh ones, deleted in the background). */
  private CaseResult runCase(Path scratch, int n, Program program, TestCase tc, Duration time, long memoryBytes,
      Checker checker, BackgroundDeletes deletes) throws IOException {
    // One folder reused case after case (creating and deleting folders costs more than a run's
    // bookkeeping); the working folder is emptied whenever a program left something in it.
    Path work = scratch.resolve("work");
    if (Files.isDirectory(work)) {
      try (Stream<Path> left = Files.list(work)) {
        if (left.findAny().isPresent()) {
          PathUtils.deleteDirectory(work);
        }
      }
    }
    Files.createDirectories(work);
    // Fresh files rather than the last case's truncated: on ext4, truncating a file that was just
    // written and writing it again costs a journal commit (milliseconds on a busy disk), a new
    // file does not; the used ones are deleted on another thread (BackgroundDeletes).
    Path out = scratch.resolve("stdout-" + n);
    Path err = scratch.resolve("stderr-" + n);
    if (program.workDir(work).equals(work)) { // a command line runs where it was given: nothing is put there
      setup.prepare(tc, work);
    }
    Execution e = executor.run(program, setup.args(tc), tc.input(), program.workDir(work), out, err, time, memoryBytes, deletes);
    Verdict verdict = e.verdict();
    String message = e.message();
    if (verdict == Verdict.AC) {
      CheckResult c = checker.check(new CheckInput(tc.input(), out, tc.answer()));
      verdict = c.verdict();
      message = c.message();
    }
    if (keep != null) {
      Path base = keep.resolve(tc.name());
      Files.createDirectories(base.getParent());
      Files.copy(out, base.resolveSibling(base.getFileName() + ".out"), StandardCopyOption.REPLACE_EXISTING);
      Files.copy(err, base.resolveSibling(base.getFileName() + ".err"), StandardCopyOption.REPLACE_EXISTING);
    }
    CaseResult r = new CaseResult(tc.name(), verdict, e.run().cpuMs(), e.run().wallMs(), e.run().peakRssKb(),
        e.heapKb() >= 0 ? e.heapKb() : null, message, verdict == Verdict.AC ? null : StderrTail.of(err));
    deletes.delete(out);
    deletes.delete(err);
    return r;
  }
}
