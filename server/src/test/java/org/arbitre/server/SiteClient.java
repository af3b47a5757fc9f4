package org.arbitre.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One visitor of the site over plain HTTP (java.net.http): its own cookies, redirects not
 * followed (the tests look at them), forms sent with the CSRF token of the last page read unless
 * told otherwise.
 */
final class SiteClient {
  private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]*)\"");

  final URI base;
  final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
  private final HttpClient http;
  private String csrf = "";
  /** The browser's Accept-Language, sent with every request (none when null). */
  String language;

  SiteClient(URI base) {
    this.base = base;
    this.http = HttpClient.newBuilder().cookieHandler(cookies).followRedirects(HttpClient.Redirect.NEVER)
        .connectTimeout(Duration.ofSeconds(10)).build();
  }

  String csrf() {
    return csrf;
  }

  HttpResponse<String> get(String path) throws IOException, InterruptedException {
    HttpResponse<String> r = send(HttpRequest.newBuilder(base.resolve(path)).GET());
    Matcher m = CSRF.matcher(r.body());
    if (m.find()) {
      csrf = m.group(1);
    }
    return r;
  }

  /** Reads a page first for its CSRF token, then posts the form with it. */
  HttpResponse<String> post(String path, Map<String, String> fields) throws IOException, InterruptedException {
    if (csrf.isEmpty()) {
      get("/");
    }
    Map<String, String> all = new LinkedHashMap<>(fields);
    all.putIfAbsent("_csrf", csrf);
    return postRaw(path, all);
  }

  /** Posts exactly these fields (no token added). */
  HttpResponse<String> postRaw(String path, Map<String, String> fields) throws IOException, InterruptedException {
    StringBuilder body = new StringBuilder();
    for (Map.Entry<String, String> e : fields.entrySet()) {
      if (e.getValue() == null) {
        continue;
      }
      if (body.length() > 0) {
        body.append('&');
      }
      body.append(URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)).append('=')
          .append(URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
    }
    return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
  }

  /** A multipart form: the fields (the CSRF token added unless given) and one file. */
  HttpResponse<String> upload(String path, Map<String, String> fields, String fileField, String fileName, byte[] content)
      throws IOException, InterruptedException {
    if (csrf.isEmpty()) {
      get("/");
    }
    Map<String, String> all = new LinkedHashMap<>(fields);
    all.putIfAbsent("_csrf", csrf);
    String boundary = "----arbitre" + UUID.randomUUID();
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    for (Map.Entry<String, String> e : all.entrySet()) {
      if (e.getValue() == null) {
        continue;
      }
      body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + e.getKey() + "\"\r\n\r\n"
          + e.getValue() + "\r\n").getBytes(StandardCharsets.UTF_8));
    }
    body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + fileField + "\"; filename=\""
        + fileName + "\"\r\nContent-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.UTF_8));
    body.writeBytes(content);
    body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
    return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "multipart/form-data; boundary=" + boundary)
        .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())));
  }

  HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
    if (language != null) {
      request.header("Accept-Language", language);
    }
    return http.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
  }

  /** Registers (and so logs in) {@code name}; fails unless the site redirects to the bots page. */
  SiteClient register(String name, String password) throws IOException, InterruptedException {
    get("/register");
    HttpResponse<String> r = post("/register", Map.of("name", name, "password", password));
    if (r.statusCode() != 302) {
      throw new AssertionError("register " + name + ": " + r.statusCode() + "\n" + r.body());
    }
    get("/bots");
    return this;
  }

  HttpResponse<String> login(String name, String password) throws IOException, InterruptedException {
    get("/login");
    return post("/login", Map.of("name", name, "password", password));
  }

  /** Enters a bot from a file; returns the bot's page path (/bots/ID). */
  String enter(String game, String name, String fileName, byte[] source) throws IOException, InterruptedException {
    get("/bots");
    HttpResponse<String> r = upload("/bots", Map.of("game", game, "name", name), "source", fileName, source);
    if (r.statusCode() != 302) {
      throw new AssertionError("enter " + name + ": " + r.statusCode() + "\n" + r.body());
    }
    String page = r.headers().firstValue("Location").orElseThrow();
    get(page);
    return page;
  }

  /** Challenges {@code opponent} with the bot of {@code botPage}; returns the match's page path. */
  String challenge(String botPage, String opponent) throws IOException, InterruptedException {
    get(botPage);
    HttpResponse<String> r = post(botPage + "/challenge", Map.of("opponent", opponent));
    if (r.statusCode() != 302) {
      throw new AssertionError("challenge: " + r.statusCode() + "\n" + r.body());
    }
    return r.headers().firstValue("Location").orElseThrow();
  }

  /** Waits (at most {@code seconds}) until the match is done or failed; returns its live JSON. */
  String awaitMatch(String matchPage, int seconds) throws IOException, InterruptedException {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    String body = "";
    while (System.nanoTime() < end) {
      body = get(matchPage + "/live").body();
      if (body.contains("\"status\":\"done\"") || body.contains("\"status\":\"failed\"")) {
        return body;
      }
      Thread.sleep(200);
    }
    throw new AssertionError("match " + matchPage + " not over after " + seconds + " s: " + body);
  }
}
