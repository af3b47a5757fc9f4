package org.arbitre.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GamesTest {

  @Test
  void defaultsAreTheSeeds() {
    assertEquals(new Mnk(20, 20, 6), Games.create("mnk", null, null));
    assertEquals(new Push(15, 5), Games.create("push", null, null));
    assertEquals(new Mnk(3, 3, 3), Games.create("tictactoe", null, null));
    assertEquals(new Mnk(6, 5, 4), Games.create("mnk", "6x5", 4));
    assertEquals(new Mnk(7, 7, 6), Games.create("MNK", "7", null));
    assertEquals(new Push(4, 3), Games.create("push", "4x4", 3));
    assertEquals("mnk 6x5 k=4", Games.create("mnk", "6x5", 4).describe());
  }

  @Test
  void badInputIsOneClearGameException() {
    String[][] bad = {
      {"chess", null, null, "unknown game"},
      {"mnk", "0x3", null, "bad board"},
      {"mnk", "abc", null, "bad board"},
      {"mnk", "4x4", "5", "k=5"},
      {"mnk", "4x4", "0", "k=0"},
      {"push", "4x5", null, "square"},
      {"push", "4", "5", "k=5"},
      {"tictactoe", "4x4", null, "tictactoe is 3x3"},
    };
    for (String[] b : bad) {
      GameException e = assertThrows(GameException.class,
          () -> Games.create(b[0], b[1], b[2] == null ? null : Integer.valueOf(b[2])));
      assertTrue(e.getMessage().contains(b[3]), e.getMessage());
      assertTrue(!e.getMessage().contains("\n"), e.getMessage());
    }
  }

  @Test
  void boardTextDrawsNumbersAndStones() {
    Position p = Position.parse(Side.ONE, "X.O", "...", "..X");
    assertEquals("  1 2 3\n1 X . O\n2 . . .\n3 . . X\n", BoardText.render(p));
  }
}
