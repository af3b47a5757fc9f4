package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What an attacker with an account (or without one) tries over plain HTTP, against a contest
 * served in-process with the real sandbox: alice has a bot with a secret data file and a finished
 * match; bob, another member, tries to get at them, forges forms, sends bad names and big
 * uploads, guesses passwords. Each refusal is checked beside the owner's own access, which works.
 */
class SecurityIT {
  private static final String SECRET = "alice's opening book: 7 7 8 8";
  private static ContestHarness contest;
  private static SiteClient alice;
  private static SiteClient bob;
  private static String aliceBot;
  private static String aliceMatch;
  private static byte[] okSource;

  @BeforeAll
  static void start() throws Exception {
    contest = ContestHarness.start("security");
    okSource = Files.readAllBytes(ContestHarness.resource("bots/first-free_OK/Main.java"));
    alice = new SiteClient(contest.base).register("alice", "alice-password");
    aliceBot = alice.enter("mnk", "ff", "Main.java", okSource);
    assertEquals(302, alice.post(aliceBot + "/data/save", Map.of("name", "secret.txt", "text", SECRET)).statusCode());
    aliceMatch = alice.challenge(aliceBot, "random");
    String live = alice.awaitMatch(aliceMatch, 60);
    assertTrue(live.contains("\"status\":\"done\""), live + "\n" + contest.log());
    bob = new SiteClient(contest.base).register("bob", "bob-password");
  }

  @AfterAll
  static void stop() {
    if (contest != null) {
      contest.close();
    }
  }

  private static int status(SiteClient c, String path) throws Exception {
    return c.get(path).statusCode();
  }

  @Test
  void onlyTheOrganiserStartsATournament() throws Exception {
    SiteClient gina = new SiteClient(contest.base).register("gina", "gina-password");
    gina.get("/tournaments");
    assertEquals(403, gina.post("/tournaments", Map.of("game", "mnk", "rounds", "1", "openings", "")).statusCode());
    assertTrue(contest.server.site().tournaments().list().isEmpty(), "nothing was scheduled");
    contest.server.members().addOrganiser("gina", "gina-password");
    gina.get("/tournaments");
    HttpResponse<String> r = gina.post("/tournaments", Map.of("game", "mnk", "rounds", "many", "openings", ""));
    assertEquals(400, r.statusCode(), "the organiser passes the check and meets the form's own (rounds: a number)");
    assertTrue(r.body().contains("rounds: a number"), r.body());
  }

  @Test
  void anotherMembersBotSourceDataAndStderrAreForbidden() throws Exception {
    List<String> pages = List.of(aliceBot, aliceBot + "/versions/1/source", aliceBot + "/data/view?name=secret.txt",
        aliceBot + "/data/download?name=secret.txt", aliceMatch + "/stderr/1");
    for (String page : pages) {
      assertEquals(200, status(alice, page), "the owner reads " + page);
      HttpResponse<String> r = bob.get(page);
      assertEquals(403, r.statusCode(), "bob reads " + page);
      assertFalse(r.body().contains(SECRET) || r.body().contains("first-free"), "bob sees " + page + ":\n" + r.body());
    }
    assertTrue(alice.get(aliceMatch + "/stderr/1").body().contains("first-free: delay 0 ms"));
    // and no one logged in: to the login page
    SiteClient anonymous = new SiteClient(contest.base);
    for (String page : pages) {
      HttpResponse<String> r = anonymous.get(page);
      assertEquals(302, r.statusCode(), page);
      assertTrue(r.headers().firstValue("Location").orElse("").startsWith("/login"), page);
    }
  }

  @Test
  void anotherMembersBotCannotBeChangedOrPlayed() throws Exception {
    bob.get("/bots");
    assertEquals(403, bob.post(aliceBot + "/data/save", Map.of("name", "secret.txt", "text", "bob was here")).statusCode());
    assertEquals(403, bob.post(aliceBot + "/data/delete", Map.of("name", "secret.txt")).statusCode());
    assertEquals(403, bob.post(aliceBot + "/challenge", Map.of("opponent", "random")).statusCode());
    assertEquals(403, bob.upload(aliceBot + "/versions", Map.of(), "source", "Main.java", okSource).statusCode());
    assertEquals(403, bob.upload(aliceBot + "/data/upload", Map.of(), "file", "x.txt", new byte[] {1}).statusCode());
    assertEquals(SECRET, alice.get(aliceBot + "/data/download?name=secret.txt").body());
    assertEquals(1, count(alice.get(aliceBot).body(), "compiled</span>"), "still one version");
  }

