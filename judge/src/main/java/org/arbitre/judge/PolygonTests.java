package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.Program;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Limits;
import org.arbitre.process.Outcome;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.RunResult;
import org.w3c.dom.Element;

/**
 * A Polygon package's generated tests, made as Polygon makes them when the package has its
 * generators but not their output (a download without the generated tests): each {@code <test
 * method="generated" cmd="gen 1 2">} of the testset whose input file is missing is written by the
 * generator named first in {@code cmd} (an {@code <executable>} of {@code <files>}, its source
 * built as a checker is, run with the other words as its arguments); its standard output is the
 * test, or with {@code from-file="N"} the file N it writes in its working folder. Each missing
 * answer is then the output of the solution tagged {@code main} on the input. Programs run
 * sandboxed (as solutions are) under generous limits; the files are written where {@code
 * input-path-pattern} and {@code answer-path-pattern} say, as the package's {@code doall.sh} would.
 * A package without {@code <executables>} is left as it is.
 */
public final class PolygonTests {
  private static final Limits LIMITS = Limits.generous(Duration.ofSeconds(60));

  private PolygonTests() {}

  /** Makes the missing tests of the Polygon package in {@code dir} (nothing for another folder); {@code say} is told each file made. */
  public static void generateMissing(Path dir, Compiler compiler, ProcessRunner runner, Consumer<String> say)
      throws IOException {
    if (!PolygonPackage.isPackage(dir)) {
      return;
    }
    Path xml = dir.resolve(PolygonPackage.FILE);
    Element root = PolygonPackage.parse(xml).getDocumentElement();
    Element judging = PolygonPackage.child(root, "judging");
    Element files = PolygonPackage.child(root, "files");
    Element executables = files == null ? null : PolygonPackage.child(files, "executables");
    if (judging == null || executables == null) {
      return; // the package's own loading says what is wrong or missing
    }
    Map<String, Path> generators = new LinkedHashMap<>();
    for (Element e : PolygonPackage.children(executables, "executable")) {
      Element source = PolygonPackage.child(e, "source");
      if (source != null && !source.getAttribute("path").isBlank()) {
        Path p = dir.resolve(source.getAttribute("path"));
        generators.put(p.getFileName().toString().replaceFirst("\\.[^.]*$", ""), p);
      }
    }
    Element testset = null;
    for (Element t : PolygonPackage.children(judging, "testset")) {
      if (t.getAttribute("name").equals("tests") || testset == null) {
        testset = t;
      }
    }
    Element tests = testset == null ? null : PolygonPackage.child(testset, "tests");
    Element inPattern = testset == null ? null : PolygonPackage.child(testset, "input-path-pattern");
    Element ansPattern = testset == null ? null : PolygonPackage.child(testset, "answer-path-pattern");
    if (generators.isEmpty() || tests == null || inPattern == null || ansPattern == null) {
      return;
    }
    List<Element> all = PolygonPackage.children(tests, "test");
    Map<String, Program> built = new LinkedHashMap<>();
    Path scratch = Files.createTempDirectory("arbitre-polygon-tests");
    try {
      List<Path[]> unanswered = new ArrayList<>();
      for (int i = 1; i <= all.size(); i++) {
        Element test = all.get(i - 1);
        Path in = dir.resolve(PolygonPackage.format(xml, inPattern.getTextContent().strip(), i));
        Path ans = dir.resolve(PolygonPackage.format(xml, ansPattern.getTextContent().strip(), i));
        if (!Files.exists(in) && test.getAttribute("method").equals("generated")) {
          generate(dir, xml, i, test, in, generators, built, compiler, runner, scratch);
          String fromFile = test.getAttribute("from-file").strip();
          say.accept("generated " + dir.relativize(in) + " (" + test.getAttribute("cmd").strip()
              + (fromFile.isEmpty() ? "" : ", its file " + fromFile) + ")");
        }
        if (Files.exists(in) && !Files.exists(ans)) {
          unanswered.add(new Path[] {in, ans});
        }
      }
      if (!unanswered.isEmpty()) {
        Path main = mainSolution(dir, root, xml);
        Program solution = build(compiler, main, "the main solution " + dir.relativize(main));
        for (Path[] t : unanswered) {
          Path out = runIn(solution, List.of(), t[0], Files.createTempDirectory(scratch, "run"), runner,
              "the main solution " + dir.relativize(main) + " on " + dir.relativize(t[0]));
          write(out, t[1]);
          say.accept("answered " + dir.relativize(t[1]) + " (the main solution " + dir.relativize(main) + ")");
        }
      }
    } finally {
      PathUtils.deleteDirectory(scratch);
    }
  }

