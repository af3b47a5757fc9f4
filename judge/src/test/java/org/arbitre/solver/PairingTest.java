package org.arbitre.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Pairings found by the bounded search pass the independent check, and known cases come out. */
class PairingTest {

  @Test
  void everyPairingFoundIsValid() {
    Random rnd = new Random(3);
    int found = 0;
    for (int[] size : new int[][] {{6, 6, 5}, {7, 7, 5}, {5, 5, 4}, {9, 9, 6}}) {
      Windows w = new Windows(size[0], size[1], size[2]);
      Pairing pairing = new Pairing(w);
      for (int trial = 0; trial < 300; trial++) {
        byte[] board = new byte[w.cells];
        int stones = rnd.nextInt(w.cells / 2);
        for (int i = 0; i < stones; i++) {
          board[rnd.nextInt(w.cells)] = (byte) (1 + i % 2);
        }
        int[] pairs = pairing.find(board, 2, 500);
        if (pairs != null) {
          found++;
          assertTrue(Pairing.valid(w, board, 2, pairs), java.util.Arrays.toString(board));
        }
      }
    }
    assertTrue(found > 50, "pairings found: " + found);
  }

  @Test
  void rowsAloneArePairedOneRowAtATime() {
    Windows w = new Windows(8, 3, 8); // the three rows are the only windows
    int[] pairs = new Pairing(w).find(new byte[24], 2, 100);
    assertNotNull(pairs);
    assertEquals(6, pairs.length);
    assertTrue(Pairing.valid(w, new byte[24], 2, pairs));
  }

  @Test
  void noPairingWhenTheAttackerIsOneStoneShortOrTheBoardIsTooSmall() {
    Windows w = new Windows(3, 3, 3);
    assertNull(new Pairing(w).find(new byte[9], 2, 10_000)); // 8 windows, 4 pairs at most
    byte[] board = new byte[9];
    board[0] = 1;
    board[1] = 1;
    assertNull(new Pairing(w).find(board, 2, 10_000));
    assertEquals(false, Pairing.valid(w, board, 2, new int[] {2, 2}));
  }
}
