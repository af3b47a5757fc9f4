package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.arbitre.OneCore;
import org.junit.jupiter.api.Test;

/**
 * A solve whose tables do not fit in the JVM's heap ends at once in one line that says what to
 * give the JVM, exit code 2 — not an OutOfMemoryError's stack trace (the default tables of push
 * 6 x 6 in a heap too small for them; a --memory larger than the heap, which with the serial
 * collector's old generation is about two thirds of -Xmx).
 */
@OneCore
class SolveHeapIT {
  private record Ran(int code, String err) {}

  private static Ran solve(String heap, String... args) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> argv = new ArrayList<>(List.of(java, "-XX:+UseSerialGC", heap, "-cp",
        System.getProperty("java.class.path"), "org.arbitre.cli.Arbitre", "solve"));
    argv.addAll(List.of(args));
    Process p = new ProcessBuilder(argv).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), "still running");
      return new Ran(p.exitValue(), err);
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void defaultTablesLargerThanTheHeapAreOneLine() throws Exception {
    Ran r = solve("-Xmx96m", "push", "--board", "6", "--k", "5", "--time-budget", "5s");
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().startsWith("arbitre: the search: the tables would take "), r.err());
    assertTrue(r.err().contains("ARBITRE_JAVA_OPTS='-Xmx"), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    assertFalse(r.err().contains("Exception") || r.err().contains("Error"), r.err());
  }

  @Test
  void aMemoryLargerThanTheOldGenerationIsRefusedBeforeAnyTableIsMade() throws Exception {
    // 640 MB of tables (two of 2^25 entries of 10 bytes) in a heap of 1 GB: within seven
    // eighths of it, but more than the serial collector's old generation (about 683 MB) holds
    Ran r = solve("-Xmx1g", "push", "--board", "5", "--k", "5", "--method", "search",
        "--memory", "700m", "--time-budget", "5s");
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().startsWith("arbitre: --memory 700m: the tables would take 640 MB where this"
        + " JVM's heap has room for "), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
  }
}
