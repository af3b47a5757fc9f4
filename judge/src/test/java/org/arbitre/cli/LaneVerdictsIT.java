package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.RunsAlone;
import org.arbitre.app.Settings;
import org.arbitre.app.Toolkit;
import org.arbitre.process.Sandbox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Solutions with a resident memory limit (every language but Java) judged with lanes (the later
 * cases of a solution in one bubblewrap, as root; docs/sandbox.md, "Lanes") and with a bubblewrap
 * per case ({@code -Darbitre.sandbox-lanes=off}): the same verdicts, case by case, and the same
 * peak memory give or take what bubblewrap's own processes weigh. Node's cases are the ones a
 * runtime sizing itself from the cgroup it sees would get wrong. Skipped where there is no sandbox
 * with memory cgroups, or not as root (no lanes then). The cases over the memory limit or near it
 * (MLE, which races TLE; Node's garbage churn) run alone; an AC or a WA far within the limits,
 * and the lane's own check, run beside another class.
 */
@ExtendWith(PrivateCache.class)
class LaneVerdictsIT {
  private static final String HERE = Sandbox.detect(List.of(Path.of(System.getProperty("user.home"))), 64, System.getenv("PATH"))
      .sandbox().map(Sandbox::sandbox).orElse("none");
  private static final Path LANG = Cli.ROOT.resolve("judge/src/test/resources/lang");

  @TempDir Path bots;
  @TempDir Path tests;

  private static void assumeLanes() throws IOException {
    assumeTrue(HERE.contains("-memory"), "no sandbox with memory cgroups here");
    assumeTrue(Files.readAllLines(Path.of("/proc/self/status")).stream().anyMatch(l -> l.matches("Uid:\\s+0\\s.*")),
        "lanes are made as root");
  }

  /** The command run in this JVM as {@link Cli#run} does, with lanes on or off. */
  private Cli.Result run(boolean lanes, String... args) {
    Settings system = Settings.fromSystem();
    Settings settings = new Settings(Cli.ROOT, system.cache(), system.runServer(), system.home(), system.environment(), lanes);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    try (Toolkit toolkit = new Toolkit(settings, bots)) {
      picocli.CommandLine cmd = Arbitre.commandLine(toolkit, args);
      cmd.setOut(new PrintWriter(out, true));
      cmd.setErr(new PrintWriter(err, true));
      return new Cli.Result(cmd.execute(args), out.toString(), err.toString());
    }
  }

  /** Judged both ways: the verdicts, case by case, are {@code verdict}'s; the peaks within 4 MiB of each other. */
  private void sameBothWays(String verdict, String... args) {
    JsonNode laned = run(true, args).json();
    JsonNode alone = run(false, args).json();
    assertEquals(verdict, laned.path("verdict").asText(), laned.toString());
    assertEquals(verdict, alone.path("verdict").asText(), alone.toString());
    assertEquals(alone.path("tests").size(), laned.path("tests").size());
    assertTrue(laned.path("tests").size() >= 3, "too few cases for a lane: " + laned);
    for (int i = 0; i < laned.path("tests").size(); i++) {
      JsonNode l = laned.path("tests").get(i);
      JsonNode a = alone.path("tests").get(i);
      assertEquals(a.path("verdict").asText(), l.path("verdict").asText(), "case " + i + ": " + laned + "\n" + alone);
      if (l.path("verdict").asText().equals("AC")) {
        long diff = Math.abs(l.path("memoryKb").asLong() - a.path("memoryKb").asLong());
        assertTrue(diff <= 4096, "case " + i + " peaks: " + l + " against " + a);
      }
    }
  }

  @ParameterizedTest
  @CsvSource({"c_AC_sum, AC", "python_AC_sum, AC", "python_WA_minus_one, WA"})
  void aFixtureGetsTheSameVerdictInALane(String fixture, String verdict) throws IOException {
    assumeLanes();
    sameBothWays(verdict, "judge", Cli.SUM.toString(), "--solution", Cli.fixture(fixture), "--json");
  }

  @ParameterizedTest
  @CsvSource({"c_MLE_heap, MLE"})
  @RunsAlone
  void aFixtureOverTheMemoryLimitGetsTheSameVerdictInALane(String fixture, String verdict) throws IOException {
    aFixtureGetsTheSameVerdictInALane(fixture, verdict);
  }

  /**
   * Node within 64 MiB: a sum (AC), 60 MB of garbage beside 10 MB of live data (AC: within the heap
   * it is given, its resident memory near the limit), a heap that outgrows it (MLE by V8's own
   * message), buffers past the limit (MLE by the kernel).
   */
  @Test
  void nodeGetsTheSameVerdictInALane() throws IOException {
    nodeGetsTheSameVerdictInALaneNearTheLimit("ac.js", "AC");
  }

  @ParameterizedTest
  @CsvSource({"churn.js, AC", "heap.js, MLE", "mle.js, MLE"})
  @RunsAlone
  void nodeGetsTheSameVerdictInALaneNearTheLimit(String file, String verdict) throws IOException {
    assumeLanes();
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/node")) || Files.isExecutable(Path.of("/usr/local/bin/node")), "no Node");
    copyCases(3);
    sameBothWays(verdict, "test", LANG.resolve("javascript").resolve(file).toString(), tests.toString(),
        "--memory-limit", "64m", "--json");
  }

  /** The later cases of a solution with a memory limit do run in the lane: their PID 1 is its helper. */
  @Test
  void theLaterCasesRunInTheLane() throws IOException {
    assumeLanes();
    copyCases(3);
    Path probe = Files.writeString(tests.resolve("probe.sh"),
        "read a b\necho $((a + b))\ntr '\\0' ' ' < /proc/1/cmdline >&2\n");
    Path cases = Files.createDirectories(tests.resolve("cases"));
    for (String name : List.of("1", "2", "3")) {
      Files.move(tests.resolve(name + ".in"), cases.resolve(name + ".in"));
      Files.move(tests.resolve(name + ".out"), cases.resolve(name + ".out"));
    }
    for (boolean lanes : List.of(true, false)) {
      Path kept = tests.resolve("kept-" + lanes);
      Cli.Result r = run(lanes, "test", probe.toString(), cases.toString(), "--memory-limit", "64m", "--keep", kept.toString());
      assertEquals(0, r.code(), r.out() + r.err());
      assertFalse(Files.readString(kept.resolve("1.err")).contains("--lane"), "the first case has a bubblewrap of its own");
      for (String name : List.of("2", "3")) {
        assertEquals(lanes, Files.readString(kept.resolve(name + ".err")).contains("--serve --lane"), "case " + name);
      }
    }
  }

  /** {@code n} copies of the language tests' one case (3 4 → 7), named 1 to n. */
  private void copyCases(int n) throws IOException {
    for (int i = 1; i <= n; i++) {
      Files.copy(LANG.resolve("tests/1.in"), tests.resolve(i + ".in"));
      Files.copy(LANG.resolve("tests/1.out"), tests.resolve(i + ".out"));
    }
  }
}
