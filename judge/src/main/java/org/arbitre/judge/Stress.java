package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.Units;
import org.arbitre.UserError;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Program;
import org.arbitre.lang.Source;
import org.arbitre.process.ProcessRunner;

/**
 * The stress test's use case ({@code arbitre stress}): for seeds S, S+1, ... a generator
 * ({@code GENERATOR SEED}) writes an input, a trusted reference (a brute force) and the solution
 * both run on it under the problem's limits, and the checker compares the solution's output with
 * the reference's. It stops at the first difference and saves that input and the reference's
 * answer as a new case ({@code stress-SEED.in} / {@code .out}); a reference that fails (TLE, RE...)
 * makes the case untrusted, and the run stops too (its input is kept as {@code .in.untrusted},
 * which no judge reads as a case).
 */
public final class Stress {
  /** What a generator may use: it is the setter's own tool, not under test. */
  private static final Duration GENERATOR_TIME = Duration.ofSeconds(10);
  private static final long GENERATOR_MEMORY = 1L << 30;

  /**
   * The problem's side of a stress test: limits and checker (a problem's, or the defaults), and the
   * problem's input validator ({@code validator:}, relative to {@code problemDir}; null for
   * none), run on every generated input as Polygon does.
   */
  public record Setup(Duration time, long memoryBytes, String checker, Path checkerBase, String validator,
      Path problemDir) {
    public static final Setup DEFAULT = new Setup(Duration.ofSeconds(1), 256L << 20, "tokens", Path.of(""), null, null);

    /**
     * The limits and checker of {@code problemDir}'s descriptor (null: the defaults, 1 s, 256 MiB,
     * tokens), each replaced by its override when that is not null.
     */
    public static Setup of(Path problemDir, String time, String memory, String checker) throws IOException {
      Setup s = DEFAULT;
      if (problemDir != null) {
        if (!Files.isDirectory(problemDir)) {
          throw new UserError("no problem folder " + problemDir);
        }
        if (PolygonPackage.isPackage(problemDir)) {
          // a Polygon package: its limits, testlib checker and validator
          PolygonPackage pkg = PolygonPackage.load(problemDir);
          if (pkg.interactor() != null) {
            throw new UserError(problemDir + " is an interactive problem: stress compares the outputs of batch solutions");
          }
          s = new Setup(pkg.time(), pkg.memoryBytes(), pkg.checkerSpec(), problemDir, pkg.validatorSpec(), problemDir);
        } else if (KattisPackage.isPackage(problemDir)) {
          // a Kattis package: its limits and output validator (its input validators answer 42, not testlib's 0)
          KattisPackage pkg = KattisPackage.load(problemDir);
          if (pkg.interactive()) {
            throw new UserError(problemDir + " is an interactive problem: stress compares the outputs of batch solutions");
          }
          Duration t = time != null ? Units.duration(time) : pkg.statedTimeLimit().orElseThrow(() -> new UserError(
              problemDir + ": the package states no time limit: give one with --time-limit"));
          s = new Setup(t, pkg.memoryBytes(), pkg.checkerSpec(), problemDir, null, problemDir);
        } else {
          ProblemDescriptor d = ProblemDescriptor.read(problemDir.resolve(ProblemDescriptor.FILE));
          s = new Setup(d.time(), d.memoryBytes(), d.checkerOrDefault(), problemDir, d.validator(), problemDir);
        }
      }
      return new Setup(time != null ? Units.duration(time) : s.time(),
          memory != null ? Units.bytes(memory) : s.memoryBytes(),
          checker != null ? checker : s.checker(), checker != null ? Path.of("") : s.checkerBase(),
          s.validator(), s.problemDir());
    }
  }

  /** One stress test: three programs as the user named them, the seeds, the budget, where cases go. */
  public record Plan(String solution, String reference, String generator, Setup setup, long seed, int runs,
      Duration budget, Path saveDir, Optional<Integer> javaRelease, Optional<org.arbitre.lang.Language> language) {
    /** A plan whose solution's language is found from its ending. */
    public Plan(String solution, String reference, String generator, Setup setup, long seed, int runs,
        Duration budget, Path saveDir, Optional<Integer> javaRelease) {
      this(solution, reference, generator, setup, seed, runs, budget, saveDir, javaRelease, Optional.empty());
    }
  }

  public enum Ending {
    /** Every run agreed. */
    AGREED,
    /** The time budget ran out before the runs did; every run so far agreed. */
    BUDGET,
    /** The solution's output was judged other than AC against the reference's. */
    DIFFERENT,
    /** The reference itself failed on the input: nothing to compare with. */
    UNTRUSTED
  }

  /**
   * How it ended: after {@code runs} runs, the last on {@code seed}; for a difference the solution's
   * verdict and message and the case saved ({@code input}, {@code answer}); for an untrusted case
   * the reference's verdict and message and the input kept ({@code answer} null).
   */
  public record Report(Ending ending, int runs, long seed, Verdict verdict, String message, Path input, Path answer,
      Duration elapsed) {}

  /** Told after every run that agreed. */
  public interface Listener {
    void agreed(int runs, long seed, Duration elapsed);
  }

  private final Compiler compiler;
  private final ProcessRunner runner;

