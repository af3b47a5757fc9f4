package org.arbitre.lang;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The heap peak of a Java run, read from the JVM's unified GC log. With the serial collector the
 * log gives each generation's use before every collection and at exit; the peak is the largest
 * sum seen. Approximate: it counts garbage not yet collected, and misses what a program
 * allocated after its last collection if the JVM was killed before writing the exit summary.
 */
public final class JavaHeapLog {
  private static final Pattern BEFORE_GC =
      Pattern.compile("GC\\((\\d+)\\) (?:DefNew|Tenured): (\\d+)K\\(");
  private static final Pattern AT_EXIT = Pattern.compile("generation\\s+total \\d+K, used (\\d+)K");

  private JavaHeapLog() {}

  /**
   * The JVM option that writes the log this class reads. {@code filecount=0}: the JVM truncates
   * the file instead of renaming an old one aside (a sandbox binds the one file, which cannot be renamed).
   */
  static String option(Path file) {
    return "-Xlog:gc+heap=info,gc+heap+exit:file=" + file + "::filecount=0";
  }

  /** The peak heap in KiB, or -1 when the log is missing or says nothing. */
  public static long peakKb(Path file) throws IOException {
    try {
      return peakKb(Files.readAllLines(file));
    } catch (NoSuchFileException e) {
      return -1;
    }
  }

  static long peakKb(List<String> lines) {
    Map<String, Long> beforeGc = new HashMap<>();
    long atExit = 0;
    boolean seen = false;
    for (String line : lines) {
      Matcher m = BEFORE_GC.matcher(line);
      if (m.find()) {
        beforeGc.merge(m.group(1), Long.parseLong(m.group(2)), Long::sum);
        seen = true;
        continue;
      }
      Matcher e = AT_EXIT.matcher(line);
      if (line.contains("gc,heap,exit") && e.find()) {
        atExit += Long.parseLong(e.group(1));
        seen = true;
      }
    }
    long peak = atExit;
    for (long v : beforeGc.values()) {
      peak = Math.max(peak, v);
    }
    return seen ? peak : -1;
  }
}
