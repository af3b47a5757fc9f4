package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.arbitre.cli.Arbitre;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contest's use cases end to end below the pages: a bot entered by `arbitre submit` (a
 * compile error reported, then a fixed version), a bot's data/ kept from match to match, a
 * challenge's replay, and a tournament among the latest versions with its standings.
 */
class ContestFlowIT {
  @TempDir static Path tmp;
  static ServerFixture contest;
  static Members.Member alice;
  static Members.Member bob;
  static String aliceToken;

  @BeforeAll
  static void start() throws Exception {
    contest = new ServerFixture(tmp.resolve("contest"), 2);
    alice = contest.site().members().register("alice", "alice-password", false);
    bob = contest.site().members().register("bob", "bob-password", false);
    aliceToken = contest.site().members().newToken(alice);
  }

  @AfterAll
  static void stop() {
    contest.close();
  }

  private static int submit(StringWriter out, StringWriter err, String token, String game, Path file) {
    return Arbitre.execute(new PrintWriter(out, true), new PrintWriter(err, true), "submit", "--server",
        contest.url(""), "--token", token, game, file.toString());
  }

  @Test
  void submitReportsTheCompilerAndKeepsEveryVersion() throws Exception {
    Path bad = tmp.resolve("bad/Main.java");
    Files.createDirectories(bad.getParent());
    Files.writeString(bad, "public class Main { public static void main(String[] a) { int x = ; } }\n");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    assertEquals(1, submit(out, err, aliceToken, "mnk", bad), err.toString());
    assertTrue(out.toString().contains("alice/bad version 1: does not compile"), out.toString());
    assertTrue(out.toString().contains("Main.java:1"), "the compiler's message names the line: " + out);

    Files.copy(ServerFixture.ROOT.resolve("problems/mnk-random/Main.java"), bad, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    out = new StringWriter();
    assertEquals(0, submit(out, err, aliceToken, "mnk", bad), err.toString());
    assertTrue(out.toString().contains("alice/bad version 2: compiled"), out.toString());
    Bots.Bot bot = contest.site().bots().of(alice.id()).stream().filter(b -> b.name().equals("bad")).findFirst().orElseThrow();
    assertEquals(List.of(2, 1), contest.site().bots().versions(bot.id()).stream().map(Bots.Version::number).toList());
    assertEquals(2, contest.site().bots().latest(bot.id()).orElseThrow().number());
  }

  @Test
  void submitRefusesABadTokenAndAnUnknownGame() throws Exception {
    Path file = ServerFixture.ROOT.resolve("problems/mnk-random/Main.java");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    assertEquals(2, submit(out, err, "arb_" + "0".repeat(64), "mnk", file));
    assertTrue(err.toString().contains("(401)"), err.toString());
    err = new StringWriter();
    assertEquals(2, submit(out, err, aliceToken, "chess", file));
    assertTrue(err.toString().contains("no game chess"), err.toString());
    assertEquals(1, err.toString().lines().count(), "one line: " + err);
  }

  @Test
  void aBotFindsItsDataFolderAgainInEveryMatchAndChangesAreKept() throws Exception {
    Bots.Bot bot = contest.site().bots().findOrCreate(bob.id(), "mnk", "counter", 5);
    byte[] source = Files.readAllBytes(Path.of(getClass().getResource("/bots/counter.py").toURI()));
    Bots.Version v = BotPages.enter(contest.site(), bot, "counter.py", source);
    assertTrue(v.compiled(), v.message());
    contest.site().bots().putDataFile(bot.id(), "count.txt", "10".getBytes(StandardCharsets.UTF_8), 1 << 20);
    for (int i = 0; i < 2; i++) {
      long id = BotPages.challenge(contest.site(), bob, bot, "random");
      Matches.Match m = contest.await(id);
      assertEquals("done", m.status(), m.note());
    }
    assertEquals("12", new String(contest.site().bots().dataFile(bot.id(), "count.txt").orElseThrow(), StandardCharsets.UTF_8));
  }

  @Test
  void aChallengeHasAReplayAndATournamentHasStandings() throws Exception {
    Bots.Bot a = contest.site().bots().findOrCreate(alice.id(), "push", "first", 5);
    Bots.Bot b = contest.site().bots().findOrCreate(bob.id(), "push", "second", 5);
    byte[] random = Files.readAllBytes(ServerFixture.ROOT.resolve("problems/push-random/Main.java"));
    assertTrue(BotPages.enter(contest.site(), a, "Main.java", random).compiled());
    assertTrue(BotPages.enter(contest.site(), b, "Main.java", random).compiled());
    long id = BotPages.challenge(contest.site(), alice, a, Long.toString(b.id()));
    Matches.Match m = contest.await(id);
    assertEquals("done", m.status(), m.note());
    HttpClient http = HttpClient.newHttpClient();
    HttpResponse<String> replay = http.send(HttpRequest.newBuilder(URI.create(contest.url("/matches/" + id + "/replay"))).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, replay.statusCode());
    assertTrue(replay.body().contains("alice/first") && replay.body().contains("bob/second"));
    assertFalse(replay.body().contains("\"lines\""), "no stderr for a visitor who is not logged in");

    Members.Member organiser = contest.site().members().register("orga", "orga-password", true);
    long t = contest.site().tournaments().start(contest.site().contest(), "push", 1, List.of(), organiser.id());
    for (Matches.Match g : contest.site().matches().ofTournament(t)) {
      assertEquals("done", contest.await(g.id()).status());
    }
    assertEquals(2, contest.site().tournaments().results(t).size(), "one pair, colours swapped");
    HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(contest.url("/tournaments/" + t))).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, page.statusCode());
    assertTrue(page.body().contains("\"standings\""), "the report's standings");
    // the report stands alone as a file; on the site it links its script and style (the CSP forbids inline ones)
    assertTrue(page.body().contains("<script src=\"/report/report.js\"></script>"), "the report links its script");
    assertTrue(page.body().contains("href=\"/report/report.css\""), "the report links its style sheet");
    assertFalse(page.body().contains("<style"), "no inline style left");
    assertTrue(page.body().contains("<html lang=\"en\">"), "a browser without a language gets the English report");

