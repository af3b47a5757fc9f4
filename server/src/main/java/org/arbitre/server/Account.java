package org.arbitre.server;

import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.util.Map;
import java.util.Optional;

/** Registering, logging in and out, the API token. */
final class Account {
  private Account() {}

  static void routes(JavalinDefaultRoutingApi r, Site site) {
    r.get("/", ctx -> site.pages().render(ctx, "home", Map.of("counts", site.matches().counts())));
    r.get("/register", ctx -> site.pages().render(ctx, "register", Map.of("name", "")));
    r.post("/register", ctx -> {
      String name = ctx.formParam("name");
      try {
        Members.Member m = site.members().register(name, ctx.formParam("password"), false);
        login(ctx, site, m);
        ctx.redirect("/bots");
      } catch (BadRequest e) {
        ctx.status(400);
        Map<String, Object> v = Pages.refused(ctx, e);
        v.put("name", name == null ? "" : name);
        site.pages().render(ctx, "register", v);
      }
    });
    r.get("/login", ctx -> site.pages().render(ctx, "login", Map.of("name", "", "next", next(ctx))));
    r.post("/login", ctx -> {
      String name = String.valueOf(ctx.formParam("name"));
      String address = ctx.ip();
      if (site.limiter().blocked(name, address)) {
        ctx.status(429);
        site.pages().render(ctx, "login", Map.of("error", Pages.text(Pages.locale(ctx), "account.tooMany"),
            "name", name, "next", next(ctx)));
        return;
      }
      Optional<Members.Member> m = site.members().authenticate(name, ctx.formParam("password"));
      if (m.isEmpty()) {
        site.limiter().failed(name, address);
        ctx.status(401);
        site.pages().render(ctx, "login", Map.of("error", Pages.text(Pages.locale(ctx), "account.wrong"),
            "name", name, "next", next(ctx)));
        return;
      }
      login(ctx, site, m.get());
      ctx.redirect(next(ctx));
    });
    r.post("/logout", ctx -> {
      site.members().closeSession(ctx.cookie(Web.SESSION_COOKIE));
      ctx.cookie(Web.cookie(ctx, Web.SESSION_COOKIE, "", 0));
      ctx.redirect("/");
    });
    r.get("/account", ctx -> site.pages().render(ctx, "account",
        Map.of("member", Web.requireMember(ctx), "token", "")));
    r.post("/account/token", ctx -> {
      Members.Member m = Web.requireMember(ctx);
      site.pages().render(ctx, "account", Map.of("member", m, "token", site.members().newToken(m)));
    });
  }

  private static void login(Context ctx, Site site, Members.Member m) {
    String secret = site.members().openSession(m);
    ctx.cookie(Web.cookie(ctx, Web.SESSION_COOKIE, secret, (int) (Members.SESSION_MS / 1000)));
  }

  /** Where to go after login: a path of this site only (never another host). */
  private static String next(Context ctx) {
    String n = ctx.queryParam("next");
    if (n == null) {
      n = ctx.formParam("next");
    }
    return n != null && n.matches("/[A-Za-z0-9/_.-]*") && !n.startsWith("//") ? n : "/bots";
  }
}
