package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;
import org.arbitre.judge.CaseResult;
import org.arbitre.judge.Checker;
import org.arbitre.judge.Checkers;
import org.arbitre.judge.Judge;
import org.arbitre.judge.JUnitReport;
import org.arbitre.judge.JudgeResult;
import org.arbitre.judge.ProblemDescriptor;
import org.arbitre.judge.TableReport;
import org.arbitre.judge.TestCase;
import org.arbitre.judge.TestCases;
import org.arbitre.judge.Units;
import org.arbitre.judge.Verdict;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.process.BuildCache;
import org.arbitre.lang.Program;
import org.arbitre.process.LocalRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
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

  @Option(names = "--java-release", paramLabel = "N",
      description = "Compile Java with javac --release N (e.g. 8) to check compatibility.")
  Integer javaRelease;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (!Files.isDirectory(problemDir)) {
      throw new UserError("no problem folder " + problemDir);
    }
    ProblemDescriptor d = ProblemDescriptor.read(problemDir.resolve(ProblemDescriptor.FILE));
    Duration time = limits.timeLimit != null ? Units.duration(limits.timeLimit) : d.time();
    long memory = limits.memoryLimit != null ? Units.bytes(limits.memoryLimit) : d.memoryBytes();
    Path testDir = tests != null ? tests : repositoryRoot(problemDir).resolve(
        d.tests() != null ? d.tests() : "tests/" + problemDir.toAbsolutePath().normalize().getFileName());
    List<TestCase> cases = TestCases.load(testDir);
    String sol = solution != null ? solution : problemDir.resolve("Main.java").toString();
    if (solution == null && !Files.isRegularFile(Path.of(sol))) {
      throw new UserError("no solution " + sol + " (give one with --solution FILE)");
    }
    Solutions.checkMemory(sol, memory);
    LocalRunner runner = new LocalRunner();
    Compiler compiler = new Compiler(runner, BuildCache.dir());
    Path scratch = Files.createTempDirectory("arbitre-judge");
    try {
      Checker check = checker != null
          ? new Checkers(compiler, runner, scratch).parse(checker, Path.of(""))
          : new Checkers(compiler, runner, scratch).parse(d.checkerOrDefault(), problemDir);
      Solutions solutions = new Solutions(compiler, javaRelease);
      JudgeResult result;
      try {
        Program program = solutions.prepare(sol);
        JudgeResult.Settings settings = settings(program.origin(), program.language().id(),
            program.limitsHeap(), time, memory, runner);
        int width = cases.stream().mapToInt(c -> c.name().length()).max().orElse(4);
        TableReport table = new TableReport(spec.commandLine().getOut(), program.limitsHeap(), width);
        if (!json) {
          table.header();
        }
        List<CaseResult> results = new Judge(runner, scratch).run(program, cases, time, memory, check, failFast,
            r -> { if (!json) table.row(r); });
        result = JudgeResult.of(settings, null, results);
        if (!json && results.size() < cases.size()) {
          spec.commandLine().getOut().println("stopped at the first failure (--fail-fast): "
              + (cases.size() - results.size()) + " cases not run");
        }
      } catch (CompileError e) {
        String lang = Solutions.languageOf(sol);
        result = JudgeResult.of(settings(sol, lang, lang.equals("java"), time, memory, runner), e.getMessage(), List.of());
      }
      print(result);
      if (junit != null) {
        JUnitReport.write(result, problemDir.toAbsolutePath().normalize().getFileName().toString(), junit);
      }
      return result.verdict() == Verdict.AC ? ExitCodes.OK : ExitCodes.FAILED;
    } finally {
      PathUtils.deleteDirectory(scratch);
    }
  }

  private void print(JudgeResult result) throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.println(new ObjectMapper().writeValueAsString(result));
      out.flush();
    } else {
      new TableReport(out, false, 0).summary(result);
    }
  }

  private static JudgeResult.Settings settings(String solution, String language, boolean heap, Duration time,
      long memory, LocalRunner runner) {
    return new JudgeResult.Settings(solution, language, time.toMillis(), memory / 1024,
        heap ? "heap" : "resident", runner.memorySource());
  }

  /** problems/<slug>/ → the folder holding problems/; else -Darbitre.root; else the current folder. */
  static Path repositoryRoot(Path problem) {
    Path abs = problem.toAbsolutePath().normalize();
    Path parent = abs.getParent();
    if (parent != null && parent.getFileName() != null && parent.getFileName().toString().equals("problems")
        && parent.getParent() != null) {
      return parent.getParent();
    }
    String root = System.getProperty("arbitre.root");
    return root != null ? Path.of(root) : Path.of("").toAbsolutePath();
  }
}
