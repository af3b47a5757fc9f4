package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.arbitre.tournament.HtmlReport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report opened in headless Chromium (Debian's {@code chromium}, installed by
 * {@code scripts/setup}): after a tiny tournament of seeded random bots, the page's script has
 * drawn the standings, a replayed board with as many stones as moves, and found that its own
 * replay of every game ends on the record's final board. Skipped where no Chromium runs.
 * {@code --dump-dom} prints the DOM once the page has loaded, so after its script has run.
 */
@ExtendWith(PrivateCache.class)
class HtmlReportIT {
  private static final String SEEDED =
      Cli.ROOT.resolve("judge/src/test/resources/bots/seeded_random.py").toString();
  private static Path chromium;
  @TempDir Path tmp;

  @BeforeAll
  static void findChromium() {
    chromium = Chromium.find().orElse(null);
    assumeTrue(chromium != null, "no chromium on the PATH (scripts/setup installs it)");
  }

  @Test
  void theStandingsAndAReplayedBoardAreDrawn() throws Exception {
    Path out = tmp.resolve("t");
    Cli.Result r = Cli.runWithBots(tmp, "tournament", "mnk", "python3 " + SEEDED + " 1 mnk 7 7",
        "python3 " + SEEDED + " 2 mnk 7 7", "--board", "7x7", "--k", "4", "--out", out.toString(),
        "--concurrency", "1");
    assertEquals(0, r.code(), r.err());
    List<String> lines = Files.readAllLines(out.resolve("results.jsonl"));
    assertEquals(2, lines.size());
    JsonNode first = new ObjectMapper().readTree(lines.get(0));
    String key = first.get("key").asText();
    assertTrue(first.get("moves").asInt() >= 3, lines.get(0));
    // a bot's stderr that tries to close the data's script element
    Path stderr = out.resolve("games").resolve(key + ".p1.stderr.txt");
    Files.writeString(stderr, "thinking\n</script><script>document.title='pwned'</script>\n");

    Path page = HtmlReport.write(out);
    assertEquals(out.resolve("report.html"), page);
    String dom = Chromium.dumpDom(chromium, page, "game=" + key + "&move=3", tmp.resolve("profile"));

    assertTrue(dom.contains("data-checked=\"2\" data-mismatches=\"0\""), excerpt(dom, "selfcheck"));
    assertEquals(2, count(dom, "<tr class=\"line\">"), "two standings lines");
    assertTrue(dom.contains("seeded_random.py 1 mnk 7 7"), "the bots are named");
    assertTrue(dom.contains("data-moves=\"3\""), excerpt(dom, "<svg"));
    assertEquals(3, count(dom, "<circle class=\"stone "), "three stones after three moves");
    assertTrue(dom.contains("&lt;/script&gt;&lt;script&gt;document.title='pwned'"), "the stderr line shown as text");
    assertFalse(dom.contains("<title>pwned"), "and not run");
  }

  @Test
  void aPushGameIsReplayedWithItsPushesAndNumberedStones() throws Exception {
    Path out = tmp.resolve("p");
    Cli.Result r = Cli.runWithBots(tmp, "tournament", "push", "python3 " + SEEDED + " 3 push 6",
        "python3 " + SEEDED + " 4 push 6", "--board", "6", "--k", "4", "--out", out.toString(),
        "--concurrency", "1");
    assertEquals(0, r.code(), r.err());
    String key = new ObjectMapper().readTree(Files.readAllLines(out.resolve("results.jsonl")).get(1)).get("key").asText();
    String dom = Chromium.dumpDom(chromium, HtmlReport.write(out), "game=" + key + "&numbers=1", tmp.resolve("profile"));
    assertTrue(dom.contains("data-checked=\"2\" data-mismatches=\"0\""), excerpt(dom, "selfcheck"));
    int stones = count(dom, "<circle class=\"stone ");
    assertTrue(stones > 0);
    assertEquals(stones, count(dom, "<text class=\"num p"), "every stone numbered");
  }

  private static int count(String s, String part) {
    return s.split(Pattern.quote(part), -1).length - 1;
  }

  private static String excerpt(String dom, String near) {
    int i = Math.max(0, dom.indexOf(near));
    return dom.substring(i, Math.min(dom.length(), i + 400));
  }

  /** Debian's Chromium, headless. */
  static final class Chromium {
    private Chromium() {}

    static Optional<Path> find() {
      for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
        for (String name : new String[] {"chromium", "chromium-browser", "google-chrome"}) {
          Path p = Path.of(dir, name);
          if (Files.isExecutable(p)) {
            return Optional.of(p);
          }
        }
      }
      return Optional.empty();
    }

    /** The DOM of {@code page#fragment} after its scripts ran (no sandbox: tests run as root). */
    static String dumpDom(Path chromium, Path page, String fragment, Path profile)
        throws IOException, InterruptedException {
      Path dom = Files.createTempFile("dom", ".html");
      Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
          "--no-first-run", "--user-data-dir=" + profile, "--dump-dom",
          page.toUri() + "#" + fragment)
          .redirectOutput(dom.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      if (!p.waitFor(60, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("chromium did not finish within 60 s");
      }
      String text = Files.readString(dom, StandardCharsets.UTF_8);
      Files.delete(dom);
      assumeTrue(p.exitValue() == 0 && text.contains("</html>"), "chromium cannot run here (exit " + p.exitValue() + ")");
      return text;
    }
  }
}
