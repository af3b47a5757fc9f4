package org.arbitre.server;

import io.javalin.router.JavalinDefaultRoutingApi;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON API, for scripts and {@code arbitre submit}: a member's bearer token (made on the
 * account page) instead of a session; the same rules and checks as the pages.
 */
final class Api {
  private Api() {}

  static void routes(JavalinDefaultRoutingApi r, Site site) {
    r.get("/api/games", ctx -> {
      Map<String, Object> games = new LinkedHashMap<>();
      site.contest().games().forEach((name, o) -> games.put(name, Map.of("game", o.game(), "board", o.board(), "k", o.k())));
      ctx.json(Map.of("contest", site.contest().name(), "limits", site.contest().limits(), "games", games,
          "languages", site.contest().languages()));
    });
    r.get("/api/bots", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      ctx.json(site.bots().of(me.id()).stream().map(b -> Map.of("id", b.id(), "game", b.game(), "name", b.name(),
          "versions", site.bots().versions(b.id()).size())).toList());
    });
    // the body is the source file itself; ?file= names it (its ending says the language)
    r.post("/api/bots/{game}/{name}", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      String game = ctx.pathParam("game");
      site.contest().offer(game);
      String file = site.builds().checkFileName(ctx.queryParam("file"));
      byte[] source = ctx.bodyAsBytes();
      if (source.length > site.contest().uploadBytes()) {
        throw BadRequest.of("upload.tooLarge", site.contest().uploadBytes());
      }
      Bots.Bot bot = site.bots().findOrCreate(me.id(), game, ctx.pathParam("name"), site.contest().botsPerMember());
      Bots.Version v = BotPages.enter(site, bot, file, source);
      ctx.status(v.compiled() ? 201 : 422);
      ctx.json(Map.of("bot", bot.id(), "name", bot.label(), "version", v.number(), "compiled", v.compiled(),
          "message", v.message()));
    });
    r.post("/api/bots/{id}/challenge", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      Bots.Bot bot = site.bots().bot(Long.parseLong(ctx.pathParam("id"))).orElseThrow(() -> NotFound.of("bots.noSuchBot"));
      if (bot.memberId() != me.id()) {
        throw Forbidden.of("bots.notYours");
      }
      long id = BotPages.challenge(site, me, bot, ctx.queryParam("opponent"));
      ctx.status(201).json(Map.of("match", id, "url", "/matches/" + id));
    });
    r.get("/api/matches/{id}", ctx -> {
      Matches.Match m = site.matches().match(Long.parseLong(ctx.pathParam("id"))).orElseThrow(() -> NotFound.of("matches.noSuchMatch"));
      ctx.json(PlayPages.live(site, m, ctx.queryParam("after"), java.util.Locale.ENGLISH)); // the API speaks English
    });
    r.get("/api/matches", ctx -> ctx.json(List.copyOf(site.matches().recent(50))));
  }
}
