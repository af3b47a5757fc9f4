package org.arbitre.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProblemDescriptorTest {
  @TempDir Path dir;

  private ProblemDescriptor read(String yaml) throws Exception {
    return ProblemDescriptor.read(Files.writeString(dir.resolve("problem.yaml"), yaml));
  }

  @Test
  void readsTheFields() throws Exception {
    ProblemDescriptor d = read("# comment\ntitle: \"Othello: most discs\"\ntimeLimit: 1500ms\nmemoryLimit: 16m\n"
        + "checker: float:1e-6\ntests: data/x\n");
    assertEquals(new ProblemDescriptor("Othello: most discs", "1500ms", "16m", "float:1e-6", "data/x"), d);
    assertEquals(Duration.ofMillis(1500), d.time());
    assertEquals(16L << 20, d.memoryBytes());
  }

  @Test
  void anInteractiveProblemNamesItsInteractor() throws Exception {
    ProblemDescriptor d = read("timeLimit: 1s\nmemoryLimit: 16m\ntype: interactive\ninteractor: kattis:v.py\n");
    assertEquals("kattis:v.py", d.interactor());
    assertTrue(assertThrows(UserError.class, () -> read("timeLimit: 1s\nmemoryLimit: 16m\ntype: interactive\n"))
        .getMessage().endsWith("type: interactive needs interactor: FILE"));
    assertTrue(assertThrows(UserError.class, () -> read("timeLimit: 1s\nmemoryLimit: 16m\ninteractor: i.py\n"))
        .getMessage().endsWith("interactor: is only for type: interactive"));
    assertTrue(assertThrows(UserError.class, () -> read("timeLimit: 1s\nmemoryLimit: 16m\ntype: batsh\n"))
        .getMessage().contains("unknown type 'batsh'"));
  }

  @Test
  void anUnknownKeyIsAnErrorWithItsLine() {
    UserError typo = assertThrows(UserError.class, () -> read("title: x\ntimelimit: 1s\nmemoryLimit: 16m\n"));
    assertEquals(dir.resolve("problem.yaml") + ":2: unknown key 'timelimit' (known: title, timeLimit, memoryLimit,"
        + " checker, tests, type, interactor, validator)", typo.getMessage());
    UserError nested = assertThrows(UserError.class, () -> read("timeLimit: 1s\nmemoryLimit:\n  heap: 16m\n"));
    assertTrue(nested.getMessage().startsWith(dir.resolve("problem.yaml") + ":2: 'memoryLimit' takes one value"),
        nested.getMessage());
  }

  @Test
  void checkerDefaultsToTokens() throws Exception {
    assertEquals("tokens", read("timeLimit: 1s\nmemoryLimit: 16m\n").checkerOrDefault());
  }

  @Test
  void missingLimitsOrBrokenYamlAreOneLine() {
    UserError missing = assertThrows(UserError.class, () -> read("title: x\ntimeLimit: 1s\n"));
    assertTrue(missing.getMessage().endsWith("timeLimit and memoryLimit are required (e.g. timeLimit: 1s, memoryLimit: 16m)"));
    assertThrows(UserError.class, () -> read("- a\n- b\n"));
    UserError broken = assertThrows(UserError.class, () -> read("timeLimit: [1s\nmemoryLimit: 16m\n"));
    assertTrue(!broken.getMessage().contains("\n") && broken.getMessage().startsWith(dir.toString()), broken.getMessage());
    assertThrows(UserError.class, () -> ProblemDescriptor.read(dir.resolve("none.yaml")));
  }
}
