package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.arbitre.RunsAlone;
import org.arbitre.cli.Arbitre;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The strong bots within the contest's 16 MB: each is compiled as a contestant must
 * ({@code javac --release 8}) and plays one game through the real referee as the command line
 * the judge runs for Java at 16 MB ({@code java -Xmx16m -Xss64m -XX:+UseSerialGC
 * -XX:+ExitOnOutOfMemoryError -cp DIR Main}) against the random client, on its default board
 * (mnk-bot's big table is only made on boards of more than 100 cells). Fails when a bot no longer
 * fits: an {@code OutOfMemoryError} on its stderr, the JVM's "Terminating due to ..." read as its
 * move, or any forfeit. The bots make their tables once, when the game starts, so their heap does
 * not grow with the time per move: mnk-bot plays at 600 ms (a search budget of 300 ms); push-bot
 * keeps 1 s, as the fixed cost of its first move (a cold JIT) does not shrink with the clock.
 */
@RunsAlone
class ContestHeapIT {
  static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir Path dir;

  private Path compile(String slug) throws Exception {
    Path out = Files.createDirectories(dir.resolve(slug));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter diagnostics = new StringWriter();
    boolean ok = javac.getTask(diagnostics, null, null,
        List.of("--release", "8", "-Xlint:-options", "-d", out.toString()), null,
        javac.getStandardFileManager(null, null, null)
            .getJavaFileObjects(ROOT.resolve("problems").resolve(slug).resolve("Main.java").toFile()))
        .call();
    assertTrue(ok, slug + " must compile with --release 8:\n" + diagnostics);
    return out;
  }

  @ParameterizedTest
  @CsvSource({"push, push-bot, 1s", "mnk, mnk-bot, 600ms"})
  void playsAWholeGameWithASixteenMegabyteHeap(String game, String slug, String timePerMove) throws Exception {
    String bot = String.join(" ", JAVA, "-Xmx16m", "-Xss64m", "-XX:+UseSerialGC",
        "-XX:+ExitOnOutOfMemoryError", "-cp", compile(slug).toString(), "Main");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    // a command line: the referee's own limit (resident, for a command line) is lifted; the heap is the bot's -Xmx16m
    assertEquals(0, Arbitre.execute(new PrintWriter(out, true), new PrintWriter(err, true),
        "match", game, bot, "random", "--json", "--memory-limit", "none", "--time-per-move", timePerMove), err.toString());
    JsonNode g = new ObjectMapper().readTree(out.toString()).get("games").get(0);
    int me = g.get("player1").asText().equals(bot) ? 1 : 2;
    String stderr = Files.readString(Path.of(g.get("stderr").get("player" + me).asText()));
    assertFalse(stderr.contains("OutOfMemoryError"), slug + " at 16m:\n" + stderr);
    // -XX:+ExitOnOutOfMemoryError writes "Terminating due to java.lang.OutOfMemoryError" on
    // stdout: the referee reads it as the bot's move (F?S), not as a quit (F?Q)
    assertFalse(g.toString().contains("Terminating"), slug + " ran out of heap: " + g);
    assertTrue(g.get("result").asText().matches("F[0-3][VN]"), "no forfeit (Q, S...): " + g + "\n" + stderr);
    assertEquals(me, g.get("winner").asInt(), "beats the random client: " + g + "\n" + stderr);
  }
}
