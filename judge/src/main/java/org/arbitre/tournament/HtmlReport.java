package org.arbitre.tournament;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.referee.GameRecord;

/**
 * {@code DIR/report.html}: one static page for a tournament's folder, opened from disk with no
 * server and no network (CSS and script inline). It shows the settings, the standings and the
 * cross table (the terminal's numbers), the list of games, and a replay viewer for every game:
 * the board as SVG, step buttons, a slider, the keyboard arrows, each move's wall and CPU time,
 * the end in words and each bot's stderr.
 *
 * <p>The page is the template {@code report.html} with {@code report.css} and {@code report.js}
 * put in, and the data of {@link ReportData} as JSON in a {@code <script type="application/json">}
 * element. Every {@code <} of the JSON is written {@code \u003c}, so no text of a bot (a stderr
 * line {@code </script>}) can close the element. The script replays the moves with its own copy
 * of the two games' rules and checks, for every game, that its final board is the record's
 * {@code finalBoard} (computed by {@code org.arbitre.game}); a difference is shown on the page.
 *
 * <p>Every word the page shows comes from a table of labels: {@code report.properties} (English)
 * by default, or the table a caller gives (the contest site's French). The template's
 * {@code {{t:KEY}}} are replaced by the labels (HTML-escaped), and the table is embedded as JSON in
 * a second {@code <script type="application/json" id="arbitre-labels">}, from which the script
 * writes its own words ({@code {0}}, {@code {1}}... are its values).
 */
public final class HtmlReport {
  /** The report's file name in the tournament's folder. */
  public static final String FILE = "report.html";

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern LABEL = Pattern.compile("\\{\\{t:([A-Za-z0-9.-]+)}}");

  private HtmlReport() {}

  /**
   * Writes {@code dir/report.html} from {@code dir}'s manifest, results and game records,
   * atomically (a temporary file renamed over the old report), and returns its path.
   *
   * @throws org.arbitre.UserError when {@code dir} has no manifest (not a tournament's folder)
   */
  public static Path write(Path dir) throws IOException {
    String html = render(dir);
    Path target = dir.resolve(FILE);
    Path tmp = dir.resolve(FILE + ".tmp");
    Files.writeString(tmp, html, StandardCharsets.UTF_8);
    try {
      Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
    }
    return target;
  }

  /**
   * Where a report built from parts (the contest server's database) finds each game's record and
   * what it may show of a player's stderr.
   */
  public interface Records {
    GameRecord record(GameResult result) throws IOException;

    /** The tail of {@code player}'s stderr as the page shows it (see {@link #stderrTail}, {@link #noStderr}). */
    Map<String, Object> stderr(GameResult result, GameRecord record, GameRecord.Player player);
  }

  /** A stderr the page shows, kept as text: its last lines, cut as the folder's report cuts them. */
  public static Map<String, Object> stderrTail(String text, long bytes, String name) {
    return ReportData.tail(text, bytes, name);
  }

  /** A stderr the page does not show, and why ("only its owner sees it"). */
  public static Map<String, Object> noStderr(String name, String why) {
    return ReportData.noStderr(name, why);
  }

  /** The page of the tournament in {@code dir}, as text. */
  public static String render(Path dir) throws IOException {
    return render(ReportData.of(dir));
  }

  /** The page of a tournament (or of one game) from its parts, in English. */
  public static String render(Manifest manifest, List<GameResult> results, Records records) throws IOException {
    return render(manifest, results, records, labels(), "en");
  }

  /**
   * The page of a tournament from its parts, in the language {@code lang} (the {@code <html lang>})
   * with the words {@code labels}: the keys of {@link #labels()}; a key missing from it keeps its
   * English label.
   */
  public static String render(Manifest manifest, List<GameResult> results, Records records,
      Map<String, String> labels, String lang) throws IOException {
    Map<String, String> all = new TreeMap<>(labels());
    all.putAll(labels);
    return render(ReportData.of(manifest, results, List.of(), records), all, lang);
  }

  /** The report's words in English (its {@code report.properties}), by key. */
  public static Map<String, String> labels() {
    Properties p = new Properties();
    try (InputStream in = HtmlReport.class.getResourceAsStream("report.properties")) {
      if (in == null) {
        throw new IllegalStateException("resource report.properties is missing from the jar");
      }
      try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        p.load(r);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String> labels = new TreeMap<>();
    p.stringPropertyNames().forEach(k -> labels.put(k, p.getProperty(k)));
    return labels;
  }

  private static String render(Map<String, Object> data) throws IOException {
    return render(data, labels(), "en");
  }

  private static String render(Map<String, Object> data, Map<String, String> labels, String lang) throws IOException {
    String title = labels.get("title").replace("{0}", data.get("game") + " " + data.get("width") + "×"
        + data.get("height") + ", k = " + data.get("k"));
    Matcher m = LABEL.matcher(resource("report.html"));
    StringBuilder page = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(page, Matcher.quoteReplacement(escapeHtml(labels.getOrDefault(m.group(1), m.group(1)))));
    }
    m.appendTail(page);
    return page.toString()
        .replace("{{lang}}", escapeHtml(lang))
        .replace("{{title}}", escapeHtml(title))
        .replace("{{labels}}", embed(new LinkedHashMap<>(labels)))
        .replace("/*{{css}}*/", resource("report.css"))
        .replace("/*{{js}}*/", resource("report.js"))
        .replace("{{data}}", embed(data));
  }

  /** JSON safe inside a script element: no {@code <} at all (JSON allows {@code \u003c}). */
  static String embed(Object data) throws IOException {
    return JSON.writeValueAsString(data).replace("<", "\\u003c");
  }

  private static String escapeHtml(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  private static String resource(String name) {
    try (InputStream in = HtmlReport.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("resource " + name + " is missing from the jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
