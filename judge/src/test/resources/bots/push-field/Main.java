import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Random;
import java.util.StringTokenizer;

/**
 * A field of one-ply and two-ply push opponents for benchmarks and tests, unlike each other and
 * unlike problems/push-greedy (which scores windows 10^n, the opponent's twice). Every style pushes
 * a win when it has one, never completes the opponent's line alone when it can avoid it, and
 * prefers a push after which the opponent cannot win at once; among the pushes left, by STYLE
 * (first argument, else the constant below, which bench/bots/push-field.sh rewrites):
 * <ul>
 *   <li>attacker: k-window counting (6^n), its own windows three times the opponent's;
 *   <li>defender: the same, the opponent's windows three times its own;
 *   <li>runs: the runs of stones along the lines (5^length, the opponent's ×1.1), not windows;
 *   <li>squares: window counting with quadratic weights ((n + 1)^2), not exponential;
 *   <li>noisy: window counting (6^n, even weights) with 40 % random noise per push;
 *   <li>twoply: the 8 best pushes by window score, each answered by the opponent's best push
 *       (its window score, or a win): the best of own score minus 0.8 times the reply's.
 * </ul>
 * Reads ARBITRE_BOARD, ARBITRE_K and ARBITRE_OPENING like the shipped bots. JDK only, --release 8.
 * Moves: line number then side (H from the top, B from the bottom, G from the left, D from the right).
 */
public class Main {
  static String STYLE = "attacker";
  static int N = 15, K = 5;
  static int[] cell;
  static int[][] windows, lines;
  static final String SIDES = "HBGD";
  static final Random RANDOM = new Random();
  static BufferedReader in;
  static StringTokenizer tokens = new StringTokenizer("");

  public static void main(String[] args) throws IOException {
    if (args.length > 0) STYLE = args[0];
    String b = System.getenv("ARBITRE_BOARD"), k = System.getenv("ARBITRE_K");
    if (b != null && k != null && b.matches("\\d+x\\d+") && k.matches("\\d+")) {
      N = Integer.parseInt(b.substring(0, b.indexOf('x')));
      K = Integer.parseInt(k);
    }
    cell = new int[N * N];
    build();
    String o = System.getenv("ARBITRE_OPENING");
    String[] t = o == null || o.trim().isEmpty() ? new String[0] : o.trim().split("\\s+");
    for (int i = 0; i < t.length; i++) push(parse(t[i]), i % 2 + 1);
    in = new BufferedReader(new InputStreamReader(System.in));
    String first = next();
    if (!"1".equals(first) && !"2".equals(first)) return;
    int me = Integer.parseInt(first);
    boolean myTurn = (me == 1) == (t.length % 2 == 0);
    while (true) {
      if (myTurn) {
        int m = choose(me);
        if (m < 0) return;
        push(m, me);
        System.out.print((m % N + 1) + "" + SIDES.charAt(m / N) + "\n");
        System.out.flush();
      }
      String s = next();
      if (s == null || s.startsWith("F")) return;
      int m = parse(s);
      if (m < 0) return;
      push(m, 3 - me);
      myTurn = true;
    }
  }

  static String next() throws IOException {
    while (!tokens.hasMoreTokens()) {
      String line = in.readLine();
      if (line == null) return null;
      tokens = new StringTokenizer(line);
    }
    return tokens.nextToken();
  }

  /** "15B" or "B15" (any case) as side * N + line - 1, or -1. */
  static int parse(String s) {
    s = s.toUpperCase();
    if (s.isEmpty()) return -1;
    char c = Character.isDigit(s.charAt(0)) ? s.charAt(s.length() - 1) : s.charAt(0);
    String digits = Character.isDigit(s.charAt(0)) ? s.substring(0, s.length() - 1) : s.substring(1);
    int side = SIDES.indexOf(c);
    if (side < 0 || !digits.matches("\\d+")) return -1;
    int line = Integer.parseInt(digits);
    return line < 1 || line > N ? -1 : side * N + line - 1;
  }

  // ---- the choice: class first (win, safe, double victory, unsafe, loss), then the style's score
  static int choose(int me) {
    int n = 0;
    int[] moves = new int[4 * N], classes = new int[4 * N];
    double[] scores = new double[4 * N];
    for (int m = 0; m < 4 * N; m++) {
      int[] saved = cell.clone();
      if (!push(m, me)) continue;
      boolean mine = aligned(me), theirs = aligned(3 - me);
      int cls = mine && !theirs ? 4 : theirs && !mine ? 0 : mine ? 2 : winsAtOnce(3 - me) ? 1 : 3;
      double s = cls == 3 || cls == 1 ? score(me) : 0;
      if (STYLE.equals("noisy")) s *= 0.6 + 0.8 * RANDOM.nextDouble();
      cell = saved;
      moves[n] = m; classes[n] = cls; scores[n] = s + RANDOM.nextDouble() * 1e-6; n++;
    }
    if (n == 0) return -1;
    int top = 0;
    for (int i = 0; i < n; i++) top = Math.max(top, classes[i]);
    if (STYLE.equals("twoply") && top == 3) return twoply(me, moves, classes, scores, n);
    int best = -1;
    for (int i = 0; i < n; i++) if (classes[i] == top && (best < 0 || scores[i] > scores[best])) best = i;
    return moves[best];
  }

