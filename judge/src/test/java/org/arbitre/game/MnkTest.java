package org.arbitre.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class MnkTest {

  private static Position play(Game game, int... xy) {
    Position p = game.start();
    for (int i = 0; i < xy.length; i += 2) {
      assertEquals(Status.ONGOING, game.status(p), "game over before move " + (i / 2 + 1));
      p = game.play(p, new Move.Place(xy[i], xy[i + 1]));
    }
    return p;
  }

  @Test
  void kInARowWinsInAllFourDirections() {
    Mnk game = new Mnk(7, 6, 4);
    // X builds the line, O plays far away in row 6 / column 7 without a line of its own.
    assertEquals(Status.ONE_WINS,
        game.status(play(game, 2, 2, 1, 6, 3, 2, 3, 6, 4, 2, 5, 6, 5, 2)), "horizontal");
    assertEquals(Status.ONE_WINS,
        game.status(play(game, 3, 1, 1, 6, 3, 2, 2, 6, 3, 3, 5, 6, 3, 4)), "vertical");
    assertEquals(Status.ONE_WINS,
        game.status(play(game, 1, 1, 7, 6, 2, 2, 6, 6, 3, 3, 5, 6, 4, 4)), "diagonal");
    assertEquals(Status.ONE_WINS,
        game.status(play(game, 6, 1, 1, 6, 5, 2, 2, 6, 4, 3, 7, 6, 3, 4)), "anti-diagonal");
    assertEquals(Status.TWO_WINS,
        game.status(play(game, 1, 1, 7, 1, 1, 3, 7, 2, 1, 5, 7, 3, 3, 6, 7, 4)), "player 2");
  }

  @Test
  void anOverlineWins() {
    Mnk game = new Mnk(7, 7, 6);
    Position p = Position.parse(Side.ONE,
        "XXX.XXX", "OOO.OO.", ".......", ".......", ".......", ".......", "O......");
    assertEquals(Status.ONGOING, game.status(p));
    Position q = game.play(p, new Move.Place(4, 1));
    assertEquals(Status.ONE_WINS, game.status(q));
  }

  @Test
  void fewerThanKInARowDoesNotWin() {
    Mnk game = new Mnk(5, 5, 4);
    Position p = Position.parse(Side.ONE, "XXX..", "OOO..", "X....", ".X...", "..X..");
    assertEquals(Status.ONGOING, game.status(p));
  }

  @Test
  void offBoardOccupiedAndForeignMovesAreInvalid() {
    Mnk game = Mnk.tictactoe();
    Position p = play(game, 2, 2);
    for (int[] xy : new int[][] {{0, 1}, {4, 1}, {1, 0}, {1, 4}, {-1, -1}}) {
      assertEquals(Optional.of(Invalid.OFF_BOARD), game.check(p, new Move.Place(xy[0], xy[1])));
    }
    assertEquals(Optional.of(Invalid.OCCUPIED), game.check(p, new Move.Place(2, 2)));
    assertEquals(Optional.of(Invalid.WRONG_KIND), game.check(p, new Move.Entry(1, Edge.TOP)));
    assertEquals(Optional.empty(), game.check(p, new Move.Place(3, 3)));
    assertEquals(8, game.legalMoves(p).size());
    assertThrows(IllegalMoveException.class, () -> game.play(p, new Move.Place(2, 2)));
  }

  @Test
  void aFullBoardWithoutALineIsADraw() {
    Mnk game = Mnk.tictactoe();
    Position p = play(game, 1, 1, 2, 1, 3, 1, 2, 2, 1, 2, 3, 2, 2, 3, 1, 3, 3, 3);
    assertEquals(Position.parse(Side.TWO, "XOX", "XOO", "OXX"), p);
    assertEquals(Status.DRAW, game.status(p));
    assertTrue(game.legalMoves(p).isEmpty());
  }

  @Test
  void noMoveOnceTheGameIsWon() {
    Mnk game = Mnk.tictactoe();
    Position p = play(game, 1, 1, 1, 2, 2, 1, 2, 2, 3, 1);
    assertEquals(Status.ONE_WINS, game.status(p));
    assertEquals(Optional.of(Invalid.GAME_OVER), game.check(p, new Move.Place(3, 3)));
    assertTrue(game.legalMoves(p).isEmpty());
  }

  @Test
  void impossibleGamesAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> new Mnk(0, 3, 3));
    assertThrows(IllegalArgumentException.class, () -> new Mnk(3, 3, 4));
    assertThrows(IllegalArgumentException.class, () -> new Mnk(3, 3, 0));
    assertThrows(IllegalArgumentException.class, () -> new Push(4, 5));
  }
}
