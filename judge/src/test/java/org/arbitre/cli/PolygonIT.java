package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.file.PathUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judge} on a Polygon package (judge/src/test/resources/judge/polygon/sum, written for these
 * tests as Polygon lays one out): the limits of its problem.xml, its cases tests/01 and tests/01.a,
 * its testlib checker with testlib.h beside it in files/, its validator, its main solution; then
 * broken copies, each one clear line and exit 2.
 */
@ExtendWith(PrivateCache.class)
class PolygonIT {
  private static final Path SUM = Cli.RES.resolve("polygon/sum");
  @TempDir Path tmp;

  @Test
  void theMainSolutionIsJudgedWithTheCheckerAndLimitsOfProblemXml() {
    Cli.Result r = Cli.run("judge", SUM.toString(), "--json");
    assertEquals(0, r.code(), r.out() + r.err());
    JsonNode j = r.json();
    assertEquals("AC", j.get("verdict").asText(), r.out());
    assertEquals(3, j.get("total").asInt());
    assertEquals("01", j.get("tests").get(0).get("name").asText());
    Cli.Result table = Cli.run("judge", SUM.toString());
    assertTrue(table.out().contains("limits: 1000 ms CPU"), table.out()); // <time-limit>1000</time-limit>
    assertTrue(table.out().contains("64 MiB"), table.out()); // <memory-limit>67108864</memory-limit>
  }

  @Test
  void aWrongSolutionGetsTheCheckersVerdict() {
    Cli.Result r = Cli.run("judge", SUM.toString(), "--json",
        "--solution", SUM.resolve("solutions/off-by-one.py").toString());
    assertEquals(1, r.code(), r.out() + r.err());
    JsonNode first = r.json().get("tests").get(0);
    assertEquals("WA", first.get("verdict").asText());
    assertEquals("wrong answer expected 6, found 7", first.get("message").asText());
  }

  @Test
  void theValidatorRejectsAnInvalidInput() throws Exception {
    Path copy = copy();
    Files.writeString(copy.resolve("tests/02"), "0\n");
    Cli.Result r = Cli.run("judge", copy.toString());
    assertEquals(2, r.code(), r.out() + r.err());
    assertTrue(r.err().contains("case 02: the validator") && r.err().contains("violates the range [1, 100]"), r.err());
  }

  @Test
  void brokenPackagesSayWhatIsWrongInOneLine() throws Exception {
    Path copy = copy();
    Files.delete(copy.resolve("tests/03.a"));
    Cli.Result missing = Cli.run("judge", copy.toString());
    assertEquals(2, missing.code(), missing.err());
    assertTrue(missing.err().contains("no test tests/03.a (3 tests in problem.xml;") && missing.err().contains("doall.sh"),
        missing.err());
    assertEquals(1, missing.err().strip().lines().count(), missing.err());

    Files.copy(SUM.resolve("tests/03.a"), copy.resolve("tests/03.a"));
    String xml = Files.readString(copy.resolve("problem.xml"));
    Files.writeString(copy.resolve("problem.xml"), xml.replace("<time-limit>1000</time-limit>", "<time-limit>1000<time-limit>"));
    Cli.Result malformed = Cli.run("judge", copy.toString());
    assertEquals(2, malformed.code(), malformed.err());
    assertTrue(malformed.err().contains("problem.xml:21: "), malformed.err());

    Files.writeString(copy.resolve("problem.xml"), xml.replace("input-file=\"\"", "input-file=\"input.txt\""));
    Cli.Result files = Cli.run("judge", copy.toString());
    assertEquals(2, files.code(), files.err());
    assertTrue(files.err().contains("reads input.txt (input-file of <judging>)"), files.err());

    Files.writeString(copy.resolve("problem.xml"), xml.replace("<time-limit>1000</time-limit>", "<time-limit>0</time-limit>"));
    Cli.Result zero = Cli.run("judge", copy.toString());
    assertEquals(2, zero.code(), zero.err());
    assertTrue(zero.err().contains("<time-limit> is 0; a limit must be positive"), zero.err());
    assertEquals(1, zero.err().strip().lines().count(), zero.err());

    Files.writeString(copy.resolve("problem.xml"), xml.replace("<time-limit>1000</time-limit>", "<time-limit>1s</time-limit>"));
    Cli.Result notANumber = Cli.run("judge", copy.toString());
    assertEquals(2, notANumber.code(), notANumber.err());
    assertTrue(notANumber.err().contains("<time-limit> is '1s', not a whole number"), notANumber.err());
  }

