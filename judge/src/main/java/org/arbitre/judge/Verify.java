package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;
import org.arbitre.judge.checktestdata.Ctd;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Limits;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * {@code verify}'s use case: a Kattis package checked as its format says. Every input validator
 * on every input (exit 42: valid); every submission judged on every case; each must get what its
 * folder (or {@code submissions.yaml}) promises; the time limit inferred:
 * <ul>
 *   <li>legacy: the slowest accepted case × {@code time_multiplier}, rounded up to whole seconds;
 *       a time_limit_exceeded submission must still be too slow at that limit × {@code time_safety_margin};
 *   <li>2025-09: {@code time_limit}, else the smallest multiple of {@code time_resolution} that
 *       is at least the slowest case of a submission that may not TLE × {@code ac_to_time_limit};
 *       a submission that must TLE must be slower than the limit × {@code time_limit_to_tle} on some case.
 * </ul>
 * Submissions that bound the limit from below run first under {@link #PROBE} of CPU (or the given
 * limit × the upper factor); the others then run under the limit × the upper factor. A case
 * slower than the limit is TLE. Any surprise is a line of the report. A submission that cannot run
 * here (a file of no known language, a toolchain missing) is a row that says so ({@link Row#skipped})
 * and the others are judged; a compile error is a surprise. Files the format's tools pass over
 * ({@link KattisPackage#ignored}) are no submissions.
 */
public final class Verify {
  /** The CPU time a lower-bounding submission may use per case while the limit is not known yet. */
  public static final Duration PROBE = Duration.ofSeconds(10);

  /** Told as the verification goes. */
  public interface Listener {
    void line(String text);

    void submission(Row row);

    /** {@code done} of {@code total} submissions judged (from any thread; the last call has done == total). */
    default void progress(int done, int total) {}
  }

  /**
   * One submission's outcome: its case verdicts (Kattis names) at the limit, its slowest case, and
   * what is wrong; or why it was not run ({@code skipped}: a file of no known language, a toolchain
   * missing here), which is no surprise.
   */
  public record Row(String submission, String expected, List<String> verdicts, long slowestMs, String surprise,
      String skipped, String score) {
    public Row(String submission, String expected, List<String> verdicts, long slowestMs, String surprise, String skipped) {
      this(submission, expected, verdicts, slowestMs, surprise, skipped, null);
    }
  }

  /** The whole outcome: the rows, the inferred limit and how, and every surprise. */
  public record Report(List<Row> rows, long timeLimitMs, String timeLimitHow, List<String> surprises) {}

  private final Compiler compiler;
  private final ProcessRunner runner;
  private final int jobs;
  /** The package's type, its scoring (null: pass-fail) and how its typed cases run (null: plainly). */
  private KattisType type;
  private Scoring scoring;
  private KattisRun typed;

  public Verify(Compiler compiler, ProcessRunner runner) {
    this(compiler, runner, 1);
  }

  /** {@code jobs}: how many submissions run at once ({@code verify --jobs N}); the report's order is the same. */
  public Verify(Compiler compiler, ProcessRunner runner, int jobs) {
    this.compiler = compiler;
    this.runner = runner;
    this.jobs = Math.max(1, jobs);
  }

  public Report verify(KattisPackage pkg, Listener listener) throws IOException {
    List<String> surprises = new ArrayList<>();
    Path scratch = Files.createTempDirectory("arbitre-verify");
    try {
      validateInputs(pkg, scratch, surprises, listener);
      type = KattisType.of(pkg);
      scoring = type.scoring() ? Scoring.load(pkg) : null;
      typed = type.plain() ? null
          : new KattisRun(pkg, type, runner, pkg.outputValidator() == null ? null : validator(pkg.outputValidator()));
      Checker checker = checker(pkg, scratch);
      Interactor interactor = pkg.interactive()
          ? new Interactor(validator(pkg.outputValidator()), ExternalChecker.Convention.KATTIS, runner) : null;
      new KattisDataChecks(compiler, runner).check(pkg, scratch, surprises, listener); // answers, invalid and valid outputs
      Map<String, Path> subs = pkg.submissions();
      List<String> lower = new ArrayList<>();
      List<String> other = new ArrayList<>();
      for (String s : subs.keySet()) {
        KattisExpectation e = expectation(pkg, s);
        if (e == null) {
          listener.line("skipped " + s + ": no expectation for its folder");
        } else if (e.lowerBound()) {
          lower.add(s);
        } else {
          other.add(s);
        }
      }
      if (lower.isEmpty()) {
        surprises.add("no submission bounds the time limit from below (add one to submissions/accepted/)");
      }
      Progress progress = new Progress(listener, lower.size() + other.size());
      Optional<Duration> given = pkg.givenTimeLimit();
      Duration probe = given.map(g -> scaled(g, pkg.upperFactor())).orElse(PROBE);
      List<Runs> lowerRuns = runAll(pkg, lower, probe, checker, interactor, scratch, progress);
      long slowest = lowerRuns.stream().flatMap(r -> r.cases.stream().filter(c -> !r.rejectedFirst.contains(c.name())))
          .filter(c -> c.verdict() != Verdict.TLE).mapToLong(CaseResult::cpuMs).max().orElse(0);
      if (!lower.isEmpty() && lowerRuns.stream().allMatch(r -> r.skipped != null)) {
        surprises.add("no submission that bounds the time limit from below runs here (each was skipped)");
      }
      long limitMs = limitMs(pkg, slowest);
      String how = how(pkg, slowest, limitMs);
      if (given.isPresent() && slowest * pkg.lowerFactor() > limitMs) {
        surprises.add("time_limit " + limitMs + " ms is less than the slowest case that may not TLE (" + slowest
            + " ms) × ac_to_time_limit " + pkg.lowerFactor());
      }
      Duration upper = scaled(Duration.ofMillis(limitMs), pkg.upperFactor());
      List<Runs> otherRuns = runAll(pkg, other, upper, checker, interactor, scratch, progress);
      listener.progress(progress.total, progress.total);
      List<Row> rows = new ArrayList<>();
      List<Runs> all = new ArrayList<>(lowerRuns);
      all.addAll(otherRuns);
      for (Runs r : all) {
        Row row = row(pkg, r, limitMs, upper.toMillis());
        rows.add(row);
        listener.submission(row);
        if (row.surprise() != null) {
          surprises.add(row.submission() + ": " + row.surprise());
        }
      }
      return new Report(rows, limitMs, how, surprises);
    } finally {
      PathUtils.deleteDirectory(scratch);
    }
  }

  /** How many submissions have been judged, told to the listener as each one ends (from any thread). */
  private static final class Progress {
    private final Listener listener;
    private final int total;
    private int done;

    Progress(Listener listener, int total) {
      this.listener = listener;
      this.total = total;
      listener.progress(0, total);
    }

    synchronized void one() {
      listener.progress(++done, total);
    }
  }

  /**
   * The submissions {@code names}, {@link #jobs} at a time (each in its own folder of {@code
   * scratch}), their runs in the order of {@code names} whatever order they end in.
   */
  private List<Runs> runAll(KattisPackage pkg, List<String> names, Duration cpu, Checker checker,
      Interactor interactor, Path scratch, Progress progress) throws IOException {
    List<Runs> runs = new ArrayList<>();
    if (jobs <= 1 || names.size() <= 1) {
      for (String s : names) {
        runs.add(run(pkg, s, pkg.submissions().get(s), cpu, checker, interactor, scratch));
        progress.one();
      }
      return runs;
    }
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(jobs, r -> {
      Thread t = new Thread(r, "arbitre-verify");
      t.setDaemon(true);
      return t;
    });
    try {
      List<java.util.concurrent.Future<Runs>> futures = new ArrayList<>();
      for (String s : names) {
        futures.add(pool.submit(() -> {
          Runs r = run(pkg, s, pkg.submissions().get(s), cpu, checker, interactor, scratch);
          progress.one();
          return r;
        }));
      }
      for (java.util.concurrent.Future<Runs> f : futures) {
        try {
          runs.add(f.get());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IOException("interrupted while verifying", e);
        } catch (java.util.concurrent.ExecutionException e) {
          if (e.getCause() instanceof IOException io) {
            throw io;
          } else if (e.getCause() instanceof RuntimeException re) {
            throw re;
          }
          throw new IllegalStateException(e.getCause());
        }
      }
      return runs;
    } finally {
      pool.shutdownNow();
      try {
        pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES); // no run writes in scratch once it is deleted
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** {@code rejectedFirst}: the cases an interactive validator rejected before the submission ended. */
  private record Runs(String submission, KattisExpectation expectation, List<CaseResult> cases, String compileError,
      String skipped, java.util.Set<String> rejectedFirst, Map<String, FeedbackValidator.Feedback> feedback) {
    Runs(String submission, KattisExpectation expectation, List<CaseResult> cases, String compileError, String skipped,
        java.util.Set<String> rejectedFirst) {
      this(submission, expectation, cases, compileError, skipped, rejectedFirst, Map.of());
    }
  }

  /** What the folder or submissions.yaml promises; for a scoring problem also partially_accepted/ and a score alone. */
  private KattisExpectation expectation(KattisPackage pkg, String s) {
    KattisExpectation e = KattisExpectation.of(s, pkg.legacy(), pkg.submissionsYaml());
    if (e != null && scoring == null) { // DOMjudge's annotation in the source says more than its folder
      java.util.Set<String> annotated = KattisExpectation.expectedResults(pkg.submissions().get(s));
      if (annotated != null) {
        return KattisExpectation.annotated(annotated, e.timeLimitUse());
      }
    }
    return e == null && scoring != null ? ScoreExpectation.extra(pkg, scoring, s) : e;
  }

  private Runs run(KattisPackage pkg, String name, Path path, Duration cpu, Checker checker, Interactor interactor,
      Path scratch) throws IOException {
    KattisExpectation e = expectation(pkg, name);
    if (typed != null && type.submitAnswer()) {
      if (!Files.isDirectory(path)) {
        return new Runs(name, e, List.of(), null, "a submit-answer submission is a folder of answers", java.util.Set.of());
      }
      Path dir = Files.createTempDirectory(scratch, "judge");
      KattisRun.Outcome o = typed.run(null, path, cpu, pkg.memoryBytes(), dir, c -> {}, new java.util.HashSet<>());
      return new Runs(name, e, o.cases(), null, null, java.util.Set.of(), o.feedback());
    }
    Program p;
    try {
      p = submission(pkg, name, path);
    } catch (CompileError x) {
      String why = x.summary();
      return new Runs(name, e, List.of(), why.isEmpty() ? "compile error" : why, null, java.util.Set.of());
    } catch (UserError x) { // no language of its name, its toolchain missing: it cannot run here
      String why = x.getMessage().replace("unknown language for " + path + " ", "unknown language ");
      return new Runs(name, e, List.of(), null, why, java.util.Set.of());
    }
    Path dir = Files.createTempDirectory(scratch, "judge");
    java.util.Set<String> rejectedFirst = new java.util.HashSet<>();
    if (typed != null) {
      KattisRun.Outcome o = typed.run(p, null, cpu, pkg.memoryBytes(), dir, c -> {}, rejectedFirst);
      return new Runs(name, e, o.cases(), null, null, rejectedFirst, o.feedback());
    }
    List<CaseResult> cases = interactor != null
        ? interactor.withSetup(KattisCaseConfig.setup(pkg.dir())).runAll(p, pkg.cases(), cpu, pkg.memoryBytes(), false, c -> {}, dir, rejectedFirst)
        : new Judge(runner, dir).withSetup(KattisCaseConfig.setup(pkg.dir()))
            .run(p, pkg.cases(), cpu, pkg.memoryBytes(), checker, false, c -> {});
    return new Runs(name, e, cases, null, null, rejectedFirst);
  }

  private Row row(KattisPackage pkg, Runs r, long limitMs, long upperMs) {
    if (r.skipped != null) {
      return new Row(r.submission, r.expectation.label(), List.of(), 0, null, r.skipped);
    }
    if (r.compileError != null) {
      return new Row(r.submission, r.expectation.label(), List.of(), 0, "does not compile: " + r.compileError, null);
    }
    List<String> verdicts = new ArrayList<>();
    String surprise = null;
    for (CaseResult c : r.cases) {
      String v = r.rejectedFirst.contains(c.name()) ? "WA" : kattis(c, limitMs);
      if (v.equals("IE") && surprise == null) {
        surprise = "case " + c.name() + ": the judge failed: " + c.message();
      }
      verdicts.add(v);
    }
    // a case the validator rejected first counts no time (problemtools: it would only inflate the limit)
    long slowest = r.cases.stream().filter(c -> !r.rejectedFirst.contains(c.name())).mapToLong(CaseResult::cpuMs)
        .max().orElse(0);
    List<String> names = r.cases.stream().map(CaseResult::name).toList();
    Scoring.Outcome score = scoring == null ? null : scoring.score(names, verdicts, r.feedback);
    if (surprise == null && score != null && score.error() != null) {
      surprise = "the judge failed: " + score.error();
    }
    if (surprise == null && !(scoring != null && scoring.legacyGrading())) { // a legacy scoring verdict is the root's, below
      surprise = r.expectation.broken(names, verdicts);
    }
    if (surprise == null && score != null) {
      surprise = ScoreExpectation.broken(pkg, scoring, r.submission, score);
    }
    if (surprise == null && r.expectation.upperBound()
        && r.cases.stream().noneMatch(c -> c.verdict() == Verdict.TLE)) {
      surprise = "too close to the limit: no case over " + upperMs + " ms (the limit × "
          + (pkg.legacy() ? "time_safety_margin " : "time_limit_to_tle ") + pkg.upperFactor() + ")";
    }
    return new Row(r.submission, r.expectation.label(), verdicts, slowest, surprise, null,
        score == null ? null : score.label());
  }

  /** A case's verdict in Kattis's terms at the limit: AC, WA (and PE), TLE, RTE (RE, MLE, OLE); IE, CE as IE. */
  static String kattis(CaseResult c, long limitMs) {
    if (c.verdict() == Verdict.TLE || c.cpuMs() > limitMs) {
      return "TLE";
    }
    return switch (c.verdict()) {
      case AC -> "AC";
      case WA, PE -> "WA";
      case RE, MLE, OLE -> "RTE";
      default -> "IE";
    };
  }

  static long limitMs(KattisPackage pkg, long slowestMs) {
    if (pkg.timeLimitS().isPresent()) {
      return Math.round(pkg.timeLimitS().get() * 1000);
    }
    long step = Math.max(1, Math.round(pkg.resolutionS() * 1000));
    long need = (long) Math.ceil(slowestMs * pkg.lowerFactor());
    return Math.max(step, (need + step - 1) / step * step);
  }

  private static String how(KattisPackage pkg, long slowest, long limitMs) {
    if (pkg.timeLimitS().isPresent()) {
      return "time_limit of problem.yaml";
    }
    return (pkg.legacy() ? "slowest accepted case " : "slowest case that may not TLE ") + slowest + " ms × " + (pkg.legacy() ? "time_multiplier " : "ac_to_time_limit ")
        + pkg.lowerFactor() + ", rounded up to a multiple of " + Math.round(pkg.resolutionS() * 1000) + " ms";
  }

  private static Duration scaled(Duration d, double factor) {
    return Duration.ofMillis((long) Math.ceil(d.toMillis() * factor));
  }

  private Program program(Path path) throws CompileError, IOException {
    return KattisDataChecks.prepare(compiler, path);
  }

  /** Kattis's names of languages ({@code submissions.yaml}, the format's language list) that are not ours. */
  private static final Map<String, String> LANGUAGE_IDS = Map.of("python3", "python", "c++", "cpp");

  /**
   * A submission, built with what {@code submissions.yaml} says of it: its {@code language} (one
   * not known here: a {@link UserError}, the submission skipped) and, for a folder, its {@code entrypoint}.
   */
  private Program submission(KattisPackage pkg, String name, Path path) throws CompileError, IOException {
    Optional<String> id = pkg.submissionSetting(name, "language");
    org.arbitre.lang.Language lang = null;
    if (id.isPresent()) {
      String ours = LANGUAGE_IDS.getOrDefault(id.get().toLowerCase(java.util.Locale.ROOT), id.get());
      lang = org.arbitre.lang.Languages.byId(ours)
          .orElseThrow(() -> new UserError("language " + id.get() + " of submissions.yaml is not supported here"));
    }
    String entrypoint = pkg.submissionSetting(name, "entrypoint").orElse(null);
    if (Files.isDirectory(path)) {
      return compiler.prepareDirectory(path, lang, entrypoint);
    }
    if (lang == null && python2(path)) {
      throw new UserError("Python 2 (its #! line) is not run here");
    }
    return lang == null ? program(path) : compiler.prepare(path, lang);
  }

  /**
   * A {@code .py} file whose {@code #!} line names Python 2 (problemtools picks the language by
   * that line): Python 3 would reject its syntax as a compile error, the setter's tool runs it.
   */
  static boolean python2(Path file) {
    if (!file.getFileName().toString().endsWith(".py")) {
      return false;
    }
    try (java.io.BufferedReader r = Files.newBufferedReader(file, java.nio.charset.StandardCharsets.ISO_8859_1)) {
      String first = r.readLine();
      return first != null && first.startsWith("#!") && first.matches("#!.*\\bpython2(\\.\\d+)?\\s*");
    } catch (IOException e) {
      return false;
    }
  }

  private Checker checker(KattisPackage pkg, Path scratch) throws IOException {
    if (pkg.outputValidator() == null || pkg.interactive()) {
      return new KattisDefaultValidator(pkg::outputFlags);
    }
    return ExternalChecker.outputValidator(validator(pkg.outputValidator()), pkg::outputFlags, runner, scratch);
  }

  private Program validator(Path path) throws IOException {
    try {
      return program(path);
    } catch (CompileError e) {
      throw e.asUserError("the output validator " + path);
    }
  }

  /**
   * Why a program of the package cannot run here, from the {@link UserError} that building it
   * gave: a file of no known language (with the endings known), a toolchain missing.
   */
  static String cannotRun(UserError e, Path path) {
    return e.getMessage().replace("unknown language for " + path + " ", "unknown language ")
        .replace("; or give a command line", "");
  }

  private void validateInputs(KattisPackage pkg, Path scratch, List<String> surprises, Listener listener)
      throws IOException {
    List<Path> unsupported = pkg.unsupportedValidators();
    List<Path> ctd = pkg.checktestdataValidators();
    List<String> skipped = new ArrayList<>();
    Map<Path, Optional<Program>> programs = KattisDataChecks.build(compiler, "input validator", pkg.inputValidators(),
        surprises, skipped);
    boolean runnable = !programs.isEmpty() || !ctd.isEmpty();
    for (Path u : unsupported) {
      listener.line("skipped input validator " + u.getFileName() + ": VIVA is not supported here"
          + (runnable ? " (the others run)" : ""));
    }
    skipped.forEach(listener::line);
    if (!runnable) {
      List<String> why = new ArrayList<>();
      if (!unsupported.isEmpty()) {
        why.add("VIVA ones are not supported");
      }
      if (!skipped.isEmpty()) {
        why.add(unsupported.isEmpty() ? "each was skipped" : "the others were skipped");
      }
      surprises.add(why.isEmpty() ? "no input validator in input_validators/ (or the old input_format_validators/)"
          : "no input validator that runs here (" + String.join(", ", why) + ")");
      return;
    }
    Limits limits = Limits.generous(Duration.ofSeconds(60));
    Map<String, Program> built = new java.util.LinkedHashMap<>();
    for (Map.Entry<Path, Optional<Program>> e : programs.entrySet()) {
      Path v = e.getKey();
      if (e.getValue().isEmpty()) {
        continue; // it does not compile: told
      }
      Program p = e.getValue().get();
      String name = v.getFileName().toString().replaceFirst("\\.[^.]*$", "");
      built.put(name, p);
      int bad = 0;
      for (TestCase tc : pkg.cases()) {
        Path dir = Files.createTempDirectory(scratch, "validate");
        KattisCaseConfig.copyFiles(tc.input(), dir); // NAME.files/, and the case's args after its own
        RunResult r = runner.run(p.command(KattisCaseConfig.inputArgs(tc.input(), pkg.dir().resolve("data"), name),
            p.workDir(dir), RunOptions.NONE),
            limits, tc.input(), dir.resolve("stdout"), dir.resolve("stderr"));
        if (r.outcome() != org.arbitre.process.Outcome.EXITED || r.exitCode() != 42) {
          String said = Files.readString(dir.resolve("stderr"), StandardCharsets.ISO_8859_1).strip();
          if (said.isEmpty()) {
            said = Files.readString(dir.resolve("stdout"), StandardCharsets.ISO_8859_1).strip();
          }
          surprises.add("input validator " + v.getFileName() + " rejects " + tc.name() + ": "
              + (r.outcome() == org.arbitre.process.Outcome.EXITED ? "exit code " + r.exitCode() : r.detail())
              + (said.isEmpty() ? "" : " (" + said.lines().findFirst().orElse("") + ")"));
          bad++;
        }
      }
      listener.line("input validator " + v.getFileName() + ": " + (pkg.cases().size() - bad) + "/" + pkg.cases().size()
          + " inputs valid");
    }
    Map<String, Ctd> grammars = checktestdata(pkg, ctd, surprises, listener);
    rejectInvalidInputs(pkg, built, grammars, scratch, limits, surprises, listener);
  }

  /**
   * The checktestdata validators, read and run here on each input: one that rejects an input is
   * reported as a program validator that exits with 43 is, with where the input departs from the grammar.
   */
  private static Map<String, Ctd> checktestdata(KattisPackage pkg, List<Path> files, List<String> surprises, Listener listener)
      throws IOException {
    Map<String, Ctd> grammars = new java.util.LinkedHashMap<>();
    for (Path f : files) {
      Ctd grammar;
      try {
        grammar = Ctd.parse(Files.readString(f, StandardCharsets.ISO_8859_1));
      } catch (Ctd.SyntaxError e) {
        surprises.add("input validator " + f.getFileName() + " does not parse: " + e.getMessage());
        continue;
      }
      grammars.put(f.getFileName().toString(), grammar);
      int bad = 0;
      for (TestCase tc : pkg.cases()) {
        Ctd.Result r = grammar.check(Files.readAllBytes(tc.input()));
        if (!r.ok()) {
          surprises.add("input validator " + f.getFileName() + " rejects " + tc.name() + ": exit code 43 (" + r + ")");
          bad++;
        }
      }
      listener.line("input validator " + f.getFileName() + ": " + (pkg.cases().size() - bad) + "/" + pkg.cases().size()
          + " inputs valid");
    }
    return grammars;
  }

  /**
   * {@code data/invalid_input/} (2025-09): each {@code .in} there must be rejected by at least one
   * input validator (an exit other than 42, or a checktestdata grammar it does not follow); one that every validator
   * accepts is a surprise.
   */
  private void rejectInvalidInputs(KattisPackage pkg, Map<String, Program> validators, Map<String, Ctd> grammars, Path scratch,
      Limits limits, List<String> surprises, Listener listener) throws IOException {
    Path folder = KattisPackage.validationData(pkg.dir(), "invalid_input");
    if (!Files.isDirectory(folder) || validators.isEmpty() && grammars.isEmpty()) {
      return;
    }
    List<Path> inputs;
    try (java.util.stream.Stream<Path> files = Files.walk(folder)) {
      inputs = files.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".in")).sorted().toList();
    }
    int rejected = 0;
    for (Path in : inputs) {
      byte[] bytes = Files.readAllBytes(in);
      boolean any = grammars.values().stream().anyMatch(g -> !g.check(bytes).ok());
      for (Map.Entry<String, Program> v : validators.entrySet()) {
        if (any) {
          break;
        }
        Path dir = Files.createTempDirectory(scratch, "invalid");
        KattisCaseConfig.copyFiles(in, dir);
        RunResult r = runner.run(v.getValue().command(KattisCaseConfig.inputArgs(in, pkg.dir().resolve("data"), v.getKey()), v.getValue().workDir(dir),
            RunOptions.NONE), limits, in, dir.resolve("stdout"), dir.resolve("stderr"));
        any = r.outcome() != org.arbitre.process.Outcome.EXITED || r.exitCode() != 42;
      }
      if (any) {
        rejected++;
      } else {
        surprises.add("every input validator accepts " + pkg.dir().relativize(in) + ", an invalid input");
      }
    }
    listener.line("invalid inputs: " + rejected + "/" + inputs.size() + " rejected");
  }
}
