package org.arbitre.referee;

import org.arbitre.OneCore;
import org.arbitre.RunsAlone;
import org.arbitre.app.Settings;
import org.arbitre.process.BuildCache;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.lang.Compiler;
import org.arbitre.process.LocalRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real bot processes through the real referee: one hostile bot per end reason (fixtures in
 * src/test/resources/bots, named after the result they must get), each against a well-behaved
 * bot. Each loses with the right code, the match returns well within time per move + 2 s, and no
 * process of either bot survives: every bot runs in a folder under this test's temporary home, so
 * any process whose working directory is there is a survivor.
 */
@OneCore
class MatchIT {
  private static final Path BOTS =
      Path.of(System.getProperty("arbitre.root", ".."), "judge/src/test/resources/bots")
          .toAbsolutePath().normalize();
  /**
   * The contest's clock but for the grace a bot has to exit after the end: 100 ms, not 500. Three
   * of the hostile bots sleep or spin through it whatever its length; what is checked is that they
   * are then killed, children too, not how long they were waited for.
   */
  private static final TimeControl CLOCK = new TimeControl(TimeControl.DEFAULT.perMove(),
      TimeControl.DEFAULT.tolerance(), TimeControl.DEFAULT.tick(), Duration.ofMillis(100),
      TimeControl.DEFAULT.startup());

  @TempDir static Path cache;
  @TempDir Path home;
  private static Compiler compiler;

  @BeforeAll
  static void compilerWithPrivateCache() {
    compiler = new Compiler(LocalRunner.best(Settings.fromSystem().cache()), new BuildCache(cache));
  }

  @AfterEach
  void noBotProcessSurvives() throws IOException {
    assertEquals(List.of(), processesUnder(home), "bot processes left behind");
  }

  private GameRecord play(String game, String bot1, String bot2) throws Exception {
    return play(game, bot1, bot2, CLOCK);
  }

  private GameRecord play(String game, String bot1, String bot2, TimeControl clock)
      throws Exception {
    Game g = Games.create(game, game.equals("push") ? "8" : null, game.equals("push") ? 3 : null);
    BotSpec a = BotSpec.resolve(bot1, g, compiler, Path.of(System.getProperty("arbitre.root", "..")), home);
    BotSpec b = BotSpec.resolve(bot2, g, compiler, Path.of(System.getProperty("arbitre.root", "..")), home);
    if (a instanceof BotSpec.ProgramBot pa && b instanceof BotSpec.ProgramBot pb && pa.dir().equals(pb.dir())) {
      b = pb.withDir(Path.of(pb.dir() + "-2"));
    }
    Match match = new Match(g, clock, LocalRunner.best(Settings.fromSystem().cache()),
        new BufferedReader(new StringReader("")), new PrintWriter(new StringWriter()));
    long t0 = System.nanoTime();
    GameRecord r = match.play(a, b, 1);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    // The game itself (bots started, until both are gone) must end promptly; the start-up of the
    // bots (a JVM, a Python) depends on the machine's load and is bounded by clock.startup().
    assertTrue(r.gameMs() < clock.perMove().toMillis() + 2000, "the game took " + r.gameMs() + " ms");
    assertTrue(ms < clock.perMove().toMillis() + 2000 + clock.startup().toMillis(),
        "the match took " + ms + " ms");
    return r;
  }

  private static String bot(String name) {
    return BOTS.resolve(name).toString();
  }

  private static String firstFree() {
    return bot("first_free.py");
  }

  private static void assertResult(String code, GameRecord r) {
    assertEquals(code, r.result().code(), r.result().words());
  }

  @Test
  void exitsAtOnceLosesWithQ() throws Exception {
    assertResult("F2Q", play("mnk", bot("mnk_Q_exits_at_once.py"), firstFree()));
    assertResult("F1Q", play("mnk", firstFree(), bot("mnk_Q_exits_at_once.py")));
  }

