package org.arbitre.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.arbitre.Inputs;
import org.arbitre.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "submit", mixinStandardHelpOptions = true,
    description = {"Upload a bot to a contest server and print the compile result.",
        "It uses the API of 'arbitre serve'. The token is made on the site's account page; give it with --token or ARBITRE_TOKEN.",
        "Exit 0: compiled; 1: the compiler refused it (its message is printed); 2: a usage or server error."},
    footer = {"", "Example:",
        "  ARBITRE_TOKEN=arb_... ./arbitre submit --server http://127.0.0.1:8080 mnk problems/mnk-bot/Main.java"})
public final class SubmitCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(names = "--server", required = true, paramLabel = "URL", description = "The contest server, e.g. http://127.0.0.1:8080.")
  String server;

  @Option(names = "--token", paramLabel = "TOKEN", description = "Your API token (default: the environment variable ARBITRE_TOKEN).")
  String token;

  @Option(names = "--name", paramLabel = "BOT", description = "The bot's name on the site (default: the file's folder, or its name).")
  String name;

  @Parameters(index = "0", paramLabel = "GAME", description = "The contest's game (as the site lists them: mnk, push...).")
  String game;

  @Parameters(index = "1", paramLabel = "FILE", description = "The bot's source file.")
  Path file;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    String t = token != null ? token : System.getenv("ARBITRE_TOKEN");
    if (t == null || t.isBlank()) {
      throw new UserError("no token: give --token or set ARBITRE_TOKEN (make one on the site's account page)");
    }
    byte[] source = Inputs.read(file, "bot file");
    String bot = name != null ? name : defaultName(file);
    URI uri;
    try {
      uri = URI.create(server.replaceAll("/+$", "") + "/api/bots/" + enc(game) + "/" + enc(bot) + "?file="
          + enc(file.getFileName().toString()));
    } catch (IllegalArgumentException e) {
      throw new UserError("--server: not a URL: " + server);
    }
    HttpResponse<String> r;
    try {
      r = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build().send(
          HttpRequest.newBuilder(uri).timeout(Duration.ofMinutes(2)).header("Authorization", "Bearer " + t.strip())
              .POST(HttpRequest.BodyPublishers.ofByteArray(source)).build(),
          HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    } catch (java.io.IOException e) {
      throw new UserError("cannot reach " + server + ": " + (e.getMessage() == null ? e.toString() : e.getMessage()));
    }
    JsonNode body;
    try {
      body = new ObjectMapper().readTree(r.body());
    } catch (java.io.IOException e) {
      throw new UserError(server + " answered " + r.statusCode() + " with no JSON: is it an arbitre server?");
    }
    if (r.statusCode() == 201 || r.statusCode() == 422) {
      boolean ok = body.path("compiled").asBoolean();
      out.println(body.path("name").asText() + " version " + body.path("version").asInt() + ": "
          + (ok ? "compiled" : "does not compile"));
      if (!ok) {
        out.println(body.path("message").asText());
      }
      return ok ? 0 : 1;
    }
    throw new UserError(server + " refused the bot (" + r.statusCode() + "): " + body.path("error").asText());
  }

  private static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
  }

  /** problems/mnk-bot/Main.java → mnk-bot; alpha.py → alpha. */
  static String defaultName(Path file) {
    Path abs = file.toAbsolutePath().normalize();
    String stem = abs.getFileName().toString().replaceFirst("\\.[^.]*$", "");
    Path parent = abs.getParent();
    String n = stem.equals("Main") && parent != null && parent.getFileName() != null ? parent.getFileName().toString() : stem;
    return n.replaceAll("[^A-Za-z0-9_.-]", "_");
  }
}
