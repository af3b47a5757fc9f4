package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SideBySideTest {
  @Test
  void showsTheLinesAroundTheFirstDifference() {
    List<String> expected = new ArrayList<>();
    List<String> got = new ArrayList<>();
    for (int i = 1; i <= 30; i++) {
      expected.add("line " + i);
      got.add(i == 12 ? "line twelve" : "line " + i);
    }
    got.add("extra");
    List<String> out = SideBySide.of(expected, got, Ansi.NONE);
    assertTrue(out.get(0).contains("expected") && out.get(0).contains("got"), out.get(0));
    assertTrue(out.get(1).matches("\\s+9\\s+line 9\\s+\\| line 9"), out.get(1));
    assertTrue(out.stream().anyMatch(l -> l.matches("\\s+12\\s+line 12\\s+! line twelve")), out.toString());
    assertTrue(out.get(out.size() - 1).contains("1 more differing lines"), out.toString());
  }

  @Test
  void sameTextShowsNothingAndHtmlIsNotEscaped() {
    assertEquals(List.of(), SideBySide.of(List.of("a", "b"), List.of("a", "b"), Ansi.NONE));
    List<String> out = SideBySide.of(List.of("<a>"), List.of("<b> & c"), Ansi.NONE);
    assertTrue(out.get(1).contains("<a>") && out.get(1).contains("<b> & c"), out.toString());
  }

  @Test
  void coloursOnlyWhenAsked() {
    assertTrue(SideBySide.of(List.of("1"), List.of("2"), new Ansi(true)).get(1).contains("\u001b[31m"));
    assertTrue(SideBySide.of(List.of("1"), List.of("2"), Ansi.NONE).stream().noneMatch(l -> l.contains("\u001b")));
  }

  @Test
  void stderrTailKeepsTheLastLinesCut() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 25; i++) {
      sb.append("e").append(i).append('\n');
    }
    sb.append("x".repeat(500)).append('\n');
    String tail = StderrTail.of(sb.toString(), false);
    List<String> lines = tail.lines().toList();
    assertEquals(StderrTail.LINES, lines.size());
    assertEquals("e17", lines.get(0));
    assertEquals(StderrTail.LINE_CHARS, lines.get(lines.size() - 1).length());
    assertEquals(null, StderrTail.of("  \n", false));
  }
}
