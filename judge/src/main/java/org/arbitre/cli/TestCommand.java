package org.arbitre.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.arbitre.Units;
import org.arbitre.UserError;
import org.arbitre.app.Toolkit;
import org.arbitre.lang.Compiler;
import org.arbitre.judge.Checkers;
import org.arbitre.judge.Problem;
import org.arbitre.judge.TestCases;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbitre test SOLUTION [TESTS_DIR]}: a file against the cases next to it, no set-up. */
@Command(name = "test", mixinStandardHelpOptions = true,
    description = {"Test a solution file against the cases next to it, with no problem folder or descriptor.",
        "Without TESTS_DIR the cases are looked for beside the file: in tests/, test/, samples/ or sample/, "
            + "else NAME.in + NAME.out files in its own folder. Subfolders are groups (secret/3)."},
    footer = {"", "Verdicts: AC, PE, WA, RE, OLE, MLE, TLE, CE, IE (see 'arbitre help judge').",
        "Exit codes: 0 all AC, 1 another verdict, 2 a usage or input error."})
public final class TestCommand implements Callable<Integer> {
  /** The folders looked for beside the solution, in this order. */
  static final List<String> FOLDERS = List.of("tests", "test", "samples", "sample");

  @Parameters(index = "0", paramLabel = "SOLUTION",
      description = "A source file in any language of 'arbitre languages' (.java, .c, .py, .pas, .ml...), an executable, or a quoted command line.")
  String solution;

  @Parameters(index = "1", arity = "0..1", paramLabel = "TESTS_DIR",
      description = "A folder of NAME.in + NAME.out (or .ans) cases, nested or not (default: found beside SOLUTION).")
  Path tests;

  @Option(names = "--time-limit", paramLabel = "TIME", defaultValue = "1s",
      description = "CPU time limit per case, e.g. 2s or 1500ms; the wall limit is 3 × this + 1 s (default: ${DEFAULT-VALUE}).")
  String timeLimit;

  @Option(names = "--memory-limit", paramLabel = "SIZE", defaultValue = "256m",
      description = "Memory limit, e.g. 64m or 1g: the heap for Java (-Xmx), else the resident peak (default: ${DEFAULT-VALUE}).")
  String memoryLimit;

  @Option(names = "--checker", paramLabel = "CHECKER", defaultValue = "tokens",
      description = "One of " + Checkers.HELP + " (default: ${DEFAULT-VALUE}).")
  String checker;

  @Mixin JudgeOptions options;

  @Mixin SolutionOptions context;

  @Override
  public Integer call() throws Exception {
    Toolkit kit = context.toolkit();
    Units.duration(timeLimit); // the user's mistakes first, before looking for cases
    Units.bytes(memoryLimit);
    Compiler.resolve(solution, context.javaRelease.value(), context.language.value());
    Path file = Path.of(solution);
    Path home = Files.exists(file) ? file.toAbsolutePath().getParent() : Path.of("").toAbsolutePath();
    Problem.Overrides o = new Problem.Overrides(null, timeLimit, memoryLimit, checker, solution);
    return JudgeRun.run(kit, () -> Problem.withoutDescriptor(home, tests != null ? TestCases.load(tests) : found(home),
        solution, o), options, context.javaRelease.value(), context.language.value(), context.out(),
        context.err(), context.terminal());
  }

  /** The first of {@link #FOLDERS} in {@code home}, else {@code home} itself (its own NAME.in files). */
  static Path casesBeside(Path home) {
    return FOLDERS.stream().map(home::resolve).filter(Files::isDirectory).findFirst().orElse(home);
  }

  private static List<org.arbitre.judge.TestCase> found(Path home) throws java.io.IOException {
    Path dir = casesBeside(home);
    if (!dir.equals(home)) {
      return TestCases.load(dir);
    }
    try {
      return TestCases.load(home, false); // beside the file: not the subfolders of wherever it is
    } catch (UserError e) {
      if (!e.getMessage().startsWith("no test cases")) {
        throw e;
      }
      throw new UserError("no test cases beside " + home + ": looked for " + String.join("/, ", FOLDERS)
          + "/ and NAME.in + NAME.out files; give the folder as TESTS_DIR");
    }
  }
}
