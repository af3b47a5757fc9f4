package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.arbitre.OneCore;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Solutions that try to exhaust the machine or hang the judge (beside
 * HostileProgramsIT's): each gets its verdict on the "sum" problem (1 s, 64 MiB), the judge
 * returns within the wall limit (3 × its limit + 1 s) and 2 s more, and nothing started from the build
 * cache survives (PrivateCache checks it after each test).
 *
 * <p>The two searches look for their case's answer on the whole filesystem they can see (the
 * tests are in the checkout, the judge runs from it): the sandbox shows them no test, no
 * checkout, nothing of /srv, /opt, /var or the current folder, so they print "nothing found".
 *
 * <p>The deep recursion gets a 4 s limit: its StackOverflowError comes after 0.4 to 1.0 s of
 * CPU on this 2-core machine (the JIT decides, run to run, how many frames fit in the 64 MB
 * stack), so at 1 s its verdict would be the machine's, not the judge's. What it checks is that
 * the overflow is a runtime error that names itself.
 */
@ExtendWith(PrivateCache.class)
@OneCore
class HostileSolutionsIT {
  @ParameterizedTest
  @CsvSource({
      "flood_10GB_OLE.py, OLE, 1000",
      "Recursion10M_RE.java, RE, 4000",
      "ShutdownHookForever_TLE.java, TLE, 1000",
      "closes_stdio_runs_on_TLE.c, TLE, 300", // an endless loop with no JVM to start is TLE at any limit
      "mmap_4GB_MLE.c, MLE, 1000",
      "search_answers_WA.py, WA, 2000",
      "search_answers_WA.c, WA, 1000"})
  void getsItsVerdictInTime(String fixture, String verdict, long limitMs) {
    String file = Cli.ROOT.resolve("judge/src/test/resources/hostile").resolve(fixture).toString();
    // one case is enough: it is the run, not the cases, that is hostile
    String tests = Cli.RES.resolve("tests/sum").toString();
    long start = System.nanoTime();
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--solution", file, "--tests", tests, "--fail-fast", "--json",
        "--time-limit", limitMs + "ms");
    long ms = (System.nanoTime() - start) / 1_000_000;
    JsonNode json = r.json();
    assertEquals(verdict, json.get("verdict").asText(), json.toString());
    long compileMs = 15_000; // a first javac or gcc in a fresh cache, on a loaded machine
    long wallLimitMs = 3 * limitMs + 1000;
    assertTrue(ms < wallLimitMs + 2_000 + compileMs, ms + " ms");
    if (verdict.equals("RE") && fixture.endsWith(".java")) {
      assertTrue(json.get("tests").get(0).get("message").asText().contains("StackOverflowError"), json.toString());
    }
  }

  /**
   * A checker is given its own case's files: one that lists their folder and tries to read the
   * other cases' answers finds none of them (it would say so as a wrong answer) and accepts.
   */
  @Test
  void aCheckerCannotReadAnotherCasesAnswer() {
    String checker = Cli.ROOT.resolve("judge/src/test/resources/hostile/peek_other_answers_checker.py").toString();
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--json", "--solution=" + Cli.fixture("c_AC_sum"),
        "--tests=" + Cli.RES.resolve("tests/sum"), "--checker=testlib:" + checker);
    JsonNode json = r.json();
    assertEquals("AC", json.get("verdict").asText(), json.toString());
    assertTrue(json.get("tests").size() > 1, json.toString());
  }
}
