package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.arbitre.lang.Program;
import org.arbitre.process.ProcessRunner;

/**
 * One submission on every case of a Kattis package whose type asks more than a run and a verdict
 * ({@link KattisType}): each case's output validator keeps its feedback folder, read for the
 * case's score ({@code score.txt}, {@code score_multiplier.txt}); a multi-pass case runs again on
 * the {@code nextpass.in} the validator wrote (the validator then gets it as its input too), at
 * most {@code validation_passes} times, each pass under the limits; a submit-answer submission is
 * a folder of answers, each given to the validator as the output of its case, nothing run.
 */
public final class KattisRun {
  /** The cases' results in case order, and each judged case's feedback by name. */
  public record Outcome(List<CaseResult> cases, Map<String, FeedbackValidator.Feedback> feedback) {}

  private final KattisPackage pkg;
  private final KattisType type;
  private final ProcessRunner runner;
  private final Program validator;
  private final Interactor interactor;

  /** {@code validator}: the built output validator (null: the default one). */
  public KattisRun(KattisPackage pkg, KattisType type, ProcessRunner runner, Program validator) {
    this.pkg = pkg;
    this.type = type;
    this.runner = runner;
    this.validator = validator;
    this.interactor = pkg.interactive() ? new Interactor(validator, ExternalChecker.Convention.KATTIS, runner) : null;
  }

  /**
   * {@code submission} (null for submit-answer, whose answers are in {@code answers}) on every case,
   * under {@code cpu} and {@code memoryBytes} per run; {@code rejectedFirst} gets the interactive
   * cases the validator rejected before the submission ended.
   */
  public Outcome run(Program submission, Path answers, Duration cpu, long memoryBytes, Path scratch,
      Consumer<CaseResult> onCase, Set<String> rejectedFirst) throws IOException {
    List<CaseResult> results = new ArrayList<>();
    Map<String, FeedbackValidator.Feedback> feedback = new HashMap<>();
    Checker fallback = new KattisDefaultValidator(pkg::outputFlags);
    for (TestCase tc : pkg.cases()) {
      Path dir = Files.createTempDirectory(scratch, "case");
      FeedbackValidator v = new FeedbackValidator(validator, fallback, runner, Files.createDirectory(dir.resolve("validator")),
          pkg::outputFlags, tc.input());
      Path answer = tc.answer() != null ? tc.answer() : Files.createFile(dir.resolve("empty.ans"));
      CaseResult r;
      if (type.submitAnswer()) {
        String base = base(tc.name());
        boolean unique = pkg.cases().stream().filter(c -> base(c.name()).equals(base)).count() == 1;
        Path file = answerFile(answers, tc.name(), unique);
        if (file == null) {
          if (tc.name().startsWith("sample/")) {
            continue; // a sample the answers leave out is not judged
          }
          r = new CaseResult(tc.name(), Verdict.WA, 0, 0, 0, null, "no answer " + tc.name() + ".ans in the submission");
        } else {
          CheckResult c = v.check(new CheckInput(tc.input(), file, answer));
          r = new CaseResult(tc.name(), c.verdict(), 0, 0, 0, null, c.message());
        }
      } else {
        r = passes(submission, tc, answer, v, cpu, memoryBytes, dir, rejectedFirst);
      }
      if (r.verdict() != Verdict.IE) {
        try {
          // a sample's score.txt is no error, and ignored (samples score nothing)
          feedback.put(tc.name(), v.feedback(r.verdict(), type.scoring() && !tc.name().startsWith("sample/")));
        } catch (IllegalArgumentException e) {
          r = ie(r, "case " + tc.name() + ": " + e.getMessage());
        }
      }
      org.apache.commons.io.file.PathUtils.deleteDirectory(dir);
      results.add(r);
      onCase.accept(r);
    }
    return new Outcome(results, feedback);
  }

  /** One case, pass after pass while the validator accepts and writes {@code nextpass.in}. */
  private CaseResult passes(Program submission, TestCase tc, Path answer, FeedbackValidator v, Duration cpu,
      long memoryBytes, Path dir, Set<String> rejectedFirst) throws IOException {
    Path input = tc.input();
    long cpuMs = 0;
    long wallMs = 0;
    long memoryKb = 0;
    Long heapKb = null;
    for (int pass = 1; ; pass++) {
      TestCase one = new TestCase(tc.name(), input, answer);
      Path passDir = Files.createDirectory(dir.resolve("pass" + pass));
      CaseResult r;
      if (interactor != null) {
        boolean[] first = new boolean[1];
        r = interactor.run(submission, one, cpu, memoryBytes, Files.createDirectory(passDir.resolve("work")), passDir,
            v.feedbackDir(), first);
        if (first[0]) {
          rejectedFirst.add(tc.name());
        }
      } else {
        r = new Judge(runner, passDir).run(submission, List.of(one), cpu, memoryBytes, v, false, c -> {}).get(0);
      }
      // the limits apply to each pass: the slowest pass is the case's time
      cpuMs = Math.max(cpuMs, r.cpuMs());
      wallMs = Math.max(wallMs, r.wallMs());
      memoryKb = Math.max(memoryKb, r.memoryKb());
      heapKb = r.heapKb() == null ? heapKb : Long.valueOf(Math.max(heapKb == null ? 0 : heapKb, r.heapKb()));
      String message = type.multiPass() && pass > 1 && r.verdict() != Verdict.AC
          ? "pass " + pass + ": " + (r.message() == null ? "" : r.message()) : r.message();
      CaseResult merged = new CaseResult(tc.name(), r.verdict(), cpuMs, wallMs, memoryKb, heapKb, message, r.stderr());
      Path next = v.feedbackDir().resolve("nextpass.in");
      if (!type.multiPass() || r.verdict() != Verdict.AC || !Files.exists(next)) {
        return merged;
      }
      if (pass >= type.passes()) {
        return ie(merged, "case " + tc.name() + ": the output validator asks for pass " + (pass + 1)
            + ", more than validation_passes " + type.passes());
      }
      input = dir.resolve("pass" + (pass + 1) + ".in");
      Files.move(next, input, StandardCopyOption.REPLACE_EXISTING); // removed before the next pass
    }
  }

  private static String base(String name) {
    return name.substring(name.lastIndexOf('/') + 1);
  }

  private static CaseResult ie(CaseResult r, String why) {
    return new CaseResult(r.name(), Verdict.IE, r.cpuMs(), r.wallMs(), r.memoryKb(), r.heapKb(), why, r.stderr());
  }

  /**
   * The answer to case {@code name} ({@code secret/group1/03}) in a submit-answer submission: the
   * file {@code NAME.ans} (or {@code NAME.out}) at the case's path in the folder, else, when no other
   * case has its base name ({@code unique}), {@code 03.ans} found once anywhere in it; null when none.
   */
  static Path answerFile(Path folder, String name, boolean unique) throws IOException {
    for (String ending : List.of(".ans", ".out")) {
      Path at = folder.resolve(name + ending);
      if (Files.isRegularFile(at)) {
        return at;
      }
    }
    if (!unique) {
      return null;
    }
    String base = base(name);
    try (Stream<Path> files = Files.walk(folder)) {
      List<Path> found = files.filter(f -> Files.isRegularFile(f)
          && (f.getFileName().toString().equals(base + ".ans") || f.getFileName().toString().equals(base + ".out")))
          .toList();
      return found.size() == 1 ? found.get(0) : null;
    }
  }
}
