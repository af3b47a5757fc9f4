package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbitre.game.Mnk;
import org.arbitre.game.Push;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A stopped search saves its table; a run from the saved table finishes with fewer positions. */
class TableFileTest {
  @TempDir Path dir;

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
    Push game = new Push(4, 4); // a draw (docs/solver.md): 2.4 million positions by df-pn
    Solution fresh = SearchRun.of(game, Method.DFPN).solve(Progress.NONE);
    assertEquals(Value.DRAW, fresh.value());

    SearchRun first = SearchRun.of(game, Method.DFPN);
    assertThrows(Progress.Stopped.class, () -> first.solve(positions -> positions >= 1_000_000));
    assertTrue(first.searchNote().startsWith("player 1 wins? root pn/dn "), first.searchNote());
    Path file = dir.resolve("push44.table");
    long saved = first.saveTable(file);
    assertTrue(saved > 1000, "saved " + saved);

    for (Method m : new Method[] {Method.DFPN, Method.SEARCH}) {
      SearchRun second = SearchRun.of(game, m);
      assertEquals(saved, second.loadTable(file));
      Solution resumed = second.solve(Progress.NONE);
      assertEquals(Value.DRAW, resumed.value(), m.toString());
      if (m == Method.DFPN) {
        assertTrue(resumed.positions() < fresh.positions(),
            resumed.positions() + " positions resumed, " + fresh.positions() + " fresh");
      }
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
