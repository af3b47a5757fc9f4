package org.arbitre.server;

import io.javalin.Javalin;
import io.javalin.config.SizeUnit;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpResponseException;
import io.javalin.http.SameSite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.io.IOUtils;

/**
 * The HTTP side: Javalin (Jetty) with the site's pages, the JSON API under {@code /api/}, and
 * what guards them. A session is a random secret in an HttpOnly, SameSite=Strict cookie (Secure
 * when the request came over HTTPS, directly or through a proxy that says so); every form post
 * carries a CSRF token checked against the session's (or, before login, against a cookie's);
 * the API takes a bearer token instead of cookies; request bodies and uploads are size-limited.
 */
final class Web {
  static final String SESSION_COOKIE = "arbitre_session";
  static final String CSRF_COOKIE = "arbitre_csrf";
  static final String MEMBER = "member";
  static final String CSRF = "csrf";

  private Web() {}

  static Javalin create(Site site) {
    long upload = site.contest().uploadBytes();
    return Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      config.startup.showOldJavalinVersionWarning = false;
      config.http.maxRequestSize = upload + 64 * 1024;
      config.jetty.multipartConfig.maxFileSize(upload, SizeUnit.BYTES);
      config.jetty.multipartConfig.maxTotalRequestSize(upload + 64 * 1024, SizeUnit.BYTES);
      config.jetty.multipartConfig.maxInMemoryFileSize((int) Math.min(Integer.MAX_VALUE, upload + 1), SizeUnit.BYTES);
      config.staticFiles.add(s -> { s.hostedPath = "/static"; s.directory = "/static"; s.location = io.javalin.http.staticfiles.Location.CLASSPATH; });
      var r = config.routes;
      r.before(ctx -> guard(site, ctx));
      r.exception(NotFound.class, (e, ctx) -> error(site, ctx, 404, e.getMessage()));
      r.exception(Forbidden.class, (e, ctx) -> error(site, ctx, 403, e.getMessage()));
      r.exception(BadRequest.class, (e, ctx) -> error(site, ctx, 400, e.getMessage()));
      r.exception(NumberFormatException.class, (e, ctx) -> error(site, ctx, 404, "no such page"));
      String tooLarge = "the request is larger than this contest allows (" + upload + " bytes per file)";
      r.exception(HttpResponseException.class, (e, ctx) ->
          error(site, ctx, e.getStatus(), e.getStatus() == 413 ? tooLarge : e.getMessage()));
      r.exception(Exception.class, (e, ctx) -> {
        if (tooLarge(e)) {
          error(site, ctx, 413, tooLarge);
          return;
        }
        org.slf4j.LoggerFactory.getLogger(Web.class).error("internal error on " + ctx.path(), e);
        error(site, ctx, 500, "internal error");
      });
      r.error(404, ctx -> {
        if (ctx.result() == null || ctx.result().isEmpty() || ctx.result().equals("Not Found")) {
          error(site, ctx, 404, "no such page");
        }
      });
      Account.routes(r, site);
      BotPages.routes(r, site);
      PlayPages.routes(r, site);
      Api.routes(r, site);
    });
  }

  /** The most of an oversized body read and dropped before the 413 goes out; past it the server closes. */
  private static final long DISCARD_LIMIT = 16L << 20;

  /**
   * Reads and drops what is left of an oversized request's body, up to {@link #DISCARD_LIMIT}, as
   * a web server's lingering close does. The size check refuses before the body is read; a server
   * that answers and closes then, while the client still sends, resets the connection, and the
   * browser shows a broken connection instead of the 413 page. The answer also says
   * "Connection: close": Jetty closes after a failed multipart parse whatever was read, and a
   * client that was not told keeps the dead connection and loses its next post.
   */
  private static void discardBody(Context ctx) {
    try {
      IOUtils.skip(ctx.req().getInputStream(), DISCARD_LIMIT);
    } catch (IOException | IllegalStateException e) {
      // the body is gone or unreadable: the answer goes out and the connection closes, as before
    }
  }

  private static boolean tooLarge(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      String m = String.valueOf(t.getMessage());
      if (m.contains("exceeds") || m.contains("too large") || m.contains("Too Large") || m.contains("max")) {
        return true;
      }
    }
    return false;
  }

  /** Before every request: who is asking (session or token), and the CSRF check of a form post. */
  private static void guard(Site site, Context ctx) {
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("X-Frame-Options", "DENY");
    ctx.header("Referrer-Policy", "same-origin");
    if (ctx.path().startsWith("/api/")) {
      String auth = ctx.header("Authorization");
      String token = auth != null && auth.startsWith("Bearer ") ? auth.substring(7).strip() : null;
      site.members().byToken(token).ifPresent(m -> ctx.attribute(MEMBER, m));
      return;
    }
    Optional<Members.Session> s = site.members().session(ctx.cookie(SESSION_COOKIE));
    String csrf;
    if (s.isPresent()) {
      ctx.attribute(MEMBER, s.get().member());
      csrf = s.get().csrf();
    } else {
      csrf = ctx.cookie(CSRF_COOKIE);
      if (csrf == null || !csrf.matches("[0-9a-f]{64}")) {
        csrf = Members.token();
        ctx.cookie(cookie(ctx, CSRF_COOKIE, csrf, -1));
      }
    }
    ctx.attribute(CSRF, csrf);
    if (ctx.method().name().equals("POST")) {
      String sent = ctx.formParam("_csrf");
      if (sent == null || !MessageDigest.isEqual(sent.getBytes(StandardCharsets.UTF_8), csrf.getBytes(StandardCharsets.UTF_8))) {
        throw new Forbidden("this form has no valid CSRF token: reload the page and send it again");
      }
    }
  }

  static Cookie cookie(Context ctx, String name, String value, int maxAge) {
    Cookie c = new Cookie(name, value);
    c.setPath("/");
    c.setHttpOnly(true);
    c.setSameSite(SameSite.STRICT);
    c.setMaxAge(maxAge);
    c.setSecure(ctx.scheme().equals("https") || "https".equalsIgnoreCase(ctx.header("X-Forwarded-Proto")));
    return c;
  }

  static Members.Member member(Context ctx) {
    return ctx.attribute(MEMBER);
  }

  /** The member asking, or a redirect to the login page (403 for the API). */
  static Members.Member requireMember(Context ctx) {
    Members.Member m = member(ctx);
    if (m == null) {
      if (ctx.path().startsWith("/api/")) {
        throw new HttpResponseException(401, "a valid API token is needed (Authorization: Bearer arb_...)", Map.of());
      }
      throw new HttpResponseException(401, "log in first", Map.of());
    }
    return m;
  }

  private static void error(Site site, Context ctx, int status, String message) {
    if (status == 413) {
      discardBody(ctx);
      ctx.header("Connection", "close");
    }
    ctx.status(status);
    if (ctx.path().startsWith("/api/")) {
      ctx.json(Map.of("error", message == null ? "" : message, "status", status));
    } else if (status == 401) {
      ctx.redirect("/login?next=" + java.net.URLEncoder.encode(ctx.path(), StandardCharsets.UTF_8));
    } else {
      if (ctx.attribute(CSRF) == null) {
        ctx.attribute(CSRF, "");
      }
      site.pages().render(ctx, "error", Map.of("status", status, "message", message == null ? "" : message));
      ctx.status(status);
    }
  }
}
