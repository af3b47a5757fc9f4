package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The site's match pages, bot management and "how to write a bot" pages over HTTP, on a served
 * contest with real workers: a challenge's page once over (players, the result in words, every
 * move with its time, the own bot's stderr), renaming, retiring and deleting a bot, the
 * confirmation an upload under a name already used asks for, a failed upload that does not
 * count against the limit, and the starter bots (the Python one entered and played).
 */
class MatchPagesIT {
  private static ContestHarness contest;

  @BeforeAll
  static void start() throws Exception {
    contest = ContestHarness.start("match-pages");
  }

  @AfterAll
  static void stop() {
    if (contest != null) {
      contest.close();
    }
  }

  private static byte[] bot(String path) throws Exception {
    return Files.readAllBytes(ContestHarness.resource(path));
  }

  private static String text(String html) {
    return html.replaceAll("<[^>]+>", " ").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
        .replaceAll("\\s+", " ");
  }

  @Test
  void aChallengesPageShowsPlayersResultInWordsMovesAndOwnStderr() throws Exception {
    SiteClient alice = new SiteClient(contest.base).register("alice", "alice-password");
    String botPage = alice.enter("mnk", "ff", "Main.java", bot("bots/first-free_OK/Main.java"));
    String matchPage = alice.challenge(botPage, "random");
    String live = alice.awaitMatch(matchPage, 90);
    Matcher code = Pattern.compile("\"code\":\"(F[0-3][A-Z])\"").matcher(live);
    assertTrue(code.find(), live);

    HttpResponse<String> page = alice.get(matchPage);
    assertEquals(200, page.statusCode());
    String words = text(page.body());
    // first-free (player 1) fills row 1 from the left: six in a row unless random blocks it
    String expected = switch (code.group(1)) {
      case "F1V" -> "alice/ff won: six in a row.";
      case "F2V" -> "random won: six in a row.";
      default -> code.group(1);
    };
    assertTrue(words.contains(expected), expected + " in " + words);
    assertFalse(words.contains("Elo") || words.contains("LOS"), "a match page, not a tournament report");
    assertTrue(page.body().contains("href=\"/matches\""), "a link back to the matches");
    assertTrue(page.body().contains("id=\"logout\""), "the site's menu");
    assertTrue(words.contains("alice/ff") && words.contains("random"), words);
    assertTrue(words.contains("1 1 1 1 ms") || words.matches(".*\\b1 alice/ff 1 1 [0-9]+ ms.*"),
        "the first move, its player and its time: " + words);
    int rows = page.body().split("class=\"move-row\"", -1).length - 1;
    assertTrue(rows >= 11, "every move listed: " + rows);
    assertTrue(words.contains("stderr of alice/ff (your bot)"), words);
    assertTrue(page.body().contains("first-free: delay 0 ms"), "its stderr");

    // a stranger sees the match, not the stderr
    SiteClient carol = new SiteClient(contest.base).register("carol", "carol-password");
    String theirs = carol.get(matchPage).body();
    assertTrue(text(theirs).contains(expected));
    assertFalse(theirs.contains("first-free: delay"), "only the owner sees its bot's stderr");

    // the old replay address shows the match page; the board's steps are there
    assertTrue(text(alice.get(matchPage + "/replay").body()).contains(expected));
    String steps = alice.get(matchPage + "/steps").body();
    assertTrue(steps.contains("\"width\":20") && steps.contains("\"cells\":[\"" + ".".repeat(400) + "\",\"X"), steps);

    // the matches list and the bot's page say the result in words too
    String expectedShort = expected.replace("six in a row.", "in a row");
    assertTrue(text(alice.get("/matches").body()).contains(expectedShort), text(alice.get("/matches").body()));
    assertTrue(text(alice.get(botPage).body()).contains(expectedShort), text(alice.get(botPage).body()));

    // the home page counts what the matches list shows
    String home = text(alice.get("/").body());
    int listed = alice.get("/matches").body().split("href=\"/matches/[0-9]+\"", -1).length - 1;
    assertTrue(home.contains("done " + listed), home + " / " + listed);
  }

