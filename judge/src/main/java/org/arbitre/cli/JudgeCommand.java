package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.arbitre.Inputs;
import org.arbitre.UserError;
import org.arbitre.judge.CaseResult;
import org.arbitre.judge.Checkers;
import org.arbitre.judge.JUnitReport;
import org.arbitre.judge.JudgeResult;
import org.arbitre.judge.Judgement;
import org.arbitre.judge.Problem;
import org.arbitre.judge.TableReport;
import org.arbitre.judge.TestCase;
import org.arbitre.judge.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code arbitre judge PROBLEM_DIR}: a solution against every test case of a problem. */
@Command(name = "judge", mixinStandardHelpOptions = true,
    description = {"Judge a solution against the test cases of a problem, with its time and memory limits.",
        "Default: PROBLEM_DIR/Main.java against tests/<slug>/ with the limits of PROBLEM_DIR/problem.yaml."},
    footer = {"", "Verdicts: AC, PE, WA, RE, OLE, MLE, TLE, CE, IE (the submission gets the worst).",
        "Exit codes: 0 all AC, 1 another verdict, 2 a usage or input error."})
public final class JudgeCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "PROBLEM_DIR", description = "The problem folder, e.g. problems/othello.")
  Path problemDir;

  @Option(names = "--solution", paramLabel = "FILE",
      description = "The solution: a .java, .c, .cpp or .py file, an executable, or a quoted command line.")
  String solution;

  @Option(names = "--tests", paramLabel = "DIR", description = "A folder of NAME.in + NAME.out (or .ans) cases.")
  Path tests;

  @Mixin LimitOptions limits;

  @Option(names = "--checker", paramLabel = "CHECKER", description = "One of " + Checkers.HELP + ".")
  String checker;

  @Option(names = "--json", description = "Print one JSON object instead of the table.")
  boolean json;

  @Option(names = "--junit", paramLabel = "FILE", description = "Also write a JUnit XML report to FILE (for CI).")
  Path junit;

  @Option(names = "--fail-fast", description = "Stop at the first case that is not AC.")
  boolean failFast;

  @Option(names = {"-j", "--jobs"}, paramLabel = "N", defaultValue = "1",
      description = "Run N cases at once (default 1). CPU time still decides TLE; the table stays in case order.")
  int jobs;

  @Mixin JavaReleaseOption javaRelease;

  @Mixin SandboxOption sandbox;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @ParentCommand Arbitre app;

  @Override
  public Integer call() throws Exception {
    if (jobs < 1) {
      throw new UserError("--jobs must be at least 1, got " + jobs);
    }
    Toolkit kit = sandbox.apply(app.toolkit());
    if (junit != null) {
      Inputs.writableFile(junit, "JUnit report"); // before the cases run, not after
    }
    Problem problem = Problem.load(problemDir, kit.root(),
        new Problem.Overrides(tests, limits.timeLimit, limits.memoryLimit, checker, solution));
    PrintWriter out = spec.commandLine().getOut();
    JudgeResult result = kit.judgement().judge(problem, javaRelease.value(), failFast, jobs, new Judgement.Listener() {
      TableReport table;

      @Override
      public void started(JudgeResult.Settings settings, List<TestCase> cases) {
        int width = cases.stream().mapToInt(c -> c.name().length()).max().orElse(4);
        table = new TableReport(out, settings.memoryLimitAppliesTo().equals("heap"), width);
        if (!json) {
          table.header();
        }
      }

      @Override
      public void finished(CaseResult r) {
        if (!json) {
          table.row(r);
        }
      }
    });
    if (json) {
      out.println(new ObjectMapper().writeValueAsString(result));
      out.flush();
    } else {
      if (result.compileError() == null && result.tests().size() < problem.cases().size()) {
        out.println("stopped at the first failure (--fail-fast): "
            + (problem.cases().size() - result.tests().size()) + " cases not run");
      }
      new TableReport(out, false, 0).summary(result);
    }
    if (junit != null) {
      JUnitReport.write(result, problem.name(), junit);
    }
    return result.verdict() == Verdict.AC ? ExitCodes.OK : ExitCodes.FAILED;
  }
}
