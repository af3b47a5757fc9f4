package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --language ID}: a file whose ending names no language (or another one) runs as the
 * language named; an id no language has is one usage line, exit code 2.
 */
@ExtendWith(PrivateCache.class)
class LanguageOptionIT {
  @TempDir Path dir;

  /** Python 3 that adds the two numbers of its input, in a file whose ending is no language's. */
  private Path sumAsText() throws Exception {
    Files.writeString(dir.resolve("1.in"), "1 2\n");
    Files.writeString(dir.resolve("1.out"), "3\n");
    Files.writeString(dir.resolve("2.in"), "40 2\n");
    Files.writeString(dir.resolve("2.out"), "42\n");
    return Files.writeString(dir.resolve("sum.txt"), "a, b = map(int, input().split())\nprint(a + b)\n");
  }

  @Test
  void aTextFileTestedAsPython() throws Exception {
    Path sol = sumAsText();
    Cli.Result r = Cli.run("test", sol.toString(), "--language", "python", "--json");
    assertEquals(0, r.code(), r.out() + r.err());
    assertEquals("AC", r.json().get("verdict").asText());
    assertEquals(2, r.json().get("tests").size());

    Cli.Result guessed = Cli.run("test", sol.toString());
    assertEquals(2, guessed.code(), "without --language the ending names no language: " + guessed.err());
    assertTrue(guessed.err().contains("unknown language for"), guessed.err());
  }

  @Test
  void anAliasNamesTheSameLanguage() throws Exception {
    Path sol = sumAsText();
    Cli.Result r = Cli.run("run", sol.toString(), "--language", "Python3", "--input", dir.resolve("2.in").toString());
    assertEquals(0, r.code(), r.err());
    assertEquals("42\n", r.out());
  }

  @Test
  void anUnknownIdIsOneUsageLine() throws Exception {
    Path sol = sumAsText();
    for (String command : new String[] {"test", "run"}) {
      Cli.Result r = Cli.run(command, sol.toString(), "--language", "cobol");
      assertEquals(2, r.code(), command + ": " + r.err());
      assertEquals(1, r.err().strip().lines().count(), r.err());
      assertTrue(r.err().startsWith("arbitre: unknown language cobol (known: java, c, cpp, python, pascal"), r.err());
      assertTrue(r.err().strip().endsWith("pypy3, haskell)"), r.err());
    }
    Cli.Result stress = Cli.run("stress", sol.toString(), "--ref", sol.toString(), "--gen", sol.toString(),
        "--language", "cmd");
    assertEquals(2, stress.code(), stress.err());
    assertTrue(stress.err().startsWith("arbitre: unknown language cmd (known: "), stress.err());
  }
}
