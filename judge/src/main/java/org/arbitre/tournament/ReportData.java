package org.arbitre.tournament;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;
import org.arbitre.referee.EndReason;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.PlayedMove;
import org.arbitre.referee.Result;

/**
 * What the HTML report shows, as plain maps and lists for Jackson: the settings, the standings,
 * the cross table and every game with its record, read from a tournament's folder. The numbers
 * are computed here, by {@link Standings} and {@link Ratings}, the same as the terminal's; the
 * page only draws them (and replays the moves with the rules, see {@code report.js}).
 *
 * <p>Size. A move is a three-element array {@code [text, wall ms, CPU ms]} (about 15 bytes, so a
 * 400-move game is about 6 KB). Of each bot's stderr only the last {@link #STDERR_LINES} lines
 * are kept, each cut at {@link #STDERR_LINE_CHARS} characters, read from at most the file's last
 * {@link #STDERR_TAIL_BYTES} bytes; the page says how many lines the file had.
 */
final class ReportData {
  static final int STDERR_LINES = 200;
  static final int STDERR_LINE_CHARS = 300;
  static final long STDERR_TAIL_BYTES = 256 * 1024;

  private ReportData() {}

  /** The model of the report of the tournament in {@code dir}. */
  static Map<String, Object> of(Path dir) throws IOException {
    ResultsStore store = new ResultsStore(dir);
    Manifest m = store.readManifest().orElseThrow(() ->
        new UserError("no tournament in " + dir + ": " + ResultsStore.MANIFEST + " is missing"));
    ResultsFile file = store.read();
    return of(m, file.results(), file.warnings(), new FolderRecords(dir));
  }

  /** The model of a report from its parts: the records and stderr tails come from {@code records}. */
  static Map<String, Object> of(Manifest m, List<GameResult> results, List<String> fileWarnings,
      HtmlReport.Records records) {
    List<String> bots = m.botNames();

    Map<String, Object> root = new LinkedHashMap<>();
    root.put("game", m.game());
    root.put("width", m.width());
    root.put("height", m.height());
    root.put("k", m.k());
    root.put("format", m.format());
    root.put("rounds", m.rounds());
    root.put("openingsSha256", m.openingsSha256());
    root.put("settings", m.settings());
    List<Map<String, Object>> botList = new ArrayList<>();
    for (Manifest.Bot b : m.bots()) {
      botList.add(map("name", b.name(), "spec", b.spec()));
    }
    root.put("bots", botList);
    List<String> warnings = new ArrayList<>(fileWarnings);
    root.put("games", games(records, results, warnings));
    root.putAll(standings(bots, results));
    root.put("warnings", warnings);
    root.put("stderrLines", STDERR_LINES);
    return root;
  }

