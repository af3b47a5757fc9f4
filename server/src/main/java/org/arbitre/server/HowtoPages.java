package org.arbitre.server;

import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbitre.Units;
import org.arbitre.referee.BotSpec;

/**
 * "How to write a bot": a page per game the contest offers, with its rules, the protocol and an
 * example exchange (docs/rules.md), this contest's limits (contest.yaml), what {@code data/} is
 * for, and a starter bot to download in each allowed language that has one: the random clients
 * of {@code problems/<rules>-random/} (Java from the judge's built-in bots, Pascal and OCaml
 * copied at build time) and the Python ones of {@code starters/}. A language without a starter
 * is named as such.
 */
final class HowtoPages {
  private HowtoPages() {}

  /** A language the contest allows and its starter's file name, or null when there is none. */
  public record Starter(String id, String name, String fileName) {}

  /** The starter files by language id: the file each random client is. */
  private static final Map<String, String> FILES = Map.of("java", "Main.java", "python", "main.py",
      "pypy3", "main.py", "pascal", "main.pas", "ocaml", "main.ml");

  static void routes(JavalinDefaultRoutingApi r, Site site) {
    r.get("/howto", ctx -> ctx.redirect("/howto/" + site.contest().games().keySet().iterator().next()));
    r.get("/howto/{game}", ctx -> {
      String game = ctx.pathParam("game");
      Contest.Offer offer = site.contest().offer(game);
      Contest c = site.contest();
      List<Starter> starters = new ArrayList<>();
      for (Contest.Allowed a : c.allowed()) {
        String file = FILES.get(a.id());
        starters.add(new Starter(a.id(), a.name(), file != null && source(offer.game(), file).isPresent() ? file : null));
      }
      var rules = offer.rules();
      Map<String, Object> v = new HashMap<>();
      v.put("game", game);
      v.put("offer", offer);
      v.put("push", offer.game().equals("push"));
      v.put("width", rules.width());
      v.put("height", rules.height());
      v.put("k", rules.k());
      v.put("timeMs", c.timePerMove().toMillis());
      v.put("memory", Units.kib(c.memoryBytes() / 1024));
      v.put("data", Units.kib(c.dataQuotaBytes() / 1024));
      v.put("upload", Units.kib(c.uploadBytes() / 1024));
      v.put("starters", starters);
      v.put("games", BotPages.games(site));
      site.pages().render(ctx, "howto", v);
    });
    r.get("/howto/{game}/starter/{language}", ctx -> {
      Contest.Offer offer = site.contest().offer(ctx.pathParam("game"));
      String lang = ctx.pathParam("language");
      String file = site.contest().languages().contains(lang) ? FILES.get(lang) : null;
      byte[] source = file == null ? null : source(offer.game(), file).orElse(null);
      if (source == null) {
        throw NotFound.of("howto.noStarter", lang, ctx.pathParam("game"));
      }
      ctx.contentType("text/plain; charset=utf-8");
      ctx.header("Content-Disposition", "attachment; filename=\"" + file + "\"");
      ctx.result(source);
    });
  }

  /** The random client of {@code rules} (mnk, push) as {@code file}, if there is one. */
  static Optional<byte[]> source(String rules, String file) throws IOException {
    String resource = file.equals("Main.java")
        ? "org/arbitre/referee/bots/" + rules + "-random/Main.java" // the judge's built-in random bot
        : "starters/" + rules + "-random/" + file;
    try (InputStream in = BotSpec.class.getClassLoader().getResourceAsStream(resource)) {
      return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
    }
  }
}
