package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
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
 *   <li>testlib: {@code checker input output answer}; exit 0 AC, 1 WA, 2 PE; message on stderr;
 *   <li>Kattis: {@code checker input answer feedback_dir < output}; exit 42 AC, 43 WA; message in
 *       {@code feedback_dir/judgemessage.txt}.
 * </ul>
 * Any other ending (crash, other exit code, time out) is IE: the checker, not the solution, failed.
 */
public final class ExternalChecker implements Checker {
  public enum Convention { TESTLIB, KATTIS }

  private static final Limits LIMITS = Limits.generous(Duration.ofSeconds(30));

  private final Program program;
  private final Convention convention;
  private final ProcessRunner runner;
  private final Path scratch;

  public ExternalChecker(Program program, Convention convention, ProcessRunner runner, Path scratch) {
    this.program = program;
    this.convention = convention;
    this.runner = runner;
    this.scratch = scratch;
  }

  @Override
  public CheckResult check(CheckInput in) throws IOException {
    Path dir = Files.createTempDirectory(scratch, "checker");
    Path out = dir.resolve("stdout");
    Path err = dir.resolve("stderr");
    Path feedback = Files.createDirectory(dir.resolve("feedback"));
    List<String> args = convention == Convention.TESTLIB
        ? List.of(abs(in.input()), abs(in.output()), abs(in.answer()))
        : List.of(abs(in.input()), abs(in.answer()), feedback.toString() + "/");
    Path stdin = convention == Convention.KATTIS ? in.output() : null;
    Command command = program.command(args, dir, RunOptions.NONE)
        .withReads(List.of(in.input().toAbsolutePath(), in.output().toAbsolutePath(), in.answer().toAbsolutePath()));
    RunResult r = runner.run(command, LIMITS, stdin, out, err);
    String message = message(feedback, out, err);
    if (r.outcome() != Outcome.EXITED) {
      return new CheckResult(Verdict.IE, "checker " + program.origin() + " failed: " + r.detail());
    }
    Verdict v = switch (convention) {
      case TESTLIB -> switch (r.exitCode()) {
        case 0 -> Verdict.AC;
        case 1 -> Verdict.WA;
        case 2 -> Verdict.PE;
        default -> Verdict.IE;
      };
      case KATTIS -> switch (r.exitCode()) {
        case 42 -> Verdict.AC;
        case 43 -> Verdict.WA;
        default -> Verdict.IE;
      };
    };
    if (v == Verdict.IE) {
      message = "checker " + program.origin() + " exited with code " + r.exitCode()
          + (message.isEmpty() ? "" : ": " + message);
    }
    return new CheckResult(v, v == Verdict.AC ? "" : message);
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
