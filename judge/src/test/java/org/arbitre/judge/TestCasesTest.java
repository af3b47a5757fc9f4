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
}
