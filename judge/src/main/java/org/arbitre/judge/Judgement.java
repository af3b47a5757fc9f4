package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Program;
import org.arbitre.lang.Source;
import org.arbitre.process.ProcessRunner;

/**
 * The judge's use case: a solution against every case of a {@link Problem}, with its limits and
 * checker; a compile error is the verdict CE. Used by {@code judge} and by what comes (verify,
 * stress, the contest server): none of them rebuilds this wiring.
 */
public final class Judgement {
  /** Told as the judgement goes: its settings once the solution is built, then each case. */
  public interface Listener {
    void started(JudgeResult.Settings settings, List<TestCase> cases);

    void finished(CaseResult result);
  }

  private final Compiler compiler;
  private final ProcessRunner runner;
  private final Path keep;

  public Judgement(Compiler compiler, ProcessRunner runner) {
    this(compiler, runner, null);
  }

  private Judgement(Compiler compiler, ProcessRunner runner, Path keep) {
    this.compiler = compiler;
    this.runner = runner;
    this.keep = keep;
  }

  /** The same judgement, keeping every case's output and stderr in {@code dir} (see {@link Judge}). */
  public Judgement keeping(Path dir) {
    return new Judgement(compiler, runner, dir);
  }

  /**
   * Judges {@code solution} (what the user named; compiled with {@code javac --release R} when
   * {@code javaRelease} is given) on {@code problem}; stops at the first case that is not AC
   * with {@code failFast}.
   */
  public JudgeResult judge(Problem problem, Optional<Integer> javaRelease, boolean failFast, Listener listener)
      throws IOException {
    return judge(problem, javaRelease, failFast, 1, listener);
  }

  /**
   * The same with the cases on {@code jobs} threads at once ({@code judge --jobs N}); the
   * listener still hears them in case order.
   */
  public JudgeResult judge(Problem problem, Optional<Integer> javaRelease, boolean failFast, int jobs,
      Listener listener) throws IOException {
    return judge(problem, javaRelease, Optional.empty(), failFast, jobs, listener);
  }

  /** The same with the solution in {@code language} when one is given ({@code --language}), whatever its ending. */
  public JudgeResult judge(Problem problem, Optional<Integer> javaRelease, Optional<org.arbitre.lang.Language> language,
      boolean failFast, int jobs, Listener listener) throws IOException {
    Source source = Compiler.resolve(problem.solution(), javaRelease, language);
    source.checkMemory(problem.memoryBytes());
    Path scratch = Files.createTempDirectory("arbitre-judge");
    try {
      Checker checker = problem.checker() == null ? null
          : new Checkers(compiler, runner, scratch).parse(problem.checker(), problem.checkerBase());
      Interactor interactor = problem.interactor() == null ? null
          : Interactor.parse(problem.interactor(), problem.dir(), compiler, runner).withChecker(checker);
      if (problem.validator() != null) {
        InputValidator.of(problem.validator(), problem.dir(), compiler, runner).validate(problem.cases(), scratch);
      }
      Program program;
      try {
        program = compiler.prepare(source);
      } catch (CompileError e) {
        return JudgeResult.of(settings(problem, source.spec(), source), e.getMessage(), List.of());
      }
      listener.started(settings(problem, program.origin(), source), problem.cases());
      CaseSetup setup = problem.dir() != null && KattisPackage.isPackage(problem.dir()) // a case's args and files
          ? KattisCaseConfig.setup(problem.dir()) : CaseSetup.NONE;
      List<CaseResult> results = interactor != null
          ? interactor.withSetup(setup).runAll(program, problem.cases(),
              problem.time(), problem.memoryBytes(), failFast, listener::finished, scratch)
          : new Judge(runner, scratch, keep).withSetup(setup).run(program, problem.cases(), problem.time(),
              problem.memoryBytes(), checker, failFast, jobs, listener::finished);
      return JudgeResult.of(settings(problem, program.origin(), source), null, results);
    } finally {
      PathUtils.deleteDirectory(scratch);
    }
  }

  private JudgeResult.Settings settings(Problem p, String solution, Source source) {
    return new JudgeResult.Settings(solution, source.language().id(), p.time().toMillis(), p.memoryBytes() / 1024,
        source.language().limitsHeap() ? "heap" : "resident",
        source.language().limitsHeap() || p.memoryBytes() <= 0 ? runner.memorySource() : runner.residentMemorySource(),
        runner.sandbox());
  }
}
