package org.arbitre.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arbitre.judge.Checkers;
import org.arbitre.judge.Problem;
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

  @Mixin JudgeOptions options;

  @Mixin JavaReleaseOption javaRelease;

  @Mixin SandboxOption sandbox;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @ParentCommand Arbitre app;

  @Override
  public Integer call() throws Exception {
    Toolkit kit = sandbox.apply(app.toolkit());
    Problem problem = Problem.load(problemDir, kit.root(),
        new Problem.Overrides(tests, limits.timeLimit, limits.memoryLimit, checker, solution));
    return JudgeRun.run(kit, problem, options, javaRelease.value(), spec.commandLine().getOut(),
        spec.commandLine().getErr(), app.terminal());
  }
}
