package org.arbitre.cli;

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

  /**
   * The Polygon package "gen-sum" in {@code dir}/gen-sum: its problem.xml and generators, with the
   * files, solutions and manual tests of "sum" (the answer of its test 02 left to be made).
   */
  static Path genSum(Path dir) {
    return assemble(dir.resolve("gen-sum"), Cli.RES.resolve("polygon/gen-sum"), POLYGON_SUM,
        "files", "solutions", "tests/01", "tests/01.a", "tests/02");
  }
}