  static int twoply(int me, int[] moves, int[] classes, double[] scores, int n) {
    int[] order = new int[n];
    int c = 0;
    for (int i = 0; i < n; i++) if (classes[i] == 3) order[c++] = i;
    for (int i = 0; i < Math.min(8, c); i++) {  // the 8 best first
      int b = i;
      for (int j = i + 1; j < c; j++) if (scores[order[j]] > scores[order[b]]) b = j;
      int x = order[i]; order[i] = order[b]; order[b] = x;
    }
    int bestMove = moves[order[0]];
    double bestValue = -Double.MAX_VALUE;
    for (int i = 0; i < Math.min(8, c); i++) {
      int[] saved = cell.clone();
      push(moves[order[i]], me);
      double reply = 0;
      for (int r = 0; r < 4 * N; r++) {
        int[] s2 = cell.clone();
        if (!push(r, 3 - me)) continue;
        reply = Math.max(reply, aligned(3 - me) && !aligned(me) ? 1e15 : windowScore(3 - me, 6, 1, 1));
        cell = s2;
      }
      cell = saved;
      double value = scores[order[i]] - 0.8 * reply;
      if (value > bestValue) { bestValue = value; bestMove = moves[order[i]]; }
    }
    return bestMove;
  }

  static double score(int me) {
    switch (STYLE) {
      case "attacker": return windowScore(me, 6, 3, 1);
      case "defender": return windowScore(me, 6, 1, 3);
      case "squares": return windowScore(me, -1, 1, 1);
      case "runs": return runScore(me);
      default: return windowScore(me, 6, 1, 1);  // noisy, twoply
    }
  }

  /** Windows of one colour only: base^stones (base -1: (stones + 1)^2), own times attack, the opponent's times defence. */
  static double windowScore(int me, int base, double attack, double defence) {
    double s = 0;
    for (int[] w : windows) {
      int a = 0, o = 0;
      for (int p : w) { if (cell[p] == me) a++; else if (cell[p] != 0) o++; }
      if (o == 0 && a > 0) s += attack * weight(base, a);
      else if (a == 0 && o > 0) s -= defence * weight(base, o);
    }
    return s;
  }

  static double weight(int base, int n) {
    return base < 0 ? (n + 1) * (n + 1) : Math.pow(base, n);
  }

  /** Runs of two or more stones along every line (rows, columns, diagonals): 5^length, own +, the opponent's - (×1.1). */
  static double runScore(int me) {
    double s = 0;
    for (int[] line : lines) {
      int run = 0, who = 0;
      for (int i = 0; i <= line.length; i++) {
        int v = i < line.length ? cell[line[i]] : 0;
        if (v != 0 && v == who) { run++; continue; }
        if (who != 0 && run >= 2) s += (who == me ? 1 : -1.1) * Math.pow(5, run);
        who = v; run = v == 0 ? 0 : 1;
      }
    }
    return s;
  }

  // ---- board: move m = side * N + line; side 0 H (down), 1 B (up), 2 G (right), 3 D (left)
  static void build() {
    int[][] dirs = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    java.util.List<int[]> ws = new java.util.ArrayList<>(), ls = new java.util.ArrayList<>();
    for (int r = 0; r < N; r++)
      for (int c = 0; c < N; c++)
        for (int[] d : dirs) {
          int er = r + (K - 1) * d[0], ec = c + (K - 1) * d[1];
          if (er < N && ec >= 0 && ec < N) {
            int[] w = new int[K];
            for (int i = 0; i < K; i++) w[i] = (r + i * d[0]) * N + c + i * d[1];
            ws.add(w);
          }
          int pr = r - d[0], pc = c - d[1];  // a line starts where the previous cell is off the board
          if (pr >= 0 && pc >= 0 && pc < N) continue;
          java.util.List<Integer> l = new java.util.ArrayList<>();
          for (int rr = r, cc = c; rr < N && cc >= 0 && cc < N; rr += d[0], cc += d[1]) l.add(rr * N + cc);
          if (l.size() >= 2) { int[] a = new int[l.size()]; for (int i = 0; i < a.length; i++) a[i] = l.get(i); ls.add(a); }
        }
    windows = ws.toArray(new int[0][]);
    lines = ls.toArray(new int[0][]);
  }

  static boolean push(int m, int who) {
    int s = m / N, l = m % N;
    int en = s == 0 ? l : s == 1 ? (N - 1) * N + l : s == 2 ? l * N : l * N + N - 1;
    int st = s == 0 ? N : s == 1 ? -N : s == 2 ? 1 : -1, e = -1, p = en;
    for (int i = 0; i < N && e < 0; i++, p += st) if (cell[p] == 0) e = p;
    if (e < 0) return false;
    for (p = e; p != en; p -= st) cell[p] = cell[p - st];
    cell[en] = who;
    return true;
  }

  static boolean aligned(int who) {
    for (int[] w : windows) {
      int i = 0;
      while (i < K && cell[w[i]] == who) i++;
      if (i == K) return true;
    }
    return false;
  }

  static boolean winsAtOnce(int who) {
    for (int m = 0; m < 4 * N; m++) {
      int[] saved = cell.clone();
      boolean win = push(m, who) && aligned(who) && !aligned(3 - who);
      cell = saved;
      if (win) return true;
    }
    return false;
  }
}
