import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Random;
import java.util.StringTokenizer;

/**
 * A field of one-ply and two-ply m,n,k opponents for benchmarks and tests, unlike each other and
 * unlike problems/mnk-greedy. Every style wins at once when it can and blocks an immediate win;
 * otherwise, by STYLE (first argument, else the constant below, which bench/bots/mnk-field.sh rewrites):
 * <ul>
 *   <li>attacker: window counting, attack three times defence;
 *   <li>defender: window counting, defence three times attack;
 *   <li>runs: the longest run of its own (and the opponent's) stones the cell would extend, not windows;
 *   <li>squares: window counting with quadratic weights (n squared), not exponential;
 *   <li>noisy: greedy-like weights with 40 % random noise per cell;
 *   <li>twoply: the 8 best cells by window score, each answered by the opponent's best reply: max of
 *       own score minus the reply's.
 *   <li>student: one-ply with a student's weights, unlike every style above: a window of n stones
 *       is worth 10^(n-1) (an empty one nothing), defence 1.2 times attack;
 *   <li>lookahead: two-ply with the student's weights: its 10 best cells, each answered by the
 *       opponent's best reply by the same score, counted in full.
 * </ul>
 * Reads ARBITRE_BOARD, ARBITRE_K and ARBITRE_OPENING like the shipped bots. JDK only, --release 8.
 */
public class Main {
  static String STYLE = "attacker";
  static int W = 20, H = 20, K = 6;
  static int[] board;
  static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  static final Random RANDOM = new Random();
  static BufferedReader in;
  static StringTokenizer tokens = new StringTokenizer("");

  static int nextInt() throws IOException {
    while (!tokens.hasMoreTokens()) {
      String line = in.readLine();
      if (line == null) return -1;
      tokens = new StringTokenizer(line);
    }
    String t = tokens.nextToken();
    if (t.startsWith("F")) return -1;
    try { return Integer.parseInt(t); } catch (NumberFormatException e) { return -1; }
  }

  /** Whether {@code who} playing cell c makes k in a row. */
  static boolean wins(int c, int who) {
    int x = c % W, y = c / W;
    for (int[] d : DIRS) {
      int n = 1;
      for (int s = -1; s <= 1; s += 2) {
        int cx = x + s * d[0], cy = y + s * d[1];
        while (cx >= 0 && cx < W && cy >= 0 && cy < H && board[cy * W + cx] == who) { n++; cx += s * d[0]; cy += s * d[1]; }
      }
      if (n >= K) return true;
    }
    return false;
  }

  /** Window score of cell c for {@code me}: attack and defence weighted by the style. */
  static double windows(int c, int me) {
    int x = c % W, y = c / W;
    double attack = STYLE.equals("attacker") ? 3 : 1;
    boolean student = STYLE.equals("student") || STYLE.equals("lookahead");
    double defence = STYLE.equals("defender") ? 3 : student ? 1.2 : 1;
    double total = 0;
    for (int[] d : DIRS) {
      for (int back = 0; back < K; back++) {
        int sx = x - back * d[0], sy = y - back * d[1], ex = sx + (K - 1) * d[0], ey = sy + (K - 1) * d[1];
        if (sx < 0 || sx >= W || ex < 0 || ex >= W || sy < 0 || sy >= H || ey < 0 || ey >= H) continue;
        int mine = 0, theirs = 0;
        for (int i = 0; i < K; i++) {
          int v = board[(sy + i * d[1]) * W + sx + i * d[0]];
          if (v == me) mine++; else if (v != 0) theirs++;
        }
        if (theirs == 0) total += attack * weight(mine);
        if (mine == 0) total += defence * weight(theirs);
      }
    }
    return total;
  }

  static double weight(int n) {
    if (STYLE.equals("student") || STYLE.equals("lookahead")) return n == 0 ? 0 : Math.pow(10, n - 1);
    return STYLE.equals("squares") ? (n + 1) * (n + 1) : Math.pow(6, n);
  }

