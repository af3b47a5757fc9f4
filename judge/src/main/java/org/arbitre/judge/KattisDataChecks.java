package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.arbitre.judge.checktestdata.Ctd;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Limits;
import org.arbitre.process.Outcome;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;

/**
 * The checks of a Kattis package's validators against data made to test them, run by {@code verify}
 * after the input validators:
 * <ul>
 *   <li>{@code answer_validators/}: each program runs as {@code validator input [output_validator_args]
 *       < answer} on every case's {@code .ans}; exit 42 means valid;
 *   <li>{@code data/invalid_answer/}: each {@code NAME.in} (a valid input) with its {@code NAME.ans}
 *       must be rejected by an answer validator, or by the custom output validator given the answer
 *       as output with {@code case_sensitive space_change_sensitive};
 *   <li>{@code data/invalid_output/}: each {@code NAME.in} (valid), {@code NAME.ans} (valid) and
 *       {@code NAME.out}: the output validator must reject the {@code .out} (43, WA);
 *   <li>{@code data/valid_output/}: the same, and the output validator must accept it (42, AC);
 *   <li>a sample's {@code NAME.out} (what the statement shows instead of the answer): the output
 *       validator must accept it.
 * </ul>
 * Each case that disagrees is one surprise; a count per folder is one line. The settings of
 * {@code test_group.yaml} / {@code testdata.yaml} in these folders and of a case's {@code NAME.yaml}
 * apply ({@link KattisCaseConfig}). Outputs of an interactive problem are not checked (the format
 * defines these folders for non-interactive problems only).
 */
public final class KattisDataChecks {
  private static final Limits LIMITS = Limits.generous(Duration.ofSeconds(60));
  /** The flags an answer is held to when given to the output validator as an output (answers follow the format exactly). */
  private static final List<String> STRICT = List.of("case_sensitive", "space_change_sensitive");

  private final Compiler compiler;
  private final ProcessRunner runner;

  public KattisDataChecks(Compiler compiler, ProcessRunner runner) {
    this.compiler = compiler;
    this.runner = runner;
  }

  /** The result of running one validator on one file: null when it accepts, else why not. */
  private record Refusal(String why) {}

  public void check(KattisPackage pkg, Path scratch, List<String> surprises, Verify.Listener listener)
      throws IOException {
    Path data = pkg.dir().resolve("data");
    Map<String, Program> answerValidators = build("answer validator",
        KattisConstants.of(pkg.dir()).apply(KattisPackage.validators(pkg.dir().resolve("answer_validators"))), surprises, listener);
    for (Map.Entry<String, Program> v : answerValidators.entrySet()) {
      int bad = 0;
      int all = 0;
      for (TestCase tc : pkg.cases()) {
        if (tc.answer() == null) {
          continue;
        }
        all++;
        Refusal r = answer(v.getValue(), tc.input(), tc.answer(), data, scratch);
        if (r != null) {
          surprises.add("answer validator " + v.getKey() + " rejects " + tc.name() + ".ans: " + r.why());
          bad++;
        }
      }
      listener.line("answer validator " + v.getKey() + ": " + (all - bad) + "/" + all + " answers valid");
    }
    List<String> folders = List.of("invalid_answer", "invalid_output", "valid_output").stream()
        .filter(f -> Files.isDirectory(KattisPackage.validationData(pkg.dir(), f))).toList();
    List<TestCase> sampleOutputs = pkg.interactive() ? List.of() : pkg.cases().stream()
        .filter(c -> c.name().startsWith("sample/") && c.answer() != null && Files.isRegularFile(sibling(c.input(), ".out")))
        .toList();
    if (folders.isEmpty() && sampleOutputs.isEmpty()) {
      return;
    }
    // the input validators' failures are told by verify's own check of the inputs
    Map<String, Program> inputValidators = byName(build(compiler, "input validator", pkg.inputValidators(),
        new ArrayList<>(), new ArrayList<>()));
    Map<String, Ctd> grammars = new LinkedHashMap<>();
    for (Path f : pkg.checktestdataValidators()) {
      try {
        grammars.put(f.getFileName().toString(), Ctd.parse(Files.readString(f, StandardCharsets.ISO_8859_1)));
      } catch (Ctd.SyntaxError e) {
        // told by the input validators' own check
      }
    }
    Program custom = null;
    if (pkg.outputValidator() != null && !pkg.interactive()) {
      Map<String, Program> one = build("output validator", List.of(pkg.outputValidator()), surprises, listener);
      custom = one.isEmpty() ? null : one.values().iterator().next();
      if (custom == null) {
        return;
      }
    }
    if (!sampleOutputs.isEmpty()) { // a sample's NAME.out (shown in the statement) must pass the output validator
      int accepted = 0;
      for (TestCase tc : sampleOutputs) {
        String why = verdict(true, custom, tc.input(), tc.answer(), sibling(tc.input(), ".out"),
            pkg.outputFlags(tc.input()), scratch);
        if (why == null) {
          accepted++;
        } else {
          surprises.add(tc.name() + ".out: " + why);
        }
      }
      listener.line("sample outputs: " + accepted + "/" + sampleOutputs.size() + " accepted");
    }
    for (String folder : folders) {
      List<Path> inputs = inputs(KattisPackage.validationData(pkg.dir(), folder));
      if (!folder.equals("invalid_answer") && pkg.interactive()) {
        listener.line("skipped data/" + folder + "/: the problem is interactive (the format checks outputs of "
            + "non-interactive problems only)");
        continue;
      }
      if (folder.equals("invalid_answer") && answerValidators.isEmpty() && custom == null) {
        surprises.add("data/invalid_answer/: nothing can reject an answer (no answer_validators/, and the default "
            + "output validator accepts any answer as its own output)");
        continue;
      }
      int asSaid = 0;
      for (Path in : inputs) {
        String name = pkg.dir().relativize(in).toString().replaceFirst("\\.in$", "");
        Path ans = sibling(in, ".ans");
        Path out = sibling(in, ".out");
        List<Path> needed = folder.equals("invalid_answer") ? List.of(ans) : List.of(ans, out);
        Optional<Path> missing = needed.stream().filter(p -> !Files.isRegularFile(p)).findFirst();
        if (missing.isPresent()) {
          surprises.add(name + ": no " + missing.get().getFileName() + " beside its .in");
          continue;
        }
        String invalidInput = invalidInput(inputValidators, grammars, in, data, scratch);
        if (invalidInput != null) {
          surprises.add(name + ": its input is not valid (" + invalidInput + ")");
          continue;
        }
        String disagreement = folder.equals("invalid_answer")
            ? invalidAnswer(answerValidators, custom, in, ans, data, scratch)
            : output(folder.equals("valid_output"), answerValidators, custom, in, ans, out, data, scratch);
        if (disagreement == null) {
          asSaid++;
        } else {
          surprises.add(name + ": " + disagreement);
        }
      }
      listener.line(switch (folder) {
        case "invalid_answer" -> "invalid answers: " + asSaid + "/" + inputs.size() + " rejected";
        case "invalid_output" -> "invalid outputs: " + asSaid + "/" + inputs.size() + " rejected";
        default -> "valid outputs: " + asSaid + "/" + inputs.size() + " accepted";
      });
    }
  }

