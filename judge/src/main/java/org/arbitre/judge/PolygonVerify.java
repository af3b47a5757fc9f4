package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;
import org.arbitre.lang.Compiler;
import org.arbitre.process.ProcessRunner;

/**
 * {@code verify}'s use case for a Polygon package: its validator on every input first, then every
 * solution of {@code <assets>} judged on every test at the package's limits, each against what its
 * tag promises. As Polygon judges, a solution's verdict is that of its first test that is not AC.
 * A solution in a language not run here (Pascal, Delphi...) is named by a {@code skipped} line.
 */
public final class PolygonVerify {
  /** The verdicts each tag allows (a tag not listed here is a surprise; {@code do-not-run} is skipped). */
  static final Map<String, Set<Verdict>> ALLOWED = Map.ofEntries(
      Map.entry("main", EnumSet.of(Verdict.AC)),
      Map.entry("accepted", EnumSet.of(Verdict.AC)),
      Map.entry("wrong-answer", EnumSet.of(Verdict.WA)),
      Map.entry("presentation-error", EnumSet.of(Verdict.PE)),
      Map.entry("time-limit-exceeded", EnumSet.of(Verdict.TLE)),
      Map.entry("time-limit-exceeded-or-accepted", EnumSet.of(Verdict.TLE, Verdict.AC)),
      Map.entry("memory-limit-exceeded", EnumSet.of(Verdict.MLE)),
      Map.entry("time-limit-exceeded-or-memory-limit-exceeded", EnumSet.of(Verdict.TLE, Verdict.MLE)),
      Map.entry("runtime-error", EnumSet.of(Verdict.RE)),
      // "failed" and "rejected": any verdict but AC (the tools that read Polygon's tags disagree on
      // "failed", some reading a crash and some any failure: the wider reading is taken)
      Map.entry("rejected", EnumSet.complementOf(EnumSet.of(Verdict.AC))),
      Map.entry("failed", EnumSet.complementOf(EnumSet.of(Verdict.AC))));

  /** One solution: its tag, its path, the verdict of each test, the first that is not AC, the slowest test, what is wrong. */
  public record Row(String tag, Path solution, List<Verdict> verdicts, Verdict got, String firstFailed, long slowestMs,
      String surprise) {}

  /** The rows and every surprise. */
  public record Report(List<Row> rows, List<String> surprises) {}

  /** Told as the verification goes. */
  public interface Listener {
    void line(String text);

    void solution(Row row);
  }

  private static final Judgement.Listener QUIET = new Judgement.Listener() {
    @Override
    public void started(JudgeResult.Settings settings, List<TestCase> cases) {}

    @Override
    public void finished(CaseResult result) {}
  };

  private final Compiler compiler;
  private final ProcessRunner runner;

  public PolygonVerify(Compiler compiler, ProcessRunner runner) {
    this.compiler = compiler;
    this.runner = runner;
  }

  public Report verify(PolygonPackage pkg, Listener listener) throws IOException {
    List<String> surprises = new ArrayList<>();
    List<Row> rows = new ArrayList<>();
    if (pkg.validator() == null) {
      surprises.add("no validator in <assets> of problem.xml");
    }
    if (pkg.solutions().getOrDefault("main", List.of()).isEmpty()) {
      surprises.add("no solution tagged main in <assets> of problem.xml");
    }
    if (pkg.validator() != null) {
      Path scratch = Files.createTempDirectory("arbitre-verify");
      try {
        InputValidator.of(pkg.validatorSpec(), pkg.dir(), compiler, runner).validate(pkg.cases(), scratch);
      } catch (UserError invalid) {
        surprises.add(invalid.getMessage());
        return new Report(rows, surprises); // an input the validator rejects: nothing else is judged
      } finally {
        PathUtils.deleteDirectory(scratch);
      }
    }
    Judgement judgement = new Judgement(compiler, runner);
    for (Map.Entry<String, List<Path>> e : pkg.solutions().entrySet()) {
      String tag = e.getKey();
      for (Path solution : e.getValue()) {
        String name = pkg.dir().relativize(solution).toString();
        if (tag.equals("do-not-run")) {
          listener.line("skipped " + name + ": tagged do-not-run");
          continue;
        }
        Problem p = pkg.problem(new Problem.Overrides(null, null, null, null, solution.toString())).withoutValidator();
        JudgeResult r;
        try {
          r = judgement.judge(p, Optional.empty(), false, QUIET);
        } catch (UserError cannot) {
          listener.line("skipped " + name + ": " + cannot.getMessage()); // a language not run here (Pascal...)
          continue;
        }
        Row row = row(tag, solution, r);
        rows.add(row);
        listener.solution(row);
        if (row.surprise() != null) {
          surprises.add(name + " (" + tag + "): " + row.surprise());
        }
      }
    }
    return new Report(rows, surprises);
  }

  private static Row row(String tag, Path solution, JudgeResult r) {
    List<Verdict> verdicts = r.tests().stream().map(CaseResult::verdict).toList();
    Verdict got = r.compileError() != null ? Verdict.CE : Verdict.AC;
    String first = null;
    for (CaseResult c : r.tests()) {
      if (c.verdict() != Verdict.AC) {
        got = c.verdict();
        first = c.name();
        break;
      }
    }
    long slowest = r.tests().stream().mapToLong(CaseResult::cpuMs).max().orElse(0);
    Set<Verdict> allowed = ALLOWED.get(tag);
    String surprise = allowed == null ? "unknown tag '" + tag + "'"
        : allowed.contains(got) ? null
        : "got " + got + (first != null ? " on test " + first : "") + ", expected " + expected(tag);
    return new Row(tag, solution, verdicts, got, first, slowest, surprise);
  }

  /** What a tag promises, in words: {@code AC}, {@code TLE or AC}, {@code not AC}. */
  public static String expected(String tag) {
    Set<Verdict> allowed = ALLOWED.get(tag);
    if (allowed == null) {
      return "?";
    }
    if (allowed.size() > 2) {
      return "not AC";
    }
    return String.join(" or ", allowed.stream().map(Verdict::name).toList());
  }
}
