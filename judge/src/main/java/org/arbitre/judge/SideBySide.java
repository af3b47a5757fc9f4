package org.arbitre.judge;

import com.github.difflib.text.DiffRow;
import com.github.difflib.text.DiffRowGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Expected and got side by side around the first difference ({@code --diff}), line by line, from
 * java-diff-utils' rows: {@code |} the same line, {@code !} changed, {@code <} only expected,
 * {@code >} only got.
 */
public final class SideBySide {
  static final int CONTEXT = 3;
  static final int MAX_ROWS = 16;
  static final int WIDTH = 38;
  /** Only the start of long outputs is compared (the diff is for reading, the checker decides). */
  static final int MAX_LINES = 5000;

  private SideBySide() {}

  /** The lines to print under a failed case, indented; empty when the two files are the same text. */
  public static List<String> of(Path expected, Path got, Ansi ansi) {
    return of(lines(expected), lines(got), ansi);
  }

  static List<String> of(List<String> expected, List<String> got, Ansi ansi) {
    List<DiffRow> rows = DiffRowGenerator.create().showInlineDiffs(false).lineNormalizer(s -> s).build().generateDiffRows(expected, got);
    int first = -1;
    int differing = 0;
    for (int i = 0; i < rows.size(); i++) {
      if (rows.get(i).getTag() != DiffRow.Tag.EQUAL) {
        differing++;
        if (first < 0) {
          first = i;
        }
      }
    }
    List<String> out = new ArrayList<>();
    if (first < 0) {
      return out;
    }
    int from = Math.max(0, first - CONTEXT);
    int to = Math.min(rows.size(), from + MAX_ROWS);
    out.add(String.format("    %-5s %-" + WIDTH + "s   %s", "line", "expected", "got"));
    int shown = 0;
    int oldLine = lineBefore(rows, from, true);
    int newLine = lineBefore(rows, from, false);
    for (int i = from; i < to; i++) {
      DiffRow r = rows.get(i);
      boolean hasOld = r.getTag() != DiffRow.Tag.INSERT;
      boolean hasNew = r.getTag() != DiffRow.Tag.DELETE;
      oldLine += hasOld ? 1 : 0;
      newLine += hasNew ? 1 : 0;
      String mark = switch (r.getTag()) {
        case EQUAL -> "|";
        case CHANGE -> "!";
        case DELETE -> "<";
        case INSERT -> ">";
      };
      boolean same = r.getTag() == DiffRow.Tag.EQUAL;
      String left = String.format("%-" + WIDTH + "s", cut(hasOld ? r.getOldLine() : ""));
      String right = cut(hasNew ? r.getNewLine() : "");
      out.add(String.format("    %-5s ", hasOld ? oldLine : hasNew ? newLine : "")
          + (same ? left : ansi.green(left)) + " " + mark + " " + (same ? right : ansi.red(right)));
      shown += same ? 0 : 1;
    }
    if (differing > shown) {
      out.add("    ... " + (differing - shown) + " more differing lines");
    }
    return out;
  }

  /** How many lines of one side come before row {@code from}. */
  private static int lineBefore(List<DiffRow> rows, int from, boolean old) {
    int n = 0;
    for (int i = 0; i < from; i++) {
      DiffRow.Tag t = rows.get(i).getTag();
      n += (old ? t != DiffRow.Tag.INSERT : t != DiffRow.Tag.DELETE) ? 1 : 0;
    }
    return n;
  }

  private static String cut(String s) {
    String line = s.replace('\t', ' ');
    return line.length() > WIDTH ? line.substring(0, WIDTH - 3) + "..." : line;
  }

  private static List<String> lines(Path file) {
    try (Stream<String> s = new java.io.BufferedReader(new java.io.InputStreamReader(Files.newInputStream(file),
        StandardCharsets.UTF_8.newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE))).lines()) {
      return s.limit(MAX_LINES).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
