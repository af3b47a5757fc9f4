package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.arbitre.Units;
import org.arbitre.UserError;

/**
 * A problem ready to judge: its cases, limits and checker, from its folder and descriptor
 * ({@code problems/<slug>/problem.yaml}) with what the command line overrides.
 *
 * @param name the folder's name (the slug), e.g. {@code othello}
 * @param checker the checker as written ({@code tokens}, {@code testlib:chk.cpp}...); for an
 *     interactive problem the checker run on the interactor's output file once the interactor
 *     accepted (testlib's and Polygon's convention), or null when the interactor alone decides
 * @param checkerBase the folder a checker program's path is relative to: the problem's folder for
 *     the descriptor's checker, the current folder for one given on the command line
 * @param solution the solution to judge: the override, else {@code <dir>/Main.java}
 * @param interactor for an interactive problem ({@code type: interactive}), its interactor as
 *     written ({@link Interactor#HELP}), relative to {@code dir}; null for a batch problem
 * @param validator the input validator ({@code validator: FILE}, testlib's convention), relative to
 *     {@code dir}; null for none
 */
public record Problem(String name, Path dir, List<TestCase> cases, Duration time, long memoryBytes,
    String checker, Path checkerBase, String solution, String interactor, String validator) {

  /** A problem without an input validator. */
  public Problem(String name, Path dir, List<TestCase> cases, Duration time, long memoryBytes,
      String checker, Path checkerBase, String solution, String interactor) {
    this(name, dir, cases, time, memoryBytes, checker, checkerBase, solution, interactor, null);
  }

  /** A batch problem. */
  public Problem(String name, Path dir, List<TestCase> cases, Duration time, long memoryBytes,
      String checker, Path checkerBase, String solution) {
    this(name, dir, cases, time, memoryBytes, checker, checkerBase, solution, null);
  }

  /** What the command line gives instead of the descriptor (null: the descriptor's). */
  public record Overrides(Path tests, String timeLimit, String memoryLimit, String checker, String solution) {
    public static final Overrides NONE = new Overrides(null, null, null, null, null);
  }

  /**
   * Reads the problem in {@code dir}. Its cases are {@code tests/<slug>/} of the repository it is
   * in ({@code <repo>/problems/<slug>/}), or of {@code root} when it is elsewhere, unless the
   * descriptor or {@code o} names another folder.
   */
  public static Problem load(Path dir, Path root, Overrides o) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new UserError("no problem folder " + dir);
    }
    if (KattisPackage.isPackage(dir)) {
      return KattisPackage.load(dir).problem(o);
    }
    if (PolygonPackage.isPackage(dir)) {
      return PolygonPackage.load(dir).problem(o);
    }
    if (!Files.exists(dir.resolve(ProblemDescriptor.FILE)) && o.timeLimit() != null && o.memoryLimit() != null) {
      String slug = dir.toAbsolutePath().normalize().getFileName().toString();
      Path tests = o.tests() != null ? o.tests() : repositoryRoot(dir, root).resolve("tests/" + slug);
      String solution = o.solution() != null ? o.solution() : dir.resolve("Main.java").toString();
      return withoutDescriptor(dir, TestCases.load(tests), solution, o);
    }
    ProblemDescriptor d = ProblemDescriptor.read(dir.resolve(ProblemDescriptor.FILE));
    Duration time = o.timeLimit() != null ? Units.duration(o.timeLimit()) : d.time();
    long memory = o.memoryLimit() != null ? Units.bytes(o.memoryLimit()) : d.memoryBytes();
    String slug = dir.toAbsolutePath().normalize().getFileName().toString();
    Path tests = o.tests() != null ? o.tests()
        : d.tests() != null ? dir.resolve(d.tests()) : repositoryRoot(dir, root).resolve("tests/" + slug);
    String interactor = d.interactor();
    List<TestCase> cases = interactor == null ? TestCases.load(tests) : TestCases.withOptionalAnswers(tests);
    String solution = o.solution() != null ? o.solution() : dir.resolve("Main.java").toString();
    if (o.solution() == null && !Files.isRegularFile(Path.of(solution))) {
      throw new UserError("no solution " + solution + " (give one with --solution FILE)");
    }
    String checker = interactor == null ? d.checkerOrDefault() : d.checker(); // interactive: none by default
    return o.checker() != null
        ? new Problem(slug, dir, cases, time, memory, o.checker(), Path.of(""), solution, interactor, d.validator())
        : new Problem(slug, dir, cases, time, memory, checker, dir, solution, interactor, d.validator());
  }

  /** The same problem with no input validator (its inputs already validated). */
  public Problem withoutValidator() {
    return new Problem(name, dir, cases, time, memoryBytes, checker, checkerBase, solution, interactor, null);
  }

  /** The same problem with only {@code chosen} of its cases ({@code --case}). */
  public Problem withCases(List<TestCase> chosen) {
    return new Problem(name, dir, List.copyOf(chosen), time, memoryBytes, checker, checkerBase, solution, interactor,
        validator);
  }

  /**
   * A problem with no descriptor ({@code arbitre test}, or {@code judge} given the limits):
   * {@code cases}, the limits of {@code o} or 1 s and 256 MiB, its checker or
   * {@code tokens}; named after {@code dir}.
   */
  public static Problem withoutDescriptor(Path dir, List<TestCase> cases, String solution, Overrides o) {
    Duration time = Units.duration(o.timeLimit() != null ? o.timeLimit() : "1s");
    long memory = Units.bytes(o.memoryLimit() != null ? o.memoryLimit() : "256m");
    Path name = dir.toAbsolutePath().normalize().getFileName();
    return new Problem(name == null ? "problem" : name.toString(), dir, cases, time, memory,
        o.checker() != null ? o.checker() : "tokens", Path.of(""), solution);
  }

  /** {@code <repo>/problems/<slug>/} → {@code <repo>}; else {@code root}. */
  static Path repositoryRoot(Path problem, Path root) {
    Path abs = problem.toAbsolutePath().normalize();
    Path parent = abs.getParent();
    if (parent != null && parent.getFileName() != null && parent.getFileName().toString().equals("problems")
        && parent.getParent() != null) {
      return parent.getParent();
    }
    return root;
  }
}
