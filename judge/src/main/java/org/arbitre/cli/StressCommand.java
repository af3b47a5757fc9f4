package org.arbitre.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.arbitre.UserError;
import org.arbitre.app.Toolkit;
import org.arbitre.judge.Checkers;
import org.arbitre.judge.Stress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbitre stress SOLUTION --ref BRUTE --gen GENERATOR}: random inputs until they disagree. */
@Command(name = "stress", mixinStandardHelpOptions = true,
    description = {"Stress-test a solution against a trusted reference on generated inputs.",
        "For seeds S, S+1, ...: runs 'GENERATOR SEED', feeds what it prints to the",
        "reference and to the solution, and checks the solution's output against the",
        "reference's. Stops at the first difference and saves the input and the",
        "reference's answer as a new case stress-SEED.in + stress-SEED.out."},
    footer = {"", "A reference that fails (TLE, RE...) makes the input untrusted: the run stops",
        "and the input is kept as stress-SEED.in.untrusted. Each program is a source",
        "file of any language, an executable or a quoted command line.",
        "Exit codes: 0 every run agreed, 1 a difference or an untrusted case,",
        "2 a usage or input error."})
public final class StressCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "SOLUTION", description = "The solution under test.")
  String solution;

  @Option(names = "--ref", required = true, paramLabel = "BRUTE", description = "The trusted reference (a brute force).")
  String reference;

  @Option(names = "--gen", required = true, paramLabel = "GENERATOR",
      description = "Prints an input given a seed as its only argument.")
  String generator;

  @Option(names = "--problem", paramLabel = "DIR",
      description = "Take the limits and the checker of DIR/problem.yaml (default: 1s, 256m, tokens).")
  Path problem;

  @Mixin LimitOptions limits;

  @Option(names = "--checker", paramLabel = "CHECKER", description = "One of " + Checkers.HELP + " (default: the --problem's, else tokens).")
  String checker;

  @Option(names = "--runs", paramLabel = "N", defaultValue = "1000", description = "At most N runs (default ${DEFAULT-VALUE}).")
  int runs;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The first seed (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--time-budget", paramLabel = "TIME", defaultValue = "60s", converter = DurationConverter.class,
      description = "Start no run after TIME (default ${DEFAULT-VALUE}).")
  Duration budget;

  @Option(names = "--save", paramLabel = "DIR", defaultValue = "stress-cases",
      description = "Where the failing case is saved (default ${DEFAULT-VALUE}).")
  Path save;

  @Mixin SolutionOptions context;

  @Override
  public Integer call() throws Exception {
    if (runs < 1) {
      throw new UserError("--runs must be at least 1, got " + runs);
    }
    Optional<org.arbitre.lang.Language> lang = context.language.value();
    Toolkit kit = context.toolkit();
    Stress.Setup setup = Stress.Setup.of(problem, limits.timeLimit, limits.memoryLimit, checker);
    PrintWriter out = context.out();
    boolean terminal = System.console() != null;
    Stress.Plan plan = new Stress.Plan(solution, reference, generator, setup, seed, runs, budget, save,
        context.javaRelease.value(), lang);
    Stress.Report r = kit.stress().run(plan, (done, s, elapsed) -> {
      if (terminal) {
        out.printf(Locale.ROOT, "\rstress: seed %d · %d/%d runs agree · %s", s, done, runs, seconds(elapsed));
        out.flush();
      }
    });
    if (terminal) {
      out.print("\r\033[K");
    }
    String head = "stress: " + r.runs() + (r.runs() == 1 ? " run" : " runs") + ", seeds " + seed + ".." + r.seed()
        + " (" + seconds(r.elapsed()) + "): ";
    switch (r.ending()) {
      case AGREED, BUDGET -> out.println(head + "the solution and the reference agree on every input"
          + (r.ending() == Stress.Ending.BUDGET ? " (time budget " + seconds(budget) + " used)" : ""));
      case DIFFERENT -> {
        out.println(head + "seed " + r.seed() + " differs: " + r.verdict() + (r.message().isEmpty() ? "" : ": "
            + r.message().lines().findFirst().orElse("")));
        out.println("saved as a case in " + r.input().getParent() + ": " + r.input().getFileName() + " (the input), "
            + r.answer().getFileName() + " (the reference's answer)");
      }
      case UNTRUSTED -> {
        out.println(head + "the reference failed on seed " + r.seed() + ": " + r.verdict()
            + (r.message().isEmpty() ? "" : " (" + r.message().lines().findFirst().orElse("") + ")")
            + "; the case is untrusted, stopped");
        out.println("its input is kept as " + r.input() + " (not a case: no trusted answer)");
      }
      default -> throw new IllegalStateException();
    }
    out.flush();
    return r.ending() == Stress.Ending.AGREED || r.ending() == Stress.Ending.BUDGET ? ExitCodes.OK : ExitCodes.FAILED;
  }

  private static String seconds(Duration d) {
    return String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
  }
}
