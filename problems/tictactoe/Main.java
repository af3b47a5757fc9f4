import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Random;

/**
 * Tic-tac-toe by attractors (docs/rules.md, section 4): a bot that never loses.
 *
 * <p>A position is a number 0 .. 3^9-1 whose base-3 digit i is cell i (0 empty, 1 player 1 = X,
 * 2 player 2 = O); cell i is row i/3, column i%3. At start-up the class walks the graph forward
 * from the empty board (reachable positions, out-degrees), then computes the attractor of each
 * player by walking the transposed graph backwards from the terminal positions that player won:
 * a predecessor is found by removing one stone of the player who made the last move; a
 * predecessor where the attractor's owner moves joins at once, one where the other player moves
 * joins when its counter of successors not yet in the attractor drops to 0. Positions in neither
 * attractor are draws. The order of the walk gives each won position its rank: the number of
 * plies to the win when the winner hurries and the loser delays.
 *
 * <p>Modes: no argument = bot on the m,n,k protocol (3x3, k=3); {@code positions} = print every
 * reachable position won for player 1, then the counts; {@code mercy N [seed S]} = bot that with
 * N % probability per move gives its advantage away (won to drawn, drawn to losable), never a
 * move that lets the opponent win on the spot.
 *
 * <p>In-process entry points (for tests): {@link #value}, {@link #rank}, {@link #bestMove},
 * {@link #mercyMove}, {@link #counts}, {@link #printPositions}, {@link #play}.
 */
public class Main {