  @Test
  void theReplayShowsOnlyTheAskersOwnStderr() throws Exception {
    assertTrue(alice.get(aliceMatch + "/replay").body().contains("first-free: delay 0 ms"), "alice sees her bot's stderr");
    HttpResponse<String> r = bob.get(aliceMatch + "/replay");
    assertEquals(200, r.statusCode(), "the moves are public");
    assertFalse(r.body().contains("first-free: delay"), "bob sees alice's stderr in the replay");
  }

  @Test
  void traversalInADataFileNameIsRefused() throws Exception {
    SiteClient carol = new SiteClient(contest.base).register("carol", "carol-password");
    String bot = carol.enter("mnk", "c1", "Main.java", okSource);
    for (String name : List.of("../x", "/etc/passwd", "a/../../b", "..\\x", "a\\..\\..\\b", "..", ".", "./x", "a//b",
        "x\u0000y", "a/b/c/d/e")) {
      carol.get(bot);
      HttpResponse<String> r = carol.post(bot + "/data/save", Map.of("name", name, "text", "t"));
      assertEquals(400, r.statusCode(), "save " + name);
      assertTrue(r.body().contains("refused data file name") || r.body().contains("at most 4 levels"), r.body());
      assertEquals(400, carol.upload(bot + "/data/upload", Map.of("name", name), "file", "x.txt", new byte[] {1})
          .statusCode(), "upload as " + name);
      for (String op : List.of("view", "download")) {
        assertEquals(400, carol.get(bot + "/data/" + op + "?name=" + java.net.URLEncoder.encode(name,
            StandardCharsets.UTF_8)).statusCode(), op + " " + name);
      }
    }
    // the file's own name in the multipart part: refused, or reduced to a plain name
    for (String name : List.of("../../evil.txt", "/etc/evil.txt", "..\\..\\evil.txt")) {
      carol.get(bot);
      int s = carol.upload(bot + "/data/upload", Map.of(), "file", name, new byte[] {1}).statusCode();
      assertTrue(s == 400 || s == 302, name + ": " + s);
    }
    String page = carol.get(bot).body();
    for (String name : dataNames(page)) {
      DataNames.check(name);
    }
    assertFalse(page.contains("evil"), "a traversing upload was kept:\n" + dataNames(page));
    // a plain name and a folder are fine
    assertEquals(302, carol.post(bot + "/data/save", Map.of("name", "cache/book.txt", "text", "ok")).statusCode());
    assertEquals("ok", carol.get(bot + "/data/download?name=cache/book.txt").body());
  }

  @Test
  void aDataFileNameIsEscapedInThePages() throws Exception {
    SiteClient dave = new SiteClient(contest.base).register("dave", "dave-password");
    String bot = dave.enter("mnk", "d1", "Main.java", okSource);
    String name = "<img src=x onerror=alert(1)>.txt";
    assertEquals(302, dave.post(bot + "/data/save", Map.of("name", name, "text", "</textarea><script>alert(2)</script>"))
        .statusCode());
    String page = dave.get(bot).body();
    assertFalse(page.contains("<img src=x"), page);
    assertTrue(page.contains("&lt;img src=x onerror=alert(1)&gt;.txt"), page);
    String view = dave.get(bot + "/data/view?name=" + java.net.URLEncoder.encode(name, StandardCharsets.UTF_8)).body();
    assertFalse(view.contains("<script>alert(2)"), view);
  }

