package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.RunsAlone;
import org.arbitre.process.Sandbox;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Interactive problems: problems/guess (testlib interactor) with its right and wrong solutions,
 * the same problem with a Kattis-convention validator, and faulty interactors. Nothing hangs,
 * nothing is left running (PrivateCache checks after each test).
 */
@ExtendWith(PrivateCache.class)
class InteractiveIT {
  static final Path GUESS = Cli.ROOT.resolve("problems/guess");
  static final Path TESTS = Cli.ROOT.resolve("tests/guess");
  static final Path RES = Cli.RES.resolve("interactive");
  /** The same problem as a Kattis package: its submissions and output validator serve here too. */
  static final Path KATTIS_GUESS = Cli.ROOT.resolve("judge/src/test/resources/kattis/guess");
  static final Path BINARY = KATTIS_GUESS.resolve("submissions/accepted/binary.py");
  static final Path LINEAR = KATTIS_GUESS.resolve("submissions/wrong_answer/linear.py");
  static final String KATTIS_VALIDATOR = "kattis:" + KATTIS_GUESS.resolve("output_validator/validator.py");
  /** How this machine sandboxes a run ("none" where bwrap does not work). */
  static final String SANDBOX = Sandbox.detect(List.of(Path.of(System.getProperty("user.home"))), 64,
      System.getenv("PATH")).sandbox().map(s -> {
        s.close(); // the cgroups it made for its runs
        return s.sandbox();
      }).orElse("none");

  @TempDir Path tmp;

  private static JsonNode judge(Path problem, String solution, String... more) {
    List<String> args = new ArrayList<>(List.of("judge", problem.toString(), "--tests", TESTS.toString(), "--json",
        "--solution", solution));
    args.addAll(List.of(more));
    Cli.Result r = Cli.run(args.toArray(String[]::new));
    assertTrue(r.code() == 0 || r.code() == 1, r.out() + r.err());
    return r.json();
  }

  /** As {@link #judge}, ending at the first case that fails: for a verdict that every case gives. */
  private static JsonNode judgeFirstFailure(Path problem, String solution) {
    JsonNode json = judge(problem, solution, "--fail-fast");
    assertEquals(1, json.get("tests").size(), json.toString());
    return json;
  }

  private static String verdict(JsonNode json, int test) {
    return json.get("tests").get(test).get("verdict").asText();
  }

  /** The binary search that answers one more than the number it found: WA. */
  private Path wrongAnswer() throws Exception {
    String right = Files.readString(BINARY);
    String wrong = right.replace("print(\"!\", lo, flush=True)", "print(\"!\", lo + 1, flush=True)");
    assertTrue(!wrong.equals(right), "the answer line of " + BINARY);
    return Files.writeString(tmp.resolve("wrong-answer.py"), wrong);
  }

