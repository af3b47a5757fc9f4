package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbitre.game.Mnk;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A stopped search saves its table; a run from the saved table finishes with fewer positions. */
class TableFileTest {
  @TempDir Path dir;
  @TempDir static Path shared;

  /** A df-pn run from scratch on push 4 × 4, k = 4 (a draw, docs/solver.md), its table saved. */
  private record Fresh(long positions, long tableNumbers, Path file) {}

  /** A df-pn run of push 4 × 4, k = 4 stopped after a million positions, its table saved. */
  private record Stopped(long positions, long saved, long tableNumbers, String note, Path file) {}

  private static Fresh fresh;
  private static Stopped stopped;

  /** The fresh df-pn run, made once for the tests that compare with it (2.7 million positions). */
  private static Fresh fresh() throws IOException {
    if (fresh == null) {
      SearchRun full = SearchRun.of(new Push(4, 4), Method.DFPN);
      Solution s = full.solve(Progress.NONE);
      assertEquals(Value.DRAW, s.value());
      Path file = shared.resolve("fresh.table");
      full.saveTable(file);
      fresh = new Fresh(s.positions(), full.tableNumbers(), file);
    }
    return fresh;
  }

  /** The stopped df-pn run, made once for the tests that resume it. */
  private static Stopped stopped() throws IOException {
    if (stopped == null) {
      long[] stoppedAt = {0};
      SearchRun first = SearchRun.of(new Push(4, 4), Method.DFPN);
      assertThrows(Progress.Stopped.class, () -> first.solve(positions -> {
        stoppedAt[0] = positions;
        return positions >= 1_000_000;
      }));
      Path file = shared.resolve("stopped.table");
      long saved = first.saveTable(file);
      stopped = new Stopped(stoppedAt[0], saved, first.tableNumbers(), first.searchNote(), file);
    }
    return stopped;
  }

  @Test
  void aStoppedRunResumesFromItsTable() throws IOException {
    Push game = new Push(4, 4); // a draw (docs/solver.md), 892,145 positions from scratch
    Solution fresh = SearchRun.of(game).solve(Progress.NONE);
    assertEquals(Value.DRAW, fresh.value());

    SearchRun first = SearchRun.of(game);
    assertThrows(Progress.Stopped.class, () -> first.solve(positions -> positions >= 400_000));
    Path file = dir.resolve("push44.table");
    long saved = first.saveTable(file);
    assertTrue(saved > 1000, "saved " + saved);

    SearchRun second = SearchRun.of(game);
    assertEquals(saved, second.loadTable(file));
    Solution resumed = second.solve(Progress.NONE);
    assertEquals(Value.DRAW, resumed.value());
    assertTrue(resumed.positions() < fresh.positions(),
        resumed.positions() + " positions resumed, " + fresh.positions() + " fresh");
  }

  /**
   * A df-pn run stopped halfway saves the positions it proved; a df-pn run from them has the
   * same value with fewer positions, and so has an alpha-beta run (the table is the same).
   */
  @Test
  void aStoppedProofNumberRunResumesFromItsTable() throws IOException {
    Fresh fresh = fresh();
    Stopped first = stopped();
    assertTrue(first.note().startsWith("player 1 wins? root pn/dn "), first.note());
    assertTrue(first.saved() > 1000, "saved " + first.saved());

    for (Method m : new Method[] {Method.DFPN, Method.SEARCH}) {
      SearchRun second = SearchRun.of(new Push(4, 4), m);
      assertEquals(first.saved(), second.loadTable(first.file()));
      Solution resumed = second.solve(Progress.NONE);
      assertEquals(Value.DRAW, resumed.value(), m.toString());
      if (m == Method.DFPN) {
        assertTrue(resumed.positions() < fresh.positions(),
            resumed.positions() + " positions resumed, " + fresh.positions() + " fresh");
      }
    }
  }

  /**
   * The table file keeps df-pn's numbers too, so a stopped df-pn run resumes its unproven tree:
   * the stopped run's positions and the resumed run's add up to about a fresh run's (the path
   * from the root to where it stopped is read again), where a run from the proven positions
   * alone starts its numbers again.
   */
  @Test
  void aStoppedProofNumberRunResumesItsNumbers() throws IOException {
    Push game = new Push(4, 4);
    long fresh = fresh().positions();
    Stopped first = stopped();
    assertTrue(first.tableNumbers() > 10_000, first.tableNumbers() + " numbers saved");

    SearchRun second = SearchRun.of(game, Method.DFPN);
    second.loadTable(first.file());
    assertEquals(first.tableNumbers(), second.tableNumbers());
    Solution resumed = second.solve(Progress.NONE);
    assertEquals(Value.DRAW, resumed.value());
    long total = first.positions() + resumed.positions();
    assertTrue(total < fresh * 21 / 20, first.positions() + " + " + resumed.positions()
        + " positions stopped and resumed, " + fresh + " fresh");
    // the alpha-beta reads the same file (and leaves the numbers)
    SearchRun alphaBeta = SearchRun.of(game, Method.SEARCH);
    assertTrue(alphaBeta.loadTable(first.file()) > 0);
    assertEquals(0, alphaBeta.tableNumbers());
    assertEquals(Value.DRAW, alphaBeta.solve(Progress.NONE).value());
  }