  @Test
  void aFormWithoutTheRightCsrfTokenIsRefused() throws Exception {
    SiteClient erin = new SiteClient(contest.base).register("erin", "erin-password");
    String bot = erin.enter("mnk", "e1", "Main.java", okSource);
    erin.get(bot);
    Map<String, String> form = Map.of("name", "forged.txt", "text", "x");
    assertEquals(403, erin.postRaw(bot + "/data/save", form).statusCode(), "no token");
    for (String wrong : List.of("", "0".repeat(64), bob.csrf(), erin.csrf().substring(1) + "0")) {
      Map<String, String> f = new java.util.HashMap<>(form);
      f.put("_csrf", wrong);
      assertEquals(403, erin.postRaw(bot + "/data/save", f).statusCode(), "token '" + wrong + "'");
    }
    assertEquals(403, erin.upload(bot + "/versions", Map.of("_csrf", "x"), "source", "Main.java", okSource).statusCode());
    assertEquals(403, erin.postRaw(bot + "/challenge", Map.of("opponent", "random")).statusCode());
    assertEquals(403, erin.postRaw("/logout", Map.of()).statusCode());
    assertFalse(erin.get(bot).body().contains("forged.txt"), "a forged form was obeyed");
    assertTrue(erin.get("/bots").body().contains("id=\"me\""), "still logged in after a forged logout");
    // before login too: the token of the csrf cookie
    SiteClient stranger = new SiteClient(contest.base);
    stranger.get("/login");
    assertEquals(403, stranger.postRaw("/login", Map.of("name", "erin", "password", "erin-password")).statusCode());
    assertEquals(403, stranger.postRaw("/register", Map.of("name", "mallory", "password", "mallory-password")).statusCode());
    // the right token works
    assertEquals(302, erin.post(bot + "/data/save", form).statusCode());
  }

