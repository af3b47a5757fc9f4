package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Command;
import org.arbitre.process.Limits;
import org.arbitre.process.Outcome;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * A Kattis output validator run with a feedback folder the caller keeps: the one of a test case
 * over all its passes (multi-pass: {@code nextpass.in}; {@code judgemessage.txt} grows pass after
 * pass), read for {@code score.txt} and {@code score_multiplier.txt} once the case is judged
 * ({@link #feedback}). Called as {@code validator input answer feedback_dir/ [flags] < output},
 * exit 42 AC, 43 WA, anything else IE; without a program, the default validator decides and the
 * folder stays empty.
 */
public final class FeedbackValidator implements Checker {
  /** What the feedback folder says besides the verdict: a score, a score multiplier, a next pass. */
  public record Feedback(Double score, Double multiplier, boolean nextPass) {
    public static final Feedback NONE = new Feedback(null, null, false);
  }

  private final Program program;
  private final Checker fallback;
  private final ProcessRunner runner;
  private final Path dir;
  private final Function<Path, List<String>> flags;
  private final Path flagsOf;

  /**
   * {@code dir}: the validator's working folder, its {@code feedback/} inside, kept from pass to
   * pass; {@code flagsOf}: the case's own input, whose flags apply to every pass.
   */
  public FeedbackValidator(Program program, Checker fallback, ProcessRunner runner, Path dir,
      Function<Path, List<String>> flags, Path flagsOf) throws IOException {
    this.program = program;
    this.fallback = fallback;
    this.runner = runner;
    this.dir = dir;
    this.flags = flags;
    this.flagsOf = flagsOf;
    Files.createDirectories(feedbackDir());
  }

  public Path feedbackDir() {
    return dir.resolve("feedback");
  }

  @Override
  public CheckResult check(CheckInput in) throws IOException {
    if (program == null) {
      return fallback.check(new CheckInput(in.input(), in.output(), in.answer()));
    }
    Path feedback = feedbackDir();
    List<String> args = new ArrayList<>(List.of(in.input().toAbsolutePath().toString(),
        in.answer().toAbsolutePath().toString(), feedback + "/"));
    args.addAll(flags.apply(flagsOf));
    Command command = program.command(args, dir, RunOptions.NONE)
        .withReads(List.of(in.input().toAbsolutePath(), in.output().toAbsolutePath(), in.answer().toAbsolutePath()));
    RunResult r = runner.run(command, Limits.generous(Duration.ofSeconds(60)), in.output(), dir.resolve("stdout"),
        dir.resolve("stderr"));
    String who = "output validator " + program.origin();
    if (r.outcome() != Outcome.EXITED) {
      return new CheckResult(Verdict.IE, who + " failed: " + r.detail());
    }
    return ExternalChecker.Convention.KATTIS.result(r.exitCode(), message(feedback, dir.resolve("stderr")), who);
  }

  /**
   * The feedback of the last pass ({@code scored}: its scores read, else passed over: a sample's,
   * a pass-fail problem's); a file that breaks the format's rules (a score that is not a
   * non-negative number, a multiplier outside [0, 1], both files, a score on a rejected case, a
   * next pass after a rejection) is an {@link IllegalArgumentException} whose message is one line.
   */
  public Feedback feedback(Verdict verdict, boolean scored) throws IOException {
    Path feedback = feedbackDir();
    Double score = scored ? number(feedback.resolve("score.txt")) : null;
    Double multiplier = scored ? number(feedback.resolve("score_multiplier.txt")) : null;
    boolean next = Files.exists(feedback.resolve("nextpass.in"));
    if (score != null && multiplier != null) {
      throw new IllegalArgumentException("the output validator wrote both score.txt and score_multiplier.txt");
    }
    if (multiplier != null && multiplier > 1) {
      throw new IllegalArgumentException("score_multiplier.txt must be in [0, 1], not " + Scoring.format(multiplier));
    }
    if (verdict != Verdict.AC && (score != null || multiplier != null)) {
      throw new IllegalArgumentException("the output validator rejected the output but wrote "
          + (score != null ? "score.txt" : "score_multiplier.txt"));
    }
    if (verdict != Verdict.AC && verdict != Verdict.IE && next) {
      throw new IllegalArgumentException("the output validator wrote nextpass.in but did not accept (exit 42)");
    }
    return new Feedback(score, multiplier, next);
  }

  private static Double number(Path file) throws IOException {
    if (!Files.exists(file)) {
      return null;
    }
    String text = Files.readString(file, StandardCharsets.ISO_8859_1).strip();
    double d;
    try {
      d = Double.parseDouble(text);
    } catch (NumberFormatException e) {
      d = Double.NaN;
    }
    if (!text.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?") || !Double.isFinite(d) || d < 0) {
      String shown = text.length() > 40 ? text.substring(0, 40) + "..." : text;
      throw new IllegalArgumentException(file.getFileName() + " must hold one non-negative number, not '"
          + shown.replace('\n', ' ') + "'");
    }
    return d;
  }

  /** A Kattis program's first lines of feedback: its judgemessage.txt, else its stderr (interactors too). */
  static String message(Path feedback, Path err) throws IOException {
    for (Path p : List.of(feedback.resolve("judgemessage.txt"), err)) {
      if (Files.exists(p)) {
        String s = Files.readString(p, StandardCharsets.ISO_8859_1).strip();
        if (!s.isEmpty()) {
          return String.join(" / ", s.lines().limit(3).toList());
        }
      }
    }
    return "";
  }
}
