package org.arbitre.server;

import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbitre.game.Game;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.referee.BotSpec;

/**
 * A member playing a bot in the browser: they choose a game, a bot (a built-in one or any bot in
 * play) and whether they move first; the game is queued as a match with the member on one side
 * ({@link Matches#enqueueHuman}), played by a worker's browser lane (the bot sandboxed under the
 * contest's limits; at most contest.yaml's {@code browser-games} at once), and recorded: its page is the match page. The play page polls the match's
 * live view and sends each click as a move ({@code POST /play/ID/move}), checked here before a
 * worker takes it.
 */
final class BrowserPlay {
  private BrowserPlay() {}

  static void routes(JavalinDefaultRoutingApi r, Site site) {
    r.get("/play", ctx -> {
      Web.requireMember(ctx);
      String game = ctx.queryParam("game");
      if (game == null || game.isBlank()) {
        game = site.contest().games().keySet().iterator().next();
      }
      site.contest().offer(game);
      Map<String, Object> v = new HashMap<>();
      v.put("game", game);
      v.put("games", BotPages.games(site));
      v.put("opponents", site.bots().playable(game));
      site.pages().render(ctx, "play", v);
    });
    r.post("/play", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      String game = String.valueOf(ctx.formParam("game"));
      site.contest().offer(game);
      int side = "2".equals(ctx.formParam("side")) ? 2 : 1;
      String opponent = ctx.formParam("opponent");
      if (opponent == null || opponent.isBlank()) {
        throw BadRequest.of("play.chooseBot").on("opponent");
      }
      int limit = site.contest().browserGames();
      if (limit == 0) {
        throw BadRequest.of("play.off");
      }
      if (site.matches().browserGamesActive() >= limit) {
        throw BadRequest.of("play.busy", limit);
      }
      String person = me.name() + " (browser)"; // shown in the member's language (i18n/phrases, person.browser)
      long id;
      if (BotSpec.BUILT_IN.contains(opponent)) {
        id = site.matches().enqueueHuman(game, side, person, null, opponent, me.id());
      } else {
        long bot;
        try {
          bot = Long.parseLong(opponent);
        } catch (NumberFormatException e) {
          throw BadRequest.of("play.noSuchBot", opponent).on("opponent");
        }
        Bots.Playable p = site.bots().playable(game).stream().filter(x -> x.bot().id() == bot).findFirst()
            .orElseThrow(() -> BadRequest.of("play.noBotIn", game).on("opponent"));
        id = site.matches().enqueueHuman(game, side, person, p.version().id(), p.bot().label(), me.id());
      }
      ctx.redirect("/play/" + id);
    });
    r.get("/play/{id}", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      Matches.Match m = mine(ctx, site, me);
      if (m == null) {
        ctx.redirect("/matches/" + ctx.pathParam("id"));
        return;
      }
      site.pages().render(ctx, "play-game", Map.of("match", m, "side", m.human(),
          "bot", m.human() == 1 ? m.p2Name() : m.p1Name()));
    });
    r.post("/play/{id}/move", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      Matches.Match m = mine(ctx, site, me);
      if (m == null) {
        throw Forbidden.of("play.notYourGame");
      }
      String move = String.valueOf(ctx.formParam("move")).strip();
      BadRequest why = refusal(site, m, move);
      if (why == null && !site.matches().sendHumanMove(m.id(), move)) {
        why = BadRequest.of("play.pending");
      }
      String refused = why == null ? null : why.message(Pages.locale(ctx));
      Map<String, Object> out = new LinkedHashMap<>();
      out.put("ok", refused == null);
      if (refused != null) {
        out.put("error", refused);
        ctx.status(409);
      }
      ctx.json(out);
    });
  }

  /** The game of the path if the asking member plays in it, else null (404 when there is no such match). */
  private static Matches.Match mine(Context ctx, Site site, Members.Member me) {
    Matches.Match m = site.matches().match(Long.parseLong(ctx.pathParam("id")))
        .orElseThrow(() -> NotFound.of("matches.noSuchMatch"));
    return m.human() != null && m.requestedBy() != null && m.requestedBy() == me.id() ? m : null;
  }

  /** Why {@code text} cannot be the person's move now (a sentence of {@code i18n/messages}), or null when it can. */
  static BadRequest refusal(Site site, Matches.Match m, String text) {
    if (m.finished()) {
      return BadRequest.of("play.over");
    }
    Game game = site.contest().offer(m.game()).rules();
    List<Matches.LiveMove> moves = site.matches().moves(m.id(), 0);
    Position p = game.start();
    for (Matches.LiveMove mv : moves) {
      if (game.codec().parse(mv.move()) instanceof MoveCodec.Parsed.Ok ok) {
        p = game.play(p, ok.move());
      }
    }
    if (p.toMove().number() != m.human()) {
      return BadRequest.of("play.botsTurn");
    }
    MoveCodec.Parsed parsed = game.codec().parse(text);
    if (!(parsed instanceof MoveCodec.Parsed.Ok ok)) {
      return BadRequest.of("play.notAMove", text);
    }
    return game.check(p, ok.move()).map(i -> BadRequest.of("play.invalid." + i.name())).orElse(null);
  }
}
