package org.arbitre.server;

import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbitre.game.BoardText;
import org.arbitre.game.Game;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.referee.GameRecord;
import org.arbitre.tournament.GameResult;
import org.arbitre.tournament.HtmlReport;
import org.arbitre.tournament.Manifest;

/**
 * Matches and tournaments: the list of challenges, a match watched live (its moves as played,
 * polled from {@code /matches/ID/live}), its replay in the tournament report's viewer, the
 * organiser's tournaments with standings, ratings and every replay. Moves and results are
 * public; a bot's stderr is shown only to its owner.
 */
final class PlayPages {
  private PlayPages() {}

  static void routes(JavalinDefaultRoutingApi r, Site site) {
    r.get("/matches", ctx -> site.pages().render(ctx, "matches", Map.of("matches", site.matches().recent(100))));
    r.get("/matches/{id}", ctx -> {
      Matches.Match m = match(ctx, site);
      List<Integer> mine = new ArrayList<>();
      for (int player = 1; player <= 2; player++) {
        if (owns(site, Web.member(ctx), m, player)) {
          mine.add(player);
        }
      }
      site.pages().render(ctx, "match", Map.of("match", m, "mine", mine));
    });
    r.get("/matches/{id}/stderr/{player}", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      Matches.Match m = match(ctx, site);
      int player = Integer.parseInt(ctx.pathParam("player"));
      if (player != 1 && player != 2) {
        throw new NotFound("a match has players 1 and 2");
      }
      if (!owns(site, me, m, player)) {
        throw new Forbidden("only the bot's owner sees its stderr");
      }
      ctx.contentType("text/plain; charset=utf-8");
      ctx.result(site.matches().stderr(m.id(), player).orElse(""));
    });
    r.get("/matches/{id}/live", ctx -> ctx.json(live(site, match(ctx, site), ctx.queryParam("after"))));
    r.get("/matches/{id}/replay", ctx -> {
      Matches.Match m = match(ctx, site);
      if (!m.status().equals("done")) {
        throw new NotFound("match " + m.id() + " has no replay yet: it is " + m.status());
      }
      GameRecord rec = Tournaments.readRecord(site.matches().record(m.id()).orElseThrow());
      Manifest manifest = new Manifest(Manifest.VERSION, rec.game(), rec.width(), rec.height(), rec.k(),
          List.of(new Manifest.Bot(m.p1Name(), "", ""), new Manifest.Bot(m.p2Name(), "", "")),
          "challenge", 1, "", Map.of("match", "#" + m.id()));
      html(ctx, HtmlReport.render(manifest, List.of(Tournaments.result(m, 0, "match-" + m.id())), records(site, ctx)));
    });
    r.get("/tournaments", ctx -> site.pages().render(ctx, "tournaments",
        Map.of("tournaments", site.tournaments().list(), "games", BotPages.games(site))));
    r.post("/tournaments", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      if (!me.organiser()) {
        throw new Forbidden("only the organiser starts tournaments");
      }
      int rounds;
      try {
        rounds = Integer.parseInt(String.valueOf(ctx.formParam("rounds")).strip());
      } catch (NumberFormatException e) {
        throw new BadRequest("rounds: a number");
      }
      String openings = ctx.formParam("openings");
      long id = site.tournaments().start(site.contest(), String.valueOf(ctx.formParam("game")), rounds,
          openings == null ? List.of() : openings.lines().toList(), me.id());
      ctx.redirect("/tournaments/" + id);
    });
    r.get("/tournaments/{id}", ctx -> {
      long id = Long.parseLong(ctx.pathParam("id"));
      Manifest manifest = site.tournaments().manifest(id).orElseThrow(() -> new NotFound("no such tournament"));
      html(ctx, HtmlReport.render(manifest, site.tournaments().results(id), records(site, ctx)));
    });
  }

  private static Matches.Match match(Context ctx, Site site) {
    return site.matches().match(Long.parseLong(ctx.pathParam("id"))).orElseThrow(() -> new NotFound("no such match"));
  }

  /** Whether {@code player}'s side of {@code m} is a version of one of {@code me}'s bots. */
  private static boolean owns(Site site, Members.Member me, Matches.Match m, int player) {
    Long version = player == 1 ? m.p1Version() : m.p2Version();
    return me != null && version != null && site.bots().version(version)
        .flatMap(v -> site.bots().bot(v.botId())).filter(b -> b.memberId() == me.id()).isPresent();
  }

  private static void html(Context ctx, String page) {
    ctx.contentType("text/html; charset=utf-8");
    ctx.result(page);
  }

  /** The moves after {@code after}, the board now and the status: what the live page polls. */
  static Map<String, Object> live(Site site, Matches.Match m, String afterText) {
    int after = 0;
    try {
      after = afterText == null ? 0 : Math.max(0, Integer.parseInt(afterText));
    } catch (NumberFormatException e) {
      throw new BadRequest("after: a number");
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
    out.put("players", List.of(m.p1Name(), m.p2Name()));
    final int from = after;
    out.put("moves", all.stream().filter(x -> x.n() > from).toList());
    out.put("count", all.size());
    out.put("board", BoardText.render(p));
    out.put("result", m.code() == null ? null : Map.of("code", m.code(), "detail", m.detail() == null ? "" : m.detail()));
    out.put("note", m.note());
    return out;
  }

  /** The records from the database; of the stderr, only the asking member's own bots'. */
  private static HtmlReport.Records records(Site site, Context ctx) {
    Members.Member me = Web.member(ctx);
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
        String name = "stderr of " + label;
        if (!mine.contains(label)) {
          return HtmlReport.noStderr(name, "only the bot's owner sees its stderr");
        }
        return site.matches().stderr(id, p.player()).map(text -> HtmlReport.stderrTail(text, text.length(), name)).orElse(HtmlReport.noStderr(name, "the bot wrote nothing on stderr"));
      }
    };
  }
}
