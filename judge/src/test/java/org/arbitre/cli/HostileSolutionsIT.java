package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Solutions that try to exhaust the machine or hang the judge (issue 16's list, beside
 * HostileProgramsIT's): each gets its verdict on the "sum" problem (1 s, 64 MiB), the judge
 * returns within the wall limit (3 s + 1 s) and 2 s more, and nothing started from the build
 * cache survives (PrivateCache checks it after each test).
 */
@ExtendWith(PrivateCache.class)
class HostileSolutionsIT {
  @ParameterizedTest
  @CsvSource({
      "flood_10GB_OLE.py, OLE",
      "Recursion10M_RE.java, RE",
      "ShutdownHookForever_TLE.java, TLE",
      "closes_stdio_runs_on_TLE.c, TLE",
      "mmap_4GB_MLE.c, MLE"})
  void getsItsVerdictInTime(String fixture, String verdict) {
    String file = Cli.ROOT.resolve("judge/src/test/resources/hostile").resolve(fixture).toString();
    // one case is enough: it is the run, not the cases, that is hostile
    String tests = Cli.RES.resolve("tests/sum").toString();
    long start = System.nanoTime();
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--solution", file, "--tests", tests, "--fail-fast", "--json");
    long ms = (System.nanoTime() - start) / 1_000_000;
    JsonNode json = r.json();
    assertEquals(verdict, json.get("verdict").asText(), json.toString());
    long compileMs = 15_000; // a first javac or gcc in a fresh cache, on a loaded machine
    assertTrue(ms < 4_000 + 2_000 + compileMs, ms + " ms");
    if (verdict.equals("RE") && fixture.endsWith(".java")) {
      assertTrue(json.get("tests").get(0).get("message").asText().contains("StackOverflowError"), json.toString());
    }
  }
}
