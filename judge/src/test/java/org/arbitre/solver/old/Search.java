package org.arbitre.solver.old;

import org.arbitre.game.Status;

/**
 * Does one player (the attacker) force a win? A depth-first AND/OR search over a
 * {@link SearchBoard} (alpha-beta with the window win / not-win), with a transposition table of
 * proven results keyed by the canonical board (so symmetric positions are solved once), and
 * threat-based pruning: a player who can complete a line does; a player facing one completing
 * cell must block it, facing two loses; an attacker whose live windows are gone, or are disjoint
 * and each two stones short, cannot win.
 */
final class Search {
  private final SearchBoard board;
  private final TranspositionTable table;
  private final int attacker;
  private final int[][] buffers;
  private long nodes;

  /** {@code attacker} is the stone of the player trying to win: 1 or 2. */
  Search(SearchBoard board, int attacker, TranspositionTable table, int maxDepth) {
    this.board = board;
    this.attacker = attacker;
    this.table = table;
    this.buffers = new int[maxDepth + 2][board.maxMoves()];
  }

  long nodes() {
    return nodes;
  }

  /** Whether the attacker forces a win from the board's current position. */
  boolean attackerWins() {
    return wins(0);
  }

  private boolean wins(int ply) {
    nodes++;
    Status status = board.status();
    if (status.over()) {
      return status.winnerCode() == attacker;
    }
    if (board.cannotWin(attacker)) {
      return false;
    }
    long key = board.key();
    int known = table.get(key);
    if (known != TranspositionTable.UNKNOWN) {
      return known == 1;
    }
    long before = nodes;
    boolean result = expand(ply);
    table.put(key, result, nodes - before);
    return result;
  }

  private boolean expand(int ply) {
    int mover = board.toMove();
    boolean attacking = mover == attacker;
    int[] moves = buffers[ply];
    int n = board.winningMoves(mover, moves);
    boolean readsThreats = n >= 0;
    if (n > 0) {
      return attacking; // the mover completes a line
    }
    if (readsThreats) {
      n = board.winningMoves(3 - mover, moves);
      if (n >= 2) {
        return !attacking; // two cells to block: the mover loses
      }
    }
    if (n != 1) {
      n = board.moves(moves);
    }
    for (int i = 0; i < n; i++) {
      board.play(moves[i]);
      boolean win = wins(ply + 1);
      board.undo();
      if (win == attacking) {
        return attacking;
      }
    }
    return !attacking;
  }
}
