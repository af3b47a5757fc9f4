package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** External checker programs, in the testlib and the Kattis conventions. */
@ExtendWith(PrivateCache.class)
class CheckerProgramsIT {

  private static JsonNode judge(String fixture, String checker) {
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--json", "--solution=" + Cli.fixture(fixture),
        "--tests=" + Cli.RES.resolve("tests/sum-one"),
        "--checker=" + checker + ":" + Cli.RES.resolve("checkers").resolve(checker + "_sum.py"));
    return r.json();
  }

  @Test
  void testlibCheckerDecidesAndExplains() {
    assertEquals("AC", judge("c_AC_sum", "testlib").get("verdict").asText());
    JsonNode wa = judge("python_WA_minus_one", "testlib");
    assertEquals("WA", wa.get("verdict").asText());
    assertEquals("wrong answer: expected 42, found 41", wa.get("tests").get(0).get("message").asText());
  }

  @Test
  void kattisValidatorDecidesAndExplains() {
    assertEquals("AC", judge("c_AC_sum", "kattis").get("verdict").asText());
    JsonNode wa = judge("python_WA_minus_one", "kattis");
    assertEquals("WA", wa.get("verdict").asText());
    assertEquals("sum mismatch: judge has 42, team has 41", wa.get("tests").get(0).get("message").asText());
  }

  @Test
  void aFailingCheckerIsAnInternalError() {
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--json", "--fail-fast",
        "--solution=" + Cli.fixture("c_AC_sum"), "--checker=testlib:" + Cli.RES.resolve("checkers/broken.py"));
    assertEquals(1, r.code());
    JsonNode test = r.json().get("tests").get(0);
    assertEquals("IE", test.get("verdict").asText());
    assertEquals("checker " + Cli.RES.resolve("checkers/broken.py") + " exited with code 5: checker crashed on purpose",
        test.get("message").asText());
  }
}