  @Test
  void verifyJudgesEverySolutionAgainstItsTag() throws Exception {
    Cli.Result r = Cli.run("verify", SUM.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("sum (Polygon package): 3 tests, 2 solutions, limits 1000 ms and 64 MiB"), r.out());
    assertTrue(r.out().matches("(?s).*solutions/sum.py +main +AC +AC 3 .*ok.*"), r.out());
    assertTrue(r.out().matches("(?s).*solutions/off-by-one.py +wrong-answer +WA +WA 3 .*ok.*"), r.out());
    assertTrue(r.out().contains("verdict: the package is as it says"), r.out());

    Path copy = copy();
    String xml = Files.readString(copy.resolve("problem.xml"));
    Files.writeString(copy.resolve("problem.xml"), xml.replace("tag=\"wrong-answer\"", "tag=\"accepted\""));
    Cli.Result wrong = Cli.run("verify", copy.toString());
    assertEquals(1, wrong.code(), wrong.out() + wrong.err());
    assertTrue(wrong.out().contains("solutions/off-by-one.py (accepted): got WA on test 01, expected AC"), wrong.out());

    // a solution in a language not run here (D, which Polygon offers): named, the others judged
    Files.writeString(copy.resolve("solutions/sum.d"), "void main() {}\n");
    Files.writeString(copy.resolve("problem.xml"), xml.replace("<solution tag=\"wrong-answer\">",
        "<solution tag=\"accepted\"><source path=\"solutions/sum.d\" type=\"d\"/></solution>\n"
        + "<solution tag=\"wrong-answer\">"));
    Cli.Result unknown = Cli.run("verify", copy.toString());
    assertEquals(0, unknown.code(), unknown.out() + unknown.err());
    assertTrue(unknown.out().contains("skipped solutions/sum.d: unknown language"), unknown.out());
    assertTrue(unknown.out().matches("(?s).*solutions/off-by-one.py +wrong-answer +WA +WA 3 .*ok.*"), unknown.out());

    Files.writeString(copy.resolve("problem.xml"), xml);
    Files.writeString(copy.resolve("tests/02"), "0\n");
    Cli.Result invalid = Cli.run("verify", copy.toString());
    assertEquals(1, invalid.code(), invalid.out() + invalid.err());
    assertTrue(invalid.out().contains("case 02: the validator") && invalid.out().contains("violates the range"), invalid.out());
  }

  @Test
  void anInteractivePackageRunsItsInteractorThenItsCheckerOnWhatTheInteractorWrote() throws Exception {
    Path guess = Cli.RES.resolve("polygon/guess");
    Cli.Result ok = Cli.run("judge", guess.toString(), "--json");
    assertEquals(0, ok.code(), ok.out() + ok.err());
    assertEquals(2, ok.json().get("passed").asInt(), ok.out());
    Cli.Result linear = Cli.run("judge", guess.toString(), "--json", "--solution", guess.resolve("solutions/linear.py").toString());
    JsonNode first = linear.json().get("tests").get(0);
    assertEquals("WA", first.get("verdict").asText(), linear.out());
    assertTrue(first.get("message").asText().contains("more than 8 queries"), linear.out()); // the interactor's verdict
    Cli.Result verify = Cli.run("verify", guess.toString());
    assertEquals(0, verify.code(), verify.out() + verify.err());
    // the checker reads the interactor's output: a wrong answer file makes it refuse a right solution
    Path copy = tmp.resolve("guess");
    PathUtils.copyDirectory(guess, copy);
    Files.writeString(copy.resolve("tests/01.a"), "38\n");
    Cli.Result checked = Cli.run("judge", copy.toString(), "--json");
    JsonNode one = checked.json().get("tests").get(0);
    assertEquals("WA", one.get("verdict").asText(), checked.out());
    assertTrue(one.get("message").asText().contains("the interactor says: found 37"), checked.out());
  }

  @Test
  void stressTakesThePackagesCheckerAndLimits() throws Exception {
    Path gen = tmp.resolve("gen.py");
    Files.writeString(gen, "import random, sys\nr = random.Random(int(sys.argv[1]))\nn = r.randint(1, 5)\n"
        + "print(n)\nprint(*[r.randint(-9, 9) for _ in range(n)])\n");
    Cli.Result r = Cli.run("stress", SUM.resolve("solutions/off-by-one.py").toString(),
        "--ref", SUM.resolve("solutions/sum.py").toString(), "--gen", gen.toString(), "--problem", SUM.toString(),
        "--save", tmp.resolve("found").toString());
    assertEquals(1, r.code(), r.out() + r.err());
    // the testlib checker of files/check.cpp says it, in its words
    assertTrue(r.out().matches("(?s).*seed 1 differs: WA: wrong answer expected -?\\d+, found -?\\d+.*"), r.out());
    Cli.Result interactive = Cli.run("stress", SUM.resolve("solutions/sum.py").toString(),
        "--ref", SUM.resolve("solutions/sum.py").toString(), "--gen", gen.toString(),
        "--problem", Cli.RES.resolve("polygon/guess").toString());
    assertEquals(2, interactive.code(), interactive.out() + interactive.err());
    assertTrue(interactive.err().contains("is an interactive problem"), interactive.err());
  }

  private Path copy() throws Exception {
    Path copy = tmp.resolve("sum");
    PathUtils.copyDirectory(SUM, copy);
    return copy;
  }
}
