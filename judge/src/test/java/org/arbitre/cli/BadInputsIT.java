package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every subcommand through a table of things a user gets wrong: each ends with exit code 2 and
 * one line on stderr that starts with "arbitre: ", names what is wrong, and is never an internal
 * error with a stack trace.
 */
@ExtendWith(PrivateCache.class)
class BadInputsIT {
  @TempDir static Path tmp;

  private static final String OTHELLO = Cli.ROOT.resolve("problems/othello").toString();
  private static final String MAIN = Cli.ROOT.resolve("problems/othello/Main.java").toString();

  /** A case: what the line must contain, then the arguments. */
  private record Case(String says, String... args) {}

  private static List<Case> cases() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("a-folder.c"));
    Path mem = tmp.resolve("mem.java");
    if (!Files.exists(mem, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      Files.createSymbolicLink(mem, Path.of("/proc/self/mem"));
    }
    Path broken = Files.createDirectories(tmp.resolve("broken-tests"));
    Files.writeString(broken.resolve("1.out"), "1\n");
    if (!Files.exists(broken.resolve("1.in"), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      Files.createSymbolicLink(broken.resolve("1.in"), tmp.resolve("nowhere"));
    }
    Path file = Files.writeString(tmp.resolve("a-file.txt"), "x");
    Path badYaml = Files.createDirectories(tmp.resolve("bad-yaml"));
    Files.writeString(badYaml.resolve("problem.yaml"), "timeLimit: 1s\nmemoryLimit: 16m\ntimelimit: 2s\n");
    Files.writeString(badYaml.resolve("Main.java"), "public class Main {}");
    Path noInteractor = Files.createDirectories(tmp.resolve("no-interactor"));
    Files.writeString(noInteractor.resolve("problem.yaml"), "timeLimit: 1s\nmemoryLimit: 16m\ntype: interactive\n");
    Path badType = Files.createDirectories(tmp.resolve("bad-type"));
    Files.writeString(badType.resolve("problem.yaml"), "timeLimit: 1s\nmemoryLimit: 16m\ntype: interractive\n");
    Path lostInteractor = Files.createDirectories(tmp.resolve("lost-interactor"));
    Files.writeString(lostInteractor.resolve("problem.yaml"),
        "timeLimit: 1s\nmemoryLimit: 16m\ntype: interactive\ninteractor: nowhere.cpp\n");
    String guessTests = Cli.ROOT.resolve("tests/guess").toString();
    Path badVersion = kattis(tmp.resolve("bad-version"), "problem_format_version: 2019-01\n");
    Path badLimit = kattis(tmp.resolve("bad-limit"), "problem_format_version: 2025-09\nlimits:\n  time_limit: -1\n");
    Path badVerdict = kattis(tmp.resolve("bad-verdict"), "problem_format_version: 2025-09\n");
    Files.createDirectories(badVerdict.resolve("submissions/accepted"));
    Files.writeString(badVerdict.resolve("submissions/accepted/a.py"), "print(1)\n");
    Files.writeString(badVerdict.resolve("submissions/submissions.yaml"), "accepted:\n  permitted: [OK]\n");
    Path openings = Files.writeString(tmp.resolve("openings.txt"), "10 10 10 10\n");
    String out = tmp.resolve("t-out").toString();
    Path record = Files.writeString(tmp.resolve("game.json"), "{\"game\": \"mnk\", \"width\": 3, \"height\": 3, \"k\": 3,"
        + " \"moves\": [], \"result\": {\"code\": \"F0N\", \"winner\": 0, \"reason\": \"N\", \"words\": \"draw\"}}");
    Path notJson = Files.writeString(tmp.resolve("not-json.json"), "{\n");
    Path chess = Files.writeString(tmp.resolve("chess.json"), "{\"game\": \"chess\"}");
    Path unreadableAnswer = Files.createDirectories(tmp.resolve("unreadable-answer"));
    Files.writeString(unreadableAnswer.resolve("1.in"), "1\n");
    if (!Files.exists(unreadableAnswer.resolve("1.out"), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      Files.createSymbolicLink(unreadableAnswer.resolve("1.out"), Path.of("/proc/self/mem"));
    }
    Path lonely = Files.createDirectories(tmp.resolve("lonely")).resolve("a.py");
    Files.writeString(lonely, "print(1)\n");
    return List.of(
        new Case("no problem folder", "judge", "no-such-problem"),
        new Case("is a broken link", "judge", OTHELLO, "--tests", broken.toString()),
        new Case("cannot read the file", "judge", OTHELLO, "--solution", mem.toString()),
        new Case("is a directory", "judge", OTHELLO, "--solution", dir.toString()),
        new Case("is a directory", "judge", OTHELLO, "--junit", tmp.toString()),
        new Case("JUnit report", "judge", OTHELLO, "--junit", file.resolve("r.xml").toString()),
        new Case("must be positive", "judge", OTHELLO, "--time-limit", "0"),
        new Case("must be positive", "judge", OTHELLO, "--time-limit", "-5s"),
        new Case("cannot read the time limit", "judge", OTHELLO, "--time-limit", "fast"),
        new Case("targets releases 8 to", "judge", OTHELLO, "--java-release", "99"),
        new Case("did you mean --time-limit", "judge", OTHELLO, "--time-limt", "1s"),
        new Case("unknown key 'timelimit'", "judge", badYaml.toString()),
        new Case("unknown checker", "judge", OTHELLO, "--checker", "nope"),
        new Case("needs interactor: FILE", "judge", noInteractor.toString(), "--solution", MAIN),
        new Case("unknown type 'interractive'", "judge", badType.toString(), "--solution", MAIN),
        new Case("nowhere.cpp", "judge", lostInteractor.toString(), "--tests", guessTests, "--solution", MAIN),
        new Case("no package folder", "verify", tmp.resolve("nowhere").toString()),
        new Case("not a Kattis problem package", "verify", dir.toString()),
        new Case("unknown problem_format_version '2019-01'", "verify", badVersion.toString()),
        new Case("time_limit must be a positive number", "verify", badLimit.toString()),
        new Case("unknown verdict 'OK'", "verify", badVerdict.toString()),
        new Case("states no time limit", "judge", badVerdict.toString()),
        new Case("--jobs must be at least 1", "judge", OTHELLO, "--jobs", "0"),
        new Case("--jobs", "judge", OTHELLO, "--jobs", "many"),
        new Case("cannot read the file", "run", mem.toString()),
        new Case("is a directory", "run", dir.toString()),
        new Case("no such input file", "run", MAIN, "--input", tmp.resolve("none.in").toString()),
        new Case("is a directory", "run", MAIN, "--input", dir.toString()),
        new Case("unknown language", "run", file.toString()),
        new Case("heap a JVM needs", "run", MAIN, "--memory-limit", "1k"),
        new Case("unknown game 'chess'", "match", "chess", "random", "random"),
        new Case("no such bot file", "match", "mnk", "random", "nothere"),
        new Case("is a directory", "match", "mnk", "random", dir.toString()),
        new Case("is a directory", "match", "mnk", "random", "random", "--record", tmp.toString()),
        new Case("bad board", "match", "mnk", "random", "random", "--board", "0x0"),
        new Case("--games must be at least 1", "match", "mnk", "random", "random", "--games", "0"),
        new Case("must be positive", "match", "mnk", "random", "random", "--time-per-move", "0"),
        new Case("five in a row", "match", "mnk", "pbrain:" + MAIN, "random"),
        new Case("memory limit must be positive", "match", "mnk", "random", "random", "--memory-limit", "0"),
        new Case("BOT", "tournament", "mnk", "random", "--out", out),
        new Case("illegal", "tournament", "mnk", "random", "random", "--openings", openings.toString(), "--out", out),
        new Case("not found", "tournament", "mnk", "random", "random", "--openings", "none.txt", "--out", out),
        new Case("shard 5/2", "tournament", "mnk", "random", "random", "--shard", "5/2", "--out", out),
        new Case("write I/N", "tournament", "mnk", "random", "random", "--shard", "x", "--out", out),
        new Case("sprt", "tournament", "mnk", "random", "random", "--sprt", "elo0=x", "--out", out),
        new Case("--max-moves", "tournament", "mnk", "random", "random", "--max-moves", "-1", "--out", out),
        new Case("no human", "tournament", "mnk", "random", "human", "--out", out),
        new Case("no tournament in", "tournament-merge", tmp.resolve("m").toString(), dir.toString()),
        new Case("--ref", "stress", MAIN, "--gen", MAIN),
        new Case("no such file", "stress", "nothere.py", "--ref", MAIN, "--gen", MAIN),
        new Case("--runs must be at least 1", "stress", MAIN, "--ref", MAIN, "--gen", MAIN, "--runs", "0"),
        new Case("option '--time-budget': the time limit must be positive", "stress", MAIN, "--ref", MAIN, "--gen", MAIN, "--time-budget", "0"),
        new Case("not a folder", "stress", MAIN, "--ref", MAIN, "--gen", MAIN, "--save", file.toString()),
        new Case("no problem folder", "stress", MAIN, "--ref", MAIN, "--gen", MAIN, "--problem", "nope"),
        new Case("no such file", "check", tmp.resolve("None.java").toString()),
        new Case("is a directory", "check", dir.toString()),
        new Case("one Java file", "check", file.toString()),
        new Case("at most 225", "solve", "mnk", "--board", "16x16", "--k", "5"),
        new Case("unknown method", "solve", "mnk", "--board", "3", "--k", "3", "--method", "x"),
        new Case("solve needs a GAME", "solve"),
        new Case("not a proof file", "solve", "--check", file.toString()),
        new Case("no proof file", "solve", "--check", tmp.resolve("none.proof").toString()),
        new Case("truncated or not a table file", "solve", "tictactoe", "--table", file.toString()),
        new Case("its folder does not exist", "solve", "tictactoe", "--proof", tmp.resolve("none/p").toString()),
        new Case("no test cases beside", "test", lonely.toString()),
        new Case("no such file", "test", tmp.resolve("none.py").toString(), tmp.toString()),
        new Case("cannot read the test answer", "test", "sh -c 'cat'", unreadableAnswer.toString()),
        new Case("no tests folder", "test", MAIN, tmp.resolve("none").toString()),
        new Case("no case matches --case 'nope'", "test", MAIN, Cli.ROOT.resolve("tests/othello").toString(), "--case", "nope"),
        new Case("no case matches", "judge", OTHELLO, "--case", "ex99"),
        new Case("--keep", "judge", OTHELLO, "--keep", file.toString()),
        new Case("must be positive", "test", MAIN, "--time-limit", "0"),
        new Case("give --time-limit and --memory-limit", "judge", dir.toString()),
        new Case("bot command not found: pypy9", "match", "mnk", "random", "pypy9 bot.py"),
        new Case("did you mean judge", "jugde"),
        new Case("no such record", "replay", tmp.resolve("none.json").toString()),
        new Case("is a directory", "replay", dir.toString()),
        new Case("is not JSON (line 2", "replay", notJson.toString()),
        new Case("is not a game record", "replay", chess.toString()),
        new Case("--at 5 is out of range", "replay", record.toString(), "--at", "5"),
        new Case("--bot needs --at N", "replay", record.toString(), "--bot", "random"),
        new Case("no such bot file", "replay", record.toString(), "--at", "0", "--bot", "nothere.py"),
        new Case("--feed is opening or moves", "replay", record.toString(), "--at", "0", "--bot", "random", "--feed", "x"),
        new Case("did you mean --at", "replay", record.toString(), "--att", "1"));
  }

  /** A small Kattis package: this problem.yaml, one secret case. */
  private static Path kattis(Path dir, String problemYaml) throws Exception {
    Files.createDirectories(dir.resolve("data/secret"));
    Files.writeString(dir.resolve("problem.yaml"), problemYaml);
    Files.writeString(dir.resolve("data/secret/1.in"), "1\n");
    Files.writeString(dir.resolve("data/secret/1.ans"), "1\n");
    return dir;
  }

  @TestFactory
  Stream<DynamicTest> eachIsOneClearLineAndExitCodeTwo() throws Exception {
    List<DynamicTest> tests = new ArrayList<>();
    for (Case c : cases()) {
      tests.add(DynamicTest.dynamicTest(String.join(" ", c.args()), () -> {
        Cli.Result r = Cli.run(c.args());
        String err = r.err().strip();
        assertEquals(2, r.code(), err + r.out());
        assertFalse(err.contains("internal error") || err.contains("\tat "), err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("arbitre: "), err);
        assertTrue(err.toLowerCase().contains(c.says().toLowerCase()), "expected '" + c.says() + "' in: " + err);
      }));
    }
    tests.add(DynamicTest.dynamicTest("no command at all", () -> {
      Cli.Result r = Cli.run();
      assertEquals(2, r.code());
      assertTrue(r.err().contains("Usage: arbitre"), r.err());
    }));
    return tests.stream();
  }
}
