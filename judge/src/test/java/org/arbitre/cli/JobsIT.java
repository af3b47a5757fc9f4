package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.OneCore;
import org.arbitre.judge.Problem;
import org.arbitre.judge.TestCase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code judge --jobs N}: cases at once, reported in case order, TLE still by CPU time. */
@ExtendWith(PrivateCache.class)
class JobsIT {
  /** The problem whose cases this class judges on three threads, and ProblemsIT therefore leaves out. */
  static final String OTHELLO = "othello";

  @TempDir Path tmp;

  private static List<String> names(JsonNode result) {
    List<String> names = new ArrayList<>();
    result.get("tests").forEach(t -> names.add(t.get("name").asText()));
    return names;
  }

  private static List<String> verdicts(JsonNode result) {
    List<String> v = new ArrayList<>();
    result.get("tests").forEach(t -> v.add(t.get("verdict").asText()));
    return v;
  }

  @Test
  @OneCore // real solutions within their CPU limit, three at once
  void theOthelloCasesOnThreeThreadsAreAllAcceptedInCaseOrder() throws Exception {
    // ProblemsIT's check of every problem, for othello: its Main, compiled as the rules require, AC
    // on every case within the limits, though three run at once
    Path othello = Cli.ROOT.resolve("problems").resolve(OTHELLO);
    Cli.Result r = Cli.run("judge", othello.toString(), "--jobs", "3", "--json", "--java-release", "8");
    assertEquals(0, r.code(), r.err() + r.out());
    ProblemsIT.assertAcceptedWithinLimits(r);
    List<String> expected = Problem.load(othello, Cli.ROOT, Problem.Overrides.NONE).cases().stream()
        .map(TestCase::name).toList();
    assertEquals(expected, names(r.json()));
  }

  @Test
  void theTableIsInCaseOrderAndFailuresAreEachCasesOwn() throws Exception {
    Path tests = Files.createDirectories(tmp.resolve("tests"));
    String[][] cases = {{"1", "1 5", "5"}, {"2", "0", "0"}, {"3", "2 1 1", "2"}, {"4", "0", "0"}, {"5", "1 -3", "-3"},
      {"6", "1 7", "8"}};
    for (String[] c : cases) {
      Files.writeString(tests.resolve(c[0] + ".in"), c[1] + "\n");
      Files.writeString(tests.resolve(c[0] + ".out"), c[2] + "\n");
    }
    Path solution = Files.writeString(tmp.resolve("spin_on_zero.py"), "import sys\n"
        + "d = sys.stdin.read().split()\n"
        + "n = int(d[0])\n"
        + "while n == 0:\n    pass\n"
        + "print(sum(int(t) for t in d[1:1 + n]))\n");
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--solution", solution.toString(), "--tests", tests.toString(),
        "--time-limit", "500ms", "-j", "2", "--json");
    assertEquals(1, r.code(), r.err());
    JsonNode json = r.json();
    assertEquals(List.of("1", "2", "3", "4", "5", "6"), names(json));
    assertEquals(List.of("AC", "TLE", "AC", "TLE", "AC", "WA"), verdicts(json));
    for (int i : new int[] {1, 3}) {
      JsonNode tle = json.get("tests").get(i);
      assertTrue(tle.get("message").asText().startsWith("CPU time") || tle.get("cpuMs").asLong() > 100, tle.toString());
    }
    Cli.Result table = Cli.run("judge", Cli.SUM.toString(), "--solution", solution.toString(), "--tests",
        tests.toString(), "--time-limit", "500ms", "--jobs", "3");
    List<String> rows = table.out().lines().skip(1).limit(6).map(l -> l.split("\\s+")[0]).toList();
    assertEquals(List.of("1", "2", "3", "4", "5", "6"), rows, table.out());
  }

  @Test
  void failFastEndsAtTheFirstFailureInCaseOrder() {
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--solution=" + Cli.fixture("python_WA_minus_one"),
        "--jobs", "2", "--fail-fast", "--json");
    assertEquals(1, r.code(), r.err());
    assertEquals(List.of("1"), names(r.json()));
    assertEquals(List.of("WA"), verdicts(r.json()));
  }
}
