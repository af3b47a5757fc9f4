package org.arbitre.cli;

import static org.arbitre.cli.Packages.assertSays;
import static org.arbitre.cli.Packages.verify;
import static org.arbitre.cli.Packages.verifyCopy;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify} on a package whose only input validator is a checktestdata grammar
 * (judge/src/test/resources/kattis/ctd-sum): the grammar is read and checks each input.
 */
@ExtendWith(PrivateCache.class)
class CtdPackageIT {
  private static final Path PACKAGE = Cli.ROOT.resolve("judge/src/test/resources/kattis/ctd-sum");

  @TempDir
  Path tmp;

  @Test
  void anInputTheGrammarRejectsFailsVerifyWithWhereItDeparts() {
    Cli.Result r = verify(PACKAGE, 1);
    // "2\n5  7\n": the second space of line 2 is where an integer was expected
    assertSays(r, "input validator sum.ctd rejects secret/02-two-spaces: exit code 43 (line 2, column 3: "
        + "expected an integer for INT(-1000, 1000), found a space)", "input validator sum.ctd: 2/3 inputs valid");
    // "2\n4 4\n" follows the grammar's layout, and fails its ASSERT(UNIQUE(x))
    assertSays(r, "invalid inputs: 1/1 rejected");
    assertTrue(!r.out().contains("not supported here"), r.out());
  }

  @Test
  void withoutTheBadInputThePackageIsAsItSays() {
    Cli.Result r = verifyCopy(tmp, PACKAGE, 0, copy -> {
      Files.delete(copy.resolve("data/secret/02-two-spaces.in"));
      Files.delete(copy.resolve("data/secret/02-two-spaces.ans"));
    });
    assertSays(r, "input validator sum.ctd: 2/2 inputs valid", "verdict: the package is as it says");
  }

  @Test
  void aGrammarThatDoesNotParseIsASurprise() {
    Cli.Result r = verifyCopy(tmp, PACKAGE, 1, copy -> Files.writeString(copy.resolve("input_validators/sum.ctd"),
        "INT(1, 100, n) NEWLINE\nREP(n, SPACE) INT(0, 9)\n"));
    assertSays(r, "input validator sum.ctd does not parse: line 3, column 1: expected END");
  }
}
