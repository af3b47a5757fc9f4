package org.arbitre.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The transposed graph used by the attractor: for random positions, the predecessors of every
 * successor are exactly the forward edges reversed, with multiplicity.
 */
class PredecessorsTest {

  private static void check(Game game, long seed) {
    Random rnd = new Random(seed);
    for (int trial = 0; trial < 300; trial++) {
      byte[] cells = new byte[game.width() * game.height()];
      byte stone = 1;
      int plies = rnd.nextInt(cells.length + 1);
      for (int i = 0; i < plies; i++) {
        List<Integer> legal = new ArrayList<>();
        for (int id = 0; id < game.moveIds(); id++) {
          if (game.legal(cells, id)) {
            legal.add(id);
          }
        }
        if (legal.isEmpty()) {
          break;
        }
        game.apply(cells, legal.get(rnd.nextInt(legal.size())), stone);
        stone = (byte) (3 - stone);
      }
      // forward: count edges cells -> successor
      Map<String, Integer> forward = new HashMap<>();
      for (int id = 0; id < game.moveIds(); id++) {
        if (game.legal(cells, id)) {
          byte[] next = cells.clone();
          game.apply(next, id, stone);
          forward.merge(Arrays.toString(next), 1, Integer::sum);
        }
      }
      // backward: each successor must list cells exactly as many times, and every
      // predecessor it lists must really lead to it
      for (Map.Entry<String, Integer> e : forward.entrySet()) {
        byte[] next = parse(e.getKey());
        int[] count = {0};
        byte mover = stone;
        byte[] target = next.clone(); // predecessors() edits next in place while it calls back
        game.predecessors(next, mover, pred -> {
          if (Arrays.equals(pred, cells)) {
            count[0]++;
          }
          assertTrue(edges(game, pred, mover, target) > 0, "spurious predecessor");
        });
        assertEquals((int) e.getValue(), count[0], game.describe() + " " + e.getKey());
        assertEquals(e.getKey(), Arrays.toString(next), "predecessors() must restore the board");
      }
    }
  }

  private static int edges(Game game, byte[] from, byte stone, byte[] to) {
    int n = 0;
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(from, id)) {
        byte[] next = from.clone();
        game.apply(next, id, stone);
        n += Arrays.equals(next, to) ? 1 : 0;
      }
    }
    return n;
  }

  private static byte[] parse(String s) {
    String[] parts = s.substring(1, s.length() - 1).split(", ");
    byte[] b = new byte[parts.length];
    for (int i = 0; i < parts.length; i++) {
      b[i] = Byte.parseByte(parts[i]);
    }
    return b;
  }

  @Test
  void pushPredecessorsReverseEveryEdge() {
    check(new Push(3, 3), 1);
    check(new Push(4, 3), 2);
    check(new Push(5, 4), 3);
  }

  @Test
  void mnkPredecessorsReverseEveryEdge() {
    check(new Mnk(4, 3, 3), 4);
    check(Mnk.tictactoe(), 5);
  }
}