  @Test
  void closedStdoutLosesWithPAndItsChildIsKilled() throws Exception {
    GameRecord r = play("mnk", firstFree(), bot("mnk_P_closes_stdout.py"));
    assertResult("F1P", r);
    assertEquals(1, r.moves().size());
  }

  @Test
  void closedStdinLosesWithPOnTheNextWrite() throws Exception {
    assertResult("F2P", play("mnk", bot("mnk_P_closes_stdin.py"), firstFree()));
  }

  @Test
  @RunsAlone // whether the bot's CPU moved between ticks
  void waitingOnStdinDuringItsTurnLosesWithB() throws Exception {
    assertResult("F2B", play("mnk", bot("mnk_B_waits_on_stdin.py"), firstFree()));
  }

  @Test
  void computingForeverLosesWithT() throws Exception {
    // a clock of 300 ms: the loop is out after it as after any other (first_free.py answers at once)
    GameRecord r = play("mnk", firstFree(), bot("mnk_T_loops_forever.c"), CLOCK.withPerMove(Duration.ofMillis(300)));
    assertResult("F1T", r);
  }

  @Test
  void helloLosesWithS() throws Exception {
    assertResult("F2S", play("mnk", bot("mnk_S_prints_hello.py"), firstFree()));
  }

  @Test
  void offTheBoardAndOccupiedLoseWithI() throws Exception {
    assertResult("F2I", play("mnk", bot("mnk_I_off_board.py"), firstFree()));
    GameRecord r = play("mnk", firstFree(), bot("Mnk_I_Occupied.java"));
    assertResult("F1I", r);
    assertTrue(r.result().detail().contains("occupied"), r.result().detail());
  }

  @Test
  @RunsAlone // whether the bot's CPU moved between ticks
  void aBotThatComputesIsNotBlockedButOneThatWaitsIs() throws Exception {
    // 0.7 s of CPU for its first move: never B (3 s per move, so a loaded machine cannot make it
    // T either); on its second turn it waits on its stdin: B.
    GameRecord r = play("mnk", bot("mnk_thinks_700ms.py"), firstFree(),
        CLOCK.withPerMove(Duration.ofSeconds(3)));
    assertResult("F2B", r);
    assertEquals(2, r.moves().size());
    assertTrue(r.moves().get(0).ms() >= 600, "first move took " + r.moves().get(0).ms() + " ms");
  }

  @Test
  void seedPushGameBetweenScriptedProcessesEndsF2V() throws Exception {
    String script = bot("scripted.sh");
    GameRecord r = play("push", script + " 1H 1H 1B", script + " 1H 3G 4G");
    assertResult("F2V", r);
    assertEquals(List.of("1H", "1H", "1H", "3G", "1B", "4G"),
        r.moves().stream().map(PlayedMove::move).toList());
    // the data folder exists and is kept; stderr went to the named file
    for (GameRecord.Player p : r.players()) {
      Path dir = Path.of(p.stderr()).getParent();
      assertTrue(Files.isDirectory(dir.resolve("data")), dir.toString());
      assertTrue(Files.exists(Path.of(p.stderr())));
    }
  }

  /** Pids of live processes whose working directory is under {@code dir}. */
  static List<Long> processesUnder(Path dir) throws IOException {
    List<Long> found = new ArrayList<>();
    try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
      for (Path p : (Iterable<Path>) procs::iterator) {
        String name = p.getFileName().toString();
        if (!name.chars().allMatch(Character::isDigit)) {
          continue;
        }
        try {
          Path cwd = Files.readSymbolicLink(p.resolve("cwd"));
          String state = Files.readString(p.resolve("stat"));
          boolean zombie = state.substring(state.lastIndexOf(')') + 2).startsWith("Z");
          if (cwd.startsWith(dir) && !zombie) {
            found.add(Long.parseLong(name));
          }
        } catch (IOException | RuntimeException e) {
          // gone meanwhile, or not ours
        }
      }
    }
    return found;
  }
}
