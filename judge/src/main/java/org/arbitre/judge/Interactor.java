package org.arbitre.judge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.UserError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.JavaHeapLog;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.lang.RunOutput;
import org.arbitre.process.Command;
import org.arbitre.process.Interaction;
import org.arbitre.process.Limits;
import org.arbitre.process.Outcome;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * The program an interactive problem's solution talks to: its stdout is the solution's stdin and
 * back; it decides the verdict. Two conventions:
 * <ul>
 *   <li>testlib ({@code interactor: FILE} or {@code testlib:FILE}): {@code interactor input output
 *       [answer]}; exit codes and messages as a testlib checker's ({@link
 *       ExternalChecker.Convention#result}: 0 AC, 1 WA, 2 PE, 3 FAIL IE, points, partially
 *       correct); message on stderr;
 *   <li>Kattis ({@code kattis:FILE}, a package's output validator): {@code validator input answer
 *       feedback_dir/}; exit 42 AC, 43 WA; message in {@code feedback_dir/judgemessage.txt}.
 * </ul>
 * The solution runs under the problem's limits; the interactor under generous ones (its CPU up to
 * the solution's wall limit + 5 s, no memory limit). How the two endings make a verdict:
 * {@link #verdict}. With a checker ({@link #withChecker}, the problem's {@code checker:}), a
 * testlib interactor's accepted run is then checked as testlib and Polygon do: the checker reads
 * the input, the output file the interactor wrote (testlib's {@code tout}) and the answer.
 */
public final class Interactor {
  public static final String HELP = "FILE (testlib convention), testlib:FILE or kattis:FILE";

  private final Program program;
  private final ExternalChecker.Convention convention;
  private final ProcessRunner runner;
  private final Checker checker;
  private CaseSetup setup = CaseSetup.NONE;

  public Interactor(Program program, ExternalChecker.Convention convention, ProcessRunner runner) {
    this(program, convention, runner, null);
  }

  private Interactor(Program program, ExternalChecker.Convention convention, ProcessRunner runner, Checker checker) {
    this.program = program;
    this.convention = convention;
    this.runner = runner;
    this.checker = checker;
  }

  /**
   * The same interactor whose accepted runs {@code checker} then checks on (input, the
   * interactor's output file, answer) when it is a testlib interactor; null: the interactor alone.
   */
  public Interactor withChecker(Checker checker) {
    if (checker != null && convention == ExternalChecker.Convention.KATTIS) {
      throw new UserError("a Kattis interactor (kattis:FILE) decides alone: a checker is for testlib interactors");
    }
    return new Interactor(program, convention, runner, checker);
  }

  /** The same interactor, whose solution gets what each case gives besides stdin (a Kattis case's args and files). */
  public Interactor withSetup(CaseSetup setup) {
    Interactor i = new Interactor(program, convention, runner, checker);
    i.setup = setup;
    return i;
  }

  /** Reads {@code spec} ({@link #HELP}), FILE relative to {@code baseDir}, and builds the program. */
  public static Interactor parse(String spec, Path baseDir, Compiler compiler, ProcessRunner runner)
      throws IOException {
    ExternalChecker.Convention convention = ExternalChecker.Convention.TESTLIB;
    String file = spec;
    if (spec.startsWith("kattis:")) {
      convention = ExternalChecker.Convention.KATTIS;
      file = spec.substring("kattis:".length());
    } else if (spec.startsWith("testlib:")) {
      file = spec.substring("testlib:".length());
    }
    if (file.isBlank()) {
      throw new UserError("give the interactor program: interactor: " + HELP);
    }
    return new Interactor(compiler.prepareTool(baseDir.resolve(file), "interactor"), convention, runner);
  }

  /** Every case in turn (as {@link Judge#run}), each in a fresh working folder under {@code scratch}. */
  public List<CaseResult> runAll(Program solution, List<TestCase> cases, Duration time, long memoryBytes,
      boolean failFast, java.util.function.Consumer<CaseResult> onCase, Path scratch) throws IOException {
    return runAll(solution, cases, time, memoryBytes, failFast, onCase, scratch, new java.util.HashSet<>());
  }

  /**
   * The same, adding to {@code rejectedFirst} the name of each case the interactor rejected before
   * the solution ended: its verdict stands however long the solution then ran (a judge that
   * re-reads the times against a lower limit, as {@code verify} does, keeps it).
   */
  public List<CaseResult> runAll(Program solution, List<TestCase> cases, Duration time, long memoryBytes,
      boolean failFast, java.util.function.Consumer<CaseResult> onCase, Path scratch, java.util.Set<String> rejectedFirst)
      throws IOException {
    List<CaseResult> results = new ArrayList<>();
    for (TestCase tc : cases) {
      Path dir = Files.createTempDirectory(scratch, "case");
      Path work = Files.createDirectory(dir.resolve("work"));
      boolean[] first = new boolean[1];
      CaseResult r = run(solution, tc, time, memoryBytes, work, dir, first);
      if (first[0]) {
        rejectedFirst.add(tc.name());
      }
      org.apache.commons.io.file.PathUtils.deleteDirectory(dir);
      results.add(r);
      onCase.accept(r);
      if (failFast && r.verdict() != Verdict.AC) {
        break;
      }
    }
    return results;
  }

  /** One case: {@code solution} against this interactor in the fresh folder {@code work}, files in {@code dir}. */
  public CaseResult run(Program solution, TestCase tc, Duration time, long memoryBytes, Path work, Path dir)
      throws IOException {
    return run(solution, tc, time, memoryBytes, work, dir, new boolean[1]);
  }

  private CaseResult run(Program solution, TestCase tc, Duration time, long memoryBytes, Path work, Path dir,
      boolean[] rejectedFirst) throws IOException {
    return run(solution, tc, time, memoryBytes, work, dir, null, rejectedFirst);
  }

  /**
   * One case whose Kattis validator writes in {@code feedback} (null: a fresh folder), which the
   * caller keeps and reads (scores, multi-pass); {@code rejectedFirst[0]} tells whether the validator
   * rejected before the solution ended.
   */
  public CaseResult run(Program solution, TestCase tc, Duration time, long memoryBytes, Path work, Path dir,
      Path feedbackDir, boolean[] rejectedFirst) throws IOException {
    boolean heap = solution.limitsHeap();
    Path solOut = dir.resolve("stdout"); // empty: the solution's stdout goes to the interactor
    Files.deleteIfExists(solOut);
    Files.createFile(solOut);
    Path solErr = dir.resolve("stderr");
    Path heapLog = heap ? dir.resolve("stdout.gc.log") : null;
    Limits solLimits = Limits.of(time, heap ? 0 : memoryBytes);
    if (solution.workDir(work).equals(work)) {
      setup.prepare(tc, work);
    }
    Command solCommand = solution.command(setup.args(tc), solution.workDir(work), new RunOptions(memoryBytes, heapLog));

    Path idir = Files.createTempDirectory(dir, "interactor");
    Path iout = idir.resolve("output");
    Path ierr = idir.resolve("stderr");
    Path feedback = feedbackDir != null ? feedbackDir : Files.createDirectory(idir.resolve("feedback"));
    Path answer = tc.answer() != null ? tc.answer() : Files.createFile(idir.resolve("empty.ans"));
    List<String> args = convention == ExternalChecker.Convention.TESTLIB
        ? new ArrayList<>(List.of(abs(tc.input()), iout.toString()))
        : List.of(abs(tc.input()), abs(answer), feedback + "/");
    if (convention == ExternalChecker.Convention.TESTLIB && tc.answer() != null) {
      args.add(abs(tc.answer()));
    }
    Command iCommand = program.command(args, idir, RunOptions.NONE)
        .withReads(List.of(tc.input().toAbsolutePath(), answer.toAbsolutePath()));
    if (feedbackDir != null) {
      List<Path> writes = new ArrayList<>(iCommand.writes());
      writes.add(feedbackDir);
      iCommand = iCommand.withWrites(writes);
    }
    Duration iTime = solLimits.wall().plusSeconds(5);
    Limits iLimits = new Limits(iTime, iTime.plusSeconds(2), 0, Limits.DEFAULT_OUTPUT_BYTES);

    long solWallMs = solLimits.wall().toMillis();
    Interaction r = runner.interact(solCommand, solLimits, solErr, iCommand, iLimits, ierr,
        new Interaction.EarlyEnds(i -> {
          try {
            return decidesAlone(i, convention, FeedbackValidator.message(feedback, ierr), solWallMs);
          } catch (IOException x) {
            return false; // the message cannot be read: the solution runs on as it would
          }
        }, Interactor::keptWaitingTo));
    long heapKb = heap ? JavaHeapLog.peakKb(heapLog) : -1;
    if (heapLog != null) {
      Files.deleteIfExists(heapLog);
    }
    Execution e;
    try {
      e = Executor.classify(r.solution(), heapKb, solution.language(), RunOutput.of(solOut, solErr));
    } catch (UncheckedIOException x) {
      throw x.getCause();
    }
    CheckResult c = verdict(e, r, convention, FeedbackValidator.message(feedback, ierr), program.origin());
    rejectedFirst[0] = interactorFirstRejection(c, r);
    if (c.verdict() == Verdict.AC && checker != null && convention == ExternalChecker.Convention.TESTLIB) {
      if (!Files.exists(iout)) {
        Files.createFile(iout); // an interactor that wrote nothing: the checker sees an empty output
      }
      c = checker.check(new CheckInput(tc.input(), iout, answer));
    }
    RunResult s = r.solution();
    return new CaseResult(tc.name(), c.verdict(), s.cpuMs(), s.wallMs(), s.peakRssKb(), heapKb >= 0 ? heapKb : null,
        c.message());
  }

  /**
   * The verdict of one interaction, as the reference judges give it (DOMjudge's runpipe and
   * judgedaemon; problemtools' {@code interactive} the same but for the order of endings, see
   * below). "First" is whose output ended first: a program's output ends when it exits or closes
   * its stdout (DOMjudge's rule: a solution that closed its output and then waits has ended first),
   * or when the other one is gone. In this order:
   * <ol>
   *   <li>the solution could not run (IE); the solution over its wall limit while the interactor
   *       computed half that time or more: the interactor's fault (IE);
   *   <li>the interactor killed by a broken pipe (SIGPIPE) after the solution ended first: the
   *       solution's doing: its own verdict if it failed, else WA;
   *   <li>the interactor failed (a crash, a limit, an exit code outside its convention, testlib's
   *       FAIL): IE;
   *   <li>the interactor ended first and rejected (WA, PE): that verdict, even when the solution
   *       then spins past its limit or crashes (the validator spoke first);
   *   <li>the solution over a limit: TLE (CPU or wall), MLE, OLE;
   *   <li>the solution failed (RE), whoever ended first;
   *   <li>the interactor's verdict (AC, or its rejection after the solution ended first).
   * </ol>
   */
  static CheckResult verdict(Execution solution, Interaction r, ExternalChecker.Convention convention,
      String message, String origin) {
    RunResult s = r.solution();
    RunResult i = r.interactor();
    Verdict sv = solution.verdict();
    if (sv == Verdict.IE) {
      return new CheckResult(sv, solution.message());
    }
    if (s.outcome() == Outcome.WALL_LIMIT && keptWaiting(i.cpuMs(), s.wallMs())) {
      return new CheckResult(Verdict.IE, "the interactor " + origin + " computed " + i.cpuMs()
          + " ms while the solution waited (" + s.wallMs() + " ms wall)");
    }
    if (r.solutionEndedFirst() && brokenPipe(i)) {
      return sv != Verdict.AC ? new CheckResult(sv, solution.message())
          : new CheckResult(Verdict.WA, "the solution ended before the interactor " + origin + " could write to it");
    }
    if (i.outcome() != Outcome.EXITED) {
      return new CheckResult(Verdict.IE, "the interactor " + origin + " failed: " + i.detail());
    }
    CheckResult ic = convention.result(i.exitCode(), message, "the interactor " + origin);
    if (ic.verdict() == Verdict.IE || ic.verdict() != Verdict.AC && !r.solutionEndedFirst()) {
      return ic;
    }
    if (sv != Verdict.AC) {
      return new CheckResult(sv, solution.message());
    }
    return ic;
  }

  /**
   * True when {@code i}, the result of an interactor that ended first, makes the verdict of
   * {@link #verdict} whatever the solution does next, so the solution may be stopped at once: the
   * interactor computed under half the solution's wall limit {@code solWallMs} (else a solution
   * left waiting to that limit would make it IE by the first rule, with another message: a solution
   * stopped there has run its limit or more), and it did not accept: it rejected (WA, PE,
   * partially correct: "the interactor ended first and rejected") or failed (IE: a crash, a limit,
   * an exit code outside its convention). Not on an acceptance: a solution that then runs past its
   * limit is still TLE, one that crashes RE.
   * {@code message}: the interactor's message, which testlib's points read.
   */
  static boolean decidesAlone(RunResult i, ExternalChecker.Convention convention, String message, long solWallMs) {
    if (keptWaiting(i.cpuMs(), solWallMs)) {
      return false;
    }
    return i.outcome() != Outcome.EXITED
        || convention.result(i.exitCode(), message, "the interactor").verdict() != Verdict.AC;
  }

  /**
   * True when the solution's result {@code s} and the CPU time the interactor, still running, has
   * used so far make the verdict by the first rule of {@link #verdict} (the interactor's fault),
   * whatever the interactor does next: its CPU time can only grow. It is stopped then, rather than
   * left to compute to its own limit, 5 s past the solution's.
   */
  static boolean keptWaitingTo(RunResult s, java.util.function.LongSupplier interactorCpuMs) {
    return s.outcome() == Outcome.WALL_LIMIT && keptWaiting(interactorCpuMs.getAsLong(), s.wallMs());
  }

  /**
   * The first rule of {@link #verdict}: an interactor that computed half the solution's wall time or
   * more kept it waiting, so a solution stopped at its wall limit is the interactor's fault.
   */
  private static boolean keptWaiting(long interactorCpuMs, long solutionWallMs) {
    return interactorCpuMs * 2 >= solutionWallMs;
  }

  /** True when the interactor ended first and rejected: its verdict stands whatever the solution's time. */
  static boolean interactorFirstRejection(CheckResult c, Interaction r) {
    return !r.solutionEndedFirst() && c.verdict() != Verdict.AC && c.verdict() != Verdict.IE
        && r.interactor().outcome() == Outcome.EXITED;
  }

  /** Killed by SIGPIPE (13), or its shell's report of it (exit 141). */
  private static boolean brokenPipe(RunResult i) {
    return i.outcome() == Outcome.SIGNALED && i.signal() == 13 || i.outcome() == Outcome.EXITED && i.exitCode() == 141;
  }

  private static String abs(Path p) {
    return p.toAbsolutePath().toString();
  }
}
