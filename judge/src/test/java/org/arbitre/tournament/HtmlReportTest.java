package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report's file and data without a browser (the page itself: {@code HtmlReportIT}). */
class HtmlReportTest {
  @TempDir Path tmp;

  private Path tournament() throws Exception {
    Path dir = tmp.resolve("t");
    new ResultsStore(dir).writeManifest(new Manifest(1, "mnk", 7, 7, 4,
        List.of(new Manifest.Bot("a", "a.py", null), new Manifest.Bot("b", "b.py", null)),
        "round-robin", 1, null, Map.of("timePerMove", "PT1S")));
    return dir;
  }

  @Test
  void theEmbeddedJsonHasNoLessThanSign() throws Exception {
    String json = HtmlReport.embed(Map.of("line", "</script><!-- x"));
    assertFalse(json.contains("<"), json);
    assertEquals("</script><!-- x", new ObjectMapper().readTree(json).get("line").asText());
  }

  @Test
  void aTournamentWithoutGamesStillHasAPage() throws Exception {
    Path dir = tournament();
    Path page = HtmlReport.write(dir);
    assertEquals(dir.resolve("report.html"), page);
    String html = Files.readString(page);
    assertTrue(html.startsWith("<!DOCTYPE html>"), html.substring(0, 40));
    assertTrue(html.contains("<title>Tournament · mnk 7×7, k = 4</title>"));
    assertFalse(html.contains("{{"), "every placeholder filled");
    assertFalse(Files.exists(dir.resolve("report.html.tmp")));
  }

  @Test
  void aFolderWithoutManifestIsAUserError() {
    UserError e = assertThrows(UserError.class, () -> HtmlReport.write(tmp));
    assertTrue(e.getMessage().contains("manifest.json is missing"), e.getMessage());
  }

  @Test
  void onlyTheLastLinesOfAStderrAreKeptAndCounted() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 500; i++) {
      sb.append("line ").append(i).append('\n');
    }
    sb.append("x".repeat(1000)); // a last line without newline, too long
    Path f = Files.writeString(tmp.resolve("err.txt"), sb);
    Map<String, Object> tail = ReportData.tail(f, "err.txt");
    assertEquals(501, tail.get("total"));
    @SuppressWarnings("unchecked")
    List<String> lines = (List<String>) tail.get("lines");
    assertEquals(ReportData.STDERR_LINES, lines.size());
    assertEquals("line 302", lines.get(0));
    assertEquals("x".repeat(ReportData.STDERR_LINE_CHARS) + " […]", lines.get(lines.size() - 1));
  }
}