    // in French: the report's own words too, in its headings and in the table its script writes from
    HttpResponse<String> fr = http.send(HttpRequest.newBuilder(URI.create(contest.url("/tournaments/" + t)))
        .header("Accept-Language", "fr-FR,fr;q=0.9,en;q=0.5").build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, fr.statusCode());
    assertTrue(fr.body().contains("<html lang=\"fr\">"), "the French report says its language");
    for (String word : List.of("<h2>Classement</h2>", "<h2>Tableau croisé</h2>", "title=\"précédent (←)\"",
        "\"col.slowest\":\"plus lent\"", "\"noGames\":\"Aucune partie n’a encore été jouée.\"")) {
      assertTrue(fr.body().contains(word), "French report: " + word);
    }
    Map<String, String> french = PlayPages.reportLabels(java.util.Locale.FRENCH);
    // the table the script writes from: the French words under every key
    java.util.regex.Matcher block = java.util.regex.Pattern
        .compile("<script type=\"application/json\" id=\"arbitre-labels\">(.*?)</script>").matcher(fr.body());
    assertTrue(block.find(), "the labels block");
    assertEquals(french, new com.fasterxml.jackson.databind.ObjectMapper().readValue(block.group(1),
        new com.fasterxml.jackson.core.type.TypeReference<Map<String, String>>() {}));
    // the page's words, without its two JSON blocks (data and label keys such as "forfeits" are no words)
    // and of its tags, only what a reader sees (a title, a placeholder, an aria-label)
    java.util.regex.Pattern shown = java.util.regex.Pattern.compile("(?:title|placeholder|aria-label)=\"([^\"]*)\"");
    String words = java.util.regex.Pattern.compile("<[^>]*>").matcher(
            fr.body().replaceAll("(?s)<script type=\"application/json\"[^>]*>.*?</script>", ""))
        .replaceAll(tag -> java.util.regex.Matcher.quoteReplacement(
            " " + String.join(" ", shown.matcher(tag.group()).results().map(r -> r.group(1)).toList()) + " "));
    for (Map.Entry<String, String> e : org.arbitre.tournament.HtmlReport.labels().entrySet()) {
      assertTrue(french.containsKey(e.getKey()), "a French label for " + e.getKey());
      // the longest piece of the English label between its {0}s: absent from the French page
      String piece = java.util.Arrays.stream(e.getValue().split("\\{\\d}"))
          .max(java.util.Comparator.comparingInt(String::length)).orElse("").strip();
      if (piece.length() >= 6 && !french.get(e.getKey()).contains(piece)) {
        assertFalse(java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(piece) + "\\b").matcher(words).find(),
            "English left in the French report: " + e.getKey() + " = " + piece);
      }
    }
  }
}
