package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The push game's single-file bots (problems/push-*), compiled for the tests with javax.tools
 * exactly as a contestant must ({@code javac --release 8}), into a folder of the caller's choice.
 */
final class PushBotFiles {
  static final List<String> SLUGS = List.of("push-random", "push-greedy", "push-bot");

  private PushBotFiles() {}

  static Path source(String slug) {
    return Path.of(System.getProperty("arbitre.root", ".."), "problems", slug, "Main.java");
  }

  /** Compiles problems/SLUG/Main.java into {@code out}; fails the test with the diagnostics. */
  static Path compile(String slug, Path out) throws IOException {
    Files.createDirectories(out);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter diagnostics = new StringWriter();
    boolean ok = javac.getTask(diagnostics, null, null,
        List.of("--release", "8", "-Xlint:-options", "-d", out.toString()), null,
        javac.getStandardFileManager(null, null, null).getJavaFileObjects(source(slug).toFile()))
        .call();
    assertTrue(ok, slug + " must compile with --release 8:\n" + diagnostics);
    return out;
  }

  /** A static method of the compiled class Main in {@code dir}, in its own class loader. */
  static Method method(Path dir, String name, Class<?>... types)
      throws ReflectiveOperationException, IOException {
    @SuppressWarnings("resource") // the loader lives as long as the test class
    URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null);
    return loader.loadClass("Main").getMethod(name, types);
  }

  /** push-bot's report entry point ({@code Main.report}, public) of the classes compiled in {@code dir}. */
  static Report report(Path dir) throws ReflectiveOperationException, IOException {
    return new Report(method(dir, "report", int.class, int.class, String.class, long.class));
  }

  /** The rows of the reference's cells (0 empty, 1 X, 2 O), n a row, as the bot reads them. */
  static String rows(byte[] cells, int n) {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < cells.length; p++) {
      sb.append(".XO".charAt(cells[p])).append(p % n == n - 1 ? "\n" : "");
    }
    return sb.toString();
  }

  /**
   * push-bot's report ({@code java Main report N K [MS]}, documented in its source and README):
   * a position, the side to move, queries; one answer line (or more) a query.
   */
  static final class Report {
    private final Method report;

    Report(Method report) {
      this.report = report;
    }

    /** The report's lines for the position (rows), side to move and queries, each query's clock ms. */
    List<String> lines(int n, int k, String rows, int side, long ms, String... queries)
        throws ReflectiveOperationException {
      String input = rows.strip() + "\n" + side + "\n" + String.join("\n", queries) + "\n";
      String out = (String) report.invoke(null, n, k, input, ms);
      assertTrue(!out.startsWith("error ") && !out.contains("\nerror "), out);
      return List.of(out.split("\n"));
    }

    /** The one line answering {@code query}, its keyword dropped. */
    String line(int n, int k, String rows, int side, long ms, String query) throws ReflectiveOperationException {
      List<String> lines = lines(n, k, rows, side, ms, query);
      String kw = query.split(" ")[0] + " ";
      assertTrue(lines.get(0).startsWith(kw), lines.toString());
      return lines.get(0).substring(kw.length());
    }

    /** The number after {@code name} in a line of name value pairs. */
    static long value(String line, String name) {
      String[] t = line.split(" ");
      for (int i = 0; i + 1 < t.length; i++) {
        if (t[i].equals(name)) {
          return Long.parseLong(t[i + 1]);
        }
      }
      throw new AssertionError("no " + name + " in " + line);
    }

    /** A constant of the bot's ({@code WIN}, {@code MATE_ZONE}, {@code QFLIP}...), from its constants line. */
    int constant(String name) throws ReflectiveOperationException {
      return (int) value(lines(4, 3, "....\n....\n....\n....", 1, 0, "constants").get(0), name);
    }
  }
}
