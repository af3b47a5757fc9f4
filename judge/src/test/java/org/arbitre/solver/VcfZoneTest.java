package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.arbitre.game.Mnk;
import org.arbitre.solver.old.OldSearch;
import org.junit.jupiter.api.Test;

/**
 * The moves {@link MnkBoard#restrictedMoves} leaves out (the zones of a double threat in one
 * move, or of a chain of threats, VCF) all lose: each one played, the 32-cell search of before
 * ({@link OldSearch}, which has neither zone) finds the opponent winning. On positions of random
 * games with several stones, where such chains are common for k = 4.
 */
class VcfZoneTest {

  @Test
  void everyMoveLeftOutLoses() {
    int[] totals = new int[3]; // positions restricted, of them with no double threat in one, moves left out
    check(new Mnk(6, 5, 4), 10, 6, 11, 21, totals);
    check(new Mnk(7, 4, 4), 30, 6, 11, 22, totals);
    check(new Mnk(5, 5, 4), 30, 5, 10, 23, totals);
    // the test means something only if chains (not only double threats) were met: these samples
    // meet 30 restricted positions, 9 of them by a chain, and 364 moves left out
    assertTrue(totals[0] > 20 && totals[1] > 5 && totals[2] > 100,
        "restricted " + totals[0] + ", by a chain " + totals[1] + ", moves left out " + totals[2]);
  }

  private static void check(Mnk game, int samples, int minStones, int maxStones, long seed, int[] totals) {
    Random rnd = new Random(seed);
    int cells = game.width() * game.height();
    for (int s = 0; s < samples; s++) {
      RandomPosition p = RandomPosition.of(game, rnd, minStones, maxStones);
      if (p == null) {
        continue;
      }
      byte[] board = p.board();
      int stone = p.toMove();
      MnkBoard b = new MnkBoard(game, board, stone);
      int[] out = new int[cells];
      if (b.winningMoves(stone, out) > 0 || b.winningMoves(3 - stone, out) > 0) {
        continue; // restrictedMoves is for positions where no one completes a line at once
      }
      int n = b.restrictedMoves(out);
      if (n < 0) {
        continue;
      }
      totals[0]++;
      if (!doubleThreatInOne(game, board, 3 - stone)) {
        totals[1]++;
      }
      boolean[] kept = new boolean[cells];
      for (int i = 0; i < n; i++) {
        kept[out[i]] = true;
      }
      for (int c = 0; c < cells; c++) {
        if (board[c] != 0 || kept[c]) {
          continue;
        }
        totals[2]++;
        byte[] next = board.clone();
        next[c] = (byte) stone;
        assertEquals(3 - stone, OldSearch.winner(game, next, 3 - stone), game.describe() + ": the move "
            + c + " left out of " + java.util.Arrays.toString(board) + " (" + stone + " to move) does not lose");
      }
    }
  }

  /** Whether {@code stone} has a cell that makes two different completing cells at once (written here). */
  private static boolean doubleThreatInOne(Mnk game, byte[] board, int stone) {
    for (int c = 0; c < board.length; c++) {
      if (board[c] != 0) {
        continue;
      }
      board[c] = (byte) stone;
      int completing = 0;
      for (int e = 0; e < board.length && completing < 2; e++) {
        if (board[e] == 0) {
          board[e] = (byte) stone;
          completing += game.status(board).over() ? 1 : 0;
          board[e] = 0;
        }
      }
      board[c] = 0;
      if (completing >= 2) {
        return true;
      }
    }
    return false;
  }
}
