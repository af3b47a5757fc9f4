package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbitre.RunsAlone;
import org.arbitre.game.Push;
import org.arbitre.solver.SearchRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C on a long solve with --table: the search stops at its next tick, the table is saved
 * (renamed into place), one line on stderr, and the JVM exits with the signal's code; the saved
 * table loads back whole.
 */
@RunsAlone
class SolveSignalIT {
  @TempDir Path dir;

  @Test
  void sigintSavesTheTableAndExits() throws Exception {
    Path table = dir.resolve("push54.table");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> argv = List.of(java, "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
        "org.arbitre.cli.Arbitre", "solve", "push", "--board", "5", "--k", "4", "--method", "search",
        "--table", table.toString(), // the alpha-beta: df-pn (auto) may be done before the first line
        "--progress", "500ms"); // the first line as soon as the search has started, not after 5 s
    Process p = new ProcessBuilder(argv).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
      String first = err.readLine(); // the first progress line, after 500 ms of search: it has started
      assertTrue(first != null && first.startsWith("solve: "), String.valueOf(first));
      assertTrue(first.contains("; tables "), first); // the first line's own note
      assertEquals(0, new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor());
      assertTrue(p.waitFor(90, TimeUnit.SECONDS), "still running 90 s after SIGINT");
      String rest = String.join("\n", err.lines().toList());
      assertEquals(130, p.exitValue(), rest);
      Matcher m = Pattern.compile("solve: push 5x5 k=4: interrupted after \\d+ positions; the value is"
          + " unknown; (\\d+) proven positions saved in " + Pattern.quote(table.toString())).matcher(rest);
      assertTrue(m.find(), rest);
      assertTrue(Long.parseLong(m.group(1)) > 0, rest); // a table with positions in it to load back
      assertFalse(rest.contains("Exception"), rest);
      assertTrue(Files.exists(table) && !Files.exists(dir.resolve("push54.table.tmp")));
      assertEquals(Long.parseLong(m.group(1)), SearchRun.of(new Push(5, 4)).loadTable(table));
    } finally {
      p.destroyForcibly();
    }
  }
}
