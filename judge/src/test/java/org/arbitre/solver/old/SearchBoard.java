package org.arbitre.solver.old;

import org.arbitre.game.Status;

/**
 * A mutable board for the search: play and undo move ids of the game, read the status, a key
 * that is the same for all symmetric positions and tells apart all others.
 */
interface SearchBoard {

  /** Stone of the side to move: 1 or 2. */
  int toMove();

  /**
   * The legal move ids, most promising first for the side to move; returns how many. Unless
   * {@link #winningMoves} reads threats, moves that end the game without a loss for the mover
   * (a win first, then a draw or a double victory) must come first: the search relies on it.
   */
  int moves(int[] out);

  /** Upper bound on the number of legal moves (size of the buffers). */
  int maxMoves();

  void play(int id);

  void undo();

  /** The status of the current position. */
  Status status();

  /** Exact, canonical under the board's symmetries. */
  long key();

  /**
   * The cells where {@code stone} would win at once, as move ids in {@code out}; returns how many,
   * or -1 when this board cannot tell (the search then tries every move).
   */
  default int winningMoves(int stone, int[] out) {
    return -1;
  }

  /** True when {@code stone} can no longer win whatever happens (so it cannot force a win). */
  default boolean cannotWin(int stone) {
    return false;
  }
}