  static final int STATES = 19683; // 3^9
  static final int[] POW = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};
  static final int[][] LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
  };

  static final boolean[] REACHABLE = new boolean[STATES];
  static final boolean[] TERMINAL = new boolean[STATES];
  static final byte[] WINNER = new byte[STATES]; // the player with a line on the board, or 0
  static final byte[] MOVER = new byte[STATES]; // reachable positions: the player to move
  static final byte[] DEGREE = new byte[STATES]; // successors of a reachable position
  static final byte[] VALUE = new byte[STATES]; // 1 or 2: in that player's attractor; 0: draw
  static final byte[] RANK = new byte[STATES]; // won positions: plies to the end under best play
  static final int[] COUNTS = new int[8];

  private static boolean solved;

  /**
   * Computes the tables once; every entry point calls it first. Not a static initializer on
   * purpose: HotSpot runs the code of a class still being initialised on slow paths (its static
   * calls and fields cannot be linked yet), which makes the same walk several times slower.
   */
  static synchronized void solve() {
    if (!solved) {
      explore();
      attractor(1);
      attractor(2);
      count();
      solved = true;
    }
  }

  // ---- the two walks ------------------------------------------------------------------------

  static int cell(int s, int i) {
    return s / POW[i] % 3;
  }

  /** The player to move in a reachable position. */
  static int toMove(int s) {
    return MOVER[s];
  }

  static int[] digits(int s, int[] d) {
    for (int i = 0; i < 9; i++, s /= 3) {
      d[i] = s % 3;
    }
    return d;
  }

  /** 1 when both players have as many stones (player 1 to move), else 2. */
  static int moverOf(int[] d) {
    int balance = 0;
    for (int i = 0; i < 9; i++) {
      balance += d[i] == 1 ? 1 : d[i] == 2 ? -1 : 0;
    }
    return balance == 0 ? 1 : 2;
  }

  static int lineOwner(int[] d) {
    for (int[] l : LINES) {
      int a = d[l[0]];
      if (a != 0 && a == d[l[1]] && a == d[l[2]]) {
        return a;
      }
    }
    return 0;
  }

  /** Forward walk from the empty board: reachable positions, terminal ones, out-degrees. */
  static void explore() {
    int[] queue = new int[STATES];
    int[] d = new int[9];
    int head = 0;
    int tail = 0;
    REACHABLE[0] = true;
    queue[tail++] = 0;
    while (head < tail) {
      int s = queue[head++];
      digits(s, d);
      int p = moverOf(d);
      MOVER[s] = (byte) p;
      WINNER[s] = (byte) lineOwner(d);
      for (int i = 0; i < 9 && WINNER[s] == 0; i++) {
        if (d[i] == 0) {
          DEGREE[s]++;
          int t = s + p * POW[i];
          if (!REACHABLE[t]) {
            REACHABLE[t] = true;
            queue[tail++] = t;
          }
        }
      }
      TERMINAL[s] = DEGREE[s] == 0;
    }
  }

  /** Attractor of player p over the transposed graph, with out-degree counters. */
  static void attractor(int p) {
    byte[] counter = DEGREE.clone();
    int[] queue = new int[STATES];
    int[] d = new int[9];
    int head = 0;
    int tail = 0;
    for (int s = 0; s < STATES; s++) {
      if (WINNER[s] == p) { // only reachable positions have a winner recorded
        VALUE[s] = (byte) p;
        queue[tail++] = s;
      }
    }
    while (head < tail) {
      int s = queue[head++];
      int last = 3 - MOVER[s]; // who made the move that led to s
      digits(s, d);
      for (int i = 0; i < 9; i++) {
        if (d[i] != last) {
          continue;
        }
        int q = s - last * POW[i]; // a predecessor: remove one stone of the last mover
        if (!REACHABLE[q] || TERMINAL[q] || VALUE[q] != 0) {
          continue;
        }
        if (last == p || --counter[q] == 0) { // FIFO order: ranks come out non-decreasing
          VALUE[q] = (byte) p;
          RANK[q] = (byte) (RANK[s] + 1);
          queue[tail++] = q;
        }
      }
    }
  }

  static void count() {
    for (int s = 0; s < STATES; s++) {
      if (!REACHABLE[s]) {
        continue;
      }
      COUNTS[0]++;
      if (TERMINAL[s]) {
        COUNTS[1]++;
        COUNTS[WINNER[s] == 1 ? 2 : WINNER[s] == 2 ? 3 : 4]++;
      }
      COUNTS[VALUE[s] == 1 ? 5 : VALUE[s] == 0 ? 6 : 7]++;
    }
  }

  // ---- in-process entry points --------------------------------------------------------------

  /** 1 or 2: that player wins with best play; 0: draw; -1: not a reachable position. */
  static int value(int s) {
    solve();
    return s >= 0 && s < STATES && REACHABLE[s] ? VALUE[s] : -1;
  }

  /** For a won position, plies until the end when the winner hurries and the loser delays. */
  static int rank(int s) {
    solve();
    return RANK[s];
  }

  /**
   * {reachable, terminal, won by X, won by O, full-board draws, winning for player 1, drawn,
   * winning for player 2}, over the positions reachable from the empty board.
   */
  static int[] counts() {
    solve();
    return COUNTS.clone();
  }

  /**
   * The perfect move (cell 0..8) for the player to move, -1 if s is terminal or unreachable.
   * Won: a winning move of smallest rank (fastest win). Drawn: a drawing move leaving the
   * opponent the most replies that lose. Lost: the move of largest rank (slowest loss).
   * Ties: the smallest cell.
   */
  static int bestMove(int s) {
    if (value(s) < 0 || TERMINAL[s]) {
      return -1;
    }
    int me = toMove(s);
    int best = -1;
    int bestScore = Integer.MIN_VALUE;
    for (int i = 0; i < 9; i++) {
      if (cell(s, i) != 0) {
        continue;
      }
      int t = s + me * POW[i];
      int score;
      if (VALUE[s] == me) {
        score = VALUE[t] == me ? -RANK[t] : Integer.MIN_VALUE;
      } else if (VALUE[s] == 0) {
        score = VALUE[t] == 0 ? losingReplies(t, me) : Integer.MIN_VALUE;
      } else {
        score = RANK[t];
      }
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  /** Replies of the opponent from t that put it in a position won for me. */
  static int losingReplies(int t, int me) {
    int n = 0;
    for (int j = 0; j < 9 && !TERMINAL[t]; j++) {
      if (cell(t, j) == 0 && VALUE[t + (3 - me) * POW[j]] == me) {
        n++;
      }
    }
    return n;
  }

  /**
   * With mercy % probability, a move that gives the advantage away: from a won position a move
   * to a draw, from a drawn one a move to a position the opponent can win but not at once;
   * chosen at random among those. Otherwise, or when there is no such move, {@link #bestMove}.
   */
  static int mercyMove(int s, int mercy, Random rng) {
    if (mercy <= 0 || rng.nextInt(100) >= mercy || value(s) < 0 || TERMINAL[s]) {
      return bestMove(s);
    }
    int me = toMove(s);
    int[] gifts = new int[9];
    int n = 0;
    for (int i = 0; i < 9; i++) {
      if (cell(s, i) != 0) {
        continue;
      }
      int t = s + me * POW[i];
      boolean gift = VALUE[s] == me
          ? VALUE[t] == 0
          : VALUE[s] == 0 && VALUE[t] == 3 - me && RANK[t] > 1;
      if (gift) {
        gifts[n++] = i;
      }
    }
    return n == 0 ? bestMove(s) : gifts[rng.nextInt(n)];
  }

  // ---- the three modes ----------------------------------------------------------------------

  /** Bot on the m,n,k protocol: reads 1 or 2, then moves as "x\ny\n" (1-based column, row). */
  static void play(InputStream in, PrintStream out, int mercy, Random rng) throws IOException {
    solve();
    String tok = token(in);
    if (tok == null || !(tok.equals("1") || tok.equals("2"))) {
      return;
    }
    int me = tok.charAt(0) - '0';
    int s = 0;
    for (int turn = 1; ; turn = 3 - turn) {
      if (turn == me && !TERMINAL[s]) {
        int c = mercyMove(s, mercy, rng);
        out.print((c % 3 + 1) + "\n" + (c / 3 + 1) + "\n");
        out.flush();
        s += me * POW[c];
        continue;
      }
      String x = token(in);
      String y = x == null || x.charAt(0) == 'F' ? null : token(in);
      if (y == null || y.charAt(0) == 'F') {
        return; // end message or end of input
      }
      int c = x.matches("[1-3]") && y.matches("[1-3]") ? (y.charAt(0) - '1') * 3 + x.charAt(0) - '1' : -1;
      if (c < 0 || cell(s, c) != 0) {
        System.err.println("tictactoe: invalid move " + x + " " + y);
        return;
      }
      s += (3 - me) * POW[c];
    }
  }

  /** The next whitespace-separated token, or null at end of input. */
  static String token(InputStream in) throws IOException {
    StringBuilder sb = new StringBuilder();
    int b;
    while ((b = in.read()) >= 0) {
      if (b > ' ') {
        sb.append((char) b);
      } else if (sb.length() > 0) {
        break;
      }
    }
    return sb.length() > 0 ? sb.toString() : null;
  }

  /** Every reachable position won for player 1, eight small boards per row, then the counts. */
  static void printPositions(PrintStream out) {
    solve();
    StringBuilder sb = new StringBuilder();
    sb.append("Positions winning for player 1 (X), reachable from the empty board:\n\n");
    int[] row = new int[8];
    int n = 0;
    for (int s = 0; s <= STATES; s++) {
      if (s < STATES && REACHABLE[s] && VALUE[s] == 1) {
        row[n++] = s;
      }
      if (n == row.length || (s == STATES && n > 0)) {
        for (int r = 0; r < 3; r++) {
          for (int k = 0; k < n; k++) {
            for (int c = 0; c < 3; c++) {
              sb.append(".XO".charAt(cell(row[k], 3 * r + c)));
            }
            sb.append(k + 1 < n ? "  " : "\n");
          }
        }
        sb.append('\n');
        n = 0;
      }
    }
    int[] k = COUNTS;
    sb.append("reachable positions: ").append(k[0]).append('\n');
    sb.append("terminal positions: ").append(k[1]).append(" (won by X: ").append(k[2])
        .append(", won by O: ").append(k[3]).append(", full-board draws: ").append(k[4]).append(")\n");
    sb.append("winning for player 1 (X): ").append(k[5]).append('\n');
    sb.append("drawn: ").append(k[6]).append('\n');
    sb.append("winning for player 2 (O): ").append(k[7]).append('\n');
    out.print(sb);
    out.flush();
  }

  public static void main(String[] args) throws IOException {
    if (args.length == 1 && args[0].equals("positions")) {
      printPositions(System.out);
    } else if (args.length == 0) {
      play(System.in, System.out, 0, new Random());
    } else if ((args.length == 2 || args.length == 4 && args[2].equals("seed"))
        && args[0].equals("mercy") && args[1].matches("\\d{1,3}")
        && Integer.parseInt(args[1]) <= 100 && (args.length == 2 || args[3].matches("-?\\d{1,18}"))) {
      Random rng = args.length == 4 ? new Random(Long.parseLong(args[3])) : new Random();
      play(System.in, System.out, Integer.parseInt(args[1]), rng);
    } else {
      System.err.println("usage: java Main [positions | mercy N(0-100) [seed S]]");
      System.exit(2);
    }
  }
}