  private static Map<String, Object> standings(List<String> bots, List<GameResult> results) {
    Standings s = Standings.of(bots, results);
    Ratings ratings = s.ratings();
    Map<Integer, String> keyOfId = new LinkedHashMap<>();
    results.forEach(r -> keyOfId.put(r.id(), r.key()));
    List<Standings.Line> ranked = s.lines().stream()
        .sorted((a, b) -> Double.compare(b.points(), a.points())).toList();
    List<Map<String, Object>> lines = new ArrayList<>();
    for (int i = 0; i < ranked.size(); i++) {
      Standings.Line l = ranked.get(i);
      Ratings.Rating r = ratings.of(bots.indexOf(l.bot()));
      Map<String, Object> line = map("rank", i + 1, "bot", l.bot(), "games", l.games(),
          "wins", l.wins(), "draws", l.draws(), "losses", l.losses(), "points", l.points(),
          "score", l.scorePercent());
      line.put("elo", Double.isFinite(r.elo()) ? r.elo() : null);
      line.put("error95", Double.isFinite(r.error95()) ? r.error95() : null);
      line.put("slowestMs", l.slowestMs());
      line.put("slowestGame", keyOfId.get(l.slowestGame()));
      line.put("timeLosses", l.timeLosses());
      line.put("forfeits", l.forfeits());
      lines.add(line);
    }
    List<List<Object>> cross = new ArrayList<>();
    for (int i = 0; i < bots.size(); i++) {
      List<Object> row = new ArrayList<>();
      for (int j = 0; j < bots.size(); j++) {
        row.add(i == j || s.games(i, j) == 0 ? null : List.of(s.points(i, j), s.games(i, j)));
      }
      cross.add(row);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("standings", lines);
    out.put("ratingsPrior", ratings.prior());
    out.put("cross", cross);
    if (bots.size() == 2) {
      Pentanomial p = Pentanomial.of(results, bots.get(0), bots.get(1));
      Map<String, Object> pm = map("counts", p.counts(), "pairs", p.pairs(), "los", p.los());
      pm.put("elo", p.pairs() == 0 || !Double.isFinite(p.elo()) ? null : p.elo());
      pm.put("error95", p.pairs() == 0 || !Double.isFinite(p.error95()) ? null : p.error95());
      out.put("pentanomial", pm);
    }
    return out;
  }

  private static List<Map<String, Object>> games(HtmlReport.Records records, List<GameResult> results,
      List<String> warnings) {
    List<Map<String, Object>> games = new ArrayList<>();
    for (GameResult r : results) {
      Map<String, Object> g = map("id", r.id(), "key", r.key(), "p1", r.player1().bot(),
          "p2", r.player2().bot(), "code", r.code(), "winner", r.winner());
      g.put("words", new Result(r.winner(), EndReason.ofCode(r.reason().charAt(0)), r.detail()).words());
      g.put("detail", r.detail()); // the page writes the words in its own language from it
      g.put("moves", r.moves());
      g.put("wallMs", r.wallMs());
      g.put("slowest", List.of(r.player1().slowestMs(), r.player2().slowestMs()));
      if (r.record() == null) {
        g.put("missing", "no record was written for this game");
      } else {
        try {
          GameRecord rec = records.record(r);
          g.put("record", record(rec, p -> records.stderr(r, rec, p)));
        } catch (IOException e) {
          g.put("missing", "cannot read the record " + r.record() + ": " + e.getMessage());
          warnings.add("game " + r.key() + ": cannot read its record " + r.record());
        }
      }
      games.add(g);
    }
    return games;
  }

  private static Map<String, Object> record(GameRecord rec,
      java.util.function.Function<GameRecord.Player, Map<String, Object>> stderr) {
    List<List<Object>> moves = new ArrayList<>();
    for (PlayedMove pm : rec.moves()) {
      moves.add(List.of(pm.move(), pm.ms(), pm.cpuMs()));
    }
    Map<String, Object> m = map("width", rec.width(), "height", rec.height(), "k", rec.k(),
        "openingMoves", rec.openingMoves(), "moves", moves);
    m.put("clock", rec.clock());
    m.put("finalBoard", rec.finalBoard());
    m.put("gameMs", rec.gameMs());
    m.put("words", rec.result().words());
    List<Map<String, Object>> players = new ArrayList<>();
    for (GameRecord.Player p : rec.players()) {
      Map<String, Object> pl = map("player", p.player(), "name", p.name(), "command", p.command(),
          "peakRssKb", p.peakRssKb(), "peakHeapKb", p.peakHeapKb());
      pl.put("stderr", p.stderr() == null ? null : stderr.apply(p));
      players.add(pl);
    }
    m.put("players", players);
    return m;
  }

  /** The records of a tournament's folder, as the tournament writes them. */
  record FolderRecords(Path dir) implements HtmlReport.Records {
    @Override
    public GameRecord record(GameResult r) throws IOException {
      return GameRecord.read(dir.resolve(r.record()));
    }

    @Override
    public Map<String, Object> stderr(GameResult r, GameRecord rec, GameRecord.Player p) {
      return ReportData.stderr(dir, dir.resolve(r.record()), p.stderr());
    }
  }

  /** What the page shows of a stderr it may not show, or that was not kept. */
  static Map<String, Object> noStderr(String name, String why) {
    return map("file", name, "error", why);
  }

  /**
   * The tail of a bot's stderr: the file is named relative to the tournament's folder (as the
   * tournament writes it), else beside the record, else by its name beside the record.
   */
  private static Map<String, Object> stderr(Path dir, Path record, String name) {
    Path parent = record.toAbsolutePath().getParent();
    Path[] candidates = {dir.resolve(name), parent.resolve(name), parent.resolve(Path.of(name).getFileName())};
    for (Path c : candidates) {
      if (Files.isRegularFile(c)) {
        try {
          return tail(c, name);
        } catch (IOException e) {
          return map("file", name, "error", "cannot read it: " + e.getMessage());
        }
      }
    }
    return map("file", name, "error", "the file is missing");
  }

  /** The last {@link #STDERR_LINES} lines of a file, and how many lines it has. */
  static Map<String, Object> tail(Path file, String name) throws IOException {
    long size = Files.size(file);
    long skip = Math.max(0, size - STDERR_TAIL_BYTES);
    int total = 0;
    Deque<String> last = new ArrayDeque<>();
    try (InputStream in = Files.newInputStream(file)) {
      byte[] buf = new byte[8192];
      long pos = 0;
      java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();
      boolean partial = false;
      for (int n; (n = in.read(buf)) > 0; ) {
        for (int i = 0; i < n; i++, pos++) {
          if (buf[i] == '\n') {
            total++;
            if (pos >= skip) {
              keep(last, line);
            }
            line.reset();
            partial = false;
          } else if (pos >= skip && line.size() < STDERR_LINE_CHARS * 4) {
            line.write(buf[i]);
            partial = true;
          }
        }
      }
      if (partial) {
        total++;
        keep(last, line);
      }
    }
    Map<String, Object> m = map("file", name, "total", total, "lines", new ArrayList<>(last));
    m.put("bytes", size);
    return m;
  }

  /** The same of a stderr kept as text ({@code bytes}: how long it was), e.g. in the contest server's database. */
  static Map<String, Object> tail(String text, long bytes, String name) {
    Deque<String> last = new ArrayDeque<>();
    int total = 0;
    java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();
    for (String l : (Iterable<String>) text.lines()::iterator) {
      total++;
      line.reset();
      line.writeBytes(l.getBytes(StandardCharsets.UTF_8));
      keep(last, line);
    }
    Map<String, Object> m = map("file", name, "total", total, "lines", new ArrayList<>(last));
    m.put("bytes", bytes);
    return m;
  }

  private static void keep(Deque<String> last, java.io.ByteArrayOutputStream line) {
    String s = line.toString(StandardCharsets.UTF_8).replace("\r", "");
    if (s.length() > STDERR_LINE_CHARS) {
      s = s.substring(0, STDERR_LINE_CHARS) + " […]";
    }
    last.addLast(s);
    if (last.size() > STDERR_LINES) {
      last.removeFirst();
    }
  }

  private static Map<String, Object> map(Object... kv) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i + 1 < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return m;
  }
}
