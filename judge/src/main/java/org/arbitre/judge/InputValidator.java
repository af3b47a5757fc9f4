package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Failure;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.lang.RunOutput;
import org.arbitre.process.Limits;
import org.arbitre.process.Outcome;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * A problem's input validator in testlib's (Polygon's) convention: {@code validator < input}, exit
 * 0 when the input is valid; anything else rejects it, with testlib's message on stderr
 * ({@code FAIL Integer parameter [name=n] equals to 500, violates the range [1, 100] (stdin)}). A
 * rejected input is the problem's fault, not a solution's: a usage error naming the case.
 */
public final class InputValidator {
  private static final Limits LIMITS = Limits.generous(Duration.ofSeconds(30));

  private final Program program;
  private final ProcessRunner runner;

  private InputValidator(Program program, ProcessRunner runner) {
    this.program = program;
    this.runner = runner;
  }

  /** Builds {@code file} (relative to {@code baseDir}), in any language a solution may be in. */
  public static InputValidator of(String file, Path baseDir, Compiler compiler, ProcessRunner runner)
      throws IOException {
    return new InputValidator(compiler.prepareTool(baseDir.resolve(file), "validator"), runner);
  }

  /** Runs on every case's input, in a fresh working folder under {@code scratch}; the first rejected one is a UserError. */
  public void validate(List<TestCase> cases, Path scratch) throws IOException {
    for (TestCase tc : cases) {
      String why = rejection(tc.input(), scratch);
      if (why != null) {
        throw new UserError("case " + tc.name() + ": " + why.replace("{input}", "its input " + tc.input()));
      }
    }
  }

  /**
   * Null when {@code input} is valid, else why not: "the validator V rejects {input} (exit code 3):
   * FAIL ..." ({@code {input}} for the caller to name the input).
   */
  public String rejection(Path input, Path scratch) throws IOException {
    Path dir = scratch.resolve("validator"); // one folder, emptied before each run (stress runs thousands)
    if (Files.exists(dir)) {
      PathUtils.deleteDirectory(dir);
    }
    Files.createDirectories(dir);
    Path out = dir.resolve("stdout");
    Path err = dir.resolve("stderr");
    RunResult r = runner.run(program.command(List.of(), dir, RunOptions.NONE)
        .withReads(List.of(input.toAbsolutePath())), LIMITS, input, out, err);
    if (r.outcome() == Outcome.EXITED && r.exitCode() == 0) {
      return null;
    }
    // a crash its language names (a Python traceback's last line, the exception), else the first line
    String why = program.language().failure(RunOutput.of(out, err)).map(Failure::message)
        .orElse(firstLine(err).isEmpty() ? firstLine(out) : firstLine(err));
    return "the validator " + program.origin() + " rejects {input}"
        + (r.outcome() != Outcome.EXITED ? " (" + r.detail() + ")" : " (exit code " + r.exitCode() + ")")
        + (why.isEmpty() ? "" : ": " + why);
  }

  private static String firstLine(Path file) throws IOException {
    if (!Files.exists(file)) {
      return "";
    }
    String s = Files.readString(file, StandardCharsets.ISO_8859_1).strip();
    return s.lines().findFirst().orElse("");
  }
}
