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
 * A Kattis package's custom output validator: {@code validator input answer feedback_dir/
 * [flags] < output}; exit 42 AC, 43 WA, message in {@code judgemessage.txt}; anything else IE.
 * (As {@link ExternalChecker}'s Kattis convention, with the package's flags for each case.)
 */
public final class KattisValidator implements Checker {
  private static final Limits LIMITS = Limits.generous(Duration.ofSeconds(60));

  private final Program program;
  private final Function<Path, List<String>> flags;
  private final ProcessRunner runner;
  private final Path scratch;

  public KattisValidator(Program program, Function<Path, List<String>> flags, ProcessRunner runner, Path scratch) {
    this.program = program;
    this.flags = flags;
    this.runner = runner;
    this.scratch = scratch;
  }

  @Override
  public CheckResult check(CheckInput in) throws IOException {
    Path dir = Files.createTempDirectory(scratch, "validator");
    Path feedback = Files.createDirectory(dir.resolve("feedback"));
    List<String> args = new ArrayList<>(List.of(in.input().toAbsolutePath().toString(),
        in.answer().toAbsolutePath().toString(), feedback + "/"));
    args.addAll(flags.apply(in.input()));
    Command command = program.command(args, dir, RunOptions.NONE)
        .withReads(List.of(in.input().toAbsolutePath(), in.answer().toAbsolutePath(), in.output().toAbsolutePath()));
    Path err = dir.resolve("stderr");
    RunResult r = runner.run(command, LIMITS, in.output(), dir.resolve("stdout"), err);
    String message = "";
    for (Path p : List.of(feedback.resolve("judgemessage.txt"), err)) {
      if (message.isEmpty() && Files.exists(p)) {
        message = String.join(" / ", Files.readString(p, StandardCharsets.ISO_8859_1).strip().lines().limit(3).toList());
      }
    }
    if (r.outcome() != Outcome.EXITED) {
      return new CheckResult(Verdict.IE, "output validator " + program.origin() + " failed: " + r.detail());
    }
    return switch (r.exitCode()) {
      case 42 -> new CheckResult(Verdict.AC, "");
      case 43 -> new CheckResult(Verdict.WA, message);
      default -> new CheckResult(Verdict.IE, "output validator " + program.origin() + " exited with code "
          + r.exitCode() + (message.isEmpty() ? "" : ": " + message));
    };
  }
}