  /** The longest runs through c: its own run it would extend, and the opponent's it would cut. */
  static double runs(int c, int me) {
    int x = c % W, y = c / W;
    double total = 0;
    for (int[] d : DIRS) {
      for (int who = 1; who <= 2; who++) {
        int n = 0, open = 0;
        for (int s = -1; s <= 1; s += 2) {
          int cx = x + s * d[0], cy = y + s * d[1];
          while (cx >= 0 && cx < W && cy >= 0 && cy < H && board[cy * W + cx] == who) { n++; cx += s * d[0]; cy += s * d[1]; }
          if (cx >= 0 && cx < W && cy >= 0 && cy < H && board[cy * W + cx] == 0) open++;
        }
        total += Math.pow(5, n) * (open + 1) * (who == me ? 1.2 : 1.0);
      }
    }
    return total;
  }

  static double score(int c, int me) {
    if (STYLE.equals("runs")) return runs(c, me);
    double s = windows(c, me);
    return STYLE.equals("noisy") ? s * (0.6 + 0.8 * RANDOM.nextDouble()) : s;
  }

  static int choose(int me) {
    for (int c = 0; c < board.length; c++) if (board[c] == 0 && wins(c, me)) return c;
    for (int c = 0; c < board.length; c++) if (board[c] == 0 && wins(c, 3 - me)) return c;
    int n = 0;
    int[] cells = new int[board.length];
    double[] scores = new double[board.length];
    for (int c = 0; c < board.length; c++) {
      if (board[c] == 0) { cells[n] = c; scores[n] = score(c, me) + RANDOM.nextDouble() * 1e-3; n++; }
    }
    boolean lookahead = STYLE.equals("lookahead");
    if (!STYLE.equals("twoply") && !lookahead) {
      int best = 0;
      for (int i = 1; i < n; i++) if (scores[i] > scores[best]) best = i;
      return cells[best];
    }
    int top = Math.min(lookahead ? 10 : 8, n);
    for (int i = 0; i < top; i++) { // partial selection sort: the best first
      int b = i;
      for (int j = i + 1; j < n; j++) if (scores[j] > scores[b]) b = j;
      int tc = cells[i]; cells[i] = cells[b]; cells[b] = tc;
      double ts = scores[i]; scores[i] = scores[b]; scores[b] = ts;
    }
    int bestCell = cells[0];
    double bestValue = -Double.MAX_VALUE;
    for (int i = 0; i < top; i++) {
      board[cells[i]] = me;
      double reply = 0;
      for (int c = 0; c < board.length; c++) {
        if (board[c] == 0) reply = Math.max(reply, wins(c, 3 - me) ? 1e12 : windows(c, 3 - me));
      }
      board[cells[i]] = 0;
      double value = scores[i] - (lookahead ? 1.0 : 0.8) * reply;
      if (value > bestValue) { bestValue = value; bestCell = cells[i]; }
    }
    return bestCell;
  }

  public static void main(String[] args) throws IOException {
    if (args.length > 0) STYLE = args[0];
    String b = System.getenv("ARBITRE_BOARD"), k = System.getenv("ARBITRE_K");
    if (b != null && k != null && b.matches("\\d+x\\d+") && k.matches("\\d+")) {
      W = Integer.parseInt(b.substring(0, b.indexOf('x')));
      H = Integer.parseInt(b.substring(b.indexOf('x') + 1));
      K = Integer.parseInt(k);
    }
    board = new int[W * H];
    String o = System.getenv("ARBITRE_OPENING");
    String[] t = o == null || o.trim().isEmpty() ? new String[0] : o.trim().split("\\s+");
    for (int i = 0; i + 1 < t.length; i += 2) {
      board[(Integer.parseInt(t[i + 1]) - 1) * W + Integer.parseInt(t[i]) - 1] = (i / 2) % 2 + 1;
    }
    in = new BufferedReader(new InputStreamReader(System.in));
    int me = nextInt();
    if (me != 1 && me != 2) return;
    boolean myTurn = (me == 1) == ((t.length / 2) % 2 == 0);
    for (int free = W * H - t.length / 2; free > 0; free--) {
      if (myTurn) {
        int c = choose(me);
        board[c] = me;
        System.out.print((c % W + 1) + "\n" + (c / W + 1) + "\n");
        System.out.flush();
      } else {
        int x = nextInt(), y = x < 0 ? -1 : nextInt();
        if (y < 0) return;
        board[(y - 1) * W + x - 1] = 3 - me;
      }
      myTurn = !myTurn;
    }
    nextInt();
  }
}
