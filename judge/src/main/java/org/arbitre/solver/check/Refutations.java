package org.arbitre.solver.check;

import java.util.function.Predicate;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Status;

/**
 * The checker's own short wins (format 2): an opponent's move left out of an O line is answered
 * when the prover, to move after it, ends the game well at once, or (m,n,k) makes a double
 * threat: a stone after which the prover has two different cells that each complete a line and
 * the opponent has none. The opponent blocks at most one of the two; the prover completes the
 * other. Read on the checker's own windows ({@link Symmetries#windows}) for m,n,k, with the rules
 * of {@code game} ({@code apply}, {@code status}) for the other games.
 */
final class Refutations {
  private final Game game;
  private final int k;
  private final int[][] windows; // m,n,k only
  private final int[][] through; // [cell]: the windows through it
  private final int[] mark;
  private int stamp;

  Refutations(Game game) {
    this.game = game;
    this.k = game.k();
    int cells = game.width() * game.height();
    if (game instanceof Mnk) {
      windows = Symmetries.windows(game.width(), game.height(), k);
      int[] counts = new int[cells];
      for (int[] w : windows) {
        for (int c : w) {
          counts[c]++;
        }
      }
      through = new int[cells][];
      for (int c = 0; c < cells; c++) {
        through[c] = new int[counts[c]];
        counts[c] = 0;
      }
      for (int i = 0; i < windows.length; i++) {
        for (int c : windows[i]) {
          through[c][counts[c]++] = i;
        }
      }
    } else {
      windows = null;
      through = null;
    }
    mark = new int[cells];
  }

  /**
   * Whether {@code prover}, to move on {@code board} (a game not over), wins by the rules within
   * its next two moves whatever the opponent does in between, as read here; {@code good} says
   * which ends of the game prove the claim.
   */
  boolean proverWins(byte[] board, int prover, Predicate<Status> good) {
    if (windows == null) {
      for (int id = 0; id < game.moveIds(); id++) {
        if (game.legal(board, id)) {
          byte[] next = board.clone();
          game.apply(next, id, (byte) prover);
          Status s = game.status(next);
          if (s.over() && good.test(s)) {
            return true;
          }
        }
      }
      return false;
    }
    if (completions(board, prover, -1) > 0) {
      return true; // a prover's win is good for either claim: its own win, or not the attacker's
    }
    int opponent = 3 - prover;
    int against = completions(board, opponent, -1);
    if (against > 1) {
      return false;
    }
    int block = against == 1 ? firstCompletion : -1;
    for (int c = 0; c < board.length; c++) {
      if (board[c] != 0 || block >= 0 && c != block) {
        continue;
      }
      board[c] = (byte) prover;
      boolean fork = completions(board, prover, c) >= 2;
      board[c] = 0;
      if (fork) {
        return true;
      }
    }
    return false;
  }

  private int firstCompletion;

  /**
   * The number of different empty cells that complete a window of {@code stone} (k - 1 of its
   * stones, none of the other's), counting only windows through {@code cell} when it is not -1.
   */
  private int completions(byte[] board, int stone, int cell) {
    stamp++;
    int n = 0;
    int[] ids = cell < 0 ? null : through[cell];
    int count = ids == null ? windows.length : ids.length;
    for (int i = 0; i < count; i++) {
      int[] w = windows[ids == null ? i : ids[i]];
      int mine = 0;
      int empty = -1;
      boolean dead = false;
      for (int c : w) {
        if (board[c] == stone) {
          mine++;
        } else if (board[c] == 0) {
          empty = c;
        } else {
          dead = true;
          break;
        }
      }
      if (!dead && mine == k - 1 && mark[empty] != stamp) {
        mark[empty] = stamp;
        if (n++ == 0) {
          firstCompletion = empty;
        }
      }
    }
    return n;
  }
}
