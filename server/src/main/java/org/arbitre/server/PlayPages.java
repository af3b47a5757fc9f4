package org.arbitre.server;

import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbitre.game.BoardText;
import org.arbitre.game.Game;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.PlayedMove;
import org.arbitre.tournament.GameResult;
import org.arbitre.tournament.HtmlReport;
import org.arbitre.tournament.Manifest;

/**
 * Matches and tournaments: the list of challenges, a match's page (watched live while it plays,
 * its moves polled from {@code /matches/ID/live}; once over, its replay: players, the result in
 * words, every move with its time, the board step by step from {@code /matches/ID/steps}), the
 * organiser's tournaments with standings, ratings and every replay. Moves and results are
 * public; a bot's stderr is shown only to its owner.
 */
final class PlayPages {
  private PlayPages() {}

  static void routes(JavalinDefaultRoutingApi r, Site site) {
    r.get("/matches", ctx -> site.pages().render(ctx, "matches", Map.of("matches", site.matches().recent(100))));
    r.get("/matches/{id}", ctx -> site.pages().render(ctx, "match", matchPage(site, ctx, match(ctx, site))));
    r.get("/matches/{id}/stderr/{player}", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      Matches.Match m = match(ctx, site);
      int player = Integer.parseInt(ctx.pathParam("player"));
      if (player != 1 && player != 2) {
        throw NotFound.of("matches.players");
      }
      if (!owns(site, me, m, player)) {
        throw Forbidden.of("matches.stderrOwner");
      }
      ctx.contentType("text/plain; charset=utf-8");
      ctx.result(site.matches().stderr(m.id(), player).orElse(""));
    });
    r.get("/matches/{id}/live", ctx -> ctx.json(live(site, match(ctx, site), ctx.queryParam("after"), Pages.locale(ctx))));
    r.get("/matches/{id}/steps", ctx -> ctx.json(steps(site, match(ctx, site))));
    // the replay is the match page itself (served at the older address too)
    r.get("/matches/{id}/replay", ctx -> site.pages().render(ctx, "match", matchPage(site, ctx, match(ctx, site))));
    BrowserPlay.routes(r, site);
    HowtoPages.routes(r, site);
    r.get("/tournaments", ctx -> site.pages().render(ctx, "tournaments",
        Map.of("tournaments", site.tournaments().list(), "games", BotPages.games(site))));
    r.post("/tournaments", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      if (!me.organiser()) {
        throw Forbidden.of("tournaments.organiserOnly");
      }
      int rounds;
      try {
        rounds = Integer.parseInt(String.valueOf(ctx.formParam("rounds")).strip());
      } catch (NumberFormatException e) {
        throw BadRequest.of("tournaments.rounds").on("rounds");
      }
      String openings = ctx.formParam("openings");
      long id = site.tournaments().start(site.contest(), String.valueOf(ctx.formParam("game")), rounds,
          openings == null ? List.of() : openings.lines().toList(), me.id());
      ctx.redirect("/tournaments/" + id);
    });
    r.get("/tournaments/{id}", ctx -> {
      long id = Long.parseLong(ctx.pathParam("id"));
      Manifest manifest = site.tournaments().manifest(id).orElseThrow(() -> NotFound.of("tournaments.noSuch"));
      java.util.Locale locale = Pages.locale(ctx);
      String report = report(manifest, site.tournaments().results(id), records(site, ctx), locale);
      site.pages().render(ctx, "report-nav", Map.of());
      html(ctx, withMenu(report, ctx.result()));
    });
  }

  private static Matches.Match match(Context ctx, Site site) {
    return site.matches().match(Long.parseLong(ctx.pathParam("id"))).orElseThrow(() -> NotFound.of("matches.noSuchMatch"));
  }

  /** Whether {@code player}'s side of {@code m} is a version of one of {@code me}'s bots. */
  private static boolean owns(Site site, Members.Member me, Matches.Match m, int player) {
    Long version = player == 1 ? m.p1Version() : m.p2Version();
    return me != null && version != null && site.bots().version(version)
        .flatMap(v -> site.bots().bot(v.botId())).filter(b -> b.memberId() == me.id()).isPresent();
  }

  /** The report with the site's menu at the top of its body. */
  static String withMenu(String report, String menu) {
    int body = report.indexOf("<body>");
    return body < 0 ? report : report.substring(0, body + 6) + "\n" + menu + report.substring(body + 6);
  }

  private static void html(Context ctx, String page) {
    ctx.contentType("text/html; charset=utf-8");
    ctx.result(page);
  }

  /** The result in words: a message key of the match page's bundle and its arguments. */
  public record Words(String key, Object[] args) {}

  /** A side of a match as its page shows it. */
  public record Side(int player, String name, String stone, int moves, long slowestMs, long averageMs, boolean person) {}

  /** A move as the match page lists it. */
  public record Row(int n, int player, String name, String move, long ms) {}

  /** An own bot's stderr on the match page. */
  public record Stderr(int player, String name, String text) {}

  /** What the match page shows: players, result in words, moves with their time, the own bots' stderr. */
  static Map<String, Object> matchPage(Site site, Context ctx, Matches.Match m) throws IOException {
    Map<String, Object> v = new HashMap<>();
    v.put("match", m);
    java.util.Locale locale = Pages.locale(ctx);
    String[] names = {Phrases.in(locale, m.p1Name()), Phrases.in(locale, m.p2Name())}; // "ana (browser)", a person's side
    List<Stderr> stderr = new ArrayList<>();
    for (int player = 1; player <= 2; player++) {
      if (owns(site, Web.member(ctx), m, player)) {
        stderr.add(new Stderr(player, names[player - 1], site.matches().stderr(m.id(), player).orElse("")));
      }
    }
    v.put("stderr", stderr);
    v.put("done", m.status().equals("done"));
    v.put("failed", m.status().equals("failed"));
    List<Row> rows = new ArrayList<>();
    List<Side> sides = new ArrayList<>();
    Words words = null;
    Optional<String> json = m.status().equals("done") ? site.matches().record(m.id()) : Optional.empty();
    if (json.isPresent()) {
      GameRecord rec = Tournaments.readRecord(json.get());
      for (PlayedMove pm : rec.moves()) {
        rows.add(new Row(pm.n(), pm.player(), names[pm.player() - 1], pm.move(), pm.ms()));
      }
      words = words(rec.result(), names, rec.k());
      if (m.human() != null && rec.result().reason().equals("Q") && rec.result().winner() == 3 - m.human()) {
        // the person's side "quits" only by leaving the game
        words = new Words("result.left", words.args());
      }
    }
    for (int player = 1; player <= 2; player++) {
      final int p = player;
      var mine = rows.stream().filter(r -> r.player() == p).mapToLong(Row::ms);
      long[] ms = mine.toArray();
      sides.add(new Side(player, names[player - 1], player == 1 ? "X" : "O", ms.length,
          java.util.Arrays.stream(ms).max().orElse(0),
          ms.length == 0 ? 0 : java.util.Arrays.stream(ms).sum() / ms.length,
          Integer.valueOf(player).equals(m.human())));
    }
    v.put("rows", rows);
    v.put("sides", sides);
    v.put("words", words);
    v.put("detail", json.isPresent() && m.detail() != null ? Phrases.in(locale, m.detail()) : "");
    v.put("note", Phrases.in(locale, m.note()));
    return v;
  }

  /**
   * The result in words from the referee's end message: the winner and, for a forfeit, what the
   * loser did (docs/rules.md, The referee); "F1V" with alice as player 1 on a k = 6 board is
   * "alice won: six in a row".
   */
  static Words words(GameRecord.ResultView r, String[] names, int k) {
    int winner = r.winner();
    String reason = r.reason();
    if (winner == 0) {
      return reason.equals("N") ? new Words("result.draw", new Object[0]) : new Words("result.drawOther", new Object[] {reason});
    }
    if (winner == 3) {
      return new Words("result.double", new Object[0]);
    }
    return new Words("result.win." + reason, new Object[] {names[winner - 1], names[2 - winner], k});
  }

  /** Every position of the match from the start, as row-major cells ("." empty, "X", "O"): the board's steps. */
  static Map<String, Object> steps(Site site, Matches.Match m) throws IOException {
    Game game = site.contest().offer(m.game()).rules();
    List<String> moves = new ArrayList<>();
    Optional<String> json = m.status().equals("done") ? site.matches().record(m.id()) : Optional.empty();
    if (json.isPresent()) {
      Tournaments.readRecord(json.get()).moves().forEach(pm -> moves.add(pm.move()));
    } else {
      site.matches().moves(m.id(), 0).forEach(x -> moves.add(x.move()));
    }
    List<String> cells = new ArrayList<>();
    Position p = game.start();
    cells.add(cells(p));
    for (String mv : moves) {
      if (game.codec().parse(mv) instanceof MoveCodec.Parsed.Ok ok) {
        p = game.play(p, ok.move());
      }
      cells.add(cells(p));
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("game", game.name());
    out.put("width", game.width());
    out.put("height", game.height());
    out.put("moves", moves);
    out.put("cells", cells);
    return out;
  }

  /** A position's cells in row-major order: "." empty, "X" player 1, "O" player 2. */
  static String cells(Position p) {
    StringBuilder sb = new StringBuilder(p.width() * p.height());
    for (int y = 1; y <= p.height(); y++) {
      for (int x = 1; x <= p.width(); x++) {
        sb.append(".XO".charAt(p.at(x, y)));
      }
    }
    return sb.toString();
  }

  /** The moves after {@code after}, the board now and the status: what the live page polls. */
  static Map<String, Object> live(Site site, Matches.Match m, String afterText, java.util.Locale locale) {
    int after = 0;
    try {
      after = afterText == null ? 0 : Math.max(0, Integer.parseInt(afterText));
    } catch (NumberFormatException e) {
      throw BadRequest.of("matches.after");
    }
    Game game = site.contest().offer(m.game()).rules();
    List<Matches.LiveMove> all = site.matches().moves(m.id(), 0);
    Position p = game.start();
    for (Matches.LiveMove mv : all) {
      if (game.codec().parse(mv.move()) instanceof MoveCodec.Parsed.Ok ok) {
        p = game.play(p, ok.move());
      }
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("id", m.id());
    out.put("status", m.status());
    out.put("players", List.of(Phrases.in(locale, m.p1Name()), Phrases.in(locale, m.p2Name())));
    final int from = after;
    out.put("moves", all.stream().filter(x -> x.n() > from).toList());
    out.put("count", all.size());
    out.put("board", BoardText.render(p));
    out.put("game", game.name());
    out.put("width", game.width());
    out.put("height", game.height());
    out.put("cells", cells(p));
    out.put("human", m.human());
    out.put("result", m.code() == null ? null
        : Map.of("code", m.code(), "detail", m.detail() == null ? "" : Phrases.in(locale, m.detail())));
    out.put("note", Phrases.in(locale, m.note()));
    return out;
  }

  /**
   * A tournament's report in {@code locale}: its words, the referee's details of its games (the
   * page writes the words around them) and, from its script, its numbers.
   */
  static String report(Manifest manifest, List<GameResult> results, HtmlReport.Records records, java.util.Locale locale)
      throws IOException {
    List<GameResult> shown = results.stream().map(g -> new GameResult(g.id(), g.key(), g.player1(), g.player2(),
        g.winner(), g.code(), g.reason(), Phrases.in(locale, g.detail()), g.moves(), g.wallMs(), g.record())).toList();
    return HtmlReport.render(manifest, shown, records, reportLabels(locale), locale.getLanguage());
  }

  /**
   * The tournament report's words in {@code locale}: {@code i18n/report_LANG.properties} (the keys
   * of the judge's {@code report.properties}); none for English, whose words are the report's own.
   */
  static Map<String, String> reportLabels(java.util.Locale locale) {
    Map<String, String> labels = new java.util.TreeMap<>();
    String name = "i18n/report_" + locale.getLanguage() + ".properties";
    try (java.io.InputStream in = PlayPages.class.getClassLoader().getResourceAsStream(name)) {
      if (in != null) {
        java.util.Properties p = new java.util.Properties();
        p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        p.stringPropertyNames().forEach(k -> labels.put(k, p.getProperty(k)));
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return labels;
  }

  /** The records from the database; of the stderr, only the asking member's own bots'. */
  private static HtmlReport.Records records(Site site, Context ctx) {
    Members.Member me = Web.member(ctx);
    java.util.Locale locale = Pages.locale(ctx);
    Set<String> mine = new java.util.HashSet<>();
    if (me != null) {
      site.bots().of(me.id()).forEach(b -> mine.add(b.label()));
    }
    return new HtmlReport.Records() {
      @Override
      public GameRecord record(GameResult r) throws IOException {
        long id = Long.parseLong(r.record().substring("match-".length()));
        return Tournaments.readRecord(site.matches().record(id).orElseThrow(() -> new IOException("no record")));
      }

      @Override
      public Map<String, Object> stderr(GameResult r, GameRecord rec, GameRecord.Player p) {
        long id = Long.parseLong(r.record().substring("match-".length()));
        String label = p.player() == 1 ? r.player1().bot() : r.player2().bot();
        String name = Pages.text(locale, "matches.stderrOf", label);
        if (!mine.contains(label)) {
          return HtmlReport.noStderr(name, Pages.text(locale, "matches.stderrOwner"));
        }
        return site.matches().stderr(id, p.player()).map(text -> HtmlReport.stderrTail(text, text.length(), name))
            .orElse(HtmlReport.noStderr(name, Pages.text(locale, "matches.noStderr")));
      }
    };
  }
}
