package org.arbitre.judge;

import org.arbitre.Units;
import java.io.PrintWriter;
import java.util.Locale;

/** The human report: a header, one row per case as it finishes, then a summary. */
public final class TableReport {
  private final PrintWriter out;
  private final boolean heap;
  private final String row;
  private final Ansi ansi;

  /** {@code heap}: show the Java heap column; {@code nameWidth}: the longest case name. */
  public TableReport(PrintWriter out, boolean heap, int nameWidth) {
    this(out, heap, nameWidth, Ansi.NONE);
  }

  /** The same, with the verdicts in colour when {@code ansi} is on. */
  public TableReport(PrintWriter out, boolean heap, int nameWidth, Ansi ansi) {
    this.out = out;
    this.heap = heap;
    this.row = "%-" + Math.max(4, nameWidth) + "s  %s %7s %8s %11s %11s  %s%n";
    this.ansi = ansi;
  }

  public void header() {
    out.printf(Locale.ROOT, row, "case", String.format("%-7s", "verdict"), "cpu ms", "wall ms", "memory", heap ? "heap" : "", "detail");
    out.flush();
  }

  public void row(CaseResult r) {
    out.printf(Locale.ROOT, row, r.name(), ansi.verdict(r.verdict(), String.format("%-7s", r.verdict())), r.cpuMs(),
        r.wallMs(), Units.kib(r.memoryKb()), r.heapKb() == null ? "" : Units.kib(r.heapKb()),
        r.message() == null ? "" : tokenInColour(oneLine(r.message())));
    if (r.stderr() != null) {
      java.util.List<String> lines = r.stderr().lines().toList();
      int from = Math.max(0, lines.size() - STDERR_LINES);
      out.println("    stderr" + (from > 0 ? " (last " + STDERR_LINES + " lines)" : "") + ":");
      lines.subList(from, lines.size()).forEach(l -> out.println("    | " + l));
    }
    out.flush();
  }

  /** How many of a failed case's last stderr lines the table shows (the JSON has more). */
  static final int STDERR_LINES = 5;

  /** Lines printed under the last row (the side-by-side diff), as they are. */
  public void under(java.util.List<String> lines) {
    lines.forEach(out::println);
    out.flush();
  }

  public void summary(JudgeResult result) {
    if (result.compileError() != null) {
      out.println("compile error (" + result.solution() + "):");
      result.compileError().lines().forEach(l -> out.println("  " + l));
    } else {
      StringBuilder sb = new StringBuilder();
      sb.append(result.passed()).append('/').append(result.total()).append(" AC");
      result.slowest().ifPresent(s -> sb.append(" · slowest by CPU time ").append(s.name())
          .append(" (").append(s.cpuMs()).append(" ms CPU, ").append(s.wallMs()).append(" ms wall)"));
      boolean byHeap = result.memoryLimitAppliesTo().equals("heap");
      result.heaviest().ifPresent(h -> sb.append(" · heaviest by ").append(byHeap && h.heapKb() != null
              ? "Java heap " + h.name() + " (" + Units.kib(h.heapKb()) + " heap, " + Units.kib(h.memoryKb()) + " resident)"
              : "resident memory " + h.name() + " (" + Units.kib(h.memoryKb()) + " resident)"));
      out.println(result.verdict() == Verdict.AC ? ansi.green(sb.toString()) : sb.toString());
    }
    out.println("limits: " + result.timeLimitMs() + " ms CPU (wall " + (3 * result.timeLimitMs() + 1000)
        + " ms), " + Units.kib(result.memoryLimitKb()) + (result.memoryLimitAppliesTo().equals("heap")
            ? " of Java heap (-Xmx; resident memory shown for reference)"
            : " of resident memory (process tree peak)")
        + " · memory measured by " + result.memorySource() + " · sandbox " + result.sandbox());
    out.println("verdict: " + ansi.verdict(result.verdict(), result.verdict() + " (" + result.verdict().meaning() + ")"));
    out.flush();
  }

  /** The checker's "got 'x'" (the differing token) in red, on a terminal. */
  private String tokenInColour(String detail) {
    java.util.regex.Matcher m = GOT.matcher(detail);
    return ansi.on() && m.find() ? detail.substring(0, m.start(1)) + ansi.red(m.group(1)) + detail.substring(m.end(1)) : detail;
  }

  private static final java.util.regex.Pattern GOT = java.util.regex.Pattern.compile("got ('[^']*')");

  private static String oneLine(String s) {
    String line = s.replace('\n', ' ').replace('\r', ' ');
    return line.length() > 160 ? line.substring(0, 157) + "..." : line;
  }
}