  public Stress(Compiler compiler, ProcessRunner runner) {
    this.compiler = compiler;
    this.runner = runner;
  }

  public Report run(Plan plan, Listener listener) throws IOException {
    if (Files.exists(plan.saveDir()) && !Files.isDirectory(plan.saveDir())) {
      throw new UserError("cannot save cases in " + plan.saveDir() + ": it is not a folder");
    }
    Program generator = build(plan.generator(), "generator", plan.javaRelease(), Optional.empty(), GENERATOR_MEMORY);
    Program reference = build(plan.reference(), "reference", plan.javaRelease(), Optional.empty(), plan.setup().memoryBytes());
    Program solution = build(plan.solution(), "solution", plan.javaRelease(), plan.language(), plan.setup().memoryBytes());
    Path scratch = Files.createTempDirectory("arbitre-stress");
    try {
      Checker checker = new Checkers(compiler, runner, scratch).parse(plan.setup().checker(), plan.setup().checkerBase());
      InputValidator validator = plan.setup().validator() == null ? null
          : InputValidator.of(plan.setup().validator(), plan.setup().problemDir(), compiler, runner);
      Executor executor = new Executor(runner);
      Path input = scratch.resolve("input");
      Path answer = scratch.resolve("answer");
      Path output = scratch.resolve("output");
      Path err = scratch.resolve("stderr");
      Duration time = plan.setup().time();
      long memory = plan.setup().memoryBytes();
      long start = System.nanoTime();
      for (int i = 0; i < plan.runs(); i++) {
        long seed = plan.seed() + i;
        if (i > 0 && elapsed(start).compareTo(plan.budget()) >= 0) {
          return new Report(Ending.BUDGET, i, seed - 1, Verdict.AC, "", null, null, elapsed(start));
        }
        Execution g = executor.run(generator, List.of(Long.toString(seed)), null, generator.workDir(fresh(scratch)),
            input, err, GENERATOR_TIME, GENERATOR_MEMORY);
        if (g.verdict() != Verdict.AC) {
          throw new UserError("the generator " + generator.origin() + " failed on seed " + seed + ": " + g.verdict()
              + (g.message().isEmpty() ? "" : " (" + g.message() + ")") + lastLine(err));
        }
        String invalid = validator == null ? null : validator.rejection(input, scratch);
        if (invalid != null) { // the generator's fault: a usage error naming the seed, the input kept
          Path kept = save(input, plan.saveDir(), "stress-" + seed + ".in.invalid");
          throw new UserError("the generator " + generator.origin() + " made an invalid input on seed " + seed + ": "
              + invalid.replace("{input}", "it (kept as " + kept + ")"));
        }
        Execution r = executor.run(reference, List.of(), input, reference.workDir(fresh(scratch)), answer, err, time, memory);
        if (r.verdict() != Verdict.AC) {
          Path kept = save(input, plan.saveDir(), "stress-" + seed + ".in.untrusted");
          return new Report(Ending.UNTRUSTED, i + 1, seed, r.verdict(), r.message(), kept, null, elapsed(start));
        }
        Execution s = executor.run(solution, List.of(), input, solution.workDir(fresh(scratch)), output, err, time, memory);
        CheckResult c = s.verdict() != Verdict.AC ? new CheckResult(s.verdict(), s.message())
            : checker.check(new CheckInput(input, output, answer));
        if (c.verdict() != Verdict.AC) {
          Path in = save(input, plan.saveDir(), "stress-" + seed + ".in");
          Path out = save(answer, plan.saveDir(), "stress-" + seed + ".out");
          return new Report(Ending.DIFFERENT, i + 1, seed, c.verdict(), c.message(), in, out, elapsed(start));
        }
        listener.agreed(i + 1, seed, elapsed(start));
      }
      return new Report(Ending.AGREED, plan.runs(), plan.seed() + plan.runs() - 1, Verdict.AC, "", null, null,
          elapsed(start));
    } finally {
      PathUtils.deleteDirectory(scratch);
    }
  }

  private Program build(String spec, String role, Optional<Integer> javaRelease,
      Optional<org.arbitre.lang.Language> language, long memoryBytes) throws IOException {
    Source source = Compiler.resolve(spec, javaRelease, language);
    source.checkMemory(memoryBytes);
    try {
      return compiler.prepare(source);
    } catch (CompileError e) {
      throw e.asUserError("the " + role + " " + spec);
    }
  }

  /** The working folder of the next run, empty. */
  private static Path fresh(Path scratch) throws IOException {
    Path work = scratch.resolve("work");
    if (Files.exists(work)) {
      PathUtils.deleteDirectory(work);
    }
    return Files.createDirectories(work);
  }

  private static Path save(Path file, Path dir, String name) throws IOException {
    Files.createDirectories(dir);
    return Files.copy(file, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
  }

  private static String lastLine(Path err) throws IOException {
    if (!Files.exists(err)) {
      return "";
    }
    String s = new String(Files.readAllBytes(err), java.nio.charset.StandardCharsets.ISO_8859_1).strip();
    return s.isEmpty() ? "" : ": " + s.lines().reduce((a, b) -> b).orElse("");
  }

  private static Duration elapsed(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }
}
