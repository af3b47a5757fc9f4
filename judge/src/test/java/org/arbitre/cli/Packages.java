package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.file.PathUtils;

/**
 * Test packages assembled in a test's own folder from fixtures kept once in the test resources: a
 * package that differs from another in a few files holds only those, and takes the rest from the
 * other. A test judges the copy, so what the judge writes into a package (generated tests, their
 * answers) never lands in the source tree.
 */
final class Packages {
  /** The Polygon package "sum", whole, used in place by the docs and the README. */
  static final Path POLYGON_SUM = Cli.RES.resolve("polygon/sum");

  private Packages() {}

  /**
   * Copies {@code parts} of {@code base} (files or folders, relative to it) into {@code target},
   * then all of {@code own} over them; returns {@code target}.
   */
  static Path assemble(Path target, Path own, Path base, String... parts) {
    try {
      Files.createDirectories(target);
      for (String part : parts) {
        Path from = base.resolve(part);
        Path to = target.resolve(part);
        Files.createDirectories(to.getParent());
        if (Files.isDirectory(from)) {
          PathUtils.copyDirectory(from, to);
        } else {
          Files.copy(from, to);
        }
      }
      PathUtils.copyDirectory(own, target);
      return target;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What a test changes in its copy of a package. */
  @FunctionalInterface
  interface Change {
    void apply(Path copy) throws IOException;
  }

  /**
   * {@code verify} on {@code pkg}; asserts its exit code (0 as it says, 1 a surprise, 2 a usage
   * error), with the report in the failure's message.
   */
  static Cli.Result verify(Path pkg, int code) {
    Cli.Result r = Cli.run("verify", pkg.toString());
    assertEquals(code, r.code(), r.out() + r.err());
    return r;
  }

  /**
   * A copy of {@code pkg} in {@code dir} (under the package's folder name) changed by {@code change},
   * then {@link #verify} on the copy: the source tree's package stays as it is.
   */
  static Cli.Result verifyCopy(Path dir, Path pkg, int code, Change change) {
    Path copy = dir.resolve(pkg.getFileName().toString());
    try {
      PathUtils.copyDirectory(pkg, copy);
      change.apply(copy);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return verify(copy, code);
  }

  /** Asserts that the report on standard output has each of {@code lines} (each a line or a part of one). */
  static void assertSays(Cli.Result r, String... lines) {
    for (String line : lines) {
      assertTrue(r.out().contains(line), "no '" + line + "' in:\n" + r.out());
    }
  }

  /**
   * The Polygon package "gen-sum" in {@code dir}/gen-sum: its problem.xml and generators, with the
   * files, solutions and manual tests of "sum" (the answer of its test 02 left to be made).
   */
  static Path genSum(Path dir) {
    return assemble(dir.resolve("gen-sum"), Cli.RES.resolve("polygon/gen-sum"), POLYGON_SUM,
        "files", "solutions", "tests/01", "tests/01.a", "tests/02");
  }
}
