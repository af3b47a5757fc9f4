package org.arbitre.server;

import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arbitre.lang.CompileError;

/**
 * A member's bots: entering one (an upload, compiled at once), its versions and their compile
 * messages, its source, its data files (list, view, edit, upload, download, delete) and
 * challenges; renaming it, retiring it (kept for the records, out of play and of the member's
 * limit) or deleting it while it has never played. An upload under a name the member already
 * uses waits for a confirmation before it becomes that bot's next version. Only the owner sees any of it (403 for anyone else, the organiser included).
 */
final class BotPages {
  /** Uploads under a name already taken, waiting for the member to say whether they are a new version. */
  private static final PendingUploads PENDING = new PendingUploads();

  private BotPages() {}

  static void routes(JavalinDefaultRoutingApi r, Site site) {
    r.get("/bots", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      site.pages().render(ctx, "bots", Map.of("bots", site.bots().of(me.id()), "error", "",
          "counted", site.bots().counted(me.id())));
    });
    r.post("/bots", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      String game = ctx.formParam("game");
      site.contest().offer(game == null ? "" : game);
      UploadedFile file = upload(ctx, "source", site);
      site.builds().checkFileName(file.filename());
      String name = ctx.formParam("name");
      Bots.checkName(name);
      byte[] source = read(file, site);
      var existing = site.bots().find(me.id(), game, name);
      if (existing.isPresent()) {
        // a name already taken: ask before it becomes the bot's next version
        String token = PENDING.put(me.id(), existing.get().id(), file.filename(), source);
        site.pages().render(ctx, "upload-confirm", Map.of("bot", existing.get(), "token", token,
            "fileName", file.filename(), "next", site.bots().versions(existing.get().id()).size() + 1));
        return;
      }
      Bots.Bot bot = site.bots().create(me.id(), game, name, site.contest().botsPerMember());
      enter(site, bot, file.filename(), source);
      ctx.redirect("/bots/" + bot.id());
    });
    r.post("/bots/confirm", ctx -> {
      Members.Member me = Web.requireMember(ctx);
      PendingUploads.Upload u = PENDING.take(me.id(), ctx.formParam("token"))
          .orElseThrow(() -> BadRequest.of("bots.uploadGone"));
      Bots.Bot bot = site.bots().bot(u.bot()).filter(b -> b.memberId() == me.id())
          .orElseThrow(() -> NotFound.of("bots.noSuchBot"));
      enter(site, bot, u.fileName(), u.source());
      ctx.redirect("/bots/" + bot.id());
    });
    r.post("/bots/{id}/rename", ctx -> {
      Bots.Bot bot = own(ctx, site);
      String name = ctx.formParam("name");
      site.bots().rename(bot, name == null ? "" : name.strip());
      ctx.redirect("/bots/" + bot.id());
    });
    r.post("/bots/{id}/retire", ctx -> {
      Bots.Bot bot = own(ctx, site);
      site.bots().retire(bot, !"0".equals(ctx.formParam("retired")), site.contest().botsPerMember());
      ctx.redirect("/bots/" + bot.id());
    });
    r.post("/bots/{id}/delete", ctx -> {
      Bots.Bot bot = own(ctx, site);
      site.bots().delete(bot);
      ctx.redirect("/bots");
    });
    r.get("/bots/{id}", ctx -> {
      Bots.Bot bot = own(ctx, site);
      Map<String, Object> v = new HashMap<>();
      v.put("bot", bot);
      v.put("versions", site.bots().versions(bot.id()));
      v.put("files", site.bots().dataFiles(bot.id()));
      v.put("quota", site.contest().dataQuotaBytes());
      v.put("used", site.bots().dataFiles(bot.id()).stream().mapToLong(Bots.DataFile::size).sum());
      v.put("opponents", site.bots().playable(bot.game()).stream().filter(p -> p.bot().id() != bot.id()).toList());
      v.put("played", site.bots().played(bot.id()));
      v.put("matches", site.matches().ofVersions(site.bots().versions(bot.id()).stream().map(Bots.Version::id).toList(), 30));
      site.pages().render(ctx, "bot", v);
    });
    r.post("/bots/{id}/versions", ctx -> {
      Bots.Bot bot = own(ctx, site);
      UploadedFile file = upload(ctx, "source", site);
      enter(site, bot, file.filename(), read(file, site));
      ctx.redirect("/bots/" + bot.id());
    });
    r.get("/bots/{id}/versions/{n}/source", ctx -> {
      Bots.Bot bot = own(ctx, site);
      Bots.Version v = site.bots().versions(bot.id()).stream()
          .filter(x -> x.number() == Integer.parseInt(ctx.pathParam("n"))).findFirst()
          .orElseThrow(() -> NotFound.of("bots.noSuchVersion"));
      ctx.contentType("text/plain; charset=utf-8");
      ctx.header("Content-Disposition", "inline; filename=\"" + v.fileName() + "\"");
      ctx.result(site.bots().source(v.id()));
    });
    r.get("/bots/{id}/data/view", ctx -> {
      Bots.Bot bot = own(ctx, site);
      String name = DataNames.check(ctx.queryParam("name"));
      byte[] content = site.bots().dataFile(bot.id(), name).orElseThrow(() -> NotFound.of("data.noFile", name));
      String text = text(content);
      site.pages().render(ctx, "datafile", Map.of("bot", bot, "name", name, "text", text == null ? "" : text,
          "binary", text == null, "size", content.length));
    });
    r.get("/bots/{id}/data/download", ctx -> {
      Bots.Bot bot = own(ctx, site);
      String name = DataNames.check(ctx.queryParam("name"));
      byte[] content = site.bots().dataFile(bot.id(), name).orElseThrow(() -> NotFound.of("data.noFile", name));
      ctx.contentType("application/octet-stream");
      ctx.header("Content-Disposition", "attachment; filename=\"" + name.replaceAll(".*/", "").replace("\"", "") + "\"");
      ctx.result(content);
    });
    r.post("/bots/{id}/data/save", ctx -> {
      Bots.Bot bot = own(ctx, site);
      String name = DataNames.check(ctx.formParam("name"));
      String text = String.valueOf(ctx.formParam("text")).replace("\r\n", "\n");
      try {
        site.bots().putDataFile(bot.id(), name, text.getBytes(StandardCharsets.UTF_8), site.contest().dataQuotaBytes());
      } catch (BadRequest e) { // the editor again, with the member's text and why it was refused
        ctx.status(400);
        Map<String, Object> v = Pages.refused(ctx, e);
        v.putAll(Map.of("bot", bot, "name", name, "text", text, "binary", false, "size", text.getBytes(StandardCharsets.UTF_8).length));
        site.pages().render(ctx, "datafile", v);
        return;
      }
      ctx.redirect("/bots/" + bot.id() + "#data");
    });
    r.post("/bots/{id}/data/upload", ctx -> {
      Bots.Bot bot = own(ctx, site);
      UploadedFile file = upload(ctx, "file", site);
      String given = ctx.formParam("name");
      String name = DataNames.check(given == null || given.isBlank() ? file.filename() : given.strip());
      site.bots().putDataFile(bot.id(), name, read(file, site), site.contest().dataQuotaBytes());
      ctx.redirect("/bots/" + bot.id() + "#data");
    });
    r.post("/bots/{id}/data/delete", ctx -> {
      Bots.Bot bot = own(ctx, site);
      String name = DataNames.check(ctx.formParam("name"));
      if (!site.bots().deleteDataFile(bot.id(), name)) {
        throw NotFound.of("data.noFile", name);
      }
      ctx.redirect("/bots/" + bot.id() + "#data");
    });
    r.post("/bots/{id}/challenge", ctx -> {
      Bots.Bot bot = own(ctx, site);
      long match = challenge(site, Web.member(ctx), bot, ctx.formParam("opponent"));
      ctx.redirect("/matches/" + match);
    });
  }

  /** The bot of the path, if it is the asking member's: else 403 (404 when there is none). */
  static Bots.Bot own(Context ctx, Site site) {
    Members.Member me = Web.requireMember(ctx);
    Bots.Bot bot = site.bots().bot(Long.parseLong(ctx.pathParam("id"))).orElseThrow(() -> NotFound.of("bots.noSuchBot"));
    if (bot.memberId() != me.id()) {
      throw Forbidden.of("bots.notYours");
    }
    return bot;
  }

  /** Compiles and keeps a new version of {@code bot}; the version says whether it compiled. */
  static Bots.Version enter(Site site, Bots.Bot bot, String fileName, byte[] source) throws IOException {
    site.builds().checkFileName(fileName);
    try {
      site.builds().build(fileName, source);
      if (!bot.retired() && site.bots().latest(bot.id()).isEmpty()
          && site.bots().counted(bot.memberId()) >= site.contest().botsPerMember()) {
        // its first compiled version would put one bot too many in play
        throw BadRequest.of("bots.full", site.bots().counted(bot.memberId()));
      }
      return site.bots().addVersion(bot.id(), fileName, source, true, "compiled");
    } catch (CompileError e) {
      return site.bots().addVersion(bot.id(), fileName, source, false, e.getMessage());
    } catch (org.arbitre.UserError e) {
      throw new BadRequest(e.getMessage());
    }
  }

  /**
   * Queues a match of {@code bot}'s latest compiled version against {@code opponent}: a built-in
   * bot ("random", "greedy": {@link org.arbitre.referee.BotSpec#BUILT_IN}) or a bot's id.
   */
  static long challenge(Site site, Members.Member me, Bots.Bot bot, String opponent) {
    if (bot.retired()) {
      throw BadRequest.of("bots.retired", bot.name());
    }
    Bots.Version mine = site.bots().latest(bot.id())
        .orElseThrow(() -> BadRequest.of("bots.noCompiled"));
    if (opponent == null || opponent.isBlank()) {
      throw BadRequest.of("bots.chooseOpponent");
    }
    if (org.arbitre.referee.BotSpec.BUILT_IN.contains(opponent)) {
      return site.matches().enqueue(bot.game(), mine.id(), bot.label(), null, opponent, me.id(), null, null, null, "");
    }
    long id;
    try {
      id = Long.parseLong(opponent);
    } catch (NumberFormatException e) {
      throw BadRequest.of("bots.noSuchOpponent", opponent);
    }
    Bots.Playable other = site.bots().playable(bot.game()).stream().filter(p -> p.bot().id() == id).findFirst()
        .orElseThrow(() -> BadRequest.of("bots.noOpponentIn", bot.game()));
    return site.matches().enqueue(bot.game(), mine.id(), bot.label(), other.version().id(), other.bot().label(),
        me.id(), null, null, null, "");
  }

  private static UploadedFile upload(Context ctx, String field, Site site) {
    UploadedFile f = ctx.uploadedFile(field);
    if (f == null || f.filename() == null || f.filename().isBlank()) {
      throw BadRequest.of("upload.choose").on(field);
    }
    if (f.size() > site.contest().uploadBytes()) {
      throw BadRequest.of("upload.tooLarge", site.contest().uploadBytes());
    }
    return f;
  }

  private static byte[] read(UploadedFile f, Site site) throws IOException {
    try (InputStream in = f.content()) {
      byte[] b = in.readNBytes((int) site.contest().uploadBytes() + 1);
      if (b.length > site.contest().uploadBytes()) {
        throw BadRequest.of("upload.tooLarge", site.contest().uploadBytes());
      }
      return b;
    }
  }

  /** The content as UTF-8 text, or null when it is not text (shown as binary, download only). */
  static String text(byte[] content) {
    try {
      String s = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .decode(java.nio.ByteBuffer.wrap(content)).toString();
      return s.indexOf('\0') >= 0 ? null : s;
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  static List<String> games(Site site) {
    return List.copyOf(site.contest().games().keySet());
  }
}
