package org.arbitre.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arbitre.app.SandboxOption;
import org.arbitre.app.Toolkit;
import org.arbitre.judge.KattisPackage;
import org.arbitre.judge.PolygonPackage;
import org.arbitre.judge.Verify;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code arbitre verify PACKAGE_DIR}: a Kattis problem package checked as its format says, or a Polygon one by its tags. */
@Command(name = "verify", mixinStandardHelpOptions = true,
    description = {"Check a Kattis problem package (legacy or problem_format_version 2025-09): the input "
        + "validators accept every input, every submission gets the verdict its folder (or submissions.yaml) "
        + "promises, and the time limit inferred as the format says.",
        "Folders: accepted, wrong_answer, time_limit_exceeded, run_time_error (and rejected, brute_force "
            + "in 2025-09); a submission or validator is a file or a folder of sources built together.",
        "A Polygon package (problem.xml): its validator accepts every test, and every solution gets what its tag "
            + "promises (main, accepted: AC; wrong-answer: WA; time-limit-exceeded: TLE; rejected: not AC...), "
            + "its verdict being its first test's that is not AC."},
    footer = {"", "Time limit: legacy: slowest accepted case x time_multiplier (5), rounded up to whole seconds; "
        + "time_limit_exceeded must still TLE at the limit x time_safety_margin (2).",
        "2025-09: limits.time_limit, else slowest case that may not TLE x ac_to_time_limit (2), rounded up to "
            + "time_resolution (1 s); a submission that must TLE must exceed the limit x time_limit_to_tle (1.5).",
        "Exit codes: 0 the package is as it says, 1 a surprise (each is a line), 2 a usage or input error.",
        "A submission that cannot run here (a file of no known language, a toolchain missing) is a line 'skipped PATH "
            + "(why)' and no surprise: the exit code is that of the others."})
public final class VerifyCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "PACKAGE_DIR", description = "The package folder (problem.yaml, data/, submissions/...).")
  Path packageDir;

  @Mixin SandboxOption sandbox;

  @picocli.CommandLine.Option(names = {"-j", "--jobs"}, paramLabel = "N", defaultValue = "1",
      description = "Run N submissions at once (default 1). CPU time still decides TLE; the table keeps its order.")
  int jobs;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @ParentCommand Arbitre app;

  @Override
  public Integer call() throws Exception {
    Toolkit kit = sandbox.apply(app.toolkit());
    PrintWriter out = spec.commandLine().getOut();
    if (PolygonPackage.isPackage(packageDir)) {
      org.arbitre.judge.PolygonTests.generateMissing(packageDir, kit.compiler(), kit.runner(), out::println);
      return VerifyReport.polygon(kit, PolygonPackage.load(packageDir), out);
    }
    KattisPackage pkg = KattisPackage.load(packageDir);
    out.printf("%s (%s format): %d cases, %d submissions%s%n", pkg.name(), pkg.legacy() ? "legacy" : "2025-09",
        pkg.cases().size(), pkg.submissions().size(), pkg.interactive() ? ", interactive" : "");
    int width = Math.max(10, pkg.submissions().keySet().stream().mapToInt(String::length).max().orElse(10));
    String format = "%-" + width + "s  %-26s  %-20s  %8s  %s%n";
    if (jobs < 1) {
      throw new org.arbitre.UserError("--jobs must be at least 1, not " + jobs);
    }
    VerifyProgress bar = new VerifyProgress(kit.settings().noColor());
    Verify.Report report;
    try {
      report = new Verify(kit.compiler(), kit.runner(), jobs).verify(pkg, new Verify.Listener() {
      boolean header;

      @Override
      public void progress(int done, int total) {
        bar.step(done, total);
      }

      @Override
      public void line(String text) {
        out.println(text);
        out.flush();
      }

      @Override
      public void submission(Verify.Row row) {
        bar.close();
        if (row.skipped() != null) {
          out.printf("skipped %s (%s)%n", row.submission(), row.skipped());
          out.flush();
          return;
        }
        if (!header) {
          out.printf(format, "submission", "expected", "verdicts", "slowest", "result");
          header = true;
        }
        String verdicts = VerifyReport.counts(row.verdicts()) + (row.score() == null ? "" : ", score " + row.score());
        out.printf(format, row.submission(), row.expected(), verdicts, row.slowestMs() + " ms",
            row.surprise() == null ? "ok" : "SURPRISE: " + row.surprise());
        out.flush();
      }
    });
    } finally {
      bar.close();
    }
    out.printf("time limit: %d ms (%s)%n", report.timeLimitMs(), report.timeLimitHow());
    return VerifyReport.finish(report.surprises(), out);
  }
}
