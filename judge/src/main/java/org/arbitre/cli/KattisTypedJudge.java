package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;
import org.arbitre.app.Toolkit;
import org.arbitre.judge.Ansi;
import org.arbitre.judge.CaseResult;
import org.arbitre.judge.JudgeResult;
import org.arbitre.judge.KattisPackage;
import org.arbitre.judge.KattisRun;
import org.arbitre.judge.KattisType;
import org.arbitre.judge.Problem;
import org.arbitre.judge.Scoring;
import org.arbitre.judge.TableReport;
import org.arbitre.judge.Verdict;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Program;
import org.arbitre.lang.Source;

/**
 * {@code judge} on a Kattis package of type scoring, multi-pass or submit-answer: every case run as
 * its type says ({@link KattisRun}), the table of cases, then each group's score and the
 * submission's ({@code score: 30 of 100}), or all of it in one JSON object ({@code --json}: the
 * judgement's fields and {@code score}).
 */
final class KattisTypedJudge {
  private KattisTypedJudge() {}

  /** The package's type when {@code dir} is a Kattis package that is not plain pass-fail; else empty. */
  static Optional<KattisType> typed(Path dir) throws IOException {
    if (!KattisPackage.isPackage(dir)) {
      return Optional.empty();
    }
    KattisType type = KattisType.of(KattisPackage.load(dir));
    return type.plain() ? Optional.empty() : Optional.of(type);
  }

  static int run(Toolkit kit, Path dir, KattisType type, Problem.Overrides o, JudgeOptions opts,
      Optional<Integer> javaRelease, Optional<org.arbitre.lang.Language> language, PrintWriter out) throws IOException {
    KattisPackage pkg = KattisPackage.load(dir);
    Scoring scoring = type.scoring() ? Scoring.load(pkg) : null;
    if (opts.caseName != null || opts.diff || opts.keep != null || opts.junit != null || opts.watch) {
      throw new UserError("--case, --diff, --keep, --junit and --watch do not apply to a " + describe(type)
          + " package: it is judged on all its cases");
    }
    Path scratch = Files.createTempDirectory("arbitre-judge");
    try {
      Program validator = pkg.outputValidator() == null ? null
          : kit.compiler().prepareTool(pkg.outputValidator(), "output validator");
      KattisRun engine = new KattisRun(pkg, type, kit.runner(), validator);
      Program program = null;
      Path answers = null;
      String solution;
      String lang;
      long timeMs = 0;
      long memory = pkg.memoryBytes();
      if (type.submitAnswer()) {
        solution = o.solution() != null ? o.solution() : pkg.submissions().entrySet().stream()
            .filter(e -> e.getKey().startsWith("accepted/") && Files.isDirectory(e.getValue()))
            .map(e -> e.getValue().toString()).findFirst()
            .orElseThrow(() -> new UserError(dir + ": no folder of answers in submissions/accepted/ (give one with --solution DIR)"));
        answers = Path.of(solution);
        if (!Files.isDirectory(answers)) {
          throw new UserError(solution + " is not a folder: a submit-answer submission is a folder of answers");
        }
        lang = "answers";
      } else {
        Problem problem = pkg.problem(o);
        solution = problem.solution();
        timeMs = problem.time().toMillis();
        memory = problem.memoryBytes();
        Source source = Compiler.resolve(solution, javaRelease, language);
        lang = source.language().id();
        try {
          program = kit.compiler().prepare(source);
        } catch (CompileError e) {
          JudgeResult r = JudgeResult.of(settings(kit, solution, lang, timeMs, memory), e.getMessage(), List.of());
          print(r, null, opts, out);
          return ExitCodes.FAILED;
        }
        solution = program.origin();
      }
      TableReport table = new TableReport(out, false, pkg.cases().stream().mapToInt(c -> c.name().length()).max().orElse(4),
          new Ansi(false));
      boolean rows = !opts.json && !opts.quiet;
      if (rows) {
        table.header();
      }
      KattisRun.Outcome outcome = engine.run(program, answers, java.time.Duration.ofMillis(timeMs), memory, scratch,
          c -> {
            if (rows) {
              table.row(c);
              out.flush();
            }
          }, new HashSet<>());
      JudgeResult result = JudgeResult.of(settings(kit, solution, lang, timeMs, memory), null, outcome.cases());
      Scoring.Outcome score = null;
      if (scoring != null) {
        List<String> names = outcome.cases().stream().map(CaseResult::name).toList();
        List<String> verdicts = outcome.cases().stream().map(KattisTypedJudge::kattis).toList();
        score = scoring.score(names, verdicts, outcome.feedback());
      }
      print(result, score, opts, out);
      // the legacy grader's verdict is the submission's (always_accept may accept a failed case)
      boolean accepted = score != null && score.verdict() != null ? score.verdict().equals("AC")
          : result.verdict() == Verdict.AC;
      return accepted && (score == null || score.error() == null) ? ExitCodes.OK : ExitCodes.FAILED;
    } finally {
      PathUtils.deleteDirectory(scratch);
    }
  }

  private static String kattis(CaseResult c) {
    return switch (c.verdict()) {
      case AC -> "AC";
      case WA, PE -> "WA";
      case TLE -> "TLE";
      case RE, MLE, OLE -> "RTE";
      default -> "IE";
    };
  }

  private static String describe(KattisType t) {
    return t.submitAnswer() ? "submit-answer" : t.multiPass() ? "multi-pass" : "scoring";
  }

  private static JudgeResult.Settings settings(Toolkit kit, String solution, String lang, long timeMs, long memory) {
    return new JudgeResult.Settings(solution, lang, timeMs, memory / 1024, "resident", kit.runner().residentMemorySource(),
        kit.runner().sandbox());
  }

  private static void print(JudgeResult result, Scoring.Outcome score, JudgeOptions opts, PrintWriter out) throws IOException {
    if (opts.json) {
      ObjectMapper json = new ObjectMapper();
      ObjectNode node = json.valueToTree(result);
      if (score != null) {
        ObjectNode s = node.putObject("score");
        s.put("total", score.total());
        if (score.max() != null) {
          s.put("max", score.max());
        }
        if (score.verdict() != null) {
          s.put("verdict", score.verdict());
        }
        ArrayNode groups = s.putArray("groups");
        for (Scoring.Group g : score.groups()) {
          ObjectNode n = groups.addObject().put("name", g.name()).put("score", g.score());
          if (g.max() != null) {
            n.put("max", g.max());
          }
          if (g.verdict() != null) {
            n.put("verdict", g.verdict());
          }
        }
        if (score.error() != null) {
          s.put("error", score.error());
        }
      }
      out.println(json.writeValueAsString(node));
      out.flush();
      return;
    }
    new TableReport(out, false, 0, new Ansi(false)).summary(result);
    if (score != null) {
      for (Scoring.Group g : score.groups()) {
        out.printf("group %s: %s%s%n", g.name(), Scoring.format(g.score()) + (g.max() == null ? "" : " of " + Scoring.format(g.max())),
            g.verdict() == null ? "" : " (" + g.verdict() + ")");
      }
      if (score.error() != null) {
        out.println("score: the judge failed: " + score.error());
      } else {
        out.println("score: " + score.label() + (score.verdict() == null ? "" : " (" + score.verdict() + ")"));
      }
    }
    out.flush();
  }
}
