package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Command;
import org.arbitre.process.Limits;
import org.arbitre.process.Outcome;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * A checker program, in one of two conventions:
 * <ul>
 *   <li>testlib: {@code checker input output answer}; exit 0 AC, 1 WA, 2 PE, 3 FAIL (IE), 7
 *       points, partially correct by its message; message on stderr ({@link Convention#result});
 *   <li>Kattis: {@code checker input answer feedback_dir/ [flags] < output}; exit 42 AC, 43 WA;
 *       message in {@code feedback_dir/judgemessage.txt}. A Kattis package's custom output
 *       validator is this, with the package's flags for each case ({@link #outputValidator}).
 * </ul>
 * Any other ending (crash, other exit code, time out) is IE: the checker, not the solution, failed.
 */
public final class ExternalChecker implements Checker {
  /** How a checker (or interactor) is called and what its exit code means: the one place that says so. */
  public enum Convention {
    TESTLIB, KATTIS;

    /** testlib's exit code for {@code quitp} and {@code quitpi} (points; testlib 0.9.2 exited 0 for them). */
    public static final int TESTLIB_POINTS = 7;

    /** testlib's message for {@code quitf(_pc(n), ...)}: {@code partially correct (n) why}. */
    private static final Pattern PARTIAL = Pattern.compile("partially correct \\((\\d+)\\)(\\s.*)?", Pattern.DOTALL);

    /**
     * The verdict an exit code means: testlib 0 AC, 1 WA, 2 PE (also testlib's extra output after
     * {@code quitf(_ok)}, and its unexpected end of file unless built with ENABLE_UNEXPECTED_EOF),
     * 4 (testlib's DIRT_EXIT_CODE) and 8 (unexpected end of file with ENABLE_UNEXPECTED_EOF) PE;
     * Kattis 42 AC, 43 WA; any other (testlib's 3 = FAIL) is IE. testlib's points and partially
     * correct need the message: {@link #result}.
     */
    public Verdict verdict(int exitCode) {
      return switch (this) {
        case TESTLIB -> switch (exitCode) {
          case 0 -> Verdict.AC;
          case 1 -> Verdict.WA;
          case 2, 4, 8 -> Verdict.PE;
          default -> Verdict.IE;
        };
        case KATTIS -> switch (exitCode) {
          case 42 -> Verdict.AC;
          case 43 -> Verdict.WA;
          default -> Verdict.IE;
        };
      };
    }

    /**
     * What a checker's (or interactor's) exit code and {@code message} (its first lines) make, for
     * {@code who} ("checker chk.cpp") in the messages of IE. arbitre has no scores, so testlib's
     * scored endings become pass or fail, their message shown either way:
     * <ul>
     *   <li>points ({@code quitp(0.25, "why")}: exit 7, {@code points 0.25 why}; exit 0 in testlib
     *       0.9.2): AC above 0, WA at 0 or below; {@code quitpi("info", "why")} (exit 7,
     *       {@code points points_info=info why}, no figure): AC;
     *   <li>partially correct ({@code quitf(_pc(n), "why")}: {@code partially correct (n) why},
     *       exit n, or 50 + n in a testlib built with TESTSYS): WA, whatever n, even where n is
     *       the code of another ending (_pc(0) exits 0, _pc(1) 1...).
     * </ul>
     */
    public CheckResult result(int exitCode, String message, String who) {
      if (this == TESTLIB) {
        Matcher partial = PARTIAL.matcher(message);
        if (partial.matches()) {
          int n = partial.group(1).length() > 9 ? -1 : Integer.parseInt(partial.group(1));
          if (exitCode == n || exitCode == 50 + n) {
            return new CheckResult(Verdict.WA, message);
          }
        }
        boolean pointsMessage = message.startsWith("points ");
        if (exitCode == TESTLIB_POINTS || (exitCode == 0 && pointsMessage)) {
          if (message.startsWith("points points_info=")) {
            return new CheckResult(Verdict.AC, message);
          }
          Double points = points(message);
          if (points != null) {
            return new CheckResult(points > 0 ? Verdict.AC : Verdict.WA, message);
          }
          if (exitCode == TESTLIB_POINTS) {
            return new CheckResult(Verdict.IE, who + " exited with code 7 (testlib's points) without the points"
                + " at the start of its message" + (message.isEmpty() ? "" : ": " + message));
          }
        }
      }
      Verdict v = verdict(exitCode);
      if (v == Verdict.IE) {
        return new CheckResult(v, who + " exited with code " + exitCode + (message.isEmpty() ? "" : ": " + message));
      }
      return new CheckResult(v, v == Verdict.AC ? "" : message);
    }

    /** The points at the start of testlib's message ({@code points 0.25 why}, or {@code 0.25 why}); null if none. */
    static Double points(String message) {
      String s = message.strip();
      if (s.startsWith("points ")) {
        s = s.substring("points ".length()).strip();
      }
      String first = s.split("\\s+", 2)[0];
      try {
        double p = Double.parseDouble(first);
        return Double.isFinite(p) ? p : null;
      } catch (NumberFormatException e) {
        return null;
      }
    }
  }

  private final Program program;
  private final Convention convention;
  private final ProcessRunner runner;
  private final Path scratch;
  private final String noun;
  private final Function<Path, List<String>> flags;
  private final Limits limits;

  public ExternalChecker(Program program, Convention convention, ProcessRunner runner, Path scratch) {
    this(program, convention, runner, scratch, "checker", input -> List.of(), Duration.ofSeconds(30));
  }

  private ExternalChecker(Program program, Convention convention, ProcessRunner runner, Path scratch, String noun,
      Function<Path, List<String>> flags, Duration wall) {
    this.program = program;
    this.convention = convention;
    this.runner = runner;
    this.scratch = scratch;
    this.noun = noun;
    this.flags = flags;
    this.limits = Limits.generous(wall);
  }

  /**
   * A Kattis package's custom output validator: the Kattis convention with {@code flags} (the
   * {@code output_validator_flags} of a case's input) after the feedback folder, up to 60 s, named
   * "output validator" in its messages.
   */
  public static ExternalChecker outputValidator(Program program, Function<Path, List<String>> flags,
      ProcessRunner runner, Path scratch) {
    return new ExternalChecker(program, Convention.KATTIS, runner, scratch, "output validator", flags,
        Duration.ofSeconds(60));
  }

  @Override
  public CheckResult check(CheckInput in) throws IOException {
    Path dir = Files.createTempDirectory(scratch, "checker");
    Path out = dir.resolve("stdout");
    Path err = dir.resolve("stderr");
    Path feedback = Files.createDirectory(dir.resolve("feedback"));
    List<String> args = new ArrayList<>(convention == Convention.TESTLIB
        ? List.of(abs(in.input()), abs(in.output()), abs(in.answer()))
        : List.of(abs(in.input()), abs(in.answer()), feedback.toString() + "/"));
    args.addAll(flags.apply(in.input()));
    Path stdin = convention == Convention.KATTIS ? in.output() : null;
    Command command = program.command(args, dir, RunOptions.NONE)
        .withReads(List.of(in.input().toAbsolutePath(), in.output().toAbsolutePath(), in.answer().toAbsolutePath()));
    RunResult r = runner.run(command, limits, stdin, out, err);
    String message = message(feedback, out, err);
    if (r.outcome() != Outcome.EXITED) {
      return new CheckResult(Verdict.IE, noun + " " + program.origin() + " failed: " + r.detail());
    }
    return convention.result(r.exitCode(), message, noun + " " + program.origin());
  }

  private static String abs(Path p) {
    return p.toAbsolutePath().toString();
  }

  /** The checker's first lines of feedback: the Kattis file, else stderr, else stdout. */
  private static String message(Path feedback, Path out, Path err) throws IOException {
    for (Path p : List.of(feedback.resolve("judgemessage.txt"), err, out)) {
      if (Files.exists(p)) {
        String s = Files.readString(p, java.nio.charset.StandardCharsets.ISO_8859_1).strip();
        if (!s.isEmpty()) {
          List<String> lines = s.lines().limit(3).toList();
          return String.join(" / ", lines);
        }
      }
    }
    return "";
  }
}
