package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    Cli.Result r = Cli.run(args);
    out.write(r.out());
    err.write(r.err());
    return r.code();
  }

  @Test
  void ticTacToeIsADrawOverThePublishedReachablePositions() {
    assertEquals(0, run("solve", "tictactoe"));
    String text = out.toString();
    assertTrue(text.startsWith("mnk 3x3 k=3: draw\n"), text);
    assertTrue(text.contains("best first move: "), text);
    assertTrue(text.contains("positions examined: 5478 (attractor)"), text);
    assertTrue(text.matches("(?s).*time: \\d+ ms\n"), text);
  }

  /**
   * Tic-tac-toe theory: after a corner, the centre is the second player's only move that does
   * not lose; from the edge opening the game is a draw.
   */
  @Test
  void movesSolveThePositionAfterThem() throws Exception {
    for (String method : List.of("attractor", "search")) {
      for (int x = 1; x <= 3; x++) {
        for (int y = 1; y <= 3; y++) {
          if (x == 1 && y == 1) {
            continue;
          }
          out.getBuffer().setLength(0);
          assertEquals(0, run("solve", "tictactoe", "--moves", "1 1, " + x + " " + y, "--method", method, "--json"));
          JsonNode o = new ObjectMapper().readTree(out.toString());
          assertEquals(x == 2 && y == 2 ? "draw" : "first-player-win", o.get("value").asText(), method + " " + o);
          assertEquals("1 1 " + x + " " + y, o.get("moves").asText());
          assertEquals(1, o.get("toMove").asInt());
        }
      }
    }
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "tictactoe", "--moves", "2 1"));
    assertTrue(out.toString().startsWith("mnk 3x3 k=3 after 2 1: draw\nbest move of player 2: "), out.toString());
  }

  @Test
  void winsAnswersOneQuestion() throws Exception {
    for (String method : List.of("search", "attractor")) {
      out.getBuffer().setLength(0);
      assertEquals(0, run("solve", "tictactoe", "--moves", "1 1 2 1", "--wins", "1", "--method", method));
      assertTrue(out.toString().startsWith("mnk 3x3 k=3 after 1 1 2 1: player 1 forces a win\nwinning move: "),
          out.toString());
      out.getBuffer().setLength(0);
      assertEquals(0, run("solve", "tictactoe", "--moves", "1 1 2 1", "--wins", "2", "--method", method));
      assertTrue(out.toString().startsWith("mnk 3x3 k=3 after 1 1 2 1: player 2 does not force a win\npositions"),
          out.toString());
    }
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "mnk", "--board", "6x6", "--k", "5", "--wins", "1", "--json"));
    JsonNode o = new ObjectMapper().readTree(out.toString());
    assertEquals("player 1 wins", o.get("question").asText());
    assertEquals(false, o.get("wins").asBoolean(), o.toString());
    assertTrue(o.get("winningMove").isNull(), o.toString());
    assertEquals(2, run("solve", "--check", "x.proof", "--moves", "1 1"));
    assertTrue(err.toString().contains("arbitre: --check FILE takes no GAME, --board, --k, --moves, --wins,"), err.toString());
    assertEquals(2, run("solve", "--check", "x.proof", "--wins", "1"));
    assertEquals(2, run("solve", "tictactoe", "--wins", "0"));
    assertTrue(err.toString().contains("arbitre: --wins takes a player: 1 or 2, not 0"), err.toString());
  }

  /** A draw proof split by first moves: their tables gather in one file, which the empty board's run reads. */
  @Test
  void aTableSavedAfterMovesServesTheEmptyBoard(@TempDir Path dir) throws Exception {
    Path table = dir.resolve("554.table");
    assertEquals(0, run("solve", "mnk", "--board", "5x5", "--k", "4", "--moves", "3 3", "--wins", "1",
        "--table", table.toString()));
    assertTrue(out.toString().startsWith("mnk 5x5 k=4 after 3 3: player 1 does not force a win\n"), out.toString());
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "mnk", "--board", "5x5", "--k", "4", "--table", table.toString(), "--json"));
    JsonNode o = new ObjectMapper().readTree(out.toString());
    assertEquals("draw", o.get("value").asText(), o.toString());
    assertTrue(o.get("tableRead").asLong() > 0, o.toString());
  }

  /** A proof from a position names its moves; the checker replays them and proves the answer there. */
  @Test
  void aProofAfterMovesIsCheckedThere(@TempDir Path dir) throws Exception {
    Path proof = dir.resolve("775-44.proof.gz");
    assertEquals(0, run("solve", "mnk", "--board", "7x7", "--k", "5", "--moves", "4 4", "--wins", "1",
        "--proof", proof.toString()));
    assertTrue(out.toString().contains("proof: " + proof + " ("), out.toString());
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "--check", proof.toString()));
    assertTrue(out.toString().matches("proof ok: mnk 7x7 k=5 after 4 4: player 1 does not win \\(\\d+ nodes, \\d+ pairings\\)\n"),
        out.toString());
    Path drawn = dir.resolve("444-11.proof");
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "mnk", "--board", "4x4", "--k", "4", "--moves", "1 1", "--proof", drawn.toString()));
    assertTrue(Files.readString(drawn).contains("prove 2 no-win\n"), "no strategy stealing after a move");
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "--check", drawn.toString()));
    assertTrue(out.toString().startsWith("proof ok: mnk 4x4 k=4 after 1 1: draw ("), out.toString());
  }

  /**
   * (5,5,4) is a draw (the published m,n,k table): player 1 wins after none of its six first
   * moves up to symmetry, and the proofs of those six answers joined are the empty board's draw
   * proof, which the checker accepts; without one of them it is refused there.
   */
  @Test
  void firstMoveProofsJoinIntoTheEmptyBoardsProof(@TempDir Path dir) throws Exception {
    List<String> firsts = List.of("1 1", "1 2", "2 2", "1 3", "2 3", "3 3");
    List<String> args = new java.util.ArrayList<>(List.of("solve", "--join"));
    for (String m : firsts) {
      Path p = dir.resolve("first-" + m.replace(' ', '-') + ".proof.gz");
      assertEquals(0, run("solve", "mnk", "--board", "5x5", "--k", "4", "--moves", m, "--wins", "1",
          "--proof", p.toString()), err.toString());
      args.add(p.toString());
    }
    Path joined = dir.resolve("554.proof.gz");
    args.addAll(List.of("--proof", joined.toString()));
    out.getBuffer().setLength(0);
    assertEquals(0, run(args.toArray(new String[0])), err.toString());
    assertTrue(out.toString().startsWith("proof: " + joined + " (draw, joined from 6 files: "), out.toString());
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "--check", joined.toString()));
    assertTrue(out.toString().matches("proof ok: mnk 5x5 k=4 draw \\(\\d+ nodes, \\d+ pairings\\)\n"), out.toString());
    // the centre left out: the joined file is written, the checker finds the missing move
    List<String> five = new java.util.ArrayList<>(args);
    five.remove(dir.resolve("first-3-3.proof.gz").toString());
    out.getBuffer().setLength(0);
    assertEquals(0, run(five.toArray(new String[0])), err.toString());
    out.getBuffer().setLength(0);
    assertEquals(1, run("solve", "--check", joined.toString()));
    assertTrue(out.toString().startsWith("proof wrong: mnk 5x5 k=4 draw: (proving that the first player"
        + " does not win) at the empty board: the first player's move 3 3 is not answered"), out.toString());
  }

  /** (4,4,3) is a first-player win: the proof after the winning first move joins into the value's. */
  @Test
  void aWinningMovesProofJoinsIntoTheWin(@TempDir Path dir) throws Exception {
    Path after = dir.resolve("after.proof");
    assertEquals(0, run("solve", "mnk", "--board", "4x4", "--k", "3", "--moves", "2 2", "--wins", "1",
        "--proof", after.toString()));
    Path joined = dir.resolve("443.proof");
    assertEquals(0, run("solve", "--join", after.toString(), "--proof", joined.toString()));
    assertTrue(Files.readString(joined).startsWith("arbitre-proof 2 game=mnk board=4x4 k=3 value=first-player-win\n"
        + "prove 1 win\nP 5\n"), Files.readString(joined));
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "--check", joined.toString()));
    assertTrue(out.toString().startsWith("proof ok: mnk 4x4 k=3 first-player-win ("), out.toString());
    Path other = dir.resolve("other.proof");
    assertEquals(0, run("solve", "mnk", "--board", "4x4", "--k", "3", "--moves", "1 1", "--wins", "1",
        "--proof", other.toString()));
    out.getBuffer().setLength(0);
    assertUserError("player 1 proves claim 1:win and moves after the empty board: join one file (its one"
        + " move), not 2", "solve", "--join", after.toString(), other.toString(), "--proof", joined.toString());
    Path noWin = dir.resolve("nowin.proof");
    assertEquals(0, run("solve", "mnk", "--board", "4x4", "--k", "3", "--moves", "2 2", "--wins", "2",
        "--proof", noWin.toString()));
    out.getBuffer().setLength(0);
    assertUserError("proves claim 2:no-win", "solve", "--join", after.toString(), noWin.toString(),
        "--proof", joined.toString());
    Path whole = dir.resolve("whole.proof");
    assertEquals(0, run("solve", "mnk", "--board", "3x3", "--k", "3", "--proof", whole.toString()));
    out.getBuffer().setLength(0);
    assertUserError("is not the proof of a claim after moves", "solve", "--join", whole.toString(),
        "--proof", joined.toString());
    assertUserError("no proof file", "solve", "--join", dir.resolve("none").toString(), "--proof", joined.toString());
    Path noGame = dir.resolve("nogame.proof");
    Files.writeString(noGame, "arbitre-proof 2 moves=0 claim=1:no-win\nprove 1 no-win\nend nodes=0 pairings=0\n");
    assertUserError("its header has no game=", "solve", "--join", noGame.toString(), "--proof", joined.toString());
    Path badClaim = dir.resolve("badclaim.proof");
    Files.writeString(badClaim, "arbitre-proof 2 game=mnk board=3x3 k=3 moves= claim=x\nprove 1 no-win\n");
    assertUserError("its claim= is 1:win, 1:no-win, 2:win or 2:no-win", "solve", "--join", badClaim.toString(),
        "--proof", joined.toString());
    assertUserError("--join PROOF... needs --proof FILE", "solve", "--join", after.toString());
    assertUserError("--join PROOF... needs --proof FILE", "solve", "tictactoe", "--join", after.toString(),
        "--proof", joined.toString());
  }

  /** The worked example of docs/rules.md, section 2 (8 × 8, k = 3): its sixth push gives red, player 2, three in a column. */
  @Test
  void movesThatEndTheGameGiveItsValueAndNoMove() throws Exception {
    assertEquals(0, run("solve", "push", "--board", "8", "--k", "3", "--moves", "1H 1H 1H 3G 1B 4G", "--json"));
    JsonNode o = new ObjectMapper().readTree(out.toString());
    assertEquals("second-player-win", o.get("value").asText(), o.toString());
    assertTrue(o.get("bestMove").isNull(), o.toString());
  }

  @Test
  void badMovesAreOneLineAndExitTwo() {
    String[][] cases = {
        {"--moves", "1 1 1 1", "--moves: move 2 '1 1' is illegal in mnk 3x3 k=3: cell already occupied"},
        {"--moves", "1 1 2", "--moves: 3 tokens, not a whole number of mnk moves"},
        {"--moves", "4 1", "--moves: move 1 '4 1' is illegal in mnk 3x3 k=3"},
        {"--moves", "1 1 1 2 2 2 1 3 3 3 2 3", "--moves: the game is over after move 5 ('3 3'): no move can follow it"},
    };
    for (String[] c : cases) {
      err.getBuffer().setLength(0);
      String[] args = new String[c.length + 1];
      args[0] = "solve";
      args[1] = "tictactoe";
      System.arraycopy(c, 0, args, 2, c.length - 1);
      assertEquals(2, run(args), String.join(" ", c));
      assertTrue(err.toString().startsWith("arbitre: " + c[c.length - 1]), err.toString());
      assertEquals(1, err.toString().lines().count(), err.toString());
    }
    assertEquals("", out.toString());
  }

  @Test
  void jsonHasValueMovePositionsAndTime() throws Exception {
    assertEquals(0, run("solve", "mnk", "--board", "4x3", "--k", "3", "--method", "search", "--json"));
    JsonNode o = new ObjectMapper().readTree(out.toString());
    assertEquals("first-player-win", o.get("value").asText());
    assertTrue(o.get("bestMove").asText().matches("[1-4] [1-3]"), o.toString());
    assertTrue(o.get("positions").asLong() > 0, o.toString());
    assertTrue(o.get("ms").asLong() >= 0, o.toString());
    assertEquals("search", o.get("method").asText());
  }

  @Test
  void pushMovesAreInWireFormat() throws Exception {
    assertEquals(0, run("solve", "push", "--board", "3", "--k", "3", "--json"));
    JsonNode o = new ObjectMapper().readTree(out.toString());
    assertTrue(o.get("bestMove").asText().matches("[1-3][HBGD]"), o.toString());
    assertEquals("attractor", o.get("method").asText());
  }

  /**
   * The search past 32 cells: (6,6,5) is a draw — Hsu et al. (TCS 815, 2020) prove
   * (8,8,5) a draw, and a drawn board stays drawn when it shrinks.
   */
  @Test
  void sixBySixFiveInARowIsADraw() throws Exception {
    assertEquals(0, run("solve", "mnk", "--board", "6x6", "--k", "5", "--json"));
    JsonNode o = new ObjectMapper().readTree(out.toString());
    assertEquals("draw", o.get("value").asText(), o.toString());
    assertEquals("search", o.get("method").asText());
  }

  @Test
  void aSpentTimeBudgetLeavesTheValueUnknownWithExitOne() {
    assertEquals(1, run("solve", "mnk", "--board", "15x15", "--k", "5", "--time-budget", "300ms"));
    assertEquals("", out.toString());
    assertTrue(err.toString().contains("the time budget of 300 ms is spent after"), err.toString());
    assertTrue(err.toString().contains("the value is unknown"), err.toString());
  }

  @Test
  void aProofWrittenBySolveIsCheckedBySolveCheck(@TempDir Path dir) throws Exception {
    Path proof = dir.resolve("544.proof");
    assertEquals(0, run("solve", "mnk", "--board", "5x4", "--k", "4", "--proof", proof.toString()));
    assertTrue(out.toString().startsWith("mnk 5x4 k=4: draw\n"), out.toString());
    assertTrue(out.toString().contains("proof: " + proof + " ("), out.toString());
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "--check", proof.toString()));
    assertTrue(out.toString().matches("proof ok: mnk 5x4 k=4 draw \\(\\d+ nodes, \\d+ pairings\\)\n"),
        out.toString());
    assertEquals("", err.toString());

    // a defender reply dropped: one line, exit 1
    List<String> lines = Files.readAllLines(proof);
    int o = 0;
    while (!(lines.get(o).startsWith("O ") && lines.get(o).split(" ").length > 2)) {
      o++;
    }
    lines.set(o, lines.get(o).substring(0, lines.get(o).lastIndexOf(' ')));
    Path wrong = dir.resolve("wrong.proof");
    Files.write(wrong, lines);
    out.getBuffer().setLength(0);
    assertEquals(1, run("solve", "--check", wrong.toString()));
    assertTrue(out.toString().startsWith("proof wrong: mnk 5x4 k=4 draw: (proving that the first"
        + " player does not win) "), out.toString());
    assertTrue(out.toString().contains("is not answered"), out.toString());
    assertEquals(1, out.toString().lines().count(), out.toString());
    out.getBuffer().setLength(0);

    // truncated: one line on stderr, exit 2
    Path cut = dir.resolve("cut.proof");
    Files.write(cut, Files.readAllLines(proof).subList(0, 5));
    assertUserError("the file is truncated", "solve", "--check", cut.toString());
  }

  @Test
  void aTruncatedGzipProofIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
    Path proof = dir.resolve("554.proof.gz");
    assertEquals(0, run("solve", "mnk", "--board", "5x5", "--k", "4", "--proof", proof.toString(), "--json"));
    JsonNode o = new ObjectMapper().readTree(out.toString());
    assertTrue(o.get("proof").get("nodes").asLong() > 100, o.toString());
    byte[] gz = Files.readAllBytes(proof);
    assertEquals(0x1f, gz[0] & 0xff);
    out.getBuffer().setLength(0);
    assertEquals(0, run("solve", "--check", proof.toString(), "--json"));
    JsonNode c = new ObjectMapper().readTree(out.toString());
    assertTrue(c.get("ok").asBoolean(), c.toString());
    assertEquals(o.get("proof").get("nodes").asLong(), c.get("nodes").asLong());
    out.getBuffer().setLength(0);
    Path cut = dir.resolve("cut.proof.gz");
    Files.write(cut, java.util.Arrays.copyOf(gz, gz.length / 2));
    assertUserError("truncated", "solve", "--check", cut.toString());
  }

  /**
   * push 4x4 k=4: a draw (docs/solver.md), about 900 thousand positions from scratch: 20 ms cannot
   * solve it (200 ms did, once, on a quiet machine with the JIT warm from the first solve).
   */
  @Test
  void aRunStoppedByItsBudgetResumesFromItsTable(@TempDir Path dir) throws Exception {
    assertEquals(0, run("solve", "push", "--board", "4", "--k", "4", "--json"));
    long fresh = new ObjectMapper().readTree(out.toString()).get("positions").asLong();
    out.getBuffer().setLength(0);
    Path table = dir.resolve("push44.table");
    assertEquals(1, run("solve", "push", "--board", "4", "--k", "4", "--time-budget", "20ms",
        "--table", table.toString()));
    assertTrue(err.toString().matches("solve: push 4x4 k=4: the time budget of 20 ms is spent after"
        + " \\d+ positions; the value is unknown; \\d+ proven positions saved in " + table + "\n"),
        err.toString());
    assertTrue(Files.exists(table) && !Files.exists(dir.resolve("push44.table.tmp")));
    err.getBuffer().setLength(0);
    assertEquals(0, run("solve", "push", "--board", "4", "--k", "4", "--table", table.toString(), "--json"));
    JsonNode o = new ObjectMapper().readTree(out.toString());
    assertEquals("draw", o.get("value").asText());
    assertTrue(o.get("tableRead").asLong() > 0, o.toString());
    assertTrue(o.get("positions").asLong() < fresh, o + " against " + fresh + " fresh");
    out.getBuffer().setLength(0);
    assertUserError("the table " + table + " is for push 4x4 k=4, not push 4x4 k=3",
        "solve", "push", "--board", "4", "--k", "3", "--table", table.toString());
  }

  @Test
  void proofAndCheckMistakesAreOneLineAndExitTwo(@TempDir Path dir) {
    assertUserError("no proof file", "solve", "--check", dir.resolve("none").toString());
    assertUserError("solve needs a GAME", "solve");
    assertUserError("--check FILE takes no GAME", "solve", "tictactoe", "--check", "x");
    assertUserError("--proof and --table need the search", "solve", "tictactoe", "--method",
        "attractor", "--proof", dir.resolve("p").toString());
  }

  private void assertUserError(String expected, String... args) {
    assertEquals(2, run(args), String.join(" ", args));
    String e = err.toString();
    assertTrue(e.startsWith("arbitre: ") && e.contains(expected), e);
    assertEquals(1, e.lines().count(), e);
    assertEquals("", out.toString());
    err.getBuffer().setLength(0);
  }

  @Test
  void badInputIsOneLineAndExitTwo() {
    assertUserError("unknown game 'chess'", "solve", "chess");
    assertUserError("bad board '0x3'", "solve", "mnk", "--board", "0x3", "--k", "3");
    assertUserError("k=5 does not fit", "solve", "mnk", "--board", "4x4", "--k", "5");
    assertUserError("unknown method 'magic'", "solve", "tictactoe", "--method", "magic");
    assertUserError("has 400 cells; the search handles at most 225", "solve", "mnk");
    assertUserError("the push search handles at most 64", "solve", "push", "--board", "9", "--k", "4");
    assertUserError("--time-budget", "solve", "tictactoe", "--time-budget", "0");
    assertUserError("stops at 16", "solve", "mnk", "--board", "5x5", "--k", "4", "--method", "attractor");
    assertUserError("--memory is for the search", "solve", "tictactoe", "--memory", "1g");
    assertUserError("cannot read the memory limit 'lots'", "solve", "push", "--board", "5",
        "--memory", "lots");
    // 2^27 entries a table of numbers at most: 7.3 GB for push 6x6, more than this test JVM's heap
    assertUserError("give the JVM more, e.g. ARBITRE_JAVA_OPTS='-Xmx", "solve", "push", "--board", "6",
        "--k", "5", "--method", "dfpn", "--memory", "1000g");
    assertUserError("--check FILE takes no GAME", "solve", "--check", "x.proof", "--memory", "1g");
  }

  /** --memory sizes the df-pn tables: a small budget still gives the right value. */
  @Test
  void aSmallMemoryBudgetStillSolves() throws Exception {
    assertEquals(0, run("solve", "push", "--board", "5", "--k", "3", "--method", "dfpn", "--memory",
        "40m", "--json"));
    assertEquals("first-player-win", new ObjectMapper().readTree(out.toString()).get("value").asText());
  }
}
