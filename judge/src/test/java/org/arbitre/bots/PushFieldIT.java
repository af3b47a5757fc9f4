package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.arbitre.app.Settings;
import org.arbitre.app.Toolkit;
import org.arbitre.cli.Arbitre;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The benchmark's push opponents (judge/src/test/resources/bots/push-field, one source, six styles:
 * bench/bots/push-field.sh writes out a copy per style, the style is also its first argument) play
 * whole games through the referee from openings (even and odd), on a small board and the default
 * one: every game ends on the board, no forfeit (an invalid push, a crash or a timeout would be
 * one), and each style wins most of its 8 games against the random client: 7 of 8 at least (two
 * styles won 60 of 60 in a trial; with the last choice made at random, two styles of six won 3
 * and 4 of 8 and the others at least 5). The source is compiled once; each style is a command
 * line, {@code java -cp STYLE.jar Main STYLE}, named by its jar; all six play one gauntlet per
 * board against random.
 */
class PushFieldIT {
  private static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  private static final List<String> STYLES = List.of("attacker", "defender", "runs", "squares", "noisy", "twoply");
  @TempDir Path tmp;

  @Test
  void eachStylePlaysWholeGamesWithoutForfeit() throws Exception {
    Path source = ROOT.resolve("judge/src/test/resources/bots/push-field/Main.java");
    assertTrue(Files.readString(source).contains("static String STYLE = \"attacker\";"),
        "bench/bots/push-field.sh rewrites this line");
    Path classes = Files.createDirectories(tmp.resolve("classes"));
    java.io.ByteArrayOutputStream javac = new java.io.ByteArrayOutputStream();
    int compiled = ToolProvider.getSystemJavaCompiler().run(null, javac, javac, "--release", "8", "-d",
        classes.toString(), source.toString());
    assertEquals(0, compiled, javac.toString());
    // one jar per style, the classes the same: a command line is named by the file it names (the jar)
    Path jar = tmp.resolve("field").resolve(STYLES.get(0) + ".jar");
    Files.createDirectories(jar.getParent());
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
        Stream<Path> files = Files.list(classes)) {
      for (Path c : files.sorted().toList()) {
        out.putNextEntry(new JarEntry(c.getFileName().toString()));
        Files.copy(c, out);
        out.closeEntry();
      }
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> commands = new ArrayList<>();
    for (String style : STYLES) {
      Path copy = jar.resolveSibling(style + ".jar");
      if (!copy.equals(jar)) {
        Files.copy(jar, copy);
      }
      commands.add(java + " -cp " + copy + " Main " + style);
    }
    Map<String, Integer> wins = new LinkedHashMap<>();
    Map<String, Integer> games = new LinkedHashMap<>();
    for (List<String> board : List.of(List.of("7", "4", "4H 4B|1G"), List.of("15", "5", "8H 8B 7G 9D|8H"))) {
      Path openings = Files.writeString(tmp.resolve("openings.txt"), board.get(2).replace('|', '\n') + "\n");
      Path out = tmp.resolve("board-" + board.get(0));
      StringWriter err = new StringWriter();
      List<String> args = new ArrayList<>(List.of("tournament", "push", "random"));
      args.addAll(commands);
      args.addAll(List.of("--gauntlet", "--board", board.get(0), "--k", board.get(1), "--openings",
          openings.toString(), "--rounds", "2", "--concurrency", "2", "--out", out.toString(), "--json"));
      int code;
      // the bots' folders in this test's own folder: another class may play random at the same time
      try (Toolkit kit = new Toolkit(Settings.fromSystem(), tmp.resolve("bots"))) {
        CommandLine cmd = Arbitre.commandLine(kit);
        cmd.setOut(new PrintWriter(new StringWriter(), true));
        cmd.setErr(new PrintWriter(err, true));
        code = cmd.execute(args.toArray(String[]::new));
      }
      assertEquals(0, code, err.toString());
      List<String> results = Files.readAllLines(out.resolve("results.jsonl"));
      assertEquals(4 * STYLES.size(), results.size(), err.toString());
      for (String line : results) {
        JsonNode r = new ObjectMapper().readTree(line);
        assertTrue(r.get("reason").asText().matches("[VN]"), "no forfeit: " + r + "\n" + err);
        String style = r.get("player1").get("bot").asText().equals("random")
            ? r.get("player2").get("bot").asText() : r.get("player1").get("bot").asText();
        assertTrue(STYLES.contains(style), "a style against random: " + r);
        games.merge(style, 1, Integer::sum);
        int winner = r.get("winner").asInt();
        boolean won = (winner == 1 || winner == 2) && r.get("player" + winner).get("bot").asText().equals(style);
        wins.merge(style, won ? 1 : 0, Integer::sum);
      }
    }
    for (String style : STYLES) {
      assertEquals(8, games.get(style), style + ": " + games);
      assertTrue(wins.get(style) >= 7, style + " won only " + wins.get(style) + " of 8 games against the random client");
    }
  }
}
