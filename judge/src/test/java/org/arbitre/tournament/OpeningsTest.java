package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.game.Move;
import org.arbitre.game.Position;
import org.arbitre.game.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningsTest {
  private static final Game MNK = Games.create("mnk", null, null);
  private static final Game PUSH = Games.create("push", null, null);

  @Test
  void readsMovesSkippingCommentsAndBlankLines(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("o.txt");
    Files.writeString(file, "# openings for mnk\n\n10 10 11 10 10 11   # three stones\n"
        + "  9   9\t10 10  \n#  end\n");
    List<Opening> openings = Openings.read(file, MNK);
    assertEquals(2, openings.size());
    Opening first = openings.get(0);
    assertEquals(3, first.line());
    assertEquals("10 10 11 10 10 11", first.text());
    assertEquals(List.of(new Move.Place(10, 10), new Move.Place(11, 10), new Move.Place(10, 11)),
        first.moves());
    Position p = first.position(MNK);
    assertEquals(1, p.at(10, 10));
    assertEquals(2, p.at(11, 10));
    assertEquals(1, p.at(10, 11));
    assertEquals(Side.TWO, p.toMove());
    assertEquals(4, openings.get(1).line());
    assertEquals("9 9 10 10", openings.get(1).text());
  }

  @Test
  void pushOpeningsAreCanonicalised() {
    // "h8" is accepted (letter first, lower case) and written 8H. 8H then 8B on 15x15: X enters
    // column 8 at the top (row 1), O at the bottom (row 15).
    List<Opening> o = Openings.parse(List.of("h8 8B"), "p.txt", PUSH);
    assertEquals("8H 8B", o.get(0).text());
    Position p = o.get(0).position(PUSH);
    assertEquals(1, p.at(8, 1));
    assertEquals(2, p.at(8, 15));
  }

  @Test
  void badOpeningsNameTheFileAndLine() {
    assertMessage("o.txt:2: move 2 '10 10' is illegal in mnk 20x20 k=6: cell already occupied",
        MNK, "1 1", "10 10 10 10");
    assertMessage("o.txt:1: 3 tokens, not a whole number of mnk moves (2 token(s) each): '1 2 3'",
        MNK, "1 2 3");
    assertMessage("o.txt:1: move 1 'a 2' is not a mnk move: not an integer: 'a'", MNK, "a 2");
    assertMessage("o.txt:1: move 2 '21 1' is illegal in mnk 20x20 k=6: off the board",
        MNK, "1 1 21 1");
    assertMessage("o.txt:1: move 1 '8X' is illegal: side letter 'X' (H, B, G or D)", PUSH, "8X");
    assertMessage("o.txt:1: move 1 '16H' is illegal in push 15x15 k=5: line number out of range",
        PUSH, "16H");
    assertMessage("o.txt:3: the same position as line 1 (each opening is played twice already,"
        + " colours swapped)", MNK, "1 1 2 2 3 3", "# transposed:", "3 3 2 2 1 1");
    assertMessage("o.txt: no openings (one move sequence per line, # comments)", MNK, "# none");
    // Tic-tac-toe: X wins with its third stone: not an opening.
    assertMessage("o.txt:1: the game is over after move 5 ('3 1'): an opening must leave the game"
        + " to the bots", Games.create("tictactoe", null, null), "1 1 1 2 2 1 2 2 3 1");
  }

  @Test
  void aMissingFileIsAUserError(@TempDir Path dir) {
    UserError e = assertThrows(UserError.class, () -> Openings.read(dir.resolve("nope.txt"), MNK));
    assertTrue(e.getMessage().contains("nope.txt not found"), e.getMessage());
  }

  private static void assertMessage(String expected, Game game, String... lines) {
    UserError e = assertThrows(UserError.class, () -> Openings.parse(List.of(lines), "o.txt", game));
    assertEquals(expected, e.getMessage());
  }
}
