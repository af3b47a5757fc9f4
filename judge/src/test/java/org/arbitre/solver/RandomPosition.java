package org.arbitre.solver;

import java.util.Random;
import org.arbitre.game.Game;

/** A position of a random game for the cross-checks: the cells and the stone to move. */
record RandomPosition(byte[] board, int toMove) {

  /**
   * The position after {@code minStones} to {@code maxStones} random legal moves from the empty
   * board, player 1's first; null when the game ended on the way.
   */
  static RandomPosition of(Game game, Random rnd, int minStones, int maxStones) {
    byte[] board = new byte[game.width() * game.height()];
    int stone = 1;
    int stones = minStones + rnd.nextInt(maxStones - minStones + 1);
    for (int i = 0; i < stones && !game.status(board).over(); i++) {
      int id;
      do {
        id = rnd.nextInt(game.moveIds());
      } while (!game.legal(board, id));
      game.apply(board, id, (byte) stone);
      stone = 3 - stone;
    }
    return game.status(board).over() ? null : new RandomPosition(board, stone);
  }
}
