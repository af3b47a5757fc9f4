package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbitre check FILE}: every shipped single-file solution is ready; bad files say where. */
@ExtendWith(PrivateCache.class)
class CheckIT {
  @TempDir Path tmp;

  @TestFactory
  Stream<DynamicTest> everyMainOfProblemsIsReadyToSubmit() throws Exception {
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(Cli.ROOT.resolve("problems"))) {
      for (Path main : dirs.map(d -> d.resolve("Main.java")).filter(Files::isRegularFile).sorted().toList()) {
        tests.add(DynamicTest.dynamicTest(main.getParent().getFileName().toString(), () -> {
          Cli.Result r = Cli.run("check", main.toString());
          assertEquals(0, r.code(), r.out() + r.err());
          assertTrue(r.out().contains("is ready to submit (class Main, javac --release 8)"), r.out());
        }));
      }
    }
    assertTrue(tests.size() >= 8, "problems/*/Main.java: " + tests.size());
    return tests.stream();
  }

  private Cli.Result check(String name, String source) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve(String.valueOf(source.hashCode())));
    return Cli.run("check", Files.writeString(dir.resolve(name), source).toString());
  }

  @Test
  void everyProblemIsSaidWithItsLine() throws Exception {
    Cli.Result r = check("Main.java", String.join("\n",
        "package contest;",
        "import java.util.*;",
        "import org.apache.commons.io.IOUtils;",
        "import java.io.*;",
        "public class Main {",
        "  // new FileReader(\"x\") and System.exit(1) in a comment are fine",
        "  public static void main(String[] args) throws Exception {",
        "    Scanner sc = new Scanner(System.in);",
        "    BufferedReader r = new BufferedReader(new FileReader(\"input.txt\"));",
        "    String s = \"System.exit(1) in a string\";",
        "    byte[] all = java.nio.file.Files.readAllBytes(java.nio.file.Path.of(\"in.txt\"));",
        "    if (s.isEmpty()) System.exit(1);",
        "  }",
        "}", ""));
    assertEquals(1, r.code(), r.out() + r.err());
    List<String> lines = r.out().lines().toList();
    assertTrue(lines.get(0).endsWith("Main.java:1: error: 'package contest;': a single-file submission is in the default "
        + "package, remove that line"), r.out());
    assertTrue(lines.get(1).endsWith("Main.java:3: error: import org.apache.commons.io.IOUtils: only java.* and javax.* "
        + "exist on an online judge"), r.out());
    assertTrue(lines.get(2).endsWith("Main.java:8: warning: Scanner on System.in is slow on large inputs (about 10 x): "
        + "use BufferedReader + StringTokenizer, or StreamTokenizer for numbers"), r.out());
    assertTrue(lines.get(3).endsWith("Main.java:9: error: new FileReader: a submission reads stdin and writes stdout, no files"), r.out());
    assertTrue(lines.get(4).endsWith("Main.java:11: error: Files.readAllBytes: a submission reads stdin and writes stdout, no files"), r.out());
    assertTrue(lines.get(5).endsWith("Main.java:12: error: System.exit(1): a judge calls a non-zero exit a runtime error; "
        + "return from main"), r.out());
    assertTrue(lines.get(6).endsWith("Main.java: 5 errors, 1 warning, not ready"), r.out());
    assertEquals(7, lines.size(), r.out());
  }

  @Test
  void theReleaseItNeedsIsNamed() throws Exception {
    Cli.Result eleven = check("Main.java", "import java.util.List;\npublic class Main {\n"
        + "  public static void main(String[] a) { var l = List.of(1); System.out.println(l); }\n}\n");
    assertEquals(1, eleven.code(), eleven.out());
    assertTrue(eleven.out().contains("Main.java:3: error: does not compile with javac --release 8, needs Java 11: "
        + "cannot find symbol (public static void main(String[] a) { var l = List.of(1); System.out.println(l); })"),
        eleven.out());
    Cli.Result seventeen = check("Main.java", "public class Main {\n  record P(int x) {}\n"
        + "  public static void main(String[] a) { System.out.println(new P(1).x()); }\n}\n");
    assertTrue(seventeen.out().contains("needs Java 17"), seventeen.out());
    Cli.Result broken = check("Main.java", "public class Main {\n  public static void main(String[] a) { int x = ; }\n}\n");
    assertTrue(broken.out().contains("Main.java:2: error: does not compile: illegal start of expression"), broken.out());
  }

  @Test
  void aPublicClassOfAnotherNameIsFineAndNoMainIsNot() throws Exception {
    Cli.Result solution = check("Solution.java", "import java.io.*;\npublic class Solution {\n"
        + "  public static void main(String[] a) throws IOException {\n"
        + "    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n"
        + "    System.out.println(in.readLine());\n  }\n}\n");
    assertEquals(0, solution.code(), solution.out());
    assertTrue(solution.out().contains("ready to submit (class Solution, javac --release 8)"), solution.out());
    Cli.Result noMain = check("Main.java", "public class Main {\n  static void run() {}\n}\n");
    assertEquals(1, noMain.code(), noMain.out());
    assertTrue(noMain.out().contains("error: no main method: public static void main(String[] args)"), noMain.out());
  }

  @Test
  void aScannerAloneIsAWarningAndExitZero() throws Exception {
    Cli.Result r = check("Main.java", "import java.util.Scanner;\npublic class Main {\n"
        + "  public static void main(String[] a) {\n    Scanner s = new Scanner(System.in);\n"
        + "    System.out.println(s.nextInt() + 1);\n  }\n}\n");
    assertEquals(0, r.code(), r.out());
    assertTrue(r.out().contains("Main.java:4: warning: Scanner on System.in"), r.out());
    assertTrue(r.out().contains("ready to submit") && r.out().contains("0 errors, 1 warning"), r.out());
  }
}
