package org.arbitre.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arbitre.app.Toolkit;
import org.arbitre.judge.Checkers;
import org.arbitre.judge.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbitre judge PROBLEM_DIR}: a solution against every test case of a problem. */
@Command(name = "judge", mixinStandardHelpOptions = true,
    description = {"Judge a solution against the test cases of a problem, with its time and memory limits.",
        "Default: PROBLEM_DIR/Main.java against tests/<slug>/ with the limits of PROBLEM_DIR/problem.yaml.",
        "Without a problem.yaml, --time-limit and --memory-limit give the limits (or use 'arbitre test').",
        "An interactive problem (problem.yaml: type: interactive, interactor: FILE) runs the solution against its interactor.",
        "PROBLEM_DIR may be a Kattis problem package (problem.yaml + data/secret/): its cases, limits and output validator;",
        "  a scoring one ends with each test group's score and the total;",
        "  multi-pass runs again on nextpass.in; submit-answer takes --solution DIR,",
        "  a folder of answers (docs/packages.md);",
        "or a Polygon package (problem.xml): its tests, limits, checker, interactor, validator and main solution."},
    footer = {"", "Checkers (what counts as the same answer):",
        "  tokens        the same words and numbers in order, any spacing (the default)",
        "  exact         the same bytes",
        "  lines         the same lines, trailing spaces ignored",
        "  float:EPS     numbers equal within EPS, absolute or relative (float: 1e-6)",
        "  testlib:FILE  a testlib checker program (any language)",
        "  kattis:FILE   a Kattis output validator; FILE relative to the problem folder",
        "Verdicts, from mildest to worst (the submission gets its worst case's):",
        "  AC   accepted",
        "  PE   presentation error: the right tokens, spaced otherwise",
        "  WA   wrong answer",
        "  RE   runtime error: a crash, or an exit code other than 0",
        "  OLE  output limit exceeded (64 MiB)",
        "  MLE  memory limit exceeded",
        "  TLE  time limit exceeded: CPU time, or wall time over 3 × limit + 1 s",
        "  CE   compile error",
        "  IE   internal error of the judge: a checker failed, the program is not found",
        "Exit codes: 0 all AC, 1 another verdict, 2 a usage or input error."})
public final class JudgeCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "PROBLEM_DIR",
      description = "The problem folder, e.g. problems/othello, or a Kattis or Polygon package.")
  Path problemDir;

  @Option(names = "--solution", paramLabel = "FILE",
      description = "The solution: a source file in any language of 'arbitre languages', an executable, or a quoted command line (default: PROBLEM_DIR/Main.java).")
  String solution;

  @Option(names = "--tests", paramLabel = "DIR", description = "A folder of NAME.in + NAME.out (or .ans) cases, nested or not (default: the problem.yaml's tests, else tests/<slug>/ of the repository).")
  Path tests;

  @Mixin LimitOptions limits;

  @Option(names = "--checker", paramLabel = "CHECKER", description = "One of " + Checkers.HELP + " (default: the problem.yaml's, else tokens).")
  String checker;

  @Mixin JudgeOptions options;

  @Mixin SolutionOptions context;

  @Override
  public Integer call() throws Exception {
    Toolkit kit = context.toolkit();
    Problem.Overrides o = new Problem.Overrides(tests, limits.timeLimit, limits.memoryLimit, checker, solution);
    var typed = tests == null && checker == null ? KattisTypedJudge.typed(problemDir) : java.util.Optional.<org.arbitre.judge.KattisType>empty();
    if (typed.isPresent()) { // scoring, multi-pass, submit-answer: KattisTypedJudge
      return KattisTypedJudge.run(kit, problemDir, typed.get(), o, options, context.javaRelease.value(), context.language.value(),
          context.out());
    }
    return JudgeRun.run(kit, () -> {
      if (tests == null && problemDir != null) { // a Polygon package's generated tests, when it has its generators only
        org.arbitre.judge.PolygonTests.generateMissing(problemDir, kit.compiler(), kit.runner(), context.err()::println);
      }
      return Problem.load(problemDir, kit.root(), o);
    }, options, context.javaRelease.value(), context.language.value(), context.out(),
        context.err(), context.terminal());
  }
}