  @Test
  void botsAreRenamedRetiredDeletedAndASameNameUploadAsksFirst() throws Exception {
    SiteClient bob = new SiteClient(contest.base).register("bob", "bob-password");
    // a failed upload leaves a bot that does not count against the limit
    String broken = bob.enter("mnk", "broken", "Main.java", bot("bots/first-free_CE/Main.java"));
    assertTrue(text(bob.get("/bots").body()).contains("0 of your bots in play, out of 10"));

    String page = bob.enter("mnk", "first", "Main.java", bot("bots/first-free_OK/Main.java"));
    assertTrue(text(bob.get("/bots").body()).contains("1 of your bots in play, out of 10"));

    // the same name again: a question, not a silent version 2
    bob.get("/bots");
    HttpResponse<String> ask = bob.upload("/bots", Map.of("game", "mnk", "name", "first"), "source", "Main.java",
        bot("bots/first-free_OK/Main.java"));
    assertEquals(200, ask.statusCode(), ask.body());
    assertTrue(text(ask.body()).contains("You already have a bot named first for mnk. Should Main.java become its version 2?"),
        text(ask.body()));
    assertEquals(1, count(bob.get(page).body(), "source</a>"), "no version added before the answer");
    Matcher token = Pattern.compile("name=\"token\" value=\"([0-9a-f]+)\"").matcher(ask.body());
    assertTrue(token.find());
    HttpResponse<String> yes = bob.post("/bots/confirm", Map.of("token", token.group(1)));
    assertEquals(page, yes.headers().firstValue("Location").orElseThrow());
    assertEquals(2, count(bob.get(page).body(), "source</a>"), "version 2 after the answer");
    assertEquals(400, bob.post("/bots/confirm", Map.of("token", token.group(1))).statusCode(), "a token serves once");

    // renamed: the same bot under its new name; a name taken is refused
    assertEquals(302, bob.post(page + "/rename", Map.of("name", "second")).statusCode());
    assertTrue(bob.get(page).body().contains("second · mnk"));
    bob.enter("mnk", "third", "Main.java", bot("bots/first-free_OK/Main.java"));
    bob.get(page);
    assertEquals(400, bob.post(page + "/rename", Map.of("name", "third")).statusCode());

    // it plays, so it cannot be deleted; retired, it leaves the opponents and the limit
    bob.awaitMatch(bob.challenge(page, "random"), 90);
    bob.get(page);
    HttpResponse<String> refused = bob.post(page + "/delete", Map.of());
    assertEquals(400, refused.statusCode());
    assertTrue(text(refused.body()).contains("has played"), refused.body());
    assertTrue(bob.get("/play?game=mnk").body().contains("bob/second v2"));
    bob.get(page);
    assertEquals(302, bob.post(page + "/retire", Map.of("retired", "1")).statusCode());
    String retired = text(bob.get(page).body());
    assertTrue(retired.contains("Retired"), retired);
    assertFalse(bob.get("/play?game=mnk").body().contains("bob/second"), "a retired bot is out of play");
    assertTrue(text(bob.get("/bots").body()).contains("1 of your bots in play, out of 10"));
    bob.get(page);
    assertEquals(400, bob.post(page + "/challenge", Map.of("opponent", "random")).statusCode());
    // its match stays on its page and in the records
    assertTrue(bob.get(page).body().contains("/matches/"));

    // a bot that never played goes for good
    bob.get(broken);
    assertEquals("/bots", bob.post(broken + "/delete", Map.of()).headers().firstValue("Location").orElseThrow());
    assertEquals(404, bob.get(broken).statusCode());

    // someone else's bot: refused
    SiteClient dan = new SiteClient(contest.base).register("dan", "dan-password");
    dan.get("/bots");
    assertEquals(403, dan.post(page + "/rename", Map.of("name", "mine")).statusCode());
    assertEquals(403, dan.post(page + "/delete", Map.of()).statusCode());
  }

