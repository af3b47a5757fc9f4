package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbitre test}: a file against the cases beside it, with no descriptor; and what a failed
 * case shows (--diff, the stderr tail, --keep, -q, a missing program, an empty Java file).
 */
@ExtendWith(PrivateCache.class)
class ZeroConfigTestCommandIT {
  @TempDir Path dir;

  /** Adds two numbers, prints its input on stderr; wrong (a + b + 1) when a is 5. */
  private static final String SUM = "import sys\na, b = map(int, sys.stdin.read().split())\n"
      + "print('saw', a, b, file=sys.stderr)\nprint(a + b + (1 if a == 5 else 0))\n";

  private Path write(String name, String text) throws Exception {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    return Files.writeString(p, text);
  }

  private Path sumWithCases(String folder) throws Exception {
    Path sol = write("sum.py", SUM);
    write(folder + "/sample/1.in", "1 2\n");
    write(folder + "/sample/1.out", "3\n");
    write(folder + "/secret/2.in", "5 5\n");
    write(folder + "/secret/2.ans", "10\nsecond line\n");
    write(folder + "/secret/10.in", "2 2\n");
    write(folder + "/secret/10.out", "4\n");
    return sol;
  }

  @Test
  void findsNestedCasesInTestsBesideTheFile() throws Exception {
    Path sol = sumWithCases("tests");
    Cli.Result r = Cli.run("test", sol.toString(), "--json");
    assertEquals(1, r.code(), r.err());
    JsonNode json = r.json();
    assertEquals("WA", json.get("verdict").asText());
    assertEquals(1000, json.get("timeLimitMs").asLong());
    assertEquals(256 * 1024, json.get("memoryLimitKb").asLong());
    assertEquals("sample/1 secret/2 secret/10", names(json));
    assertEquals("saw 5 5", json.get("tests").get(1).get("stderr").asText());
    assertFalse(json.get("tests").get(0).has("stderr"), "no stderr for an AC case");
  }

  @Test
  void otherFolderNamesAndAGivenFolder() throws Exception {
    Path sol = sumWithCases("samples");
    assertEquals("sample/1 secret/2 secret/10", names(Cli.run("test", sol.toString(), "--json").json()));
    Cli.Result r = Cli.run("test", sol.toString(), dir.resolve("samples/secret").toString(), "--json");
    assertEquals("2 10", names(r.json()));
  }

  @Test
  void casesBesideTheFileAreItsFolderOnly() throws Exception {
    Path sol = write("a/sum.py", SUM);
    write("a/ex1.in", "1 1\n");
    write("a/ex1.out", "2\n");
    write("a/other/x.in", "1 1\n"); // not a case: beside the file means its own folder
    Cli.Result r = Cli.run("test", sol.toString(), "--time-limit", "2s", "--json");
    assertEquals(0, r.code(), r.err() + r.out());
    assertEquals("ex1", names(r.json()));
    assertEquals(2000, r.json().get("timeLimitMs").asLong());
  }

  @Test
  void caseKeepDiffAndTheStderrTailInTheTable() throws Exception {
    Path sol = sumWithCases("tests");
    Path keep = dir.resolve("kept");
    Cli.Result r = Cli.run("test", sol.toString(), "--case", "secret/*", "--keep", keep.toString(), "--diff");
    assertEquals(1, r.code(), r.err());
    assertFalse(r.out().contains("sample/1"), r.out());
    assertTrue(r.out().matches("(?s).*secret/2 +WA .*\\| saw 5 5.*"), r.out());
    assertTrue(r.out().matches("(?s).*1 +10 +! 11.*"), r.out());
    assertTrue(r.out().matches("(?s).*2 +second line +<.*"), r.out());
    assertTrue(r.out().contains("1/2 AC"), r.out());
    assertEquals("11\n", Files.readString(keep.resolve("secret/2.out")));
    assertEquals("saw 5 5\n", Files.readString(keep.resolve("secret/2.err")));
    assertTrue(Files.exists(keep.resolve("secret/10.out")));
    assertFalse(r.out().contains("\u001b["), "no colour when not a terminal");
  }