  private Path problem(String interactor) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("p"));
    Files.writeString(dir.resolve("problem.yaml"),
        "timeLimit: 1s\nmemoryLimit: 64m\ntype: interactive\ninteractor: " + interactor + "\n");
    return dir;
  }

  @Test
  void theShippedSolutionsPassInJavaAndPython() {
    assertEquals("AC", judge(GUESS, GUESS.resolve("Main.java").toString()).get("verdict").asText());
    JsonNode py = judge(GUESS, BINARY.toString());
    assertEquals("AC", py.get("verdict").asText(), py.toString());
    assertEquals(7, py.get("passed").asInt());
  }

  @Test
  void aLinearSearchUsesTooManyQueries() {
    JsonNode json = judge(GUESS, LINEAR.toString());
    assertEquals("WA", json.get("verdict").asText());
    assertEquals("AC", verdict(json, 0)); // n = 1: one query is allowed
    assertTrue(json.get("tests").get(4).get("message").asText().contains("more than 11 queries"), json.toString());
  }

  /**
   * Each on the first case only (--fail-fast): every case gives the same verdict. The deadlock is
   * judged under a 500 ms limit: it is ended by its wall limit (2.5 s) whatever the CPU limit.
   */
  @Test
  void wrongAnswerCrashFloodAndSilence() throws Exception {
    assertEquals("WA", judgeFirstFailure(GUESS, wrongAnswer().toString()).get("verdict").asText());
    assertEquals("RE", verdict(judgeFirstFailure(GUESS, RES.resolve("crash.py").toString()), 0));
    JsonNode flood = judgeFirstFailure(GUESS, RES.resolve("flood.py").toString());
    assertEquals("PE", verdict(flood, 0), flood.toString());
    long start = System.nanoTime();
    Cli.Result r = Cli.run("judge", GUESS.toString(), "--tests", TESTS.toString(), "--json", "--fail-fast",
        "--time-limit", "500ms",
        "--solution", KATTIS_GUESS.resolve("submissions/time_limit_exceeded/silent.py").toString());
    JsonNode silent = r.json();
    assertEquals("TLE", verdict(silent, 0), silent.toString());
    assertTrue(silent.get("tests").get(0).get("message").asText().contains("sleeping or blocked"), silent.toString());
    assertTrue(System.nanoTime() - start < 30_000_000_000L, "the deadlock ended by the wall limit");
  }

  @Test
  void aFloodIntoAnInteractorThatReadsEverythingIsOle() throws Exception {
    Cli.Result r = Cli.run("judge", problem(RES.resolve("greedy-interactor.py").toString()).toString(),
        "--tests", TESTS.toString(), "--json", "--fail-fast", "--solution", RES.resolve("flood.py").toString());
    JsonNode flood = r.json();
    assertEquals("OLE", verdict(flood, 0), flood.toString());
  }

  /** The Python solution: what is judged is the validator's convention, and a JVM per case proves no more. */
  @Test
  void theKattisConvention() throws Exception {
    Path dir = problem(KATTIS_VALIDATOR);
    assertEquals("AC", judge(dir, BINARY.toString()).get("verdict").asText());
    JsonNode wa = judge(dir, wrongAnswer().toString());
    assertEquals("WA", wa.get("verdict").asText());
    assertTrue(wa.get("tests").get(1).get("message").asText().contains("answer 3"), wa.toString());
  }

  /**
   * The solution closes its stdout and waits for the validator's answer, which the validator sends
   * once it has read to end of file: AC when the closed output reaches the validator while the
   * solution runs, in the sandbox as without it (else both wait until the wall limit: TLE). One
   * case, under a time limit that a Python start through a version manager's shim on a busy
   * machine stays well within.
   */
  @Test
  void theValidatorSeesTheSolutionCloseItsOutput() throws Exception {
    Path dir = problem("kattis:" + RES.resolve("half-close-validator.py"));
    for (boolean sandboxed : new boolean[] {true, false}) {
      List<String> args = new ArrayList<>(List.of("judge", dir.toString(), "--tests", TESTS.toString(), "--json",
          "--case", "1", "--time-limit", "3s", "--solution", RES.resolve("half-close.py").toString()));
      if (!sandboxed) {
        args.add("--no-sandbox");
      }
      Cli.Result r = Cli.run(args.toArray(String[]::new));
      assertEquals(sandboxed ? SANDBOX : "none", r.json().get("sandbox").asText(), r.out() + r.err());
      assertEquals("AC", r.json().get("verdict").asText(), r.out() + r.err());
    }
  }

  /**
   * A validator that rejects at once (exit 43, or testlib's 1) and a submission that spins without
   * reading: WA, and the submission is stopped as soon as the validator has spoken, not left to its
   * limit (5 s of CPU, 16 s of wall). A validator that accepts at once leaves it running: TLE
   * (docs/packages.md, Interactive problems: the validator's rejection first, then the limits).
   */
  @Test
  void aSubmissionSpinningAfterItsRejectionIsStoppedAtOnce() throws Exception {
    Path spin = Files.writeString(tmp.resolve("spin.py"), "while True:\n    pass\n");
    Path kattis = Files.writeString(tmp.resolve("reject.py"), "import sys\nsys.exit(43)\n");
    Path testlib = Files.writeString(tmp.resolve("reject-testlib.py"), "import sys\nsys.exit(1)\n");
    for (String interactor : List.of("kattis:" + kattis, testlib.toString())) {
      long start = System.nanoTime();
      Cli.Result r = Cli.run("judge", problem(interactor).toString(), "--tests", TESTS.toString(), "--json",
          "--case", "1", "--time-limit", "5s", "--solution", spin.toString());
      long ms = (System.nanoTime() - start) / 1_000_000;
      assertEquals("WA", verdict(r.json(), 0), r.out() + r.err());
      // half of each limit: the validator's start (a second or so on a busy machine) and a poll
      long cpuMs = r.json().get("tests").get(0).get("cpuMs").asLong();
      assertTrue(cpuMs < 2500 && ms < 8000, interactor + ": " + cpuMs + " ms of CPU, judged in " + ms
          + " ms: not stopped when the validator rejected");
    }
    Path accept = Files.writeString(tmp.resolve("accept.py"), "import sys\nsys.exit(42)\n");
    Cli.Result r = Cli.run("judge", problem("kattis:" + accept).toString(), "--tests", TESTS.toString(), "--json",
        "--case", "1", "--time-limit", "1s", "--solution", spin.toString());
    assertEquals("TLE", verdict(r.json(), 0), r.out() + r.err());
  }

  /** Sandboxed, an interactive solution (its pipes handed on through bwrap) sees neither the tests nor the checkout. */
  @Test
  void theSandboxedSolutionSeesNoTests() throws Exception {
    Assumptions.assumeFalse(SANDBOX.equals("none"), "no sandbox here");
    Path dir = problem("kattis:" + RES.resolve("half-close-validator.py"));
    Path peek = tmp.resolve("peek.py");
    Files.writeString(peek, "import os, sys\n"
        + "if os.path.exists(" + pyString(TESTS.resolve("1.in")) + ") or os.path.exists("
        + pyString(Cli.ROOT.resolve("pom.xml")) + "):\n    sys.exit(3)\n"
        + Files.readString(RES.resolve("half-close.py")));
    String[] args = {"judge", dir.toString(), "--tests", TESTS.toString(), "--json", "--case", "1", "--time-limit", "3s",
        "--solution", peek.toString()};
    Cli.Result r = Cli.run(args);
    assertEquals("AC", r.json().get("verdict").asText(), r.out() + r.err());
    String[] open = java.util.Arrays.copyOf(args, args.length + 1);
    open[args.length] = "--no-sandbox";
    Cli.Result seen = Cli.run(open); // it does see them without the sandbox
    assertEquals("RE", seen.json().get("verdict").asText(), seen.out() + seen.err());
  }

  private static String pyString(Path p) {
    return "'" + p.toString().replace("\\", "\\\\").replace("'", "\\'") + "'";
  }

  @Test
  void aFaultyInteractorIsAnInternalError() throws Exception {
    JsonNode fail = judgeFirstFailure(problem(RES.resolve("fail-interactor.py").toString()), BINARY.toString());
    assertEquals("IE", verdict(fail, 0), fail.toString());
    assertTrue(verdict(fail, 0).equals("IE") && fail.get("tests").get(0).get("message").asText().contains("FAIL"));
  }

  /**
   * An interactor that computes while the solution waits for its first line: the solution's wall
   * limit (2.5 s under a 500 ms limit) ends the run, and the interactor's CPU time, half that wall
   * time or more, makes it the interactor's fault; the interactor is stopped there, its verdict
   * known, rather than left to compute to its own limit. Alone: on a loaded machine the interactor gets
   * less than half a core, and the rule cannot tell it from a slow solution.
   */
  @Test
  @RunsAlone
  void aBusyInteractorIsAnInternalError() throws Exception {
    Cli.Result r = Cli.run("judge", problem(RES.resolve("busy-interactor.py").toString()).toString(),
        "--tests", TESTS.toString(), "--json", "--fail-fast", "--time-limit", "500ms", "--solution", BINARY.toString());
    JsonNode busy = r.json();
    assertEquals("IE", verdict(busy, 0), busy.toString());
    String message = busy.get("tests").get(0).get("message").asText();
    assertTrue(message.contains("while the solution waited"), busy.toString());
    // stopped once the solution reached its wall limit (its verdict known), not run to its own
    // limit 5 s later: the interactor's CPU time stays near the solution's 2.5 s wall
    java.util.regex.Matcher cpu = java.util.regex.Pattern.compile("computed (\\d+) ms").matcher(message);
    assertTrue(cpu.find() && Long.parseLong(cpu.group(1)) < 4000, message);
  }

  @Test
  void aDescriptorWithoutItsInteractorIsAUsageError() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("q"));
    Files.writeString(dir.resolve("problem.yaml"), "timeLimit: 1s\nmemoryLimit: 64m\ntype: interactive\n");
    Cli.Result r = Cli.run("judge", dir.toString(), "--tests", TESTS.toString(), "--solution", "x.py");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("needs interactor: FILE"), r.err());
  }

  @Test
  void theCheckerJudgesWhatATestlibInteractorWroteToItsOutputFile() throws Exception {
    // testlib's A+B example: the interactor accepts whatever it copies; the checker decides
    Path aplusb = RES.resolve("aplusb");
    Cli.Result ok = Cli.run("judge", aplusb.toString(), "--json", "--solution", aplusb.resolve("sum-AC.py").toString());
    assertEquals("AC", ok.json().get("verdict").asText(), ok.out() + ok.err());
    Cli.Result wa = Cli.run("judge", aplusb.toString(), "--json", "--solution",
        aplusb.resolve("product-WA.py").toString());
    JsonNode first = wa.json().get("tests").get(0);
    assertEquals("WA", first.get("verdict").asText(), wa.out() + wa.err());
    assertEquals("wrong answer 1st numbers differ - expected: '3', found: '2'", first.get("message").asText());
    // without a checker the interactor alone decides (and this one accepts anything)
    Path alone = Files.createDirectories(tmp.resolve("alone"));
    Files.writeString(alone.resolve("problem.yaml"), Files.readString(aplusb.resolve("problem.yaml"))
        .replace("checker: testlib:checker.py\n", "").replace("interactor: interactor.py",
            "interactor: " + aplusb.resolve("interactor.py")));
    Cli.Result any = Cli.run("judge", alone.toString(), "--json", "--tests", aplusb.resolve("tests").toString(),
        "--solution", aplusb.resolve("product-WA.py").toString());
    assertEquals("AC", any.json().get("verdict").asText(), any.out() + any.err());
  }

  @Test
  void aKattisInteractorTakesNoChecker() throws Exception {
    Cli.Result r = Cli.run("judge", problem(KATTIS_VALIDATOR).toString(),
        "--tests", TESTS.toString(), "--checker", "tokens", "--solution", BINARY.toString());
    assertEquals(2, r.code(), r.out() + r.err());
    assertEquals("arbitre: a Kattis interactor (kattis:FILE) decides alone: a checker is for testlib interactors",
        r.err().strip());
    // an interactive Kattis package has its output validator as interactor, and no checker
    Cli.Result pkg = Cli.run("judge", KATTIS_GUESS.toString(), "--json");
    assertEquals(0, pkg.code(), pkg.out() + pkg.err());
  }

  @Test
  void oneChosenCaseIsStillInteractive() {
    // --case used to drop the interactor: the solution then read the interactor's input file as a batch run
    Path aplusb = RES.resolve("aplusb");
    Cli.Result r = Cli.run("judge", aplusb.toString(), "--json", "--case", "2", "--solution",
        aplusb.resolve("sum-AC.py").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertEquals(1, r.json().get("total").asInt());
  }
}