  /**
   * A run of one player's win ({@link SearchRun#only}, solve --wins) has one table of numbers:
   * from a table file that holds both players' numbers it reads that player's and steps over the
   * other's (it has no table for them), and answers as from scratch.
   */
  @Test
  void aRunOfOnePlayersWinReadsThatPlayersNumbersAlone() throws IOException {
    Push game = new Push(4, 4); // a draw: both searches run, both leave numbers
    Fresh full = fresh();
    Path file = full.file();

    SearchRun two = SearchRun.of(game, Method.DFPN);
    two.only(Side.TWO);
    assertTrue(two.loadTable(file) > 0);
    assertTrue(two.tableNumbers() > 0 && two.tableNumbers() < full.tableNumbers(),
        two.tableNumbers() + " of " + full.tableNumbers() + " numbers read");
    assertTrue(two.numbersMade(1) == null, "no table of numbers for player 1");
    assertFalse(two.wins(Side.TWO, Progress.NONE).wins());
    SearchRun one = SearchRun.of(game, Method.DFPN);
    one.only(Side.ONE);
    one.loadTable(file);
    assertEquals(full.tableNumbers(), one.tableNumbers() + two.tableNumbers());
    assertFalse(one.wins(Side.ONE, Progress.NONE).wins());
  }

  /** A table file of format 1 (proven positions only, no numbers) is still read (mnk 5x4 k=4, a draw). */
  @Test
  void aTableOfTheFirstFormatIsRead() throws IOException {
    SearchRun run = SearchRun.of(new Mnk(5, 4, 4));
    run.solve(Progress.NONE);
    Path file = dir.resolve("544.table");
    long saved = run.saveTable(file);
    assertTrue(saved > 10, "saved " + saved);
    byte[] raw = new java.util.zip.GZIPInputStream(Files.newInputStream(file)).readAllBytes();
    String text = new String(raw, java.nio.charset.StandardCharsets.ISO_8859_1);
    assertTrue(text.startsWith("arbitre-table 2 "), text.substring(0, 40));
    // format 1: the old magic, and no numbers after the proven positions (two counts of 0)
    String old = "arbitre-table 1 " + text.substring(16, text.length() - 16);
    Path oldFile = dir.resolve("old.table");
    try (var gz = new java.util.zip.GZIPOutputStream(Files.newOutputStream(oldFile))) {
      gz.write(old.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    }
    for (Method m : new Method[] {Method.SEARCH, Method.DFPN}) {
      SearchRun again = SearchRun.of(new Mnk(5, 4, 4), m);
      assertEquals(saved, again.loadTable(oldFile));
      assertEquals(Value.DRAW, again.solve(Progress.NONE).value());
    }
  }

  @Test
  void aTableOfAnotherGameOrNoTableIsRefused() throws IOException {
    SearchRun run = SearchRun.of(new Mnk(5, 5, 4));
    run.solve(Progress.NONE);
    Path file = dir.resolve("554.table");
    run.saveTable(file);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SearchRun.of(new Mnk(5, 4, 4)).loadTable(file));
    assertTrue(e.getMessage().contains("is for mnk 5x5 k=4, not mnk 5x4 k=4"),
        e.getMessage());
    // the same game, keys of another layout (another version of the search): refused too
    byte[] raw = new java.util.zip.GZIPInputStream(Files.newInputStream(file)).readAllBytes();
    String text = new String(raw, java.nio.charset.StandardCharsets.ISO_8859_1);
    int end = text.indexOf('\n');
    String header = text.substring(0, end);
    String other = header.substring(0, header.lastIndexOf('/') + 1) + "0";
    Path old = dir.resolve("old.table");
    try (var gz = new java.util.zip.GZIPOutputStream(Files.newOutputStream(old))) {
      gz.write((other + text.substring(end)).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    }
    e = assertThrows(IllegalArgumentException.class, () -> SearchRun.of(new Mnk(5, 5, 4)).loadTable(old));
    assertTrue(e.getMessage().contains("was saved by another version of the search"), e.getMessage());
    Files.write(dir.resolve("junk"), new byte[] {1, 2, 3});
    assertThrows(IllegalArgumentException.class, () -> run.loadTable(dir.resolve("junk")));
    assertEquals(0, SearchRun.of(new Mnk(5, 4, 4)).loadTable(dir.resolve("none")));
    // the same game again: every entry read back, and the value unchanged
    SearchRun again = SearchRun.of(new Mnk(5, 5, 4));
    assertTrue(again.loadTable(file) > 0);
    assertEquals(Value.DRAW, again.solve(Progress.NONE).value());
  }
}
