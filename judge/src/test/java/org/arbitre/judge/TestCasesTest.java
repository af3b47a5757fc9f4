package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TestCasesTest {
  @TempDir Path dir;

  private void touch(String... names) throws Exception {
    for (String n : names) {
      Files.writeString(dir.resolve(n), "x\n");
    }
  }

  @Test
  void casesComeInNaturalOrderWithOutOrAns() throws Exception {
    touch("10.in", "10.out", "2.in", "2.ans", "edge-b.in", "edge-b.out", "edge-a10.in", "edge-a10.out",
        "edge-a9.in", "edge-a9.out", "README.md");
    List<TestCase> cases = TestCases.load(dir);
    assertEquals(List.of("2", "10", "edge-a9", "edge-a10", "edge-b"), cases.stream().map(TestCase::name).toList());
    assertEquals(dir.resolve("2.ans"), cases.get(0).answer());
  }

  @Test
  void naturalOrderComparesNumbersAsNumbers() {
    assertTrue(TestCases.natural("a2", "a10") < 0);
    assertTrue(TestCases.natural("009", "10") < 0);
    assertTrue(TestCases.natural("b", "a10") > 0);
    assertTrue(TestCases.natural("01", "1") != 0);
  }

  @Test
  void inputWithoutAnswerIsRefused() throws Exception {
    touch("1.in", "1.out", "2.in");
    UserError e = assertThrows(UserError.class, () -> TestCases.load(dir));
    assertTrue(e.getMessage().contains("2.in has no answer"), e.getMessage());
  }

  @Test
  void emptyOrMissingFolderIsRefused() {
    assertTrue(assertThrows(UserError.class, () -> TestCases.load(dir)).getMessage().startsWith("no test cases in"));
    assertTrue(assertThrows(UserError.class, () -> TestCases.load(dir.resolve("nope"))).getMessage()
        .startsWith("no tests folder"));
  }

  @Test
  void nestedFoldersAreGroupsNamedByTheirPath() throws Exception {
    Files.createDirectories(dir.resolve("secret/big"));
    Files.createDirectories(dir.resolve("sample"));
    touch("sample/1.in", "sample/1.out", "secret/10.in", "secret/10.ans", "secret/2.in", "secret/2.out",
        "secret/big/1.in", "secret/big/1.out", "0.in", "0.out");
    List<TestCase> cases = TestCases.load(dir);
    assertEquals(List.of("0", "sample/1", "secret/2", "secret/10", "secret/big/1"),
        cases.stream().map(TestCase::name).toList());
    assertEquals(List.of("0"), TestCases.load(dir, false).stream().map(TestCase::name).toList());
  }

  @Test
  void bothOutAndAnsIsAWarningAndOutWins() throws Exception {
    touch("1.in", "1.out", "1.ans", "2.in", "2.ans");
    List<TestCase> cases = TestCases.load(dir);
    assertEquals(dir.resolve("1.out"), cases.get(0).answer());
    List<String> w = TestCases.warnings(cases);
    assertEquals(1, w.size(), w.toString());
    assertTrue(w.get(0).contains("case 1 has both .out and .ans"), w.get(0));
  }

  @Test
  void caseSelectionByNameOrGlob() throws Exception {
    Files.createDirectories(dir.resolve("secret"));
    touch("1.in", "1.out", "secret/1.in", "secret/1.out", "secret/2.in", "secret/2.out", "ex10.in", "ex10.out");
    List<TestCase> all = TestCases.load(dir);
    assertEquals(List.of("secret/2"), names(TestCases.select(all, "secret/2")));
    assertEquals(List.of("secret/1", "secret/2"), names(TestCases.select(all, "secret/*")));
    assertEquals(List.of("1", "secret/1"), names(TestCases.select(all, "1")));
    assertEquals(List.of("ex10"), names(TestCases.select(all, "ex??")));
    UserError e = assertThrows(UserError.class, () -> TestCases.select(all, "nope"));
    assertTrue(e.getMessage().contains("no case matches --case 'nope'"), e.getMessage());
  }

  private static List<String> names(List<TestCase> cases) {
    return cases.stream().map(TestCase::name).toList();
  }
}