  @Test
  void quietPrintsOnlyTheSummary() throws Exception {
    Path sol = sumWithCases("tests");
    Cli.Result r = Cli.run("test", sol.toString(), "-q");
    assertFalse(r.out().contains("verdict  cpu ms") || r.out().contains("| saw"), r.out());
    assertTrue(r.out().startsWith("2/3 AC"), r.out());
    assertTrue(r.out().contains("verdict: WA"), r.out());
  }

  @Test
  void aCommandWhoseProgramIsNotFoundIsOneInternalError() throws Exception {
    sumWithCases("tests");
    Cli.Result r = Cli.run("test", "pypy9-no-such-program sum.py", dir.resolve("tests").toString(), "--json");
    assertEquals(1, r.code(), r.err());
    JsonNode json = r.json();
    assertEquals("IE", json.get("verdict").asText());
    assertEquals(1, json.get("tests").size(), "stopped after the first case: " + json);
    assertTrue(json.get("tests").get(0).get("message").asText().contains("pypy9-no-such-program: not found"), json.toString());
  }

  @Test
  void anEmptyJavaFileIsACompileError() throws Exception {
    sumWithCases("tests");
    Path empty = write("Empty.java", "");
    Cli.Result r = Cli.run("test", empty.toString(), "--json");
    assertEquals(1, r.code(), r.err());
    assertEquals("CE", r.json().get("verdict").asText());
    assertTrue(r.json().get("compileError").asText().contains("no class Main"), r.out());
  }

  @Test
  void aCompilerMessageThatIsNotUtf8IsStillACompileError() throws Exception {
    sumWithCases("tests");
    // gcc quotes the line: a Latin-1 byte, or a binary file given a .c name, reaches its message
    Path latin1 = dir.resolve("latin1.c");
    Files.write(latin1, "int main() { r\u00e9turn 0; }\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    Path binary = dir.resolve("bin.c");
    byte[] bytes = new byte[2048];
    new java.util.Random(7).nextBytes(bytes);
    Files.write(binary, bytes);
    for (Path source : new Path[] {latin1, binary}) {
      Cli.Result r = Cli.run("test", source.toString(), "--json");
      assertEquals(1, r.code(), r.err());
      assertFalse(r.err().contains("internal error"), r.err());
      assertEquals("CE", r.json().get("verdict").asText(), r.out());
      assertTrue(r.json().get("compileError").asText().contains("error"), r.out());
    }
  }

  @Test
  void judgeTakesAFolderWithoutDescriptorWhenGivenTheLimits() throws Exception {
    Path problem = Files.createDirectories(dir.resolve("p"));
    Files.writeString(problem.resolve("Main.java"), "public class Main { public static void main(String[] a) {"
        + " java.util.Scanner s = new java.util.Scanner(System.in); System.out.println(s.nextInt() + s.nextInt()); } }");
    sumWithCases("cases");
    Cli.Result r = Cli.run("judge", problem.toString(), "--tests", dir.resolve("cases/sample").toString(),
        "--time-limit", "2s", "--memory-limit", "64m", "--json");
    assertEquals(0, r.code(), r.err() + r.out());
    assertEquals(64 * 1024, r.json().get("memoryLimitKb").asLong());
    Cli.Result refused = Cli.run("judge", problem.toString(), "--tests", dir.resolve("cases/sample").toString());
    assertEquals(2, refused.code());
    assertTrue(refused.err().contains("give --time-limit and --memory-limit"), refused.err());
  }

  private static String names(JsonNode json) {
    StringBuilder sb = new StringBuilder();
    json.get("tests").forEach(t -> sb.append(sb.length() == 0 ? "" : " ").append(t.get("name").asText()));
    return sb.toString();
  }
}
