package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.file.PathUtils;
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
    Cli.Result r = Cli.run("verify", SHELL.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("input validator validate.sh: 3/3 inputs valid"), r.out());
    // "101 1" (over 100) and "1" (one number)
    assertTrue(r.out().contains("invalid inputs: 2/2 rejected"), r.out());
    assertTrue(r.out().contains("answer validator answer.js: 3/3 answers valid"), r.out());
    assertFalse(r.out().contains("skipped"), r.out());
  }

  @Test
  void anInvalidInputTheBashValidatorAcceptsIsASurprise() throws Exception {
    Path p = tmp.resolve("shell-validator");
    PathUtils.copyDirectory(SHELL, p);
    Files.writeString(p.resolve("data/invalid_input/fine.in"), "5 6\n");
    Files.writeString(p.resolve("data/secret/03.in"), "5 600\n");
    Files.writeString(p.resolve("data/secret/03.ans"), "605\n");
    Cli.Result r = Cli.run("verify", p.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("input validator validate.sh rejects secret/03: exit code 43 (600 is over 100)"), r.out());
    assertTrue(r.out().contains("invalid inputs: 2/3 rejected"), r.out());
    // 605 is over 200
    assertTrue(r.out().contains("answer validator answer.js rejects secret/03.ans: exit code 43"), r.out());
  }

  @Test
  void aValidatorOfNoKnownLanguageIsSkippedWithALine() {
    Cli.Result r = Cli.run("verify", SKIPPED.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("skipped input validator bounds.awk (unknown language (known: "), r.out());
    assertTrue(r.out().contains("no input validator that runs here (each was skipped)"), r.out());
  }

  @Test
  void theOthersRunBesideASkippedOne() throws Exception {
    Path p = tmp.resolve("shell-validator");
    PathUtils.copyDirectory(SHELL, p);
    Files.copy(SKIPPED.resolve("input_validators/bounds.awk"), p.resolve("input_validators/bounds.awk"));
    Files.writeString(p.resolve("answer_validators/answer.scala"), "object Answer\n");
    Files.writeString(p.resolve("input_validators/README.md"), "validate.sh checks the bounds\n");
    Cli.Result r = Cli.run("verify", p.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("skipped input validator bounds.awk (unknown language"), r.out());
    assertTrue(r.out().contains("input validator validate.sh: 3/3 inputs valid"), r.out());
    assertTrue(r.out().contains("skipped answer validator answer.scala (unknown language (Scala is not offered"), r.out());
    assertTrue(r.out().contains("answer validator answer.js: 3/3 answers valid"), r.out());
    assertFalse(r.out().contains("README"), r.out()); // not a program: the tools of the field pass it over
  }
}
