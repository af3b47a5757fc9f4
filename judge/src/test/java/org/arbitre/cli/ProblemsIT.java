package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arbitre.OneCore;
import org.arbitre.judge.ProblemDescriptor;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every problem of the repository (problems/* with a problem.yaml, plus the judge's own "sum"):
 * its Main, compiled with javac --release 8 as the rules require, is AC on all its cases within
 * its limits. Othello's 89 cases are judged once, on three threads, by JobsIT, which asserts the
 * same of them ({@link #assertAcceptedWithinLimits}) and their order: a second run of them here
 * would prove nothing more.
 */
@ExtendWith(PrivateCache.class)
@OneCore
class ProblemsIT {

  static List<Path> problems() throws IOException {
    List<Path> dirs = new ArrayList<>(List.of(Cli.SUM));
    Path problems = Cli.ROOT.resolve("problems");
    if (Files.isDirectory(problems)) {
      try (Stream<Path> s = Files.list(problems)) {
        s.filter(d -> Files.isRegularFile(d.resolve(ProblemDescriptor.FILE)))
            .filter(d -> !d.getFileName().toString().equals(JobsIT.OTHELLO)).sorted().forEach(dirs::add);
      }
    }
    return dirs;
  }

  @TestFactory
  Stream<DynamicTest> everyMainIsAcceptedWithinItsLimits() throws IOException {
    return problems().stream().map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> {
      assertAcceptedWithinLimits(Cli.run("judge", dir.toString(), "--json", "--java-release", "8"));
    }));
  }

  /** A {@code judge --json} run: AC on at least one case, each case within the CPU and memory limits. */
  static void assertAcceptedWithinLimits(Cli.Result r) {
    JsonNode json = r.json();
    assertEquals("AC", json.get("verdict").asText(), r.out());
    assertEquals(0, r.code());
    assertTrue(json.get("total").asInt() > 0);
    long limitMs = json.get("timeLimitMs").asLong();
    long limitKb = json.get("memoryLimitKb").asLong();
    for (JsonNode t : json.get("tests")) {
      assertTrue(t.get("cpuMs").asLong() <= limitMs, t.toString());
      assertTrue(t.get("heapKb").asLong() <= limitKb, t.toString());
    }
  }
}
