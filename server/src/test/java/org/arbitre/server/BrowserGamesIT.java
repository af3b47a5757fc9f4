package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Games played in the browser have lanes of their own: on a contest with {@code workers: 1} and
 * {@code browser-games: 2}, two members each start a game against random and do not move, and a
 * challenge queued after them is played at once all the same; both games still answer their
 * member's move; a third game is refused while two are on.
 */
class BrowserGamesIT {
  private static ContestHarness contest;

  @BeforeAll
  static void start() throws Exception {
    contest = ContestHarness.start("browser-games",
        ContestHarness.YAML.replace("workers: 2", "workers: 1\nbrowser-games: 2"));
  }

  @AfterAll
  static void stop() {
    if (contest != null) {
      contest.close();
    }
  }

  /** Starts a game against random, the member moving first; returns its path (/play/ID). */
  private static String play(SiteClient member) throws Exception {
    member.get("/play?game=mnk");
    HttpResponse<String> r = member.post("/play", Map.of("game", "mnk", "opponent", "random", "side", "1"));
    assertEquals(302, r.statusCode(), r.body());
    return r.headers().firstValue("Location").orElseThrow();
  }

  private static String live(SiteClient member, String game) throws Exception {
    return member.get(game.replace("/play/", "/matches/") + "/live").body();
  }

  /** Waits until the live JSON of {@code game} contains {@code text}. */
  private static String await(SiteClient member, String game, String text, int seconds) throws Exception {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    String body = live(member, game);
    while (!body.contains(text) && System.nanoTime() < end) {
      Thread.sleep(100);
      body = live(member, game);
    }
    assertTrue(body.contains(text), text + " in " + body + "\n" + contest.log());
    return body;
  }

  @Test
  void twoBrowserGamesAndAChallengeAllProgressWithOneWorker() throws Exception {
    SiteClient ann = new SiteClient(contest.base).register("ann", "ann-password");
    SiteClient ben = new SiteClient(contest.base).register("ben", "ben-password");
    String first = play(ann);
    String second = play(ben);
    await(ann, first, "\"status\":\"running\"", 30);
    await(ben, second, "\"status\":\"running\"", 30);

    // both games wait for their member; the one match lane is free for a challenge
    SiteClient cid = new SiteClient(contest.base).register("cid", "cid-password");
    String bot = cid.enter("mnk", "ff", "Main.java", Files.readAllBytes(ContestHarness.resource("bots/first-free_OK/Main.java")));
    String match = cid.awaitMatch(cid.challenge(bot, "random"), 60);
    assertTrue(match.contains("\"status\":\"done\""), match);

    // a third game while two are on: refused, in one line
    SiteClient dee = new SiteClient(contest.base).register("dee", "dee-password");
    dee.get("/play?game=mnk");
    HttpResponse<String> busy = dee.post("/play", Map.of("game", "mnk", "opponent", "random", "side", "1"));
    assertEquals(400, busy.statusCode());
    assertTrue(busy.body().contains("2 games are played in browsers already"), busy.body());

    // each game still plays: the member's move, then the bot's answer
    for (Map.Entry<SiteClient, String> g : Map.of(ann, first, ben, second).entrySet()) {
      g.getKey().get(g.getValue());
      HttpResponse<String> moved = g.getKey().post(g.getValue() + "/move", Map.of("move", "1 1"));
      assertEquals(200, moved.statusCode(), moved.body());
      await(g.getKey(), g.getValue(), "\"count\":2", 30);
    }
  }
}
