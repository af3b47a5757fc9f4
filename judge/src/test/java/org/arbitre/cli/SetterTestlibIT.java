package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * testlib as problem setters use it: a C++ checker that includes the {@code testlib.h} beside it
 * (a stand-in written for these tests, following the real header's exit codes and messages), its
 * exit codes 0/1/2/3 and 7 (points), and a checker given as a binary. The checkers and the header
 * are those of the Polygon package polygon/sum, in its files/; problems/sum-testlib names its
 * checker there.
 */
@ExtendWith(PrivateCache.class)
class SetterTestlibIT {
  private static final Path PROBLEM = Cli.RES.resolve("problems/sum-testlib");
  private static final Path FILES = Packages.POLYGON_SUM.resolve("files");
  private static final Path CHECKER = FILES.resolve("check.cpp");
  private static final Path VALIDATOR = FILES.resolve("val.py");
  @TempDir Path tmp;
  /** The class's folder: the checker compiled once by g++ lies here, copied to where each test wants it. */
  @TempDir static Path built;
  private static Path binary;

  /**
   * {@code check.cpp} compiled by g++ as a setter compiles it, once for the tests that take a binary,
   * copied to {@code target} (executable).
   */
  private static synchronized Path compiledChecker(Path target) throws Exception {
    if (binary == null) {
      Path out = built.resolve("checker");
      Process gpp = new ProcessBuilder("g++", "-O2", "-std=gnu++17", "-o", out.toString(),
          CHECKER.toString()).inheritIO().start();
      // no -I: g++ finds "testlib.h" beside the file it compiles, as a setter's own build does
      assertEquals(0, gpp.waitFor());
      binary = out;
    }
    return Files.copy(binary, target, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
  }

  private static JsonNode judge(String... more) {
    String[] args = new String[more.length + 3];
    args[0] = "judge";
    args[1] = "--json";
    System.arraycopy(more, 0, args, 2, more.length);
    args[args.length - 1] = "--fail-fast";
    Cli.Result r = Cli.run(args);
    assertTrue(r.code() <= 1, r.err());
    return r.json();
  }

  private static JsonNode firstCase(JsonNode result) {
    return result.get("tests").get(0);
  }

  @Test
  void aCheckerIncludingTheTestlibHeaderBesideItCompilesAndDecides() {
    JsonNode ac = judge(PROBLEM.toString());
    assertEquals("AC", ac.get("verdict").asText(), ac.toString());
    assertEquals(3, ac.get("passed").asInt());
    JsonNode wa = firstCase(judge(PROBLEM.toString(), "--solution=" + Cli.fixture("python_WA_minus_one")));
    assertEquals("WA", wa.get("verdict").asText());
    assertEquals("wrong answer expected 6, found 5", wa.get("message").asText());
    JsonNode pe = firstCase(judge(PROBLEM.toString(), "--solution=echo 6 and more"));
    assertEquals("PE", pe.get("verdict").asText());
    assertEquals("wrong output format extra output after the sum", pe.get("message").asText());
  }

  @Test
  void exitCodeThreeIsTheCheckersFailure() throws Exception {
    Path tests = Files.createDirectories(tmp.resolve("bad-answer"));
    Files.writeString(tests.resolve("1.in"), "1\n5\n");
    Files.writeString(tests.resolve("1.out"), "five\n");
    JsonNode ie = firstCase(judge(PROBLEM.toString(), "--tests=" + tests));
    assertEquals("IE", ie.get("verdict").asText());
    assertTrue(ie.get("message").asText().contains("exited with code 3: FAIL Expected integer, but \"five\" found"),
        ie.toString());
  }

  @Test
  void aChangedHeaderIsANewBuild() throws Exception {
    // the setter's own folder: problem.yaml, the checker and the header side by side
    Path copy = Packages.assemble(tmp.resolve("sum-testlib"), PROBLEM, FILES, "testlib.h", "check.cpp");
    Path yaml = copy.resolve("problem.yaml");
    Files.writeString(yaml, Files.readString(yaml).replace("testlib:../../polygon/sum/files/check.cpp", "testlib:check.cpp"));
    String tests = "--tests=" + Cli.RES.resolve("tests/sum");
    // case 1 (answer 6) and a shell solution: what is judged is the checker's build, not a JVM a case
    assertEquals("AC", judge(copy.toString(), tests, "--case=1", "--solution=echo 6").get("verdict").asText());
    Path header = copy.resolve("testlib.h");
    Files.writeString(header, Files.readString(header).replace("std::exit(exitCodeOf(r));", "std::exit(r == _ok ? 1 : exitCodeOf(r));"));
    JsonNode wa = firstCase(judge(copy.toString(), tests, "--case=1", "--solution=echo 6"));
    assertEquals("WA", wa.get("verdict").asText(), "the checker was not rebuilt with the new header");
    assertEquals("ok the sum is 6", wa.get("message").asText());
  }

  @Test
  void aCheckerMayBeACompiledBinary() throws Exception {
    // in a folder of its own: the sandbox exposes the binary's folder, and @TempDir's is private
    Path binary = compiledChecker(Files.createDirectories(tmp.resolve("bin")).resolve("checker"));
    // case 1 (answer 6) and a shell solution: what is judged is that the binary runs and decides
    JsonNode ac = judge(PROBLEM.toString(), "--checker=testlib:" + binary, "--case=1", "--solution=echo 6");
    assertEquals("AC", ac.get("verdict").asText(), ac.toString());
    JsonNode wa = firstCase(judge(PROBLEM.toString(), "--checker=testlib:" + binary,
        "--solution=" + Cli.fixture("python_WA_minus_one")));
    assertEquals("WA", wa.get("verdict").asText());
  }

  @Test
  void aCompiledCheckerMayLieInTmpItself() throws Exception {
    // its folder is /tmp: the sandbox shows that one file, not the whole shared /tmp over its own
    Path binary = Path.of("/tmp", "arbitre-testlib-checker-" + ProcessHandle.current().pid());
    try {
      compiledChecker(binary);
      JsonNode ac = judge(PROBLEM.toString(), "--checker=testlib:" + binary, "--case=1", "--solution=echo 6");
      assertEquals("AC", ac.get("verdict").asText(), ac.toString());
    } finally {
      Files.deleteIfExists(binary);
    }
  }

  @Test
  void aSolutionIncludesHeadersBesideItToo() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("with-header"));
    Files.writeString(dir.resolve("sum.h"), "static long long add(long long a, long long b) { return a + b; }\n");
    Path solution = Files.writeString(dir.resolve("sum.c"), "#include <stdio.h>\n#include \"sum.h\"\n"
        + "int main(void){int n;long long s=0,x;if(scanf(\"%d\",&n)!=1)return 1;"
        + "while(n--&&scanf(\"%lld\",&x)==1)s=add(s,x);printf(\"%lld\\n\",s);return 0;}\n");
    JsonNode ac = judge(PROBLEM.toString(), "--solution=" + solution);
    assertEquals("AC", ac.get("verdict").asText(), ac.toString());
  }

  @Test
  void pointsExtraOutputAndEnsurefAsTheRealTestlibEndsThem() throws Exception {
    String points = "--checker=testlib:" + FILES.resolve("points.cpp").toAbsolutePath();
    JsonNode ac = firstCase(judge(PROBLEM.toString(), points, "--case=1", "--solution=echo 6"));
    assertEquals("AC", ac.get("verdict").asText(), ac.toString());
    JsonNode half = firstCase(judge(PROBLEM.toString(), points, "--case=1", "--solution=echo 5"));
    assertEquals("AC", half.get("verdict").asText(), half.toString()); // exit 7: points above 0 pass
    assertEquals("points 0.5 one off", half.get("message").asText());
    JsonNode none = firstCase(judge(PROBLEM.toString(), points, "--case=1", "--solution=echo 60"));
    assertEquals("WA", none.get("verdict").asText(), none.toString());
    assertEquals("points 0.0 far off", none.get("message").asText());
    // quitf(_ok) with output left unread: testlib's own "Extra information" check, exit 2
    JsonNode dirt = firstCase(judge(PROBLEM.toString(), points, "--case=1", "--solution=echo 6 and more"));
    assertEquals("PE", dirt.get("verdict").asText(), dirt.toString());
    assertEquals("wrong output format Extra information in the output file", dirt.get("message").asText());
    Path tests = Files.createDirectories(tmp.resolve("negative"));
    Files.writeString(tests.resolve("1.in"), "1\n-3\n");
    Files.writeString(tests.resolve("1.out"), "-3\n");
    JsonNode fail = firstCase(judge(PROBLEM.toString(), points, "--tests=" + tests, "--solution=echo -3"));
    assertEquals("IE", fail.get("verdict").asText(), fail.toString()); // ensuref is FAIL, exit 3
    assertTrue(fail.get("message").asText().endsWith("exited with code 3: FAIL the answer -3 is negative"),
        fail.toString());
  }

  @Test
  void pointsInfoPassesAndPartiallyCorrectFailsWhateverItsExitCode() {
    // testlib 0.9.41: quitpi exits 7 with "points points_info=..."; _pc(n) exits n (0 for _pc(0))
    String partial = "--checker=testlib:" + FILES.resolve("partial.cpp").toAbsolutePath();
    JsonNode info = firstCase(judge(PROBLEM.toString(), partial, "--case=1", "--solution=echo 6"));
    assertEquals("AC", info.get("verdict").asText(), info.toString());
    assertEquals("points points_info=full the sum", info.get("message").asText());
    JsonNode pc13 = firstCase(judge(PROBLEM.toString(), partial, "--case=1", "--solution=echo 7"));
    assertEquals("WA", pc13.get("verdict").asText(), pc13.toString()); // exit 13, not a checker's failure
    assertEquals("partially correct (13) one off", pc13.get("message").asText());
    JsonNode pc0 = firstCase(judge(PROBLEM.toString(), partial, "--case=1", "--solution=echo 60"));
    assertEquals("WA", pc0.get("verdict").asText(), pc0.toString()); // exit 0, yet only partially correct
    assertEquals("partially correct (0) far off", pc0.get("message").asText());
  }

  @Test
  void aCheckerInTheTestlibRepositorysLayoutFindsTheHeaderOneLevelUp() throws Exception {
    // a clone of testlib: testlib.h at the top, the checkers in checkers/ (#include "testlib.h")
    Path repo = tmp.resolve("testlib");
    Path checker = Files.createDirectories(repo.resolve("checkers")).resolve("sum.cpp");
    Files.copy(FILES.resolve("testlib.h"), repo.resolve("testlib.h"));
    Files.copy(CHECKER, checker);
    String tests = "--tests=" + Cli.RES.resolve("tests/sum");
    // case 1 (answer 6) and a shell solution: what is judged is the checker's build, not a JVM a case
    JsonNode ac = judge(PROBLEM.toString(), tests, "--checker=testlib:" + checker, "--case=1", "--solution=echo 6");
    assertEquals("AC", ac.get("verdict").asText(), ac.toString());
    Path header = repo.resolve("testlib.h");
    Files.writeString(header, Files.readString(header).replace("std::exit(exitCodeOf(r));", "std::exit(r == _ok ? 1 : exitCodeOf(r));"));
    JsonNode wa = firstCase(judge(PROBLEM.toString(), tests, "--checker=testlib:" + checker, "--case=1",
        "--solution=echo 6"));
    assertEquals("WA", wa.get("verdict").asText(), "the header one level up is part of the build's key");
  }

  @Test
  void aPolygonStyleValidatorChecksEveryInputFirst() throws Exception {
    Path problem = Files.createDirectories(tmp.resolve("validated"));
    Files.writeString(problem.resolve("problem.yaml"), "timeLimit: 1s\nmemoryLimit: 64m\nvalidator: "
        + VALIDATOR + "\ntests: " + Cli.RES.resolve("tests/sum") + "\n");
    String solution = "--solution=" + PROBLEM.resolve("Main.java");
    Cli.Result ok = Cli.run("judge", problem.toString(), solution);
    assertEquals(0, ok.code(), ok.out() + ok.err());
    Path tests = Files.createDirectories(tmp.resolve("invalid"));
    Files.writeString(tests.resolve("1.in"), "1\n5\n");
    Files.writeString(tests.resolve("1.out"), "5\n");
    Files.writeString(tests.resolve("2.in"), "500\n1\n");
    Files.writeString(tests.resolve("2.out"), "1\n");
    Cli.Result bad = Cli.run("judge", problem.toString(), solution, "--tests=" + tests);
    assertEquals(2, bad.code(), bad.out() + bad.err());
    assertEquals("arbitre: case 2: the validator " + VALIDATOR + " rejects its input "
        + tests.resolve("2.in") + " (exit code 3): FAIL Integer parameter [name=n] equals to 500, violates the range"
        + " [1, 100] (stdin)", bad.err().strip());
  }

  @Test
  void aPythonValidatorsCrashIsToldByItsExceptionNotTheTracebacksFirstLine() throws Exception {
    Path problem = Files.createDirectories(tmp.resolve("crashing-validator"));
    Path validator = Files.writeString(problem.resolve("validate.py"),
        "import sys\n\ndef first():\n    return int(sys.stdin.readline())\n\nfirst()\n");
    Path tests = Files.createDirectories(tmp.resolve("words"));
    Files.writeString(tests.resolve("1.in"), "three\n");
    Files.writeString(tests.resolve("1.out"), "3\n");
    Files.writeString(problem.resolve("problem.yaml"), "timeLimit: 1s\nmemoryLimit: 64m\nvalidator: validate.py\ntests: " + tests + "\n");
    Cli.Result bad = Cli.run("judge", problem.toString(), "--solution=echo 3");
    assertEquals(2, bad.code(), bad.out() + bad.err());
    assertEquals("arbitre: case 1: the validator " + validator + " rejects its input " + tests.resolve("1.in")
        + " (exit code 1): ValueError: invalid literal for int() with base 10: 'three\\n'", bad.err().strip()); // readline keeps the newline
  }
}
