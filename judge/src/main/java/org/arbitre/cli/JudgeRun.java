package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.Inputs;
import org.arbitre.UserError;
import org.arbitre.app.Toolkit;
import org.arbitre.judge.Ansi;
import org.arbitre.judge.CaseResult;
import org.arbitre.judge.JUnitReport;
import org.arbitre.judge.JudgeResult;
import org.arbitre.judge.Judgement;
import org.arbitre.judge.Problem;
import org.arbitre.judge.SideBySide;
import org.arbitre.judge.TableReport;
import org.arbitre.judge.TestCase;
import org.arbitre.judge.TestCases;
import org.arbitre.judge.Verdict;

/**
 * What {@code judge} and {@code test} share once they have a {@link Problem}: the cases chosen
 * ({@code --case}), the judgement, the table as it goes (colours, stderr, {@code --diff}) or the
 * JSON, the summary, the JUnit report; the exit code.
 */
final class JudgeRun {
  private JudgeRun() {}

  /** How a command finds its problem again (with --watch, after each save). */
  interface Source {
    Problem load() throws IOException;
  }

  /**
   * Loads the problem and judges it; with {@code --watch}, again after every save of what it is
   * made of (a mistake in a later version, e.g. a broken descriptor, is one line and the watch
   * goes on). Returns the last judgement's exit code.
   */
  static int run(Toolkit kit, Source source, JudgeOptions o, Optional<Integer> javaRelease,
      Optional<org.arbitre.lang.Language> language, PrintWriter out, PrintWriter err, boolean terminal)
      throws IOException {
    Problem problem = source.load();
    int code = run(kit, problem, o, javaRelease, language, out, err, terminal);
    if (!o.watch) {
      return code;
    }
    return JudgeWatch.watch(problem, code, source, p -> run(kit, p, o, javaRelease, language, out, err, terminal), out, err);
  }

  /** {@code terminal}: whether {@code out} is a terminal (colours then, unless {@code NO_COLOR}). */
  private static int run(Toolkit kit, Problem problem, JudgeOptions o, Optional<Integer> javaRelease,
      Optional<org.arbitre.lang.Language> language, PrintWriter out, PrintWriter err, boolean terminal)
      throws IOException {
    if (o.junit != null) {
      Inputs.writableFile(o.junit, "JUnit report"); // before the cases run, not after
    }
    if (o.keep != null) {
      Inputs.writableFolder(o.keep, "--keep");
    }
    TestCases.warnings(problem.cases()).forEach(w -> err.println("arbitre: warning: " + w));
    err.flush();
    Problem chosen = o.caseName == null ? problem : problem.withCases(TestCases.select(problem.cases(), o.caseName));
    Path keep = o.keep != null ? o.keep : o.diff && !o.json ? Files.createTempDirectory("arbitre-diff") : null;
    Ansi ansi = new Ansi(!o.json && colour(kit.settings().noColor(), terminal));
    try {
      Judgement judgement = keep == null ? kit.judgement() : kit.judgement().keeping(keep);
      if (o.jobs < 1) {
        throw new org.arbitre.UserError("--jobs must be at least 1, got " + o.jobs);
      }
      JudgeResult result = judgement.judge(chosen, javaRelease, language, o.failFast, o.jobs, new Judgement.Listener() {
        TableReport table;

        @Override
        public void started(JudgeResult.Settings settings, List<TestCase> cases) {
          int width = cases.stream().mapToInt(c -> c.name().length()).max().orElse(4);
          table = new TableReport(out, settings.memoryLimitAppliesTo().equals("heap"), width, ansi);
          if (!o.json && !o.quiet) {
            table.header();
          }
        }

        @Override
        public void finished(CaseResult r) {
          if (o.json || o.quiet) {
            return;
          }
          table.row(r);
          if (o.diff && (r.verdict() == Verdict.WA || r.verdict() == Verdict.PE)) {
            TestCase c = chosen.cases().stream().filter(t -> t.name().equals(r.name())).findFirst().orElseThrow();
            table.under(SideBySide.of(c.answer(), keep.resolve(r.name() + ".out"), ansi));
          }
        }
      });
      if (o.json) {
        out.println(new ObjectMapper().writeValueAsString(result));
        out.flush();
      } else {
        int notRun = chosen.cases().size() - result.tests().size();
        if (result.compileError() == null && notRun > 0) {
          out.println(o.failFast ? "stopped at the first failure (--fail-fast): " + notRun + " cases not run"
              : "stopped at the internal error (IE), which would repeat: " + notRun + " cases not run");
        }
        new TableReport(out, false, 0, ansi).summary(result);
      }
      if (o.junit != null) {
        JUnitReport.write(result, problem.name(), o.junit);
      }
      return result.verdict() == Verdict.AC ? ExitCodes.OK : ExitCodes.FAILED;
    } finally {
      if (keep != null && o.keep == null) {
        PathUtils.deleteDirectory(keep);
      }
    }
  }

  /** Colours only on a terminal, and never with {@code NO_COLOR} set (no-color.org). */
  private static boolean colour(String noColor, boolean terminal) {
    return (noColor == null || noColor.isEmpty()) && terminal;
  }
}
