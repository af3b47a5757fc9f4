package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Usage errors of {@code arbitre match}: one line, exit code 2, no bot started. */
class MatchCommandTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    Cli.Result r = Cli.run(args);
    out.write(r.out());
    err.write(r.err());
    return r.code();
  }

  private void assertUsageError(String expectedStart, String... args) {
    assertEquals(2, run(args), err.toString());
    assertTrue(err.toString().startsWith("arbitre: " + expectedStart), err.toString());
    assertTrue(err.toString().lines().count() <= 2, err.toString());
  }

  @Test
  void unknownGame() {
    assertUsageError("unknown game 'chess'", "match", "chess", "human", "human");
  }

  @Test
  void missingBotFile() {
    assertUsageError("no such bot file: nowhere/bot.java", "match", "mnk", "nowhere/bot.java",
        "human");
  }

  @Test
  void badBoardSize() {
    assertUsageError("bad board '20y20'", "match", "mnk", "human", "human", "--board", "20y20");
  }

  @Test
  void kLargerThanTheBoard() {
    assertEquals(2, run("match", "mnk", "human", "human", "--board", "5x5", "--k", "6"));
    assertTrue(err.toString().startsWith("arbitre: "), err.toString());
  }

  @Test
  void nonSquarePushBoard() {
    assertUsageError("the push board is square", "match", "push", "human", "human", "--board",
        "10x12");
  }

  @Test
  void durationNeedsAUnit() {
    assertEquals(2, run("match", "mnk", "human", "human", "--time-per-move", "5"));
    assertTrue(err.toString().contains("needs a unit"), err.toString());
  }

  @Test
  void gamesMustBePositive() {
    assertUsageError("--games must be at least 1", "match", "mnk", "human", "human", "--games", "0");
  }
}
