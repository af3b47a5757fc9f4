package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Toolchain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A contest's languages beyond the default four: a contest that allows Pascal takes a Pascal bot
 * (problems/mnk-random/main.pas) by its ending, builds it and plays its match to the end; an
 * allowed language whose toolchain is missing here is a warning line at start, not a failure.
 */
class ContestLanguagesIT {
  private static final String YAML = """
      name: Languages contest
      games:
        tiny: {game: mnk, board: 5x5, k: 4}
      time: 1s
      memory: 16m
      languages: [pascal, python3, %s]
      quotas: {data: 1m, upload: 64k, bots: 10}
      workers: 1
      """;

  @TempDir Path dir;

  private static boolean installed(String id) {
    return Languages.toolchain(Languages.byId(id).orElseThrow()).orElseThrow().installed(System.getenv("PATH"));
  }

  @Test
  void aPascalBotIsEnteredAndPlaysItsMatchToTheEnd() throws Exception {
    assumeTrue(installed("pascal"), "fpc is not installed (Debian: fp-compiler): no Pascal bot to play");
    Files.writeString(dir.resolve(Contest.FILE), YAML.formatted("c"));
    StringWriter log = new StringWriter();
    try (ContestServer server = ContestFixtures.open(dir, null, Matches.LEASE_MS, log)) {
      assertEquals(List.of("pascal", "python", "c"), server.contest().languages(), "by their ids");
      assertEquals(List.of("Pascal (Free Pascal)", "Python 3", "C"),
          server.contest().allowed().stream().map(Contest.Allowed::name).toList());
      Members.Member m = server.members().register("pat", "a long password", false);
      Bots.Bot bot = server.site().bots().findOrCreate(m.id(), "tiny", "pascal-random", 10);
      byte[] source = Files.readAllBytes(Engines.root().resolve("problems/mnk-random/main.pas"));
      Bots.Version v = BotPages.enter(server.site(), bot, "main.pas", source);
      assertTrue(v.compiled(), "compiled: " + v + "\n" + log);
      BadRequest refused = assertThrows(BadRequest.class, () -> server.site().builds().checkFileName("Main.java"));
      assertTrue(refused.getMessage().startsWith("java is not allowed in this contest (allowed: Pascal (Free Pascal)"
          + " (.pas .pp), Python 3 (.py .py3), C (.c))"), refused.getMessage());

      Matches matches = server.site().matches();
      long id = matches.enqueue("tiny", v.id(), "pascal-random", null, "random", null, null, null, null, null);
      server.startWorkers("langs", 1, new java.io.PrintWriter(log, true));
      assertTrue(ContestFixtures.await(120, () -> matches.match(id).map(Matches.Match::finished).orElse(false)),
          "played: " + matches.counts() + "\n" + log);
      Matches.Match played = matches.match(id).orElseThrow();
      assertEquals("done", played.status(), played + "\n" + log);
      assertTrue(played.code().matches("F[012][VN]"), "played to its end, no forfeit: " + played);
    }
  }

  @Test
  void anAllowedLanguageNotInstalledHereIsAWarningLine() throws Exception {
    Optional<String> missing = Languages.TOOLCHAINS.keySet().stream().filter(id -> !installed(id)).findFirst();
    assumeTrue(missing.isPresent(), "every language is installed here: none to warn about");
    String id = missing.get();
    Toolchain t = Languages.TOOLCHAINS.get(id);
    Files.writeString(dir.resolve(Contest.FILE), YAML.formatted(id));
    StringWriter log = new StringWriter();
    try (ContestServer server = ContestFixtures.open(dir, null, Matches.LEASE_MS, log)) {
      assertTrue(server.contest().languages().contains(id));
      assertTrue(log.toString().contains("arbitre: warning: contest.yaml allows " + id + ", but " + t.program()
          + " is not installed here: install the Debian package " + t.debianPackage()), log.toString());
    }
  }
}
