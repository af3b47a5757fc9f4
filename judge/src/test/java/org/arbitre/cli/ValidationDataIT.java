package org.arbitre.cli;

import static org.arbitre.cli.Packages.assertSays;
import static org.arbitre.cli.Packages.verify;
import static org.arbitre.cli.Packages.verifyCopy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.file.PathUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify} holds the validators to the data made to test them
 * (judge/src/test/resources/kattis/validation-data: a sum of two numbers from 0 to 100): the
 * answer validator on every {@code .ans}, {@code data/invalid_answer/}, {@code invalid_output/}
 * and {@code valid_output/}, with a case's own {@code NAME.yaml}. The verdicts were worked out by
 * hand from the files.
 */
@ExtendWith(PrivateCache.class)
class ValidationDataIT {
  private static final Path PACKAGE = Cli.ROOT.resolve("judge/src/test/resources/kattis/validation-data");

  @TempDir
  Path tmp;

  private static void write(Path dir, String name, String in, String ans, String out) throws java.io.IOException {
    Files.writeString(dir.resolve(name + ".in"), in);
    Files.writeString(dir.resolve(name + ".ans"), ans);
    if (out != null) {
      Files.writeString(dir.resolve(name + ".out"), out);
    }
  }

  /**
   * {@link Packages#verifyCopy} of the package changed by {@code change}, without its wrong
   * submission: what these tests read is the validators' lines about the data, which the accepted
   * submission alone (it sets the time limit) leaves as they are.
   */
  private Cli.Result verifyData(int code, Packages.Change change) {
    return verifyCopy(tmp, PACKAGE, code, p -> {
      PathUtils.deleteDirectory(p.resolve("submissions/wrong_answer"));
      change.apply(p);
    });
  }

  @Test
  void everyFolderIsAsItSays() {
    Cli.Result r = verify(PACKAGE, 0);
    assertSays(r, "answer validator single.py: 3/3 answers valid",
        "invalid answers: 2/2 rejected", // "-3" and " 3" break the answer's format
        "invalid outputs: 2/2 rejected", // "4" for 3; "3.4" for 3 with float_tolerance 0.1 from the case's own .yaml
        "valid outputs: 2/2 accepted", // "  3  " for 3 (spaces are free); "3.2" for 3 with float_tolerance 0.5
        "sample outputs: 1/1 accepted", // the sample's "3  " (what a statement shows) for 3
        "verdict: the package is as it says");
  }

  @Test
  void eachCaseThatDisagreesIsOneLine() {
    Cli.Result r = verifyData(1, p -> {
      Path data = p.resolve("data");
      write(data.resolve("valid_output"), "wrong", "1 2\n", "3\n", "4\n");
      write(data.resolve("invalid_output"), "right", "1 2\n", "3\n", "3\n");
      write(data.resolve("invalid_answer"), "fine", "1 2\n", "3\n", null);
      write(data.resolve("invalid_answer"), "bad-input", "1 200\n", "201\n", null);
      Files.delete(data.resolve("valid_output/within-tolerance.yaml")); // "3.2" for 3, compared as words
      Files.writeString(data.resolve("sample/1.out"), "3.0\n"); // no tolerance: "3.0" is not the word "3"
    });
    assertSays(r, "data/valid_output/wrong: the output validator rejects its .out, a valid output",
        "data/valid_output/within-tolerance: the output validator rejects its .out, a valid output",
        "data/invalid_output/right: the output validator accepts its .out, an invalid output",
        "data/invalid_answer/fine: every answer validator accepts its .ans, an invalid answer",
        "data/invalid_answer/bad-input: its input is not valid (input validator pair.py: exit code 43 (200 is over 100))",
        "invalid answers: 2/4 rejected",
        "invalid outputs: 2/3 rejected",
        "valid outputs: 1/3 accepted",
        "sample/1.out: the output validator rejects its .out, a valid output",
        "sample outputs: 0/1 accepted");
  }

  @Test
  void anAnswerTheAnswerValidatorRejectsIsASurprise() {
    Cli.Result r = verifyData(1, p -> Files.writeString(p.resolve("data/secret/02.ans"), "00\n"));
    assertSays(r, "answer validator single.py rejects secret/02.ans: exit code 43 "
        + "(not one integer from 0 to 200 on a line: '00\\n')", "answer validator single.py: 2/3 answers valid");
  }

  @Test
  void withoutAnswerValidatorsTheCustomOutputValidatorJudgesAnswersStrictly() {
    Cli.Result r = verifyData(1, p -> {
      PathUtils.deleteDirectory(p.resolve("answer_validators"));
      Path v = Files.createDirectories(p.resolve("output_validator"));
      // the output must be the answer's number; with space_change_sensitive, one integer alone on its line
      Files.writeString(v.resolve("check.py"), String.join("\n",
          "import re",
          "import sys",
          "out = sys.stdin.read()",
          "ans = open(sys.argv[2]).read()",
          "if 'space_change_sensitive' in sys.argv[4:] and not re.fullmatch(r'-?(0|[1-9][0-9]*)\\n', out):",
          "    sys.exit(43)",
          "try:",
          "    sys.exit(42 if int(out) == int(ans) else 43)",
          "except ValueError:",
          "    sys.exit(43)",
          ""));
      Files.delete(p.resolve("data/valid_output/within-tolerance.in")); // "3.2" is no integer for this validator
      Files.delete(p.resolve("data/invalid_output/outside-tolerance.in"));
    });
    // the answer is read against itself, so only the strict format check can reject it: " 3" fails
    // it, "-3" passes it
    assertSays(r, "data/invalid_answer/negative: the output validator accepts its .ans as output, an invalid answer",
        "invalid answers: 1/2 rejected", "invalid outputs: 1/1 rejected", "valid outputs: 1/1 accepted");
  }

  @Test
  void anInteractiveProblemsOutputsAreNotChecked() {
    Cli.Result r = verifyCopy(tmp, Cli.ROOT.resolve("judge/src/test/resources/kattis/guess"), 0, p -> {
      // what is checked is the data; the submission that deadlocks until the wall limit is not
      PathUtils.delete(p.resolve("submissions/time_limit_exceeded"));
      write(Files.createDirectories(p.resolve("data/invalid_output")), "any", "5\n", "5\n", "6\n");
    });
    assertSays(r, "skipped data/invalid_output/: the problem is interactive");
  }
}