  @Test
  void aFrenchMemberReadsTheSitesSentencesAndResultsInFrench() throws Exception {
    SiteClient fanny = new SiteClient(contest.base).register("fanny", "fanny-password");
    fanny.get("/bots?lang=fr"); // the menu's link: remembered in a cookie
    // a refused upload: the sentence of the code, in French
    HttpResponse<String> badName = fanny.upload("/bots", Map.of("game", "mnk", "name", "-x"), "source", "Main.java",
        bot("bots/first-free_OK/Main.java"));
    assertEquals(400, badName.statusCode());
    assertTrue(text(badName.body()).contains("le nom d’un bot fait de 1 à 32 lettres"), text(badName.body()));

    String page = fanny.enter("mnk", "ff", "Main.java", bot("bots/first-free_OK/Main.java"));
    String matchPage = fanny.challenge(page, "random");
    fanny.awaitMatch(matchPage, 90);
    // results in words on the bot's page and in the matches list, not end codes
    String botPage = text(fanny.get(page).body());
    assertTrue(botPage.matches(".*#[0-9]+ fanny/ff – random terminée (fanny/ff|random) a gagné : .*"), botPage);
    String matchText = text(fanny.get(matchPage).body());
    assertTrue(matchText.contains("État : terminée"), matchText);
    String list = text(fanny.get("/matches").body());
    assertTrue(list.matches(".*terminée (fanny/ff|random) a gagné : .*"), list);
    assertFalse(list.matches(".* F[0-3][A-Z] .*"), list);

    fanny.get(page);
    HttpResponse<String> refused = fanny.post(page + "/delete", Map.of());
    assertEquals(400, refused.statusCode());
    assertTrue(text(refused.body()).contains("le bot ff a joué : il est gardé pour les archives"), text(refused.body()));

    // another member whose browser prefers French: Accept-Language alone
    SiteClient gael = new SiteClient(contest.base).register("gael", "gael-password");
    HttpResponse<String> stderr = gael.send(java.net.http.HttpRequest.newBuilder(contest.base.resolve(matchPage + "/stderr/1"))
        .header("Accept-Language", "fr-FR,fr;q=0.9,en;q=0.5").GET());
    assertEquals(403, stderr.statusCode());
    assertTrue(text(stderr.body()).contains("seul le propriétaire du bot voit son stderr"), text(stderr.body()));
    HttpResponse<String> notYours = gael.send(java.net.http.HttpRequest.newBuilder(contest.base.resolve(page))
        .header("Accept-Language", "fr").GET());
    assertEquals(403, notYours.statusCode());
    assertTrue(text(notYours.body()).contains("ce bot n’est pas à vous"), text(notYours.body()));

    // a move refused in a browser game: the page's script shows the JSON's sentence
    fanny.get("/play?game=mnk");
    HttpResponse<String> game = fanny.post("/play", Map.of("game", "mnk", "opponent", "random", "side", "1"));
    assertEquals(302, game.statusCode(), game.body());
    String play = game.headers().firstValue("Location").orElseThrow();
    fanny.get(play);
    HttpResponse<String> move = fanny.post(play + "/move", Map.of("move", "zz"));
    assertEquals(409, move.statusCode());
    assertTrue(move.body().contains("pas un coup : zz"), move.body());
    move = fanny.post(play + "/move", Map.of("move", "21 1"));
    assertTrue(move.body().contains("hors du plateau"), move.body());
  }

  @Test
  void theHowtoPageGivesRulesProtocolLimitsAndStartersThatPlay() throws Exception {
    SiteClient erin = new SiteClient(contest.base).register("erin", "erin-password");
    String howto = text(erin.get("/howto/mnk").body());
    assertTrue(howto.contains("A board of 20 columns and 20 rows; 6 stones in a row win."), howto);
    assertTrue(howto.contains("1,000 ms per move") && howto.contains("ARBITRE_TIME_MS=1000") && howto.contains("referee's lines"), howto);
    assertTrue(howto.contains("16 MiB of memory per bot"), howto);
    assertTrue(howto.contains("up to 256 KiB in all"), howto);
    assertTrue(howto.contains("F1V"), howto);
    assertTrue(howto.contains("Java: Main.java") && howto.contains("Python 3: main.py"), howto);
    assertEquals(302, erin.get("/howto").statusCode());
    assertEquals(404, erin.get("/howto/mnk/starter/c").statusCode(), "a language this contest does not allow");

    HttpResponse<String> java = erin.get("/howto/mnk/starter/java");
    assertTrue(java.headers().firstValue("Content-Disposition").orElseThrow().contains("Main.java"));
    assertTrue(java.body().contains("public class Main"));
    byte[] python = erin.get("/howto/mnk/starter/python").body().getBytes(StandardCharsets.UTF_8);
    String page = erin.enter("mnk", "starter", "main.py", python);
    String live = erin.awaitMatch(erin.challenge(page, "random"), 120);
    assertTrue(live.matches("(?s).*\"code\":\"F[012][VN]\".*"), "the starter plays to the end by the rules: " + live);
  }

  @Test
  void aTournamentPageKeepsItsStandingsUnderTheSiteMenu() throws Exception {
    contest.server.site().members().register("orga", "orga-password", true);
    SiteClient orga = new SiteClient(contest.base);
    assertEquals(302, orga.login("orga", "orga-password").statusCode());
    orga.enter("mnk", "one", "Main.java", bot("bots/first-free_OK/Main.java"));
    orga.enter("mnk", "two", "Main.java", bot("bots/first-free_OK/Main.java"));
    orga.get("/tournaments");
    HttpResponse<String> started = orga.post("/tournaments", Map.of("game", "mnk", "rounds", "1", "openings", ""));
    assertEquals(302, started.statusCode(), started.body());
    String report = orga.get(started.headers().firstValue("Location").orElseThrow()).body();
    assertTrue(report.contains("id=\"site-nav\"") && report.contains("id=\"logout\""), "the site's menu");
    assertTrue(report.contains("orga/one") && report.contains("orga/two"), "the report's standings");
  }

  private static int count(String s, String what) {
    return s.split(Pattern.quote(what), -1).length - 1;
  }
}
