package org.arbitre.solver;

import org.arbitre.game.Status;

/**
 * Does one player (the attacker) force a win? A depth-first AND/OR search over a
 * {@link SearchBoard} (alpha-beta with the window win / not-win), with a transposition table of
 * proven results keyed by the exact canonical board (so symmetric positions are solved once), and
 * threat-space pruning: a player who can complete a line does; a player facing one completing
 * cell must block it, facing two loses; a player facing a double threat in one move has only the
 * moves that stop it or threaten first ({@link SearchBoard#restrictedMoves}); an attacker who can
 * no longer win (no live window, or the defender has a pairing strategy) does not. At a defender
 * node, the defender's moves after which the attacker cannot win are looked for first.
 */
final class Search implements AttackerSearch {
  /** Plies from the root where a node first looks its children up in the table (ETC). */
  static final int ETC_PLIES = 12;
  private final SearchBoard board;
  private final TranspositionTable table;
  private final int attacker;
  private final int[][] buffers;
  private final long[][] keys;
  private final Progress progress;
  private long nodes;
  private long offset;

  /** {@code attacker} is the stone of the player trying to win: 1 or 2. */
  Search(SearchBoard board, int attacker, TranspositionTable table, int maxDepth) {
    this(board, attacker, table, maxDepth, Progress.NONE);
  }

  Search(SearchBoard board, int attacker, TranspositionTable table, int maxDepth, Progress progress) {
    this.board = board;
    this.attacker = attacker;
    this.table = table;
    this.buffers = new int[maxDepth + 2][board.maxMoves()];
    this.keys = new long[maxDepth + 2][board.keyLength()];
    this.progress = progress;
  }

  @Override
  public long nodes() {
    return nodes;
  }

  /** Positions examined by the other searches of the same solve, for {@link Progress}. */
  @Override
  public void offset(long positions) {
    offset = positions;
  }

  /** Whether the attacker forces a win from the board's current position. */
  @Override
  public boolean attackerWins() {
    return wins(0, false);
  }

  /**
   * {@code pairingFailed}: the pairing search already failed on this position (a defender's
   * look-ahead); pairings are only looked for with the attacker to move (with the defender to
   * move, the look-ahead over the defender's moves finds them).
   */
  private boolean wins(int ply, boolean pairingFailed) {
    if ((++nodes & 0xFFF) == 0 && progress.tick(offset + nodes)) {
      throw new Progress.Stopped(offset + nodes);
    }
    Status status = board.status();
    if (status.over()) {
      return status.winnerCode() == attacker;
    }
    if (board.decidesAtOnce(attacker)) {
      return board.toMove() == attacker;
    }
    long[] key = keys[ply];
    board.key(key);
    int known = table.get(key);
    if (known != TranspositionTable.UNKNOWN) {
      return known == 1;
    }
    if (board.cannotWin(attacker, !pairingFailed && board.toMove() == attacker)) {
      table.put(key, false, 1);
      return false;
    }
    long before = nodes;
    boolean result = expand(ply); // keys[ply] is this node's own: the children write deeper ones
    table.put(key, result, nodes - before);
    return result;
  }

  private int lookup(long[] key) {
    board.key(key);
    return table.get(key);
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
      if (n == 0) {
        n = board.restrictedMoves(moves);
        if (n == 0) {
          return !attacking; // every move lets the opponent make a double threat
        }
      }
    }
    if (n < 0) {
      n = board.moves(moves);
    }
    if (n > 1 && !readsThreats && ply < ETC_PLIES) {
      long[] key = keys[ply + 1];
      for (int i = 0; i < n; i++) { // a child already proven either way decides at once
        board.play(moves[i]);
        int known = board.status().over() ? TranspositionTable.UNKNOWN : lookup(key);
        board.undo();
        if (known == (attacking ? 1 : 0)) {
          return attacking;
        }
      }
    }
    boolean probed = !attacking && n > 1 && readsThreats;
    if (probed) {
      for (int i = 0; i < n; i++) { // a move after which the attacker cannot win refutes at once
        board.play(moves[i]);
        boolean safe = !board.status().over() && board.cannotWin(attacker, true);
        board.undo();
        if (safe) {
          return false;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      board.play(moves[i]);
      boolean win = wins(ply + 1, probed);
      board.undo();
      if (win == attacking) {
        return attacking;
      }
    }
    return !attacking;
  }
}
