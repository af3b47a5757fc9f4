package org.arbitre.cli;

import static org.arbitre.cli.Packages.assertSays;
import static org.arbitre.cli.Packages.verify;
import static org.arbitre.cli.Packages.verifyCopy;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.file.PathUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Kattis case's {@code args} and {@code NAME.files/} (judge/src/test/resources/kattis/case-files):
 * the submission reads {@code numbers.txt} from its working folder and multiplies their sum by the
 * K of its arguments {@code times K}; the input validator gets {@code --max 5} then the case's
 * arguments, and the same file. Secret case 01 says {@code times 2} in its own {@code 01.yaml}, the
 * others {@code times 1} from {@code test_group.yaml}: sums 9, 6 and 10 give 9, 12 and 10.
 */
@ExtendWith(PrivateCache.class)
class CaseFilesIT {
  private static final Path PACKAGE = Cli.ROOT.resolve("judge/src/test/resources/kattis/case-files");

  @TempDir
  Path tmp;

  @Test
  void theSubmissionAndTheInputValidatorGetTheCasesArgumentsAndFiles() {
    Cli.Result r = verify(PACKAGE, 0);
    assertSays(r, "input validator count.py: 3/3 inputs valid");
    assertTrue(r.out().matches("(?s).*accepted/times\\.py +only AC +AC 3 .*"), r.out());
    // without the factor: 6 for secret/01 (WA), 9 and 10 elsewhere (AC)
    assertTrue(r.out().matches("(?s).*wrong_answer/no-args\\.py +only AC/WA, some WA +AC 2, WA 1 .*"), r.out());
  }

  @Test
  void judgeGivesThemToo() {
    Cli.Result r = Cli.run("judge", PACKAGE.toString());
    assertEquals(0, r.code(), r.out() + r.err());
  }

  @Test
  void aCaseWithoutItsFilesIsRejectedByTheInputValidator() {
    Cli.Result r = verifyCopy(tmp, PACKAGE, 1, p -> PathUtils.deleteDirectory(p.resolve("data/secret/02.files")));
    assertSays(r, "input validator count.py rejects secret/02: exit code 43 (no numbers.txt in the working folder)");
  }

  @Test
  void argsThatAreNoSequenceAreOneLine() {
    Cli.Result r = verifyCopy(tmp, PACKAGE, 2,
        p -> Files.writeString(p.resolve("data/secret/01.yaml"), "args: {times: 2}\n"));
    assertTrue(r.err().strip().endsWith("01.yaml: args must be a sequence of strings"), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
  }
}
