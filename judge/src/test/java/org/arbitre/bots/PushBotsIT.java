package org.arbitre.bots;

import org.arbitre.RunsAlone;
import org.arbitre.app.Settings;
import org.arbitre.process.BuildCache;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.process.Command;
import org.arbitre.process.Limits;
import org.arbitre.process.LiveProcess;
import org.arbitre.process.LocalRunner;
import org.arbitre.process.RunResult;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The three push bots as real processes (through the process layer): replay, protocol, timing. */
@RunsAlone
class PushBotsIT {
  static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
  private final LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache());

  @TempDir Path dir;

  private Path compiled(String slug) throws IOException {
    return PushBotFiles.compile(slug, dir.resolve(slug));
  }

  private String run(Path classes, String stdin, String... args) throws IOException {
    Path in = Files.writeString(dir.resolve("in.txt"), stdin);
    List<String> argv = new ArrayList<>(List.of(JAVA, "-cp", classes.toString(), "Main"));
    argv.addAll(List.of(args));
    RunResult r = runner.run(Command.of(dir, argv), Limits.of(Duration.ofSeconds(10), 0), in,
        dir.resolve("out.txt"), dir.resolve("err.txt"));
    assertTrue(r.exitedCleanly(), r + "\n" + Files.readString(dir.resolve("err.txt")));
    return Files.readString(dir.resolve("out.txt"));
  }

  /** The worked example of docs/rules.md, section 2, hand-checked board: every bot's push rules agree with it. */
  @ParameterizedTest
  @ValueSource(strings = {"push-random", "push-greedy", "push-bot"})
  void replaysTheSeedExample(String slug) throws IOException {
    String out = run(compiled(slug), "1H\n1H\nh1\n3G\nB1\n4g\n", "replay", "8", "3");
    assertEquals(String.join("\n", "X.......", "O.......", "OX......", "O.......",
        "........", "........", "........", "X.......", "winner 2 after 6", ""), out);
  }

  /**
   * Player 2 on an 8 × 8, k = 3 board: answers each move with one legal move token and nothing
   * else, accepts the letter-first form, then exits 0 on the end message.
   */
  @ParameterizedTest
  @ValueSource(strings = {"push-random", "push-greedy", "push-bot"})
  void speaksTheProtocol(String slug) throws Exception {
    Command cmd = Command.of(dir, JAVA, "-cp", compiled(slug).toString(), "Main", "8", "3");
    try (LiveProcess bot = runner.start(cmd, dir.resolve("err.txt"))) {
      OutputStream in = bot.stdin();
      BufferedReader out = new BufferedReader(new InputStreamReader(bot.stdout(), StandardCharsets.US_ASCII));
      in.write("2\n1H\n".getBytes(StandardCharsets.US_ASCII));
      in.flush();
      assertTrue(out.readLine().matches("[1-8][HBGD]"));
      in.write("B8\n".getBytes(StandardCharsets.US_ASCII));
      in.flush();
      assertTrue(out.readLine().matches("[1-8][HBGD]"));
      in.write("F1V\n".getBytes(StandardCharsets.US_ASCII));
      in.flush();
      assertTrue(bot.waitFor(5000), "exits on F");
      assertEquals(0, bot.exitCode().orElse(-1));
      assertEquals(null, out.readLine(), "nothing else on stdout");
    }
  }

  /** The analysis entry point in a fresh JVM: right answer, whole run (JVM start included) timed. */
  @ParameterizedTest
  @ValueSource(strings = {"push-bot"})
  void analysesInAFreshJvm(String slug) throws IOException {
    String position = String.join("\n", "..............O", "...............", "...............",
        "...............", "...............", "...............", "...........XXXX",
        "O............XO", "...............", "...............", "...............",
        "...............", "...............", "...............", ".......O.......", "2", "");
    long t0 = System.nanoTime();
    String out = run(compiled(slug), position, "analyse", "15", "5");
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertEquals("7D\n", out);
    assertTrue(ms < 3000, "generous bound, the contest allows 1 s: " + ms + " ms");
  }
}
