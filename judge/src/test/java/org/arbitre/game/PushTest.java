package org.arbitre.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class PushTest {

  private static Move entry(String text) {
    MoveCodec.Parsed p = PushCodec.INSTANCE.parse(text);
    return ((MoveCodec.Parsed.Ok) p).move();
  }

  /** The stones of a position as "row,col,colour" strings (SPEC's example lists rows first). */
  private static Set<String> stones(Position p) {
    Set<String> s = new TreeSet<>();
    for (int y = 1; y <= p.height(); y++) {
      for (int x = 1; x <= p.width(); x++) {
        if (p.at(x, y) != 0) {
          s.add(y + "," + x + "," + (p.at(x, y) == 1 ? "blue" : "red"));
        }
      }
    }
    return s;
  }

  @Test
  void theSeedExampleIsWonByRed() {
    Push game = new Push(8, 3);
    Position p = game.start();
    String[][] expected = {
      {"1H", "1,1,blue"},
      {"1H", "1,1,red", "2,1,blue"},
      {"1H", "1,1,blue", "2,1,red", "3,1,blue"},
      {"3G", "1,1,blue", "2,1,red", "3,1,red", "3,2,blue"},
      {"1B", "1,1,blue", "2,1,red", "3,1,red", "3,2,blue", "8,1,blue"},
      {"4G", "1,1,blue", "2,1,red", "3,1,red", "3,2,blue", "8,1,blue", "4,1,red"},
    };
    for (int i = 0; i < expected.length; i++) {
      assertEquals(Status.ONGOING, game.status(p), "before move " + (i + 1));
      p = game.play(p, entry(expected[i][0]));
      Set<String> want = new TreeSet<>(Arrays.asList(expected[i]).subList(1, expected[i].length));
      assertEquals(want, stones(p), "after move " + (i + 1) + " " + expected[i][0]);
    }
    assertEquals(Status.TWO_WINS, game.status(p));
    assertEquals(2, game.status(p).winnerCode());
    assertTrue(game.legalMoves(p).isEmpty());
    assertEquals(Optional.of(Invalid.GAME_OVER), game.check(p, entry("5H")));
  }

  private static void assertPush(String move, Side side, String[] before, String[] after) {
    Push game = new Push(before.length, before.length);
    Position p = Position.parse(side, before);
    Position q = game.play(p, entry(move));
    assertEquals(Position.parse(side.other(), after), q, move);
  }

  @Test
  void topEntryPushesTheRunDownToTheFirstGapOnly() {
    assertPush("2H", Side.ONE, new String[] {"....", "....", "....", "...."},
        new String[] {".X..", "....", "....", "...."});
    assertPush("2H", Side.TWO, new String[] {".X..", ".O..", "....", ".X.."},
        new String[] {".O..", ".X..", ".O..", ".X.."});
  }

  @Test
  void bottomEntryPushesUpwards() {
    assertPush("4B", Side.ONE, new String[] {"....", "....", "....", "...."},
        new String[] {"....", "....", "....", "...X"});
    assertPush("1B", Side.TWO, new String[] {"X...", "....", "O...", "X..."},
        new String[] {"X...", "O...", "X...", "O..."});
  }

  @Test
  void leftEntryPushesRightwards() {
    assertPush("3G", Side.ONE, new String[] {"....", "....", "....", "...."},
        new String[] {"....", "....", "X...", "...."});
    assertPush("1G", Side.TWO, new String[] {"XX.O", "....", "....", "...."},
        new String[] {"OXXO", "....", "....", "...."});
  }

  @Test
  void rightEntryPushesLeftwards() {
    assertPush("4D", Side.TWO, new String[] {"....", "....", "....", "...."},
        new String[] {"....", "....", "....", "...O"});
    assertPush("2D", Side.ONE, new String[] {"....", ".OXX", "....", "...."},
        new String[] {"....", "OXXX", "....", "...."});
  }

  @Test
  void aFullLineCannotBeEntered() {
    Push game = new Push(3, 3);
    Position p = Position.parse(Side.ONE, "XOX", "...", "...");
    assertEquals(Optional.of(Invalid.LINE_FULL), game.check(p, entry("1G")));
    assertEquals(Optional.of(Invalid.LINE_FULL), game.check(p, entry("1D")));
    assertEquals(Optional.empty(), game.check(p, entry("1H")));
    assertFalse(game.legalMoves(p).contains(entry("1G")));
    assertEquals(10, game.legalMoves(p).size());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.play(p, entry("1D")));
    assertEquals(Invalid.LINE_FULL, e.reason());
  }

  @Test
  void linesOutOfRangeAndForeignMovesAreInvalid() {
    Push game = new Push(15, 5);
    Position p = game.start();
    assertEquals(Optional.of(Invalid.LINE_OUT_OF_RANGE), game.check(p, entry("0B")));
    assertEquals(Optional.of(Invalid.LINE_OUT_OF_RANGE), game.check(p, entry("16B")));
    assertEquals(Optional.empty(), game.check(p, entry("15B")));
    assertEquals(Optional.of(Invalid.WRONG_KIND), game.check(p, new Move.Place(1, 1)));
  }

  @Test
  void aPushThatCompletesOnlyTheOpponentsLineLosesTheGame() {
    Push game = new Push(4, 3);
    Position p = Position.parse(Side.ONE, "..O.", "OO..", "XX..", "X...");
    assertEquals(Status.ONGOING, game.status(p));
    Position q = game.play(p, entry("3H"));
    assertEquals(Position.parse(Side.TWO, "..X.", "OOO.", "XX..", "X..."), q);
    assertEquals(Status.TWO_WINS, game.status(q));
  }

  @Test
  void aPushThatAlignsBothColoursIsADoubleVictory() {
    Push game = new Push(4, 3);
    Position p = Position.parse(Side.ONE, "XXO.", "...O", "...O", "X...");
    assertEquals(Status.ONGOING, game.status(p));
    Position q = game.play(p, entry("1G"));
    assertEquals(Position.parse(Side.TWO, "XXXO", "...O", "...O", "X..."), q);
    assertEquals(Status.DOUBLE_VICTORY, game.status(q));
    assertEquals(3, game.status(q).winnerCode());
  }

  @Test
  void aFullBoardWithoutALineIsADraw() {
    Push game = new Push(3, 3);
    Position p = Position.parse(Side.TWO, "XOX", "XOO", "OXX");
    assertEquals(Status.DRAW, game.status(p));
    assertEquals(0, game.status(p).winnerCode());
    assertTrue(game.legalMoves(p).isEmpty());
  }

  @Test
  void moveIdsCoverEveryEntryOnce() {
    Push game = new Push(5, 4);
    Set<Move> seen = new java.util.HashSet<>();
    for (int id = 0; id < game.moveIds(); id++) {
      assertEquals(id, game.id(game.move(id)));
      assertTrue(seen.add(game.move(id)));
    }
    assertEquals(20, seen.size());
  }
}
