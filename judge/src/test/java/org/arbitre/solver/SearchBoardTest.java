package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
        assertArrayEquals(canonical(ref, syms), key(b), "symmetric key");
        if (rnd.nextInt(4) == 0) { // undo and redo: the earlier board comes back
          b.undo();
          assertArrayEquals(canonical(before, syms), key(b), "key after undo");
          b.play(id);
        }
        stone = 3 - stone;
        assertEquals(stone, b.toMove());
      }
    }
  }

  private static long[] key(SearchBoard b) {
    long[] k = new long[b.keyLength()];
    b.key(k);
    return k;
  }

  /**
   * The smallest of the symmetric images, each read as player 1's bits then player 2's from bit
   * {@code stride} on (32 up to 32 cells, else the cells rounded up to 64), the words compared from
   * the last one.
   */
  private static long[] canonical(byte[] cells, int[][] syms) {
    int stride = cells.length <= 32 ? 32 : (cells.length + 63) / 64 * 64;
    long[] best = null;
    for (int[] perm : syms) {
      long[] img = new long[(2 * stride + 63) / 64];
      for (int i = 0; i < cells.length; i++) {
        if (cells[i] != 0) {
          int bit = perm[i] + (cells[i] == 2 ? stride : 0);
          img[bit / 64] |= 1L << (bit % 64);
        }
      }
      if (best == null || compare(img, best) < 0) {
        best = img;
      }
    }
    return best;
  }

  private static int compare(long[] a, long[] b) {
    for (int i = a.length - 1; i >= 0; i--) {
      if (a[i] != b[i]) {
        return Long.compare(a[i], b[i]);
      }
    }
    return 0;
  }

  @Test
  void pushBitboardsFollowTheRules() {
    replay(new Push(5, 4), 11);
    replay(new Push(4, 3), 12);
    replay(new Push(3, 2), 13);
    replay(new Push(6, 4), 16); // 36 cells: two longs a key
    replay(new Push(8, 5), 17); // 64 cells
  }

  /**
   * {@link PushBoard#decidesAtOnce} against the rules of game/ on positions of random games: the
   * mover has a push after which it alone is aligned, or, defending, one that ends the game
   * without the attacker alone aligned (a double victory, a full board). The samples must hold
   * positions where only the defender's reading decides (a double victory or a draw at once).
   */
  @Test
  void pushDecidesAtOnceFollowsTheRules() {
    int defenderOnly = 0;
    for (Push game : new Push[] {new Push(3, 2), new Push(4, 3), new Push(5, 4), new Push(6, 4)}) {
      Random rnd = new Random(game.n());
      int cells = game.n() * game.n();
      for (int trial = 0; trial < 300; trial++) {
        byte[] ref = new byte[cells];
        SearchBoard b = new PushBoard(game, ref.clone(), 1);
        int stone = 1;
        while (!game.status(ref).over()) {
          for (int attacker = 1; attacker <= 2; attacker++) {
            boolean own = false;
            boolean other = false;
            for (int id = 0; id < game.moveIds(); id++) {
              if (game.legal(ref, id)) {
                byte[] next = ref.clone();
                game.apply(next, id, (byte) stone);
                org.arbitre.game.Status st = game.status(next);
                own |= st.winnerCode() == stone;
                other |= st.over() && st.winnerCode() != 3 - stone;
              }
            }
            boolean want = own || (stone != attacker && other);
            defenderOnly += want && !own ? 1 : 0;
            assertEquals(want, b.decidesAtOnce(attacker), game.describe() + " attacker " + attacker
                + " " + java.util.Arrays.toString(ref));
          }
          int[] moves = new int[b.maxMoves()];
          int id = moves[rnd.nextInt(b.moves(moves))];
          game.apply(ref, id, (byte) stone);
          b.play(id);
          stone = 3 - stone;
        }
      }
    }
    assertEquals(true, defenderOnly > 0, "positions decided by a draw or double victory only");
  }

  @Test
  void mnkBitboardsFollowTheRules() {
    replay(new Mnk(6, 5, 4), 14);
    replay(Mnk.tictactoe(), 15);
    replay(new Mnk(6, 6, 5), 18); // 36 cells: key of two longs
    replay(new Mnk(8, 8, 5), 19);
    replay(new Mnk(9, 7, 5), 20); // 63 cells, a rectangle
    replay(new Mnk(15, 15, 5), 21); // 225 cells: eight longs
  }

  @Test
  void differentBoardsHaveDifferentKeys() {
    Push game = new Push(3, 3);
    byte[] a = {1, 0, 0, 0, 0, 0, 0, 0, 0};
    byte[] b = {0, 1, 0, 0, 0, 0, 0, 0, 0};
    byte[] c = {0, 0, 0, 0, 0, 0, 0, 0, 1};
    assertEquals(false, java.util.Arrays.equals(key(board(game, a, 2)), key(board(game, b, 2))));
    assertArrayEquals(key(board(game, a, 2)), key(board(game, c, 2)));
    assertEquals(Side.TWO.stone(), board(game, a, 2).toMove());
  }
}