  private static void generate(Path dir, Path xml, int i, Element test, Path in, Map<String, Path> generators,
      Map<String, Program> built, Compiler compiler, ProcessRunner runner, Path scratch) throws IOException {
    String cmd = test.getAttribute("cmd").strip();
    if (cmd.isEmpty()) {
      throw new UserError(xml + ": test " + i + " is generated but has no cmd");
    }
    if (cmd.matches(".*[<>|;&$`\"'].*")) {
      throw new UserError(xml + ": test " + i + ": the command '" + cmd
          + "' is more than a generator and its arguments (run the package's doall.sh instead)");
    }
    List<String> words = List.of(cmd.split("\\s+"));
    Path source = generators.get(words.get(0));
    if (source == null) {
      throw new UserError(xml + ": test " + i + " is made by '" + words.get(0) + "', which is not among the <executables> ("
          + String.join(", ", generators.keySet()) + ")");
    }
    Program gen = built.get(words.get(0));
    if (gen == null) {
      gen = build(compiler, source, "the generator " + dir.relativize(source));
      built.put(words.get(0), gen);
    }
    String fromFile = test.getAttribute("from-file").strip();
    Path work = Files.createTempDirectory(scratch, "gen");
    Path out = runIn(gen, words.subList(1, words.size()), null, work, runner, "the generator " + words.get(0)
        + " (test " + i + ": " + cmd + ")");
    if (!fromFile.isEmpty()) {
      out = work.resolve(fromFile);
      if (!Files.isRegularFile(out)) {
        throw new UserError("the generator " + words.get(0) + " (test " + i + ": " + cmd + ") wrote no file " + fromFile
            + " (from-file of the test)");
      }
    }
    write(out, in);
  }

  /** Runs {@code p} in {@code work} and returns its standard output's file; a failure is a {@link UserError}. */
  private static Path runIn(Program p, List<String> args, Path stdin, Path work, ProcessRunner runner, String what)
      throws IOException {
    Path out = work.resolveSibling(work.getFileName() + ".out");
    Path err = work.resolveSibling(work.getFileName() + ".err");
    var command = p.command(args, p.workDir(work), RunOptions.NONE);
    if (stdin != null) {
      command = command.withReads(List.of(stdin.toAbsolutePath()));
    }
    RunResult r = runner.run(command, LIMITS, stdin, out, err);
    if (r.outcome() != Outcome.EXITED || r.exitCode() != 0) {
      String said = Files.readString(err, StandardCharsets.ISO_8859_1).strip().lines().findFirst().orElse("");
      throw new UserError(what + " failed: " + (r.outcome() == Outcome.EXITED ? "exit code " + r.exitCode() : r.detail())
          + (said.isEmpty() ? "" : " (" + said + ")"));
    }
    return out;
  }

  private static Program build(Compiler compiler, Path source, String what) throws IOException {
    try {
      return compiler.prepare(Compiler.resolve(source.toString(), Optional.empty()));
    } catch (CompileError e) {
      throw e.asUserError(what);
    }
  }

  private static Path mainSolution(Path dir, Element root, Path xml) {
    Element assets = PolygonPackage.child(root, "assets");
    Element sols = assets == null ? null : PolygonPackage.child(assets, "solutions");
    if (sols != null) {
      for (Element s : PolygonPackage.children(sols, "solution")) {
        Element source = PolygonPackage.child(s, "source");
        if (s.getAttribute("tag").equals("main") && source != null && !source.getAttribute("path").isBlank()) {
          return dir.resolve(source.getAttribute("path"));
        }
      }
    }
    throw new UserError(xml + ": answers are missing and no solution is tagged main to make them");
  }

  private static void write(Path from, Path to) throws IOException {
    try {
      Files.createDirectories(to.toAbsolutePath().getParent());
      Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UserError("cannot write the test " + to + ": " + e.getMessage());
    }
  }
}
