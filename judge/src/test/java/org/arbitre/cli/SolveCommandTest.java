package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

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
   * The search past 32 cells (issue 14): (6,6,5) is a draw — Hsu et al. (TCS 815, 2020) prove
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
    assertTrue(err.toString().contains("the time budget of 0.3 s is spent after"), err.toString());
    assertTrue(err.toString().contains("the value is unknown"), err.toString());
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
  }
}
