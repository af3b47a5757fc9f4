package org.arbitre.solver;

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

  /** Longs in a key. */
  int keyLength();

  /**
   * Writes the key of the current position in {@code out[0 .. keyLength)}: exact (two positions
   * have the same key only when one is a symmetric image of the other), canonical under the
   * board's symmetries.
   */
  void key(long[] out);

  /**
   * The cells where {@code stone} would win at once, as move ids in {@code out}; returns how many,
   * or -1 when this board cannot tell (the search then tries every move).
   */
  default int winningMoves(int stone, int[] out) {
    return -1;
  }

  /**
   * The only moves of the side to move that may avoid a loss, best first, when the board can
   * tell that the others lose (the opponent has a double threat in one move); -1 otherwise.
   * Called when neither side can complete a line at once.
   */
  default int restrictedMoves(int[] out) {
    return -1;
  }

  /**
   * True when {@code stone} can no longer win whatever happens (so it cannot force a win). With
   * {@code deep}, also the costlier proofs (a pairing strategy for the opponent); without, only
   * what is read at once.
   */
  default boolean cannotWin(int stone, boolean deep) {
    return false;
  }

  /**
   * True when the side to move can end the game at once with a result that decides the search
   * for {@code attacker} in its favour (the attacker: its own win; the defender: any end but the
   * attacker's win), so the node needs no key nor move list; false when it cannot or the board
   * does not tell.
   */
  default boolean decidesAtOnce(int attacker) {
    return false;
  }
}
