package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.arbitre.OneCore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Each verdict from a program built to get it (fixtures/LANG_VERDICT_what), judged on the tiny
 * "sum" problem whose answers were written by hand. After each run, no process may mention the
 * compile cache (every program runs from there).
 */
@ExtendWith(PrivateCache.class)
@OneCore
class JudgeFixturesIT {

  private static JsonNode judge(String fixture, String... extra) {
    String[] args = new String[4 + extra.length];
    args[0] = "judge";
    args[1] = Cli.SUM.toString();
    args[2] = "--json";
    args[3] = "--solution=" + Cli.fixture(fixture);
    System.arraycopy(extra, 0, args, 4, extra.length);
    Cli.Result r = Cli.run(args);
    JsonNode json = r.json();
    assertEquals(json.get("verdict").asText().equals("AC") ? 0 : 1, r.code(), r.err());
    return json;
  }

  private static JsonNode first(JsonNode json) {
    return json.get("tests").get(0);
  }

  @Test
  void theReferenceAndOtherLanguagesAreAccepted() {
    JsonNode java = judge("java_AC_public_Solution");
    assertEquals("AC", java.get("verdict").asText());
    assertEquals(3, java.get("tests").size());
    assertEquals("1", first(java).get("name").asText());
    assertEquals("10", java.get("tests").get(2).get("name").asText()); // natural order
    assertTrue(first(java).get("heapKb").asLong() > 0, java.toString());
    assertEquals("heap", java.get("memoryLimitAppliesTo").asText());
    for (String f : new String[] {"c_AC_sum", "cpp_AC_sum", "python_AC_sum"}) {
      JsonNode r = judge(f, "--tests=" + Cli.RES.resolve("tests/sum-one"));
      assertEquals("AC", r.get("verdict").asText(), f + ": " + r);
      assertEquals("resident", r.get("memoryLimitAppliesTo").asText());
      assertTrue(first(r).get("memoryKb").asLong() > 0 && !first(r).has("heapKb"), r.toString());
    }
  }

  @Test
  void busyLoopIsTleByCpu() {
    JsonNode r = judge("java_TLE_loop", "--time-limit=500ms", "--fail-fast");
    assertEquals("TLE", r.get("verdict").asText());
    // Stopped by its CPU time; on a machine so loaded that the loop got under a fifth of a core,
    // the wall limit (3 x 500 + 1000 ms) can come first: still TLE, and it did use CPU.
    String message = first(r).get("message").asText();
    long cpu = first(r).get("cpuMs").asLong();
    assertTrue(message.startsWith("CPU ") ? cpu > 500 && message.endsWith("(limit 500 ms)") : message.startsWith("wall ") && cpu > 100, r.toString());
  }

  @Test
  void sleeperIsTleByWallWithinTheWallLimit() {
    long start = System.nanoTime();
    JsonNode r = judge("c_TLE_sleep", "--time-limit=300ms", "--fail-fast");
    long ms = (System.nanoTime() - start) / 1_000_000;
    assertEquals("TLE", r.get("verdict").asText());
    assertTrue(first(r).get("message").asText().matches("wall \\d+ ms \\(limit 1900 ms; CPU \\d+ ms: sleeping or blocked\\)"), r.toString());
    long wall = first(r).get("wallMs").asLong();
    assertTrue(wall >= 1900 && wall < 1900 + 3000, r.toString()); // wall limit 3 × 300 + 1000 ms
    assertTrue(ms < 30_000, "judging took " + ms + " ms"); // a generous bound: it did not sleep 600 s
  }

  @Test
  void heapBombsAreMle() {
    JsonNode java = judge("java_MLE_heap", "--memory-limit=32m", "--fail-fast");
    assertEquals("MLE", java.get("verdict").asText(), java.toString());
    assertEquals("java.lang.OutOfMemoryError: Java heap space", first(java).get("message").asText());
    assertTrue(first(java).get("heapKb").asLong() <= 32 * 1024, java.toString());
    JsonNode c = judge("c_MLE_heap", "--memory-limit=32m", "--fail-fast");
    assertEquals("MLE", c.get("verdict").asText(), c.toString());
    // over the limit as the watchdog saw it; at the limit where the kernel held it (a memory cgroup)
    boolean kernel = c.get("memorySource").asText().startsWith("cgroup-");
    assertTrue(kernel ? first(c).get("memoryKb").asLong() >= 32 * 1024 - 64 : first(c).get("memoryKb").asLong() > 32 * 1024,
        c.toString());
    if (kernel) {
      assertTrue(first(c).get("message").asText().startsWith("memory limit reached, killed by the kernel"), c.toString());
    }
  }

  @Test
  void floodIsOle() {
    JsonNode r = judge("python_OLE_flood", "--fail-fast");
    assertEquals("OLE", r.get("verdict").asText(), r.toString());
  }

  @Test
  void crashesAreReWithTheirCause() {
    JsonNode java = judge("java_RE_exception", "--fail-fast");
    assertEquals("RE", java.get("verdict").asText());
    assertEquals("java.lang.IllegalStateException: no sum today (exit code 1)", first(java).get("message").asText());
    JsonNode exit3 = judge("c_RE_exit3", "--fail-fast");
    assertEquals("RE", exit3.get("verdict").asText());
    assertEquals("exit code 3", first(exit3).get("message").asText());
    JsonNode segv = judge("c_RE_segfault", "--fail-fast");
    assertEquals("killed by SIGSEGV", first(segv).get("message").asText());
    JsonNode py = judge("python_RE_zero", "--fail-fast");
    assertTrue(first(py).get("message").asText().startsWith("ZeroDivisionError"), py.toString());
  }

  @Test
  void wrongAnswerSaysWhereItDiffers() {
    JsonNode r = judge("python_WA_minus_one", "--fail-fast");
    assertEquals("WA", r.get("verdict").asText());
    assertEquals("line 1, token 1: expected '6', got '5'", first(r).get("message").asText());
    assertEquals(0, r.get("passed").asInt());
  }

  @Test
  void spacingIsPeUnderExactOnly() {
    JsonNode exact = judge("c_PE_spacing", "--checker=exact", "--fail-fast");
    assertEquals("PE", exact.get("verdict").asText());
    assertEquals("whitespace differs: line 1: expected '6', got ' 6'", first(exact).get("message").asText());
    assertEquals("AC", judge("c_PE_spacing").get("verdict").asText());
  }

  @Test
  void compileErrorIsCeWithTheCompilerMessage() {
    JsonNode r = judge("java_CE_syntax");
    assertEquals("CE", r.get("verdict").asText());
    assertTrue(r.get("compileError").asText().contains("';' expected"), r.toString());
    assertEquals(0, r.get("tests").size());
  }
}
