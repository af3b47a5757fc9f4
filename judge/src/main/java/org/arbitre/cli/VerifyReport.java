package org.arbitre.cli;

import java.io.PrintWriter;
import org.arbitre.app.Toolkit;
import org.arbitre.judge.PolygonPackage;
import org.arbitre.judge.PolygonVerify;

/** What {@code verify} prints: a Polygon package's lines, the verdict counts, the surprises and the exit code. */
final class VerifyReport {
  private VerifyReport() {
  }

  /** A Polygon package: its validator, then each solution against its tag. */
  static int polygon(Toolkit kit, PolygonPackage pkg, PrintWriter out) throws Exception {
    int solutions = pkg.solutions().values().stream().mapToInt(java.util.List::size).sum();
    out.printf("%s (Polygon package): %d tests, %d solutions, limits %d ms and %s%n", pkg.name(), pkg.cases().size(),
        solutions, pkg.time().toMillis(), org.arbitre.Units.kib(pkg.memoryBytes() / 1024));
    int width = Math.max(10, pkg.solutions().values().stream().flatMap(java.util.List::stream)
        .mapToInt(p -> pkg.dir().relativize(p).toString().length()).max().orElse(10));
    String format = "%-" + width + "s  %-28s  %-10s  %-20s  %8s  %s%n";
    PolygonVerify.Report report = new PolygonVerify(kit.compiler(), kit.runner()).verify(pkg, new PolygonVerify.Listener() {
      boolean header;

      @Override
      public void line(String text) {
        out.println(text);
        out.flush();
      }

      @Override
      public void solution(PolygonVerify.Row row) {
        if (!header) {
          out.printf(format, "solution", "tag", "expected", "verdicts", "slowest", "result");
          header = true;
        }
        out.printf(format, pkg.dir().relativize(row.solution()), row.tag(), PolygonVerify.expected(row.tag()),
            counts(row.verdicts().stream().map(Enum::name).toList()), row.slowestMs() + " ms",
            row.surprise() == null ? "ok" : "SURPRISE: " + row.surprise());
        out.flush();
      }
    });
    return finish(report.surprises(), out);
  }

  /** The verdict line, or every surprise: the exit code. */
  static int finish(java.util.List<String> surprises, PrintWriter out) {
    if (surprises.isEmpty()) {
      out.println("verdict: the package is as it says");
      out.flush();
      return ExitCodes.OK;
    }
    out.println(surprises.size() + " surprise" + (surprises.size() == 1 ? "" : "s") + ":");
    surprises.forEach(s -> out.println("  " + s));
    out.flush();
    return ExitCodes.FAILED;
  }

  /** {@code AC 5, WA 1}: how many cases got each verdict. */
  static String counts(java.util.List<String> verdicts) {
    java.util.Map<String, Integer> n = new java.util.TreeMap<>();
    verdicts.forEach(v -> n.merge(v, 1, Integer::sum));
    StringBuilder sb = new StringBuilder();
    n.forEach((v, k) -> sb.append(sb.length() == 0 ? "" : ", ").append(v).append(' ').append(k));
    return sb.length() == 0 ? "-" : sb.toString();
  }
}
