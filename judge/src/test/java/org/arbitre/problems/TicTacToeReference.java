package org.arbitre.problems;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * An independent plain reference for tic-tac-toe, written for the tests: a depth-first
 * enumeration of the games and a memoised minimax. It shares nothing with
 * problems/tictactoe/Main.java but the position numbering of SPEC.md section 4
 * (base 3, digit i = cell i, 1 = X = player 1, 2 = O = player 2).
 */
final class TicTacToeReference {

  /** Value and distance of a position: winner 1 or 2 (0 draw), plies to the end of a won game. */
  record Outcome(int winner, int plies) {}

  private static final int[][] LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
  };

  final Set<Integer> reachable = new HashSet<>();
  final Map<Integer, Outcome> solved = new HashMap<>();
  int terminal;
  int wonByX;
  int wonByO;
  int fullDraws;
  long games;

  TicTacToeReference() {
    enumerate(new int[9], 1);
    for (int key : reachable) {
      Outcome o = solve(board(key));
      if (winner(board(key)) != 0 || full(board(key))) {
        terminal++;
        if (o.winner() == 1) {
          wonByX++;
        } else if (o.winner() == 2) {
          wonByO++;
        } else {
          fullDraws++;
        }
      }
    }
  }

  static int key(int[] b) {
    int k = 0;
    for (int i = 8; i >= 0; i--) {
      k = k * 3 + b[i];
    }
    return k;
  }

  static int[] board(int key) {
    int[] b = new int[9];
    for (int i = 0; i < 9; i++, key /= 3) {
      b[i] = key % 3;
    }
    return b;
  }

  static int winner(int[] b) {
    for (int[] l : LINES) {
      if (b[l[0]] != 0 && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]]) {
        return b[l[0]];
      }
    }
    return 0;
  }

  static boolean full(int[] b) {
    for (int v : b) {
      if (v == 0) {
        return false;
      }
    }
    return true;
  }

  static boolean over(int[] b) {
    return winner(b) != 0 || full(b);
  }

  /** The player to move: X when both have as many stones. */
  static int toMove(int[] b) {
    int x = 0;
    int o = 0;
    for (int v : b) {
      x += v == 1 ? 1 : 0;
      o += v == 2 ? 1 : 0;
    }
    return x == o ? 1 : 2;
  }

  private void enumerate(int[] b, int mover) {
    reachable.add(key(b));
    if (over(b)) {
      games++;
      return;
    }
    for (int i = 0; i < 9; i++) {
      if (b[i] == 0) {
        b[i] = mover;
        enumerate(b, 3 - mover);
        b[i] = 0;
      }
    }
  }

  /** Minimax: the winner hurries, the loser delays. */
  Outcome solve(int[] b) {
    int key = key(b);
    Outcome known = solved.get(key);
    if (known != null) {
      return known;
    }
    Outcome result;
    if (over(b)) {
      result = new Outcome(winner(b), 0);
    } else {
      int me = toMove(b);
      int fastestWin = Integer.MAX_VALUE;
      int slowestLoss = -1;
      boolean draw = false;
      for (int i = 0; i < 9; i++) {
        if (b[i] == 0) {
          b[i] = me;
          Outcome child = solve(b);
          b[i] = 0;
          if (child.winner() == me) {
            fastestWin = Math.min(fastestWin, child.plies() + 1);
          } else if (child.winner() == 0) {
            draw = true;
          } else {
            slowestLoss = Math.max(slowestLoss, child.plies() + 1);
          }
        }
      }
      result = fastestWin != Integer.MAX_VALUE ? new Outcome(me, fastestWin)
          : draw ? new Outcome(0, 0) : new Outcome(3 - me, slowestLoss);
    }
    solved.put(key, result);
    return result;
  }

  Outcome solve(int key) {
    return solve(board(key));
  }

  /** The 8 symmetries of the square, as cell permutations. */
  static int canonical(int key) {
    int[] b = board(key);
    int best = Integer.MAX_VALUE;
    int[] t = new int[9];
    for (int sym = 0; sym < 8; sym++) {
      for (int r = 0; r < 3; r++) {
        for (int c = 0; c < 3; c++) {
          int rr = r;
          int cc = c;
          for (int k = 0; k < sym % 4; k++) { // rotate a quarter turn
            int tmp = rr;
            rr = cc;
            cc = 2 - tmp;
          }
          if (sym >= 4) {
            cc = 2 - cc; // then mirror
          }
          t[3 * rr + cc] = b[3 * r + c];
        }
      }
      best = Math.min(best, key(t));
    }
    return best;
  }
}
