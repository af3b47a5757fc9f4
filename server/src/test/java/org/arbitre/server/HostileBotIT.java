package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A member's bot that attacks during its matches (resource {@code bots/snoop_finds_nothing.py}):
 * it tries to read, list and write another member's bot folder, that bot's source and the
 * contest's database by absolute and relative paths, and plants links in its own folder for the
 * server to follow outside the sandbox. What it found is written to its own data file, read here
 * through the site as its owner would: nothing but its own file.
 */
class HostileBotIT {
  private static final String SECRET = "TOP SECRET alice 4f1c";
  private static final String CANARY = "canary: must stay as it is";
  private static ContestHarness contest;

  @BeforeAll
  static void start() throws Exception {
    contest = ContestHarness.start("hostile");
  }

  @AfterAll
  static void stop() {
    if (contest != null) {
      contest.close();
    }
  }

  @Test
  void aBotCannotReachAnotherBotsFolderNorTheDatabase() throws Exception {
    SiteClient alice = new SiteClient(contest.base).register("alice", "alice-password");
    String aliceBot = alice.enter("mnk", "ff", "Main.java",
        Files.readAllBytes(ContestHarness.resource("bots/first-free_OK/Main.java")));
    assertEquals(302, alice.post(aliceBot + "/data/save", Map.of("name", "secret.txt", "text", SECRET)).statusCode());
    alice.awaitMatch(alice.challenge(aliceBot, "random"), 60);
    Path aliceFolder = contest.dir.resolve("work/bots/bot-" + aliceBot.substring("/bots/".length()));
    assertEquals(SECRET, Files.readString(aliceFolder.resolve("data/secret.txt")), "alice's folder, as the test sees it");
    Path aliceSource;
    try (Stream<Path> s = Files.walk(contest.dir.resolve("work/src"))) {
      aliceSource = s.filter(p -> p.getFileName().toString().equals("Main.java")).findFirst().orElseThrow();
    }
    Path db = contest.dir.resolve("arbitre.db");
    assertTrue(Files.isRegularFile(db));
    Path canary = Files.writeString(contest.dir.resolveSibling(contest.dir.getFileName() + "-canary.txt"), CANARY);

    SiteClient mallory = new SiteClient(contest.base).register("mallory", "mallory-password");
    String snoop = mallory.enter("mnk", "snoop", "snoop.py",
        Files.readAllBytes(ContestHarness.resource("bots/snoop_finds_nothing.py")));
    assertTrue(mallory.get(snoop).body().contains("compiled</span>"), mallory.get(snoop).body());
    String other = "../" + aliceFolder.getFileName();
    List<String> targets = List.of(
        aliceFolder.resolve("data/secret.txt").toString(), aliceFolder.resolve("data").toString(), aliceFolder.toString(),
        other + "/data/secret.txt", other + "/data", aliceSource.toString(), aliceSource.getParent().toString(),
        db.toString(), db + "-wal", contest.dir.resolve(Contest.FILE).toString(),
        "write " + aliceFolder.resolve("data/pwned.txt"), "write " + other + "/data/pwned.txt", "write " + db,
        "write " + canary);
    Map<String, String> files = Map.of("targets.txt", String.join("\n", targets) + "\ndata/own.txt\n",
        "own.txt", "my own file", "leak.txt", db.toString(), "clobber.txt", canary.toString());
    for (Map.Entry<String, String> f : files.entrySet()) {
      mallory.get(snoop);
      assertEquals(302, mallory.post(snoop + "/data/save", Map.of("name", f.getKey(), "text", f.getValue())).statusCode());
    }

    String first = mallory.challenge(snoop, "random");
    String live = mallory.awaitMatch(first, 60);
    assertTrue(live.contains("\"status\":\"done\""), live + "\n" + contest.log());
    String found = mallory.get(snoop + "/data/download?name=found.txt").body();
    assertTrue(found.startsWith("ran in "), "the bot ran and its data/ came back:\n" + found);
    assertTrue(found.contains("READ data/own.txt: my own file"), "it reads its own data/:\n" + found);
    for (String line : found.lines().skip(1).toList()) {
      if (line.startsWith("READ data/own.txt")) {
        continue;
      }
      boolean nothing = line.startsWith("refused ") || line.matches("LISTED [^:]*: ");
      assertTrue(nothing, "the bot got at something: " + line + "\n" + found);
    }
    assertFalse(found.contains(SECRET) || found.contains("SQLite format") || found.contains("public class"), found);
    assertFalse(Files.exists(aliceFolder.resolve("data/pwned.txt")));
    assertEquals(CANARY, Files.readString(canary));
    // its stderr file turned into a link to the database: not followed when the worker reads it back
    String stderr = mallory.get(first + "/stderr/1").body();
    assertFalse(stderr.contains("SQLite format"), "the database came back as the bot's stderr");

    // a second match: its stderr file was planted as a link to the canary before it started
    String second = mallory.challenge(snoop, "random");
    live = mallory.awaitMatch(second, 60);
    assertTrue(live.contains("\"status\":\"done\""), live + "\n" + contest.log());
    assertEquals(CANARY, Files.readString(canary), "the server wrote through a link the bot planted");
    assertFalse(mallory.get(second + "/stderr/1").body().contains("canary"));
    assertEquals(SECRET, alice.get(aliceBot + "/data/download?name=secret.txt").body());
    assertFalse(alice.get(aliceBot).body().contains("pwned"));
    assertEquals(200, alice.get("/").statusCode(), "the site still serves (the database is intact)");
    assertTrue(new String(Files.readAllBytes(db), 0, 15, StandardCharsets.US_ASCII).startsWith("SQLite format"));
  }
}