  /** Why no validator rejects this invalid answer, or null when one does. */
  private String invalidAnswer(Map<String, Program> answerValidators, Program custom, Path in, Path ans, Path data,
      Path scratch) throws IOException {
    for (Program v : answerValidators.values()) {
      if (answer(v, in, ans, data, scratch) != null) {
        return null;
      }
    }
    if (custom != null) {
      List<String> strict = new ArrayList<>(STRICT);
      strict.addAll(KattisCaseConfig.outputArgs(in, data));
      CheckResult r = ExternalChecker.outputValidator(custom, x -> strict, runner, scratch)
          .check(new CheckInput(in, ans, ans));
      if (r.verdict() == Verdict.WA) {
        return null;
      }
      if (r.verdict() != Verdict.AC) {
        return "the output validator failed on its .ans: " + r.message();
      }
    }
    return (answerValidators.isEmpty() ? "" : "every answer validator accepts its .ans"
        + (custom == null ? "" : " and ")) + (custom == null ? "" : "the output validator accepts its .ans as output")
        + ", an invalid answer";
  }

  /** Why the output validator does not give the {@code .out} the verdict its folder says, or null. */
  private String output(boolean valid, Map<String, Program> answerValidators, Program custom, Path in, Path ans,
      Path out, Path data, Path scratch) throws IOException {
    for (Map.Entry<String, Program> v : answerValidators.entrySet()) {
      Refusal r = answer(v.getValue(), in, ans, data, scratch);
      if (r != null) {
        return "its .ans is not valid (answer validator " + v.getKey() + ": " + r.why() + ")";
      }
    }
    return verdict(valid, custom, in, ans, out, KattisCaseConfig.outputArgs(in, data), scratch);
  }

  /** Why the output validator does not accept ({@code valid}) or reject the output {@code out}, or null. */
  private String verdict(boolean valid, Program custom, Path in, Path ans, Path out, List<String> args, Path scratch)
      throws IOException {
    Checker checker = custom != null ? ExternalChecker.outputValidator(custom, x -> args, runner, scratch)
        : new KattisDefaultValidator(x -> args);
    CheckResult r = checker.check(new CheckInput(in, out, ans));
    String said = r.message() == null || r.message().isBlank() ? "" : " (" + r.message() + ")";
    if (r.verdict() == Verdict.AC) {
      return valid ? null : "the output validator accepts its .out, an invalid output";
    }
    if (r.verdict() == Verdict.WA || r.verdict() == Verdict.PE) {
      return valid ? "the output validator rejects its .out, a valid output" + said : null;
    }
    return "the output validator failed on its .out" + said;
  }