  @Test
  void anOversizedUploadIsRefusedAndTheServerStillServes() throws Exception {
    SiteClient frank = new SiteClient(contest.base).register("frank", "frank-password");
    String bot = frank.enter("mnk", "f1", "Main.java", okSource);
    byte[] big = new byte[200 * 1024];
    Arrays.fill(big, (byte) 'a');
    frank.get(bot);
    HttpResponse<String> r = frank.upload(bot + "/data/upload", Map.of("name", "big.bin"), "file", "big.bin", big);
    assertTrue(r.statusCode() == 413 || r.statusCode() == 400, r.statusCode() + "\n" + r.body());
    assertTrue(r.body().contains("larger than this contest allows"), r.body());
    frank.get("/bots");
    r = frank.upload("/bots", Map.of("game", "mnk", "name", "big"), "source", "Main.java", big);
    assertTrue(r.statusCode() == 413 || r.statusCode() == 400, r.statusCode() + "\n" + r.body());
    // a body far over every limit, not multipart: the server reads and drops it, then answers
    byte[] huge = new byte[8 << 20];
    r = frank.send(HttpRequest.newBuilder(contest.base.resolve(bot + "/data/save"))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofByteArray(huge)));
    assertEquals(413, r.statusCode());
    // a text file over the upload limit through the editor
    frank.get(bot);
    r = frank.post(bot + "/data/save", Map.of("name", "big.txt", "text", "a".repeat(200 * 1024)));
    assertTrue(r.statusCode() == 413 || r.statusCode() == 400, String.valueOf(r.statusCode()));
    String page = frank.get(bot).body();
    assertFalse(page.contains("big.bin") || page.contains("big.txt"), "an oversized file was kept");
    assertEquals(200, frank.get("/").statusCode());
    assertEquals(200, frank.get(bot).statusCode());
  }

  /**
   * The client that is still sending when the size check refuses reads the 413, and its connection
   * stays usable: the server reads and drops the rest of the body before it answers. A server that
   * answers and then closes a kept-alive connection leaves a dead connection in the client's pool,
   * and the client's next post fails with no answer at all. The pause lets the server answer
   * first, as a loaded machine or a slow upload does.
   */
  @Test
  void anOversizedFormIsRefusedAndTheConnectionStillServes() throws Exception {
    byte[] body = new byte[200 * 1024];
    Arrays.fill(body, (byte) 'a');
    refusedThenServed("application/x-www-form-urlencoded", body);
  }

  @Test
  void anOversizedMultipartUploadIsRefusedAndTheConnectionStillServes() throws Exception {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    body.writeBytes(("--b0undary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.bin\"\r\n"
        + "Content-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
    byte[] big = new byte[200 * 1024];
    Arrays.fill(big, (byte) 'a');
    body.writeBytes(big);
    body.writeBytes("\r\n--b0undary--\r\n".getBytes(StandardCharsets.US_ASCII));
    refusedThenServed("multipart/form-data; boundary=b0undary", body.toByteArray());
  }

  /**
   * Posts an oversized body on a raw kept-alive connection, pausing after its first kilobyte so
   * that the server answers while the client still sends (as on a loaded machine or a slow
   * upload). The client must read the 413 and its sentence, not a reset; and unless the answer
   * says "Connection: close", the same connection must serve the next request. A server that
   * answers and then silently closes leaves a dead connection in the client's pool, and the
   * client's next post fails with no answer at all.
   */
  private void refusedThenServed(String contentType, byte[] body) throws Exception {
    try (Socket s = new Socket(contest.base.getHost(), contest.base.getPort())) {
      s.setSoTimeout(20_000);
      OutputStream out = s.getOutputStream();
      InputStream in = s.getInputStream();
      out.write(("POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: " + contentType
          + "\r\nContent-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      out.write(body, 0, 1024);
      out.flush();
      Thread.sleep(500);
      out.write(body, 1024, body.length - 1024);
      out.flush();
      String answer = readResponse(in);
      assertTrue(answer.startsWith("HTTP/1.1 413"), answer.lines().findFirst().orElse("(nothing)"));
      assertTrue(answer.contains("larger than this contest allows"), answer);
      out.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      String next = readResponse(in);
      if (!Pattern.compile("(?im)^connection:\\s*close").matcher(answer).find()) {
        assertTrue(next.startsWith("HTTP/1.1 200"), "kept alive, yet the next request got: "
            + next.lines().findFirst().orElse("(closed)") + "\nafter:\n" + answer.lines().limit(12).toList());
      }
    }
    assertEquals(200, new SiteClient(contest.base).get("/").statusCode(), "the server still serves");
  }

  /** One HTTP/1.1 response with a Content-Length body, read off a kept-alive connection ("" at end of stream). */
  private static String readResponse(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int b;
    while ((b = in.read()) >= 0) {
      head.write(b);
      byte[] h = head.toByteArray();
      int n = h.length;
      if (n >= 4 && h[n - 4] == '\r' && h[n - 3] == '\n' && h[n - 2] == '\r' && h[n - 1] == '\n') {
        break;
      }
    }
    String headers = head.toString(StandardCharsets.ISO_8859_1);
    Matcher m = Pattern.compile("(?im)^content-length:\\s*(\\d+)").matcher(headers);
    byte[] body = m.find() ? in.readNBytes(Integer.parseInt(m.group(1))) : new byte[0];
    return headers + new String(body, StandardCharsets.UTF_8);
  }

  @Test
  void aWrongPasswordAndAnUnknownNameGetTheSameAnswer() throws Exception {
    new SiteClient(contest.base).register("grace", "grace-password");
    SiteClient c = new SiteClient(contest.base);
    HttpResponse<String> wrong = c.login("grace", "not-her-password");
    HttpResponse<String> unknown = c.login("nobody-here", "not-her-password");
    assertEquals(401, wrong.statusCode());
    assertEquals(wrong.statusCode(), unknown.statusCode());
    // the form keeps the name typed: apart from it, the same page
    assertEquals(wrong.body().replace("value=\"grace\"", "value=\"NAME\""),
        unknown.body().replace("value=\"nobody-here\"", "value=\"NAME\""));
    assertEquals(wrong.headers().firstValue("Set-Cookie"), unknown.headers().firstValue("Set-Cookie"));
    assertEquals(302, c.login("grace", "grace-password").statusCode(), "the right password works");
  }

  @Test
  void loginsAreRateLimitedAfterFiveFailures() throws Exception {
    new SiteClient(contest.base).register("heidi", "heidi-password");
    SiteClient c = new SiteClient(contest.base);
    for (int i = 0; i < 5; i++) {
      assertEquals(401, c.login("heidi", "guess-" + i).statusCode(), "attempt " + (i + 1));
    }
    HttpResponse<String> r = c.login("heidi", "heidi-password");
    assertEquals(429, r.statusCode(), "the sixth attempt, even with the right password");
    assertTrue(r.body().contains("too many failed attempts"), r.body());
    // an unknown name is limited the same way (no telling names apart by the limiter either)
    for (int i = 0; i < 5; i++) {
      assertEquals(401, c.login("nobody-else", "guess-" + i).statusCode());
    }
    assertEquals(429, c.login("nobody-else", "guess").statusCode());
    // another member is not locked out by heidi's attacker
    assertEquals(302, new SiteClient(contest.base).login("bob", "bob-password").statusCode());
  }

  @Test
  void theSessionCookieIsHttpOnlyAndSameSiteStrictAndEndsAtLogout() throws Exception {
    new SiteClient(contest.base).register("ivan", "ivan-password");
    SiteClient c = new SiteClient(contest.base);
    HttpResponse<String> r = c.login("ivan", "ivan-password");
    assertEquals(302, r.statusCode());
    String cookie = r.headers().allValues("Set-Cookie").stream().filter(s -> s.startsWith(Web.SESSION_COOKIE + "="))
        .findFirst().orElseThrow(() -> new AssertionError(r.headers().map().toString()));
    String lower = cookie.toLowerCase(java.util.Locale.ROOT);
    assertTrue(lower.contains("; httponly"), cookie);
    assertTrue(lower.contains("samesite=strict"), cookie);
    assertTrue(lower.contains("path=/"), cookie);
    String secret = cookie.substring(cookie.indexOf('=') + 1, cookie.indexOf(';'));
    for (String set : r.headers().allValues("Set-Cookie")) {
      assertTrue(set.toLowerCase(java.util.Locale.ROOT).contains("httponly"), set);
    }
    c.get("/bots");
    assertEquals(302, c.post("/logout", Map.of()).statusCode());
    // the old secret, replayed by hand after logout: no longer a session
    HttpResponse<String> replay = new SiteClient(contest.base).send(HttpRequest.newBuilder(contest.base.resolve("/bots"))
        .header("Cookie", Web.SESSION_COOKIE + "=" + secret));
    assertEquals(302, replay.statusCode());
    assertTrue(replay.headers().firstValue("Location").orElse("").startsWith("/login"));
  }

  /** A script element that runs inline code (a JSON data block does not run). */
  private static final Pattern INLINE_SCRIPT = Pattern.compile("<script(?![^>]*\\bsrc=)(?![^>]*type=\"application/json\")[^>]*>");

  @Test
  void everyPageForbidsInlineCodeAndFramingAndIsNotCached() throws Exception {
    for (String page : List.of("/", "/login", "/register", "/matches", "/tournaments", "/account", "/bots", aliceBot,
        aliceBot + "/versions/1/source", aliceBot + "/data/view?name=secret.txt", aliceMatch, aliceMatch + "/replay",
        aliceMatch + "/stderr/1", "/no-such-page")) {
      HttpResponse<String> r = alice.get(page);
      String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
      for (String rule : List.of("default-src 'self'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'",
          "base-uri 'none'", "form-action 'self'")) {
        assertTrue(csp.contains(rule), page + ": " + rule + " missing from " + csp);
      }
      assertFalse(csp.contains("unsafe"), page + ": " + csp);
      assertEquals("DENY", r.headers().firstValue("X-Frame-Options").orElse(""), page);
      assertEquals("no-store", r.headers().firstValue("Cache-Control").orElse(""), page + ": a private page kept by a cache");
      if (r.headers().firstValue("Content-Type").orElse("").startsWith("text/html")) {
        assertFalse(INLINE_SCRIPT.matcher(r.body()).find(), page + ": inline script");
        assertFalse(r.body().contains("<style") || r.body().contains(" style=\""), page + ": inline style");
        assertFalse(Pattern.compile("\\son[a-z]+=\"").matcher(r.body()).find(), page + ": an inline handler");
      }
    }
  }

  @Test
  void theScriptsStylesAndIconThePagesNameAreServed() throws Exception {
    SiteClient c = new SiteClient(contest.base);
    for (String file : List.of("/static/site.css", "/static/match.js", "/static/favicon.svg", "/favicon.ico",
        "/report/report.js", "/report/report.css", "/static/report-site.css")) {
      HttpResponse<String> r = c.get(file);
      assertEquals(200, r.statusCode(), file);
      assertTrue(r.headers().firstValue("Cache-Control").orElse("").startsWith("max-age="), file + " is cached");
      assertFalse(r.body().isEmpty(), file);
    }
    assertEquals("image/x-icon", c.get("/favicon.ico").headers().firstValue("Content-Type").orElse(""));
  }

  @Test
  void headIsAnsweredLikeGet() throws Exception {
    for (String page : List.of("/", "/static/site.css", "/favicon.ico", aliceBot, aliceMatch, "/no-such-page",
        aliceBot + "/versions/1/source")) {
      HttpResponse<String> get = alice.get(page);
      HttpResponse<String> head = alice.send(HttpRequest.newBuilder(contest.base.resolve(page))
          .method("HEAD", HttpRequest.BodyPublishers.noBody()));
      assertEquals(get.statusCode(), head.statusCode(), "HEAD " + page);
      assertEquals(get.headers().firstValue("Content-Type"), head.headers().firstValue("Content-Type"), "HEAD " + page);
      assertEquals(get.headers().firstValue("Content-Security-Policy"), head.headers().firstValue("Content-Security-Policy"));
      assertEquals("", head.body(), "HEAD " + page + " has no body");
      if (!get.headers().firstValue("Content-Type").orElse("").startsWith("text/html")) {
        // a page's length changes with its CSRF token; a file's does not
        assertEquals(get.headers().firstValue("Content-Length"), head.headers().firstValue("Content-Length"), "HEAD " + page);
      }
    }
  }

  @Test
  void theLanguageFollowsTheBrowserThenTheSwitchLink() throws Exception {
    SiteClient c = new SiteClient(contest.base);
    HttpResponse<String> fr = c.send(HttpRequest.newBuilder(contest.base.resolve("/")).header("Accept-Language", "fr-CA,fr;q=0.9,en;q=0.5"));
    assertTrue(fr.body().contains("<html lang=\"fr\">"), fr.body());
    assertTrue(fr.body().contains(">Tournois</a>") && fr.body().contains("href=\"/?lang=en\""), fr.body());
    for (String other : List.of("de-DE,de;q=0.9", "", "*", "xx;q=nonsense")) {
      HttpResponse<String> r = c.send(HttpRequest.newBuilder(contest.base.resolve("/")).header("Accept-Language", other.isEmpty() ? "en" : other));
      assertTrue(r.body().contains("<html lang=\"en\">") && r.body().contains(">Tournaments</a>"), other + ":\n" + r.body());
    }
    // the switch link: remembered, whatever the browser says after
    HttpResponse<String> switched = c.get("/matches?lang=fr");
    assertTrue(switched.body().contains("<html lang=\"fr\">"), switched.body());
    assertTrue(switched.headers().allValues("Set-Cookie").stream().anyMatch(v -> v.startsWith(Pages.LANG_COOKIE + "=fr")));
    HttpResponse<String> later = c.send(HttpRequest.newBuilder(contest.base.resolve("/tournaments")).header("Accept-Language", "en"));
    assertTrue(later.body().contains("<html lang=\"fr\">") && later.body().contains("Aucun tournoi"), later.body());
    assertTrue(c.get("/?lang=en").body().contains("<html lang=\"en\">"));
    assertTrue(c.get("/tournaments").body().contains("<html lang=\"en\">"), "switched back to English");
  }

  @Test
  void aRefusalIsAPageOfTheSiteWithTheMenuAndAWayBack() throws Exception {
    bob.get("/?lang=fr");
    HttpResponse<String> r = bob.send(HttpRequest.newBuilder(contest.base.resolve(aliceBot))
        .header("Referer", contest.base.resolve("/matches").toString()));
    assertEquals(403, r.statusCode());
    String page = r.body();
    assertTrue(page.contains("id=\"me\">bob</a>"), "the menu, with the member: " + page);
    assertTrue(page.contains("<a href=\"/matches\" id=\"back\">Retour</a>"), "a link back where bob came from: " + page);
    assertTrue(page.contains("Non autorisé"), page);
    // a refused form: what was typed comes back (never a password)
    bob.get("/");
    HttpResponse<String> form = bob.post("/register", Map.of("name", "x", "password", "secret-pass"));
    assertEquals(400, form.statusCode());
    assertTrue(form.body().contains("value=\"x\"") && form.body().contains("id=\"name-error\""), form.body());
    assertFalse(form.body().contains("secret-pass"), "a password is never shown back");
    bob.get("/?lang=en");
  }

  static List<String> dataNames(String botPage) {
    Matcher m = Pattern.compile("data/view\\?name=([^\"&]*)\"").matcher(botPage);
    List<String> names = new java.util.ArrayList<>();
    while (m.find()) {
      names.add(java.net.URLDecoder.decode(m.group(1).replace("&amp;", "&"), StandardCharsets.UTF_8));
    }
    return names;
  }

  private static int count(String s, String part) {
    int n = 0;
    for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }
}
