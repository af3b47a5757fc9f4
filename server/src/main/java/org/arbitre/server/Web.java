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
import io.javalin.http.staticfiles.Location;
import java.util.List;
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
      config.jetty.modifyServletContextHandler(h -> h.addFilter(new org.eclipse.jetty.ee10.servlet.FilterHolder(
          new HeadAsGet()), "/*", java.util.EnumSet.of(jakarta.servlet.DispatcherType.REQUEST)));
      config.staticFiles.add(sf -> {
        sf.hostedPath = "/static";
        sf.directory = "/static";
        sf.location = Location.CLASSPATH;
        sf.headers = Map.of("Cache-Control", "max-age=3600", "X-Content-Type-Options", "nosniff");
      });
      var r = config.routes;
      r.before(ctx -> guard(site, ctx));
      r.after(Web::linkReportFiles);
      r.exception(NotFound.class, (e, ctx) -> error(site, ctx, 404, e));
      r.exception(Forbidden.class, (e, ctx) -> error(site, ctx, 403, e));
      r.exception(BadRequest.class, (e, ctx) -> error(site, ctx, 400, e));
      r.exception(NumberFormatException.class, (e, ctx) -> error(site, ctx, 404, NotFound.of("web.noSuchPage")));
      r.exception(HttpResponseException.class, (e, ctx) -> error(site, ctx, e.getStatus(), e.getStatus() == 413
          ? BadRequest.of("web.tooLarge", upload) : new BadRequest(e.getMessage())));
      r.exception(Exception.class, (e, ctx) -> {
        if (tooLarge(e)) {
          error(site, ctx, 413, BadRequest.of("web.tooLarge", upload));
          return;
        }
        org.slf4j.LoggerFactory.getLogger(Web.class).error("internal error on " + ctx.path(), e);
        error(site, ctx, 500, BadRequest.of("web.internal"));
      });
      r.error(404, ctx -> {
        if (ctx.result() == null || ctx.result().isEmpty() || ctx.result().equals("Not Found")) {
          error(site, ctx, 404, NotFound.of("web.noSuchPage"));
        }
      });
      r.error(405, ctx -> {
        if (!ctx.path().startsWith("/api/")) {
          error(site, ctx, 405, BadRequest.of("error.405"));
        }
      });
      r.get("/favicon.ico", ctx -> staticFile(ctx, "static/favicon.ico", "image/x-icon"));
      r.get("/report/report.css", ctx -> staticFile(ctx, "org/arbitre/tournament/report.css", "text/css; charset=utf-8"));
      r.get("/report/report.js", ctx -> staticFile(ctx, "org/arbitre/tournament/report.js",
          "text/javascript; charset=utf-8"));
      Account.routes(r, site);
      BotPages.routes(r, site);
      PlayPages.routes(r, site);
      Api.routes(r, site);
    });
  }

  /**
   * A HEAD request is handled as the GET of the same address (same status, headers and length),
   * and Jetty sends no body for it: a link checker or a cache gets what a browser would.
   */
  private static final class HeadAsGet implements jakarta.servlet.Filter {
    @Override
    public void doFilter(jakarta.servlet.ServletRequest req, jakarta.servlet.ServletResponse res,
        jakarta.servlet.FilterChain chain) throws IOException, jakarta.servlet.ServletException {
      if (req instanceof jakarta.servlet.http.HttpServletRequest http && http.getMethod().equals("HEAD")) {
        chain.doFilter(new jakarta.servlet.http.HttpServletRequestWrapper(http) {
          @Override
          public String getMethod() {
            return "GET";
          }
        }, res);
      } else {
        chain.doFilter(req, res);
      }
    }
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

  /**
   * What every page may load: its own site's files only, no inline script or style, no framing by
   * another site, forms posted to this site only.
   */
  static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
      + " connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'";

  /** A file of the jar, with a day of caching (the icon, the tournament report's style sheet and script). */
  private static void staticFile(Context ctx, String resource, String type) throws IOException {
    try (java.io.InputStream in = Web.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw NotFound.of("web.noSuchPage");
      }
      ctx.header("Cache-Control", "max-age=86400");
      ctx.contentType(type);
      ctx.result(in.readAllBytes());
    }
  }

  private static final String REPORT_STYLE = "<style>\n" + resource("org/arbitre/tournament/report.css") + "\n</style>";
  private static final String REPORT_SCRIPT = "<script>\n" + resource("org/arbitre/tournament/report.js") + "\n</script>";

  /**
   * The tournament report (the tool's {@code report.html}, a file that stands alone) carries its
   * style sheet and script inline; served by the site, it links them instead
   * ({@code /report/report.css}, {@code /report/report.js}), which the Content-Security-Policy allows.
   */
  private static void linkReportFiles(Context ctx) {
    String type = ctx.res().getContentType();
    if (type == null || !type.startsWith("text/html")) {
      return;
    }
    String page = ctx.result();
    if (page == null || !page.contains("<meta name=\"generator\" content=\"arbitre tournament\">")) {
      return;
    }
    ctx.result(page.replace(REPORT_STYLE, "<link rel=\"stylesheet\" href=\"/report/report.css\">"
        + "<link rel=\"stylesheet\" href=\"/static/report-site.css\">")
        .replace(REPORT_SCRIPT, "<script src=\"/report/report.js\"></script>"));
  }

  private static String resource(String name) {
    try (java.io.InputStream in = Web.class.getClassLoader().getResourceAsStream(name)) {
      return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /**
   * Before every request: the security headers, who is asking (session or token), the member's
   * language, and the CSRF check of a form post. No page is kept by a cache (a page shows the
   * member's name, a bot's source is private); the site's static files are.
   */
  private static void guard(Site site, Context ctx) {
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("X-Frame-Options", "DENY");
    ctx.header("Referrer-Policy", "same-origin");
    ctx.header("Content-Security-Policy", CSP);
    if (!ctx.path().startsWith("/static/")) {
      ctx.header("Cache-Control", "no-store");
    }
    if (ctx.path().startsWith("/api/")) {
      String auth = ctx.header("Authorization");
      String token = auth != null && auth.startsWith("Bearer ") ? auth.substring(7).strip() : null;
      site.members().byToken(token).ifPresent(m -> ctx.attribute(MEMBER, m));
      return;
    }
    Pages.locale(ctx);
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
        throw Forbidden.of("web.csrf");
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
      throw new HttpResponseException(401, Pages.text(java.util.Locale.ENGLISH, "web.logInFirst"), Map.of());
    }
    return m;
  }

  /** The statuses whose error page has a title of its own ({@code error.N} in {@code i18n/messages}). */
  private static final java.util.Set<Integer> TITLED = java.util.Set.of(400, 401, 403, 404, 405, 413, 429, 500);

  /**
   * Answers a refused request: JSON for the API (English), the login page for a visitor who is not
   * logged in, else the site's error page (menu, the sentence, a link back) in the member's language
   * and, for a refused form, what the member typed in it, to copy before going back.
   */
  private static void error(Site site, Context ctx, int status, Refusal e) {
    if (status == 413) {
      discardBody(ctx);
      ctx.header("Connection", "close");
    }
    ctx.status(status);
    String message = e.getMessage() == null ? "" : e.getMessage();
    if (ctx.path().startsWith("/api/")) {
      ctx.json(Map.of("error", message, "status", status));
    } else if (status == 401) {
      ctx.redirect("/login?next=" + java.net.URLEncoder.encode(ctx.path(), StandardCharsets.UTF_8));
    } else {
      if (ctx.attribute(CSRF) == null) {
        ctx.attribute(CSRF, "");
      }
      java.util.Locale locale = Pages.locale(ctx);
      String title = Pages.text(locale, TITLED.contains(status) ? "error." + status : "error.other");
      try {
        site.pages().render(ctx, "error", Map.of("status", status, "title", title, "message", e.message(locale),
            "typed", status == 413 ? List.of() : typed(ctx), "back", back(ctx).equals("/") ? "" : back(ctx)));
      } catch (RuntimeException broken) { // the error page itself failed: the sentence alone, never a 500 instead
        org.slf4j.LoggerFactory.getLogger(Web.class).error("the error page failed on " + ctx.path(), broken);
        ctx.contentType("text/plain; charset=utf-8");
        ctx.result(status + " " + e.message(locale));
      }
      ctx.status(status);
    }
  }

  /** The page the member came from (the Referer, when it is a page of this site), else the home page. */
  static String back(Context ctx) {
    String referer = ctx.header("Referer");
    if (referer != null) {
      try {
        java.net.URI u = java.net.URI.create(referer);
        String host = ctx.header("Host");
        if (host != null && host.equals(u.getRawAuthority()) && u.getRawPath() != null && u.getRawPath().startsWith("/")
            && !u.getRawPath().startsWith("//")) {
          return u.getRawPath() + (u.getRawQuery() == null ? "" : "?" + u.getRawQuery());
        }
      } catch (IllegalArgumentException e) {
        // not an address: home
      }
    }
    return "/";
  }

  /**
   * The text fields of a refused form post, to show them back (never a password or the token):
   * the member's work is not lost with the refusal. A multipart form's files are not shown.
   */
  private static List<Map.Entry<String, String>> typed(Context ctx) {
    if (!ctx.method().name().equals("POST")) {
      return List.of();
    }
    try {
      List<Map.Entry<String, String>> out = new java.util.ArrayList<>();
      for (Map.Entry<String, List<String>> f : ctx.formParamMap().entrySet()) {
        if (f.getKey().equals("_csrf") || f.getKey().toLowerCase(java.util.Locale.ROOT).contains("password")) {
          continue;
        }
        for (String v : f.getValue()) {
          if (!v.isBlank()) {
            out.add(Map.entry(f.getKey(), v));
          }
        }
      }
      return out;
    } catch (RuntimeException unreadable) {
      return List.of(); // a body that cannot be read as a form: nothing to show back
    }
  }
}
