package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A member whose browser asks for French ({@code Accept-Language: fr-FR,fr;q=0.9,en;q=0.5}) walks
 * every page of the site over HTTP, and no page shows a word of the English bundles that French
 * says otherwise ({@link EnglishLeftovers}): home, register and login (refused first), my bots, a
 * bot page with a compile error, the question an upload under a taken name asks, a data file and
 * a refused one, a match lost by a bot that writes "hello" (the referee's detail in French), the
 * matches list, the replay, a tournament's report, the how-to pages, the account, the error pages
 * (404, 403, 400) and a game played in the browser.
 */
class FrenchPagesIT {
  private static final String FRENCH = "fr-FR,fr;q=0.9,en;q=0.5";
  /** A Python bot that answers its player number with a word: it loses at its first move (end reason S). */
  private static final String HELLO = """
      import sys
      sys.stdin.readline()
      print("hello", flush=True)
      sys.stdin.read()
      """;

  private final List<String> problems = new ArrayList<>();

  private static byte[] resource(String path) throws Exception {
    return Files.readAllBytes(ContestHarness.resource(path));
  }

  /** The page in French, with no English left: what it shows, as text. */
  private String french(String what, HttpResponse<String> page) {
    String body = page.body();
    if (!body.contains("<html lang=\"fr\">")) {
      problems.add(what + ": not a French page (" + page.statusCode() + ")");
    }
    List<String> shown = EnglishLeftovers.shownIn(body);
    EnglishLeftovers.in(shown).forEach(p -> problems.add(what + ": " + p));
    return String.join(" ", shown).replaceAll("\\s+", " ");
  }

  @Test
  void aFrenchMemberMeetsNoEnglishOnAnyPage() throws Exception {
    try (ContestHarness contest = ContestHarness.start("french")) {
      Site site = contest.server.site();
      SiteClient marie = new SiteClient(contest.base);
      marie.language = FRENCH;
      french("home", marie.get("/"));
      french("register", marie.get("/register"));
      HttpResponse<String> refused = marie.post("/register", Map.of("name", "marie", "password", "court"));
      assertEquals(400, refused.statusCode());
      french("refused registration", refused);
      marie.register("marie", "marie-password");
      french("my bots", marie.get("/bots"));

      String ff = marie.enter("mnk", "ff", "Main.java", resource("bots/first-free_CE/Main.java"));
      assertTrue(french("bot page with a compile error", marie.get(ff)).contains("Main.java:"), "the compiler's own message");
      marie.upload(ff + "/versions", Map.of(), "source", "Main.java", resource("bots/first-free_OK/Main.java"));
      french("bot page", marie.get(ff));
      marie.get("/bots");
      HttpResponse<String> question = marie.upload("/bots", Map.of("game", "mnk", "name", "ff"), "source", "Main.java",
          resource("bots/first-free_OK/Main.java"));
      assertEquals(200, question.statusCode(), question.body());
      french("upload under a taken name", question);

      marie.get(ff);
      assertEquals(302, marie.post(ff + "/data/save", Map.of("name", "book.txt", "text", "7 7")).statusCode());
      french("data file", marie.get(ff + "/data/view?name=book.txt"));
      marie.get(ff);
      french("refused data file", marie.post(ff + "/data/save", Map.of("name", "../book.txt", "text", "7 7 8 8")));

      String hello = marie.enter("mnk", "hello", "main.py", HELLO.getBytes(StandardCharsets.UTF_8));
      String lost = marie.challenge(hello, "random");
      marie.awaitMatch(lost, 90);
      String page = french("a match lost by a word", marie.get(lost));
      assertTrue(page.contains("a écrit 'hello' : pas un entier : 'hello'"), "the referee's detail in French: " + page);
      french("the same match's replay", marie.get(lost + "/replay"));
      french("matches", marie.get("/matches"));
      french("bot page with a match", marie.get(hello));

      Members.Member orga = site.members().register("orga", "orga-password", true);
      long t = site.tournaments().start(site.contest(), "mnk", 1, List.of(), orga.id());
      for (Matches.Match g : site.matches().ofTournament(t)) {
        marie.awaitMatch("/matches/" + g.id(), 90);
      }
      french("tournaments", marie.get("/tournaments"));
      french("a tournament's report", marie.get("/tournaments/" + t));

      french("how to write a bot", marie.get("/howto/mnk"));
      french("account", marie.get("/account"));
      SiteClient visitor = new SiteClient(contest.base);
      visitor.language = FRENCH;
      french("login", visitor.get("/login"));
      french("refused login", visitor.login("marie", "wrong-password"));

      HttpResponse<String> missing = marie.get("/no-such-page");
      assertEquals(404, missing.statusCode());
      french("404", missing);
      Members.Member bob = site.members().register("bob", "bob-password", false);
      Bots.Bot his = site.bots().findOrCreate(bob.id(), "mnk", "b", 5);
      HttpResponse<String> forbidden = marie.get("/bots/" + his.id());
      assertEquals(403, forbidden.statusCode());
      french("403", forbidden);
      marie.get(ff);
      HttpResponse<String> bad = marie.post(ff + "/challenge", Map.of("opponent", ""));
      assertEquals(400, bad.statusCode());
      french("400", bad);

      // last: the game waits for the member's move, holding a worker's lane until the contest stops
      french("play", marie.get("/play"));
      HttpResponse<String> started = marie.post("/play", Map.of("game", "mnk", "side", "1", "opponent", "random"));
      assertEquals(302, started.statusCode(), started.body());
      french("a game in the browser", marie.get(started.headers().firstValue("Location").orElseThrow()));
      assertTrue(french("matches with a game in the browser", marie.get("/matches")).contains("marie (navigateur)"),
          "a person's side in French");
    }
    assertEquals(List.of(), problems, "English on French pages");
  }
}
