package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Path;
import org.arbitre.UserError;
import org.arbitre.lang.Compiler;
import org.arbitre.process.ProcessRunner;

/**
 * Reads a checker name: {@code tokens} (default), {@code exact}, {@code lines}, {@code float:EPS},
 * {@code testlib:FILE} or {@code kattis:FILE} (a checker program in any language, compiled like a
 * solution; FILE is relative to {@code baseDir}).
 */
public final class Checkers {
  public static final String HELP = "tokens, exact, lines, float:EPS, testlib:FILE or kattis:FILE";

  private final Compiler compiler;
  private final ProcessRunner runner;
  private final Path scratch;

  public Checkers(Compiler compiler, ProcessRunner runner, Path scratch) {
    this.compiler = compiler;
    this.runner = runner;
    this.scratch = scratch;
  }

  public Checker parse(String spec, Path baseDir) throws IOException {
    String name = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
    String arg = spec.contains(":") ? spec.substring(spec.indexOf(':') + 1) : null;
    switch (name) {
      case "tokens":
        return new TokensChecker();
      case "exact":
        return new ExactChecker();
      case "lines":
        return new LinesChecker();
      case "float":
        return new FloatChecker(eps(arg == null ? "1e-6" : arg));
      case "testlib":
        return external(arg, baseDir, ExternalChecker.Convention.TESTLIB);
      case "kattis":
        return external(arg, baseDir, ExternalChecker.Convention.KATTIS);
      case "kattis-default": // a Kattis package's default output validator, with its flags
        return new KattisDefaultValidator(in -> KattisPackage.words(
            com.fasterxml.jackson.databind.node.TextNode.valueOf(arg == null ? "" : arg)));
      default:
        throw new UserError("unknown checker '" + spec + "' (use " + HELP + ")");
    }
  }

  private static double eps(String s) {
    try {
      double eps = Double.parseDouble(s);
      if (eps >= 0 && Double.isFinite(eps)) {
        return eps;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UserError("bad tolerance in 'float:" + s + "': give a number such as float:1e-6");
  }

  private Checker external(String file, Path baseDir, ExternalChecker.Convention convention)
      throws IOException {
    if (file == null || file.isBlank()) {
      throw new UserError("give the checker program: testlib:FILE or kattis:FILE");
    }
    return new ExternalChecker(compiler.prepareTool(baseDir.resolve(file), "checker"), convention, runner, scratch);
  }
}
