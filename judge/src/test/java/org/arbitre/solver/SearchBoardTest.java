package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.junit.jupiter.api.Test;

/**
 * The search's bitboards follow the rules of game/: along random games, the status after each
 * move, the legal moves, and the key (the smallest symmetric image of the two colours' bit sets)
 * match a byte-array replay of the same moves, also after undo.
 */
class SearchBoardTest {

  private static SearchBoard board(Game game, byte[] cells, int toMove) {
    return game instanceof Mnk m ? new MnkBoard(m, cells, toMove) : new PushBoard((Push) game, cells, toMove);
  }

  private static void replay(Game game, long seed) {
    Random rnd = new Random(seed);
    int cells = game.width() * game.height();
    int[][] syms = Symmetry.of(game.width(), game.height());
    for (int trial = 0; trial < 100; trial++) {
      byte[] ref = new byte[cells];
      SearchBoard b = board(game, ref, 1);
      int stone = 1;
      int[] moves = new int[b.maxMoves()];
      while (!game.status(ref).over()) {
        int n = b.moves(moves);
        int legal = 0;
        for (int id = 0; id < game.moveIds(); id++) {
          legal += game.legal(ref, id) ? 1 : 0;
        }
        assertEquals(legal, n, "legal moves");
        int id = moves[rnd.nextInt(n)];
        assertEquals(true, game.legal(ref, id));
        byte[] before = ref.clone();
        game.apply(ref, id, (byte) stone);
        b.play(id);
        assertEquals(game.status(ref), b.status(), "status after " + game.move(id));
        assertEquals(canonical(ref, syms), b.key(), "symmetric key");
        if (rnd.nextInt(4) == 0) { // undo and redo: the earlier board comes back
          b.undo();
          assertEquals(canonical(before, syms), b.key(), "key after undo");
          b.play(id);
        }
        stone = 3 - stone;
        assertEquals(stone, b.toMove());
      }
    }
  }

  /** The smallest of the symmetric images, each read as (player-1 bits | player-2 bits << 32). */
  private static long canonical(byte[] cells, int[][] syms) {
    long best = Long.MAX_VALUE;
    for (int[] perm : syms) {
      long one = 0;
      long two = 0;
      for (int i = 0; i < cells.length; i++) {
        one |= cells[i] == 1 ? 1L << perm[i] : 0;
        two |= cells[i] == 2 ? 1L << perm[i] : 0;
      }
      best = Math.min(best, one | two << 32);
    }
    return best;
  }

  @Test
  void pushBitboardsFollowTheRules() {
    replay(new Push(5, 4), 11);
    replay(new Push(4, 3), 12);
    replay(new Push(3, 2), 13);
  }

  @Test
  void mnkBitboardsFollowTheRules() {
    replay(new Mnk(6, 5, 4), 14);
    replay(Mnk.tictactoe(), 15);
  }

  @Test
  void differentBoardsHaveDifferentKeys() {
    Push game = new Push(3, 3);
    byte[] a = {1, 0, 0, 0, 0, 0, 0, 0, 0};
    byte[] b = {0, 1, 0, 0, 0, 0, 0, 0, 0};
    byte[] c = {0, 0, 0, 0, 0, 0, 0, 0, 1};
    assertEquals(false, board(game, a, 2).key() == board(game, b, 2).key());
    assertEquals(board(game, a, 2).key(), board(game, c, 2).key());
    assertEquals(Side.TWO.stone(), board(game, a, 2).toMove());
  }
}
