package org.arbitre.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class DeadDrawTest {

  @Test
  void aTicTacToeDeadDraw() {
    // X O X / X O O / O X .  Every window, by hand: rows XOX, XOO, OX. ; columns XXO, OOX, XO. ;
    // diagonals X O . and X O O: each holds both colours, so the empty corner cannot make a line.
    Position p = Position.parse(Side.ONE, "XOX", "XOO", "OX.");
    assertEquals(Status.ONGOING, Mnk.tictactoe().status(p));
    assertTrue(DeadDraw.certain(Mnk.tictactoe(), p));
  }

  @Test
  void oneLiveWindowLeftIsNotDead() {
    // 4x4, k=3, rows XXOO / OOXX / XXOO / OOX. : checked by hand, every 3-window holds both
    // colours (rows X X O, X O O, O O X, O X X; columns X O X, O X O; diagonals X O O, X X O,
    // O X X, O O X, X X O...) except the down-right diagonal (2,2) (3,3) (4,4) = O O . which is
    // still free of X: live for O.
    // The other windows through (4,4): row 4 cells 2..4 = O X . and column 4 rows 2..4 = X O .,
    // both mixed; no anti-diagonal of 3 cells passes through the corner.
    Mnk game = new Mnk(4, 4, 3);
    Position p = Position.parse(Side.ONE, "XXOO", "OOXX", "XXOO", "OOX.");
    assertEquals(Status.ONGOING, game.status(p));
    assertFalse(DeadDraw.certain(game, p));
    // X fills the corner: the last live window now holds both colours, the board is full too.
    Position blocked = game.play(p, new Move.Place(4, 4));
    assertTrue(DeadDraw.certain(game, blocked));
    // O there instead makes O O O on that diagonal: a win, and a window of one colour, not dead.
    Position won = Position.parse(Side.ONE, "XXOO", "OOXX", "XXOO", "OOXO");
    assertEquals(Status.TWO_WINS, game.status(won));
    assertFalse(DeadDraw.certain(game, won));
  }

  @Test
  void anEmptyOrYoungBoardIsNotDead() {
    assertFalse(DeadDraw.certain(new Mnk(20, 20, 6), Position.empty(20, 20)));
    // 5x1 board, k=3: X O . X O: windows XO. , O.X , .XO all mixed -> dead; with the middle
    // windows O . . and . . O (X O . . O) are free of X -> live.
    assertTrue(DeadDraw.mnk(new byte[] {1, 2, 0, 1, 2}, 5, 1, 3));
    assertFalse(DeadDraw.mnk(new byte[] {1, 2, 0, 0, 2}, 5, 1, 3));
  }

  @Test
  void thePushGameIsNeverAdjudicated() {
    Push push = new Push(3, 3);
    Position p = Position.parse(Side.ONE, "XOX", "XOO", "OX.");
    assertFalse(DeadDraw.certain(push, p));
  }

  @Test
  void agreesWithAWindowByWindowReferenceOnRandomBoards() {
    // The reference lists every window cell by cell (no sliding counts) and asks whether one lacks
    // a colour; boards are random with 70-95 % of cells filled so both answers occur.
    Random random = new Random(12);
    int dead = 0;
    for (int trial = 0; trial < 3000; trial++) {
      int w = 1 + random.nextInt(7);
      int h = 1 + random.nextInt(7);
      int k = 1 + random.nextInt(Math.max(w, h));
      byte[] cells = new byte[w * h];
      double fill = 0.7 + 0.25 * random.nextDouble();
      for (int i = 0; i < cells.length; i++) {
        cells[i] = random.nextDouble() < fill ? (byte) (1 + random.nextInt(2)) : 0;
      }
      boolean expected = referenceDead(cells, w, h, k);
      dead += expected ? 1 : 0;
      assertEquals(expected, DeadDraw.mnk(cells, w, h, k), w + "x" + h + " k=" + k);
    }
    assertTrue(dead > 100 && dead < 2900, "both cases exercised: " + dead + " dead of 3000");
  }

  private static boolean referenceDead(byte[] cells, int w, int h, int k) {
    int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        for (int[] d : dirs) {
          int ex = x + d[0] * (k - 1);
          int ey = y + d[1] * (k - 1);
          if (ex < 0 || ex >= w || ey >= h) {
            continue;
          }
          boolean one = false;
          boolean two = false;
          for (int i = 0; i < k; i++) {
            byte c = cells[(y + d[1] * i) * w + x + d[0] * i];
            one |= c == 1;
            two |= c == 2;
          }
          if (!(one && two)) {
            return false;
          }
        }
      }
    }
    return true;
  }
}
