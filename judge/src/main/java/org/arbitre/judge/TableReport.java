package org.arbitre.judge;

import org.arbitre.Units;
import java.io.PrintWriter;
import java.util.Locale;

/** The human report: a header, one row per case as it finishes, then a summary. */
public final class TableReport {
  private final PrintWriter out;
  private final boolean heap;
  private final String row;

  /** {@code heap}: show the Java heap column; {@code nameWidth}: the longest case name. */
  public TableReport(PrintWriter out, boolean heap, int nameWidth) {
    this.out = out;
    this.heap = heap;
    this.row = "%-" + Math.max(4, nameWidth) + "s  %-7s %7s %8s %11s %11s  %s%n";
  }

  public void header() {
    out.printf(Locale.ROOT, row, "case", "verdict", "cpu ms", "wall ms", "memory", heap ? "heap" : "", "detail");
    out.flush();
  }

  public void row(CaseResult r) {
    out.printf(Locale.ROOT, row, r.name(), r.verdict(), r.cpuMs(), r.wallMs(), Units.kib(r.memoryKb()),
        r.heapKb() == null ? "" : Units.kib(r.heapKb()), r.message() == null ? "" : oneLine(r.message()));
    out.flush();
  }

  public void summary(JudgeResult result) {
    if (result.compileError() != null) {
      out.println("compile error (" + result.solution() + "):");
      result.compileError().lines().forEach(l -> out.println("  " + l));
    } else {
      StringBuilder sb = new StringBuilder();
      sb.append(result.passed()).append('/').append(result.total()).append(" AC");
      result.slowest().ifPresent(s -> sb.append(" · slowest ").append(s.name())
          .append(" (").append(s.cpuMs()).append(" ms CPU, ").append(s.wallMs()).append(" ms wall)"));
      result.heaviest().ifPresent(h -> sb.append(" · heaviest ").append(h.name()).append(" (")
          .append(Units.kib(h.memoryKb())).append(" resident")
          .append(h.heapKb() == null ? "" : ", " + Units.kib(h.heapKb()) + " heap").append(')'));
      out.println(sb);
    }
    out.println("limits: " + result.timeLimitMs() + " ms CPU (wall " + (3 * result.timeLimitMs() + 1000)
        + " ms), " + Units.kib(result.memoryLimitKb()) + (result.memoryLimitAppliesTo().equals("heap")
            ? " of Java heap (-Xmx; resident memory shown for reference)"
            : " of resident memory (process tree peak)")
        + " · memory measured by " + result.memorySource() + " · sandbox " + result.sandbox());
    out.println("verdict: " + result.verdict() + " (" + result.verdict().meaning() + ")");
    out.flush();
  }

  private static String oneLine(String s) {
    String line = s.replace('\n', ' ').replace('\r', ' ');
    return line.length() > 160 ? line.substring(0, 157) + "..." : line;
  }
}