  /** Why an input validator or grammar rejects {@code in}, or null when every one accepts it. */
  private String invalidInput(Map<String, Program> validators, Map<String, Ctd> grammars, Path in, Path data,
      Path scratch) throws IOException {
    byte[] bytes = Files.readAllBytes(in);
    for (Map.Entry<String, Ctd> g : grammars.entrySet()) {
      Ctd.Result r = g.getValue().check(bytes);
      if (!r.ok()) {
        return "input validator " + g.getKey() + ": " + r;
      }
    }
    for (Map.Entry<String, Program> v : validators.entrySet()) {
      String name = v.getKey().replaceFirst("\\.[^.]*$", "");
      Path dir = Files.createTempDirectory(scratch, "input");
      KattisCaseConfig.copyFiles(in, dir);
      Refusal r = run(v.getValue(), KattisCaseConfig.inputArgs(in, data, name), in, dir);
      if (r != null) {
        return "input validator " + v.getKey() + ": " + r.why();
      }
    }
    return null;
  }

  /** An answer validator on {@code ans}: {@code validator input [output_validator_args] < ans}. */
  private Refusal answer(Program v, Path in, Path ans, Path data, Path scratch) throws IOException {
    List<String> args = new ArrayList<>(List.of(in.toAbsolutePath().toString()));
    args.addAll(KattisCaseConfig.outputArgs(in, data));
    return run(v, args, ans, Files.createTempDirectory(scratch, "answer"), in);
  }

  private Refusal run(Program p, List<String> args, Path stdin, Path dir) throws IOException {
    return run(p, args, stdin, dir, stdin);
  }

  /** {@code p} on {@code stdin} in {@code dir}; it may read {@code input} too. */
  private Refusal run(Program p, List<String> args, Path stdin, Path dir, Path input) throws IOException {
    RunResult r = runner.run(p.command(args, p.workDir(dir), RunOptions.NONE)
            .withReads(List.of(stdin.toAbsolutePath(), input.toAbsolutePath())), LIMITS, stdin, dir.resolve("stdout"),
        dir.resolve("stderr"));
    if (r.outcome() == Outcome.EXITED && r.exitCode() == 42) {
      return null;
    }
    String said = Files.readString(dir.resolve("stderr"), StandardCharsets.ISO_8859_1).strip();
    if (said.isEmpty()) {
      said = Files.readString(dir.resolve("stdout"), StandardCharsets.ISO_8859_1).strip();
    }
    return new Refusal((r.outcome() == Outcome.EXITED ? "exit code " + r.exitCode() : r.detail())
        + (said.isEmpty() ? "" : " (" + said.lines().findFirst().orElse("") + ")"));
  }

  /**
   * The programs built, by file name; one that does not compile is a surprise, one that cannot run
   * here (no language known for it, its toolchain missing) a line {@code skipped NOUN NAME (why)}.
   */
  private Map<String, Program> build(String noun, List<Path> paths, List<String> surprises, Verify.Listener listener)
      throws IOException {
    List<String> skipped = new ArrayList<>();
    Map<String, Program> built = byName(build(compiler, noun, paths, surprises, skipped));
    skipped.forEach(listener::line);
    return built;
  }

  /** The programs that were built, by file name. */
  private static Map<String, Program> byName(Map<Path, Optional<Program>> built) {
    Map<String, Program> byName = new LinkedHashMap<>();
    built.forEach((p, program) -> program.ifPresent(b -> byName.put(p.getFileName().toString(), b)));
    return byName;
  }

  /**
   * Builds a package's own programs (validators, an output validator): each that builds maps to
   * its program; each that does not compile to nothing, with the surprise {@code NOUN NAME does not
   * compile: summary} (it counts as one that was meant to run: its failure is told); each that
   * cannot run here (no language known for it, its toolchain missing) is left out, with the line
   * {@code skipped NOUN NAME (why)} in {@code skipped}.
   */
  static Map<Path, Optional<Program>> build(Compiler compiler, String noun, List<Path> paths, List<String> surprises,
      List<String> skipped) throws IOException {
    Map<Path, Optional<Program>> built = new LinkedHashMap<>();
    for (Path p : paths) {
      try {
        built.put(p, Optional.of(prepare(compiler, p)));
      } catch (CompileError e) {
        surprises.add(noun + " " + p.getFileName() + " does not compile: " + e.summary());
        built.put(p, Optional.empty());
      } catch (org.arbitre.UserError e) {
        skipped.add("skipped " + noun + " " + p.getFileName() + " (" + Verify.cannotRun(e, p) + ")");
      }
    }
    return built;
  }

  /** A package's program, a file in a language known by its name or a folder. */
  static Program prepare(Compiler compiler, Path path) throws CompileError, IOException {
    return Files.isDirectory(path) ? compiler.prepareDirectory(path) : compiler.prepare(Compiler.resolve(path.toString(), Optional.empty()));
  }

  private static List<Path> inputs(Path folder) throws IOException {
    try (Stream<Path> files = Files.walk(folder)) {
      return files.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".in")).sorted().toList();
    }
  }

  private static Path sibling(Path in, String ending) {
    return in.resolveSibling(in.getFileName().toString().replaceFirst("\\.in$", "") + ending);
  }
}
