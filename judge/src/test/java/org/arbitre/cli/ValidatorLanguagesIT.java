package org.arbitre.cli;

import static org.arbitre.cli.Packages.assertSays;
import static org.arbitre.cli.Packages.verify;
import static org.arbitre.cli.Packages.verifyCopy;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A validator of a Kattis package is a program in any language arbitre knows, as a submission is
 * (docs/packages.md, Kattis packages): judge/src/test/resources/kattis/shell-validator checks its
 * inputs with a Bash script and its answers with a JavaScript one; a validator that cannot run here
 * (kattis/skipped-validator: an awk script) is named on a {@code skipped} line, never passed over.
 * The counts were worked out by hand from the files.
 */
@ExtendWith(PrivateCache.class)
class ValidatorLanguagesIT {
  private static final Path SHELL = Cli.ROOT.resolve("judge/src/test/resources/kattis/shell-validator");
  private static final Path SKIPPED = Cli.ROOT.resolve("judge/src/test/resources/kattis/skipped-validator");

  @TempDir
  Path tmp;

  @Test
  void aBashInputValidatorRunsAndRejectsTheInvalidInputs() {
    Cli.Result r = verify(SHELL, 0);
    // "101 1" (over 100) and "1" (one number)
    assertSays(r, "input validator validate.sh: 3/3 inputs valid", "invalid inputs: 2/2 rejected",
        "answer validator answer.js: 3/3 answers valid");
    assertFalse(r.out().contains("skipped"), r.out());
  }

  @Test
  void anInvalidInputTheBashValidatorAcceptsIsASurprise() {
    Cli.Result r = verifyCopy(tmp, SHELL, 1, p -> {
      Files.writeString(p.resolve("data/invalid_input/fine.in"), "5 6\n");
      Files.writeString(p.resolve("data/secret/03.in"), "5 600\n");
      Files.writeString(p.resolve("data/secret/03.ans"), "605\n");
    });
    assertSays(r, "input validator validate.sh rejects secret/03: exit code 43 (600 is over 100)",
        "invalid inputs: 2/3 rejected",
        "answer validator answer.js rejects secret/03.ans: exit code 43"); // 605 is over 200
  }

  @Test
  void aValidatorOfNoKnownLanguageIsSkippedWithALine() {
    Cli.Result r = verify(SKIPPED, 1);
    assertSays(r, "skipped input validator bounds.awk (unknown language (known: ",
        "no input validator that runs here (each was skipped)");
  }

  @Test
  void theOthersRunBesideASkippedOne() {
    Cli.Result r = verifyCopy(tmp, SHELL, 0, p -> {
      Files.copy(SKIPPED.resolve("input_validators/bounds.awk"), p.resolve("input_validators/bounds.awk"));
      Files.writeString(p.resolve("answer_validators/answer.scala"), "object Answer\n");
      Files.writeString(p.resolve("input_validators/README.md"), "validate.sh checks the bounds\n");
    });
    assertSays(r, "skipped input validator bounds.awk (unknown language", "input validator validate.sh: 3/3 inputs valid",
        "skipped answer validator answer.scala (unknown language (Scala is not offered",
        "answer validator answer.js: 3/3 answers valid");
    assertFalse(r.out().contains("README"), r.out()); // not a program: the tools of the field pass it over
  }
}
