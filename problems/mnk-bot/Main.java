import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringTokenizer;

/**
 * A strong single-file bot for the m,n,k game (k or more in a row wins; default 20 x 20, k = 6).
 *
 * <p>Sections, in order: constants, board (k-cell windows with incremental counts), evaluation,
 * threat search (VCF: chains of k-1 threats), alpha-beta (PVS, iterative deepening, Zobrist
 * transposition table), opponent model (a narrower search once the opponent is seen to play like a
 * one-ply natural player, of a known family or a window counter learnt from its moves; against one
 * model that fits, plans: the victory search with quiet moves and a beam search over long lines of
 * the model's replies; against a loose model, the plain score's best few cells, quiet moves then a
 * VCT, and a narrower alpha-beta; no plan's move is played that leaves the opponent a VCT), time
 * manager, protocol loop and analysis entry point.
 *
 * <p>Usage: {@code java Main [W H K [MS]]} plays the protocol of docs/rules.md, section 1 (MS = time per
 * move in milliseconds, default 1000). {@code java Main analyse W H K [MS]} reads a board from
 * stdin (H rows of W characters: {@code .} empty, {@code X} player 1, {@code O} player 2, then an
 * optional line {@code X} or {@code O} naming the side to move) and prints the chosen move
 * {@code x y} (1-based column, row). {@code java Main report W H K ME OPENING [MS [MODEL]]} reads
 * a game's moves ({@code x,y} tokens) and prints what the bot learnt of its opponent, the model's
 * replies, the beam's plan and the move ({@link #report}). Tests call {@link #analyse} and
 * {@link #report} directly.
 */
public class Main {

  // ================================ constants =================================================
  static int WIDTH = 20;
  static int HEIGHT = 20;
  static int K = 6;
  static long MOVE_MS = 1000;
  static final int BUDGET_PERCENT = 65; // of MOVE_MS for the search (see the time manager)
  static final long MARGIN_MS = 350; // what the budget leaves of the move at least (see budgetMs)

  static final int WIN = 10_000_000;
  static final int MAX_PLY = 64;
  static final int TT_BITS = 19; // at most: see tableBits
  static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  // ================================ board =====================================================
  final int w;
  final int h;
  final int k;
  final int n;
  final int[] board; // 0 empty, 1 or 2
  int stones;
  final int nWin;
  final int[] winCells; // window i holds cells winCells[i*k .. i*k+k-1]
  final int[][] cellWins; // the windows through each cell
  final int[] winDir; // the direction (0..3) of each window
  final int[][] cnt; // cnt[p][window]: stones of player p in the window
  final int[][] live; // live[p][a]: windows holding a stones of p and none of the other player
  final long[] sum = new long[3]; // sum[p]: value of p's live windows
  final long[] value; // value[a] of a live window holding a stones
  final long[] pow8; // 8^a, capped
  final long[] pow6 = new long[32]; // 6^a, 5^a, 4^a: the opponent models' weights
  final long[] pow5 = new long[32];
  final long[] pow4 = new long[32];
  final long[][] zobrist;
  long hash;
  final int[] near; // stones within Chebyshev distance 2
  final int[][] k3Dir; // k3Dir[p][c*4+d]: p's windows of direction d through c with k-3 stones (live)
  final boolean[][] forkAt; // forkAt[p][c]: c is one of p's fork cells (see forkCells)
  final int[] forks = new int[3]; // forks[p]: p's fork cells, kept up to date by place and undo
  boolean forkTracking; // k3Dir, forkAt and forks are kept (the alpha-beta: see startForkTracking)
  final int[][] k2Win; // k2Win[p][0 .. k2Size[p]-1]: p's windows with k-2 stones, none of the other's
  final int[][] k2At; // k2At[p][wi]: the index of window wi in k2Win[p] (meaningless when it is not in)
  final int[] k2Size = new int[3];
  final int[] restrictWins; // generate's buffer: the windows whose cells answer an open k-2 line
  final int[][] k1Win; // the same for k-1 stones: p's winning windows
  final int[][] k1At;
  final int[] k1Size = new int[3];
  final long[] moveTab; // moveTab[a * (k + 2) + b]: moveScore's term for one window, a own stones, b others
  final long[][] scoreAt; // scoreAt[p][c]: moveScore(c, p), kept by place and undo while scoreTracking
  boolean scoreTracking;

  /**
   * Transposition table bits for a heap of maxMemory bytes: the largest table of 12-byte entries
   * (int key + long data) within 40 % of it, from 2^12 to 2^TT_BITS entries. -Xmx16m (maxMemory
   * 15.5 MiB): 2^19 entries, 6 MiB, as on a big heap.
   */
  static int tableBits(long maxMemory) {
    int bits = TT_BITS;
    while (bits > 12 && 12L << bits > maxMemory * 2 / 5) {
      bits--;
    }
    return bits;
  }

  Main(int w, int h, int k) {
    this.w = w;
    this.h = h;
    this.k = k;
    this.n = w * h;
    board = new int[n];
    near = new int[n];
    k3Dir = new int[3][k >= 4 ? 4 * n : 0];
    forkAt = new boolean[3][k >= 4 ? n : 0];
    List<int[]> wins = new ArrayList<int[]>();
    List<Integer> dirs = new ArrayList<Integer>();
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        for (int d = 0; d < (k == 1 ? 1 : 4); d++) {
          int ex = x + (k - 1) * DIRS[d][0];
          int ey = y + (k - 1) * DIRS[d][1];
          if (ex < 0 || ex >= w || ey < 0 || ey >= h) {
            continue;
          }
          int[] cells = new int[k];
          for (int i = 0; i < k; i++) {
            cells[i] = (y + i * DIRS[d][1]) * w + x + i * DIRS[d][0];
          }
          wins.add(cells);
          dirs.add(d);
        }
      }
    }
    nWin = wins.size();
    winCells = new int[nWin * k];
    winDir = new int[nWin];
    for (int i = 0; i < nWin; i++) {
      winDir[i] = dirs.get(i);
    }
    int[] perCell = new int[n];
    for (int i = 0; i < nWin; i++) {
      for (int j = 0; j < k; j++) {
        winCells[i * k + j] = wins.get(i)[j];
        perCell[wins.get(i)[j]]++;
      }
    }
    cellWins = new int[n][];
    for (int c = 0; c < n; c++) {
      cellWins[c] = new int[perCell[c]];
      perCell[c] = 0;
    }
    for (int i = 0; i < nWin; i++) {
      for (int j = 0; j < k; j++) {
        int c = winCells[i * k + j];
        cellWins[c][perCell[c]++] = i;
      }
    }
    cnt = new int[3][nWin];
    k2Win = new int[3][nWin];
    restrictWins = new int[2 * nWin];
    k2At = new int[3][nWin];
    k1Win = new int[3][nWin];
    k1At = new int[3][nWin];
    live = new int[3][k + 2];
    live[1][0] = nWin;
    live[2][0] = nWin;
    value = new long[k + 2];
    pow8 = new long[k + 2];
    for (int a = 0; a <= k + 1; a++) {
      pow8[a] = a == 0 ? 1 : Math.min(pow8[a - 1] * 8, 1L << 40);
    }
    for (int a = 0; a < 32; a++) {
      pow6[a] = a == 0 ? 1 : Math.min(pow6[a - 1] * 6, 1L << 40);
      pow5[a] = a == 0 ? 1 : Math.min(pow5[a - 1] * 5, 1L << 40);
      pow4[a] = a == 0 ? 1 : Math.min(pow4[a - 1] * 4, 1L << 40);
    }
    double base = k <= 2 ? 8 : Math.min(8, Math.pow(20000, 1.0 / (k - 2)));
    for (int a = 1; a <= k + 1; a++) {
      value[a] = a >= k ? WIN / 16 : Math.round(Math.pow(base, a - 1));
    }
    moveTab = new long[(k + 2) * (k + 2)];
    for (int a = 0; a <= k; a++) {
      for (int b = 0; b <= k; b++) {
        long t = 0;
        if (b == 0) {
          t += value[a + 1] - value[a] + (a == k - 2 ? value[a + 1] : 0);
        }
        if (a == 0) {
          t += value[b + 1] - value[b];
        }
        moveTab[a * (k + 2) + b] = t;
      }
    }
    scoreAt = new long[3][n];
    zobrist = new long[3][n];
    long seed = 0x9E3779B97F4A7C15L;
    for (int p = 1; p <= 2; p++) {
      for (int c = 0; c < n; c++) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        zobrist[p][c] = seed ^ (seed >>> 29);
      }
    }
    int ttBits = n <= 100 ? 12 : tableBits(Runtime.getRuntime().maxMemory()); // small boards: tests make many
    ttKey = new int[1 << ttBits];
    ttData = new long[1 << ttBits];
    vcfFail = new long[1 << 16];
    for (int i = 0; i < MAX_PLY + 2; i++) {
      moveBuf[i] = new int[n];
      scoreBuf[i] = new long[n];
      defBuf[i] = new int[n];
    }
    stamp = new int[n];
    partner = new int[n];
    track = new long[n];
    track2 = new long[n];
    trackTab = new long[(k + 1) * (k + 1)];
    trackTab2 = new long[(k + 1) * (k + 1)];
    int grid = n > 100 && k <= 16 ? GRID : 0; // the model is for big boards only (see observe)
    gridTab = new long[grid][(k + 1) * (k + 1)];
    for (int g = 0; g < grid; g++) {
      int gb = GRID_BASES[g / (2 * GRID_RATIOS.length)];
      int[] ratio = GRID_RATIOS[g / 2 % GRID_RATIOS.length];
      boolean empty = g % 2 == 0; // an empty window counts 1 (base^0), or nothing
      long[] weight = new long[k + 1];
      for (int a = 0; a <= k; a++) {
        weight[a] = a == 0 ? (empty ? 1 : 0) : Math.min((a == 1 ? 1 : weight[a - 1]) * gb, 1L << 40);
      }
      for (int a = 0; a <= k; a++) {
        for (int b = 0; b <= k; b++) {
          gridTab[g][a * (k + 1) + b] = (b == 0 ? ratio[0] * weight[a] : 0) + (a == 0 ? ratio[1] * weight[b] : 0);
        }
      }
    }
    gridHits = new int[GRID];
    gridBest = new long[GRID];
    gridScore = new long[GRID];
    twoHitsOf = new int[grid * TWO_LAMBDAS.length * TWO_TOPS.length];
  }

  void place(int c, int p) {
    board[c] = p;
    hash ^= zobrist[p][c];
    stones++;
    int o = 3 - p;
    int[] cp = cnt[p];
    int[] co = cnt[o];
    for (int wi : cellWins[c]) {
      int a = cp[wi];
      int b = co[wi];
      if (b == 0) {
        live[p][a]--;
        live[p][a + 1]++;
        sum[p] += value[a + 1] - value[a];
        kept(p, wi, a, -1);
        kept(p, wi, a + 1, 1);
      }
      if (a == 0) {
        live[o][b]--;
        sum[o] -= value[b];
        kept(o, wi, b, -1);
      }
      if (scoreTracking) {
        trackScores(p, wi, a, b, 1);
      }
      cp[wi] = a + 1;
    }
    touchNear(c, 1);
    if (tracking) {
      trackWindows(c, p, 1);
    }
  }

  void undo(int c, int p) {
    board[c] = 0;
    hash ^= zobrist[p][c];
    stones--;
    int o = 3 - p;
    int[] cp = cnt[p];
    int[] co = cnt[o];
    for (int wi : cellWins[c]) {
      int a = cp[wi] - 1;
      int b = co[wi];
      if (b == 0) {
        live[p][a + 1]--;
        live[p][a]++;
        sum[p] -= value[a + 1] - value[a];
        kept(p, wi, a + 1, -1);
        kept(p, wi, a, 1);
      }
      if (a == 0) {
        live[o][b]++;
        sum[o] += value[b];
        kept(o, wi, b, 1);
      }
      if (scoreTracking) {
        trackScores(p, wi, a, b, -1);
      }
      cp[wi] = a;
    }
    touchNear(c, -1);
    if (tracking) {
      trackWindows(c, p, -1);
    }
  }

  private void touchNear(int c, int delta) {
    int cx = c % w;
    int cy = c / w;
    for (int y = Math.max(0, cy - 2); y <= Math.min(h - 1, cy + 2); y++) {
      for (int x = Math.max(0, cx - 2); x <= Math.min(w - 1, cx + 2); x++) {
        int e = y * w + x;
        near[e] += delta;
        if (forkTracking && near[e] == (delta > 0 ? 1 : 0)) { // its nearness changed (a stone's own cell: by its windows)
          refreshFork(1, e);
          refreshFork(2, e);
        }
      }
    }
  }

  /**
   * Window wi, holding `stones` of p and none of the other's, enters (+1) or leaves (-1) what
   * place and undo keep for that count: the fork cells' directions (k-3), the open k-2 windows
   * or the winning windows (k-1).
   */
  private void kept(int p, int wi, int stones, int delta) {
    if (stones == k - 3) {
      countK3(p, wi, delta);
    } else if (stones == k - 2) {
      if (delta > 0) {
        setAdd(k2Win, k2At, k2Size, p, wi);
      } else {
        setRemove(k2Win, k2At, k2Size, p, wi);
      }
    } else if (stones == k - 1) {
      if (delta > 0) {
        setAdd(k1Win, k1At, k1Size, p, wi);
      } else {
        setRemove(k1Win, k1At, k1Size, p, wi);
      }
    }
  }

  /** A window of p entered (+1) or left (-1) the state "k-3 stones of p, none of the other's". */
  private void countK3(int p, int wi, int delta) {
    if (!forkTracking) {
      return;
    }
    int[] dir = k3Dir[p];
    int d = winDir[wi];
    for (int j = wi * k; j < wi * k + k; j++) {
      int c = winCells[j];
      dir[c * 4 + d] += delta;
      refreshFork(p, c);
    }
  }

  /**
   * Adds window wi to p's set (win, at, size: the windows in any order, each one's index, the
   * count). The sets hold windows with k-2 and k-1 stones (none of the other's), so they are kept
   * from k = 3 on: below, those would be the empty windows, which no set starts with.
   */
  private void setAdd(int[][] win, int[][] at, int[] size, int p, int wi) {
    if (k >= 3) {
      at[p][wi] = size[p];
      win[p][size[p]++] = wi;
    }
  }

  private void setRemove(int[][] win, int[][] at, int[] size, int p, int wi) {
    if (k >= 3) {
      int i = at[p][wi];
      int last = win[p][--size[p]];
      win[p][i] = last;
      at[p][last] = i;
    }
  }

  /**
   * Window wi of p went from a to a + 1 stones of p (sign 1; -1: back), b of the other player's:
   * its term in the move score of each of its cells changes, for p and for the other player.
   */
  private void trackScores(int p, int wi, int a, int b, int sign) {
    long[] tab = moveTab;
    int s = k + 2;
    long dp = (tab[(a + 1) * s + b] - tab[a * s + b]) * sign;
    long dq = (tab[b * s + a + 1] - tab[b * s + a]) * sign;
    if (dp == 0 && dq == 0) { // a window both players hold: worth nothing either way
      return;
    }
    long[] sp = scoreAt[p];
    long[] sq = scoreAt[3 - p];
    for (int j = wi * k, end = j + k; j < end; j++) {
      int e = winCells[j];
      sp[e] += dp;
      sq[e] += dq;
    }
  }

  /**
   * Counts the fork cells and the move scores from the board, then keeps them with every place
   * and undo until stopForkTracking: only the alpha-beta reads them (its evaluation, and generate
   * at every inner node: a score per candidate had been 24 windows read, about 60 % of its time),
   * and the threat searches, which place and undo far more stones per node, run faster without
   * (no fork term below k = 4).
   */
  void startForkTracking() {
    for (int c = 0; c < n; c++) {
      scoreAt[1][c] = scoreOf(c, 1);
      scoreAt[2][c] = scoreOf(c, 2);
    }
    scoreTracking = true;
    if (k < 4) {
      return;
    }
    Arrays.fill(k3Dir[1], 0);
    Arrays.fill(k3Dir[2], 0);
    Arrays.fill(forkAt[1], false);
    Arrays.fill(forkAt[2], false);
    forks[1] = 0;
    forks[2] = 0;
    forkTracking = true;
    for (int wi = 0; wi < nWin; wi++) {
      for (int p = 1; p <= 2; p++) {
        if (cnt[p][wi] == k - 3 && cnt[3 - p][wi] == 0) {
          countK3(p, wi, 1);
        }
      }
    }
  }

  void stopForkTracking() {
    forkTracking = false;
    scoreTracking = false;
  }

  private void refreshFork(int p, int c) {
    int[] dir = k3Dir[p];
    int b = c * 4;
    boolean f = board[c] == 0 && near[c] > 0
        && (dir[b] > 0 ? 1 : 0) + (dir[b + 1] > 0 ? 1 : 0) + (dir[b + 2] > 0 ? 1 : 0)
            + (dir[b + 3] > 0 ? 1 : 0) >= 2;
    if (f != forkAt[p][c]) {
      forkAt[p][c] = f;
      forks[p] += f ? 1 : -1;
    }
  }

  /** The empty cell of a window (first one found), or -1. */
  private int emptyOf(int wi) {
    for (int j = wi * k; j < wi * k + k; j++) {
      if (board[winCells[j]] == 0) {
        return winCells[j];
      }
    }
    return -1;
  }

  /** Cells where p wins at once: the count of distinct ones (capped at 2), the first in found[0]. */
  int winningCells(int p, int[] found) {
    if (live[p][k - 1] == 0) {
      return 0;
    }
    if (k >= 3) { // from the set: the cell of the first window (by index), then the first other one
      int[] windows = k1Win[p];
      int first = Integer.MAX_VALUE;
      for (int i = k1Size[p] - 1; i >= 0; i--) {
        first = Math.min(first, windows[i]);
      }
      found[0] = emptyOf(first);
      int second = Integer.MAX_VALUE;
      for (int i = k1Size[p] - 1; i >= 0; i--) {
        if (windows[i] < second && emptyOf(windows[i]) != found[0]) {
          second = windows[i];
        }
      }
      if (second == Integer.MAX_VALUE) {
        return 1;
      }
      found[1] = emptyOf(second);
      return 2;
    }
    int count = 0;
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    for (int wi = 0; wi < nWin; wi++) {
      if (cp[wi] == k - 1 && co[wi] == 0) {
        int c = emptyOf(wi);
        if (count == 0) {
          found[0] = c;
          count = 1;
        } else if (c != found[0]) {
          found[1] = c;
          return 2;
        }
      }
    }
    return count;
  }

  /** Distinct winning cells p has in the windows through cell c (capped at 2). */
  private int winningCellsThrough(int c, int p) {
    int first = -1;
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    for (int wi : cellWins[c]) {
      if (cp[wi] == k - 1 && co[wi] == 0) {
        int e = emptyOf(wi);
        if (first < 0) {
          first = e;
        } else if (e != first) {
          return 2;
        }
      }
    }
    return first < 0 ? 0 : 1;
  }

  // ================================ evaluation ================================================
  /**
   * The side whose windows the evaluation weighs more (1.25 ×): the bot's, set when its
   * alpha-beta starts; 0 (even) before. A search that prefers its own lines plays for a win where
   * the even one settles for the draw (against the field's noisy style 12-8-0 instead of 6-14-0
   * on the same 20 games, against v4 3-7-0).
   */
  int attackSide;

  /** Static value for the side to move p. */
  int evaluate(int p) {
    int o = 3 - p;
    long s = sum[p] - sum[o] + sum[p] / 8; // the side to move converts threats first
    if (attackSide != 0) { // the bot's own windows weigh a quarter more, seen from either side
      s += (p == attackSide ? 1 : -1) * (sum[attackSide] / 4);
    }
    if (!natural) { // the fork term costs time the narrow search spends on depth
      s += forkCells(p) * value[k - 1] - forkCells(o) * value[k - 2];
    }
    return (int) Math.max(-WIN / 4, Math.min(WIN / 4, s));
  }

  /**
   * Empty cells where p would make k-2 in two directions at once (two open k-2 lines: a double
   * threat one move later). The side to move converts them; the other side only threatens.
   */
  int forkCells(int p) {
    if (forkTracking) {
      return forks[p]; // a scan of the board per leaf cost a third of the alpha-beta's time
    }
    if (k < 4 || live[p][k - 3] < 2) {
      return 0;
    }
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    int count = 0;
    for (int c = 0; c < n; c++) {
      if (board[c] != 0 || near[c] == 0) {
        continue;
      }
      int mask = 0;
      for (int wi : cellWins[c]) {
        if (cp[wi] == k - 3 && co[wi] == 0) {
          mask |= 1 << winDir[wi];
        }
      }
      if ((mask & (mask - 1)) != 0) {
        count++;
      }
    }
    return count;
  }

  /** How much playing c is worth to p: its own windows it extends plus the opponent's it blocks. */
  long moveScore(int c, int p) {
    return scoreTracking ? scoreAt[p][c] : scoreOf(c, p);
  }

  /** {@link #moveScore} from the board: the windows through c. */
  private long scoreOf(int c, int p) {
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    long[] tab = moveTab;
    int stride = k + 2;
    long s = 0;
    for (int wi : cellWins[c]) {
      s += tab[cp[wi] * stride + co[wi]];
    }
    return s;
  }

  /**
   * The family of one-ply players the opponent model knows: window counters with different weights
   * and attack/defence ratios, and a run counter. Each scores the move c for p; a one-ply player
   * plays (one of) the cells its score ranks first. Model 0: 8^n for each window c extends (n own
   * stones, none of the other's; x4 when it makes k-1; attack weighs 5/4) plus 8^n for each window
   * of the other player it blocks (the greedy client's kind). 1: 6^n, attack x3. 2: 6^n, defence x3.
   * 3: quadratic weights (n+1)^2. 4: 4^n, defence x2. 5: the runs of stones through c it extends or
   * cuts, 5^length times (open ends + 1), own runs x1.2.
   */
  static final int MODELS = 6;
  private final long[] modelScore = new long[MODELS];
  private final long[] modelBest = new long[MODELS];
  private final int[] modelCell = new int[MODELS];

  void modelScores(int c, int p, long[] out) {
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    long m0 = 0;
    long m1 = 0;
    long m2 = 0;
    long m3 = 0;
    long m4 = 0;
    for (int wi : cellWins[c]) {
      int a = cp[wi];
      int b = co[wi];
      if (b == 0) {
        long v = pow8[a] * (a == k - 2 ? 4 : 1);
        m0 += (v + v / 4) * 4;
        m1 += 3 * pow6[a];
        m2 += pow6[a];
        m3 += (a + 1) * (a + 1);
        m4 += pow4[a];
      }
      if (a == 0) {
        m0 += pow8[b] * (b == k - 2 ? 4 : 1) * 4;
        m1 += pow6[b];
        m2 += 3 * pow6[b];
        m3 += (b + 1) * (b + 1);
        m4 += 2 * pow4[b];
      }
    }
    out[0] = m0;
    out[1] = m1;
    out[2] = m2;
    out[3] = m3;
    out[4] = m4;
    out[5] = runScore(c, p);
  }

  /**
   * While {@code tracking}: track[c] = windowModel(c, trackFor, trackModel) for every cell, kept
   * up to date by place and undo (each window through the cell played gives its old contribution
   * back and adds its new one), so the model's reply is a scan of the cells, not of their windows.
   */
  boolean tracking;
  int trackFor;
  final long[] track;
  final long[] track2; // with trackBoth: the same model's score for the other player (a table
  // that is not the same from both sides; else track is both)
  boolean trackBoth;
  private final long[] trackTab; // trackTab[a * (k + 1) + b]: one window, a own stones, b others
  private final long[] trackTab2; // trackTab2[a * (k + 1) + b] = trackTab[b * (k + 1) + a]

  /**
   * Starts tracking model j (0 to 4, the loose, grid or two-ply model) for player o: the scores
   * from scratch. The two-ply model's table is tracked for the other player too (track2): its
   * replies are scored from that side.
   */
  void startTracking(int o, int j) {
    trackFor = o;
    trackBoth = j == TWO_MODEL;
    if (j == GRID_MODEL || j == TWO_MODEL) { // the grid's entry is such a table already
      System.arraycopy(gridTab[j == GRID_MODEL ? gridChoice : twoTable], 0, trackTab, 0, trackTab.length);
    } else {
      for (int a = 0; a <= k; a++) {
        for (int b = 0; b <= k; b++) {
          long s = 0;
          if (b == 0) {
            long v = pow8[a] * (a == k - 2 ? 4 : 1);
            s += j == 0 ? (v + v / 4) * 4 : j == 1 ? 3 * pow6[a] : j == 2 || j == 6 ? pow6[a]
                : j == 3 ? (a + 1) * (a + 1) : pow4[a];
          }
          if (a == 0) {
            s += j == 0 ? pow8[b] * (b == k - 2 ? 4 : 1) * 4 : j == 1 || j == 6 ? pow6[b]
                : j == 2 ? 3 * pow6[b] : j == 3 ? (b + 1) * (b + 1) : 2 * pow4[b];
          }
          trackTab[a * (k + 1) + b] = s;
        }
      }
    }
    boolean symmetric = true; // then the other side's scores are the same: track serves both
    for (int a = 0; a <= k; a++) { // the same table seen from the other side
      for (int b = 0; b <= k; b++) {
        trackTab2[a * (k + 1) + b] = trackTab[b * (k + 1) + a];
        symmetric &= trackTab2[a * (k + 1) + b] == trackTab[a * (k + 1) + b];
      }
    }
    trackBoth &= !symmetric;
    Arrays.fill(track, 0);
    Arrays.fill(track2, 0);
    int[] ca = cnt[o];
    int[] cb = cnt[3 - o];
    for (int wi = 0; wi < nWin; wi++) {
      int idx = ca[wi] * (k + 1) + cb[wi];
      long v = trackTab[idx];
      long v2 = trackBoth ? trackTab2[idx] : 0;
      for (int i = wi * k; i < wi * k + k; i++) {
        track[winCells[i]] += v;
        track2[winCells[i]] += v2;
      }
    }
    tracking = true;
  }

  /** After p's stone on c was placed (+1) or taken back (-1): each window's change in the model. */
  private void trackWindows(int c, int p, int sign) {
    int[] ca = cnt[trackFor];
    int[] cb = cnt[3 - trackFor];
    int step = p == trackFor ? k + 1 : 1; // the table index of one more stone of p
    for (int wi : cellWins[c]) {
      int now = ca[wi] * (k + 1) + cb[wi];
      int before = now - sign * step;
      long v = trackTab[now] - trackTab[before];
      if (v != 0) {
        for (int i = wi * k; i < wi * k + k; i++) {
          track[winCells[i]] += v;
        }
      }
      long v2 = trackBoth ? trackTab2[now] - trackTab2[before] : 0;
      if (v2 != 0) {
        for (int i = wi * k; i < wi * k + k; i++) {
          track2[winCells[i]] += v2;
        }
      }
    }
  }

  /** The score of window model j (0 to 4) alone: as {@link #modelScores}. */
  long windowModel(int c, int p, int j) {
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    long s = 0;
    if (j == GRID_MODEL) {
      long[] tab = gridTab[gridChoice];
      for (int wi : cellWins[c]) {
        s += tab[cp[wi] * (k + 1) + co[wi]];
      }
      return s;
    }
    for (int wi : cellWins[c]) {
      int a = cp[wi];
      int b = co[wi];
      if (b == 0) {
        long v = pow8[a] * (a == k - 2 ? 4 : 1);
        s += j == 0 ? (v + v / 4) * 4 : j == 1 ? 3 * pow6[a] : j == 2 || j == 6 ? pow6[a]
            : j == 3 ? (a + 1) * (a + 1) : pow4[a];
      }
      if (a == 0) {
        s += j == 0 ? pow8[b] * (b == k - 2 ? 4 : 1) * 4 : j == 1 || j == 6 ? pow6[b]
            : j == 2 ? 3 * pow6[b] : j == 3 ? (b + 1) * (b + 1) : 2 * pow4[b];
      }
    }
    return s;
  }

  /** Model 5: for both colours and each direction, the run through c, 5^length x (open ends + 1). */
  long runScore(int c, int p) {
    int cx = c % w;
    int cy = c / w;
    long total = 0;
    for (int[] d : DIRS) {
      for (int who = 1; who <= 2; who++) {
        int len = 0;
        int open = 0;
        for (int s = -1; s <= 1; s += 2) {
          int x = cx + s * d[0];
          int y = cy + s * d[1];
          while (x >= 0 && x < w && y >= 0 && y < h && board[y * w + x] == who) {
            len++;
            x += s * d[0];
            y += s * d[1];
          }
          if (x >= 0 && x < w && y >= 0 && y < h && board[y * w + x] == 0) {
            open++;
          }
        }
        long v = pow5[Math.min(len, k + 1)] * (open + 1) * 5;
        total += who == p ? v * 6 / 5 : v;
      }
    }
    return total;
  }

  /**
   * The opponent's quiet replies under the model: the cell each one-ply player of the family ranks
   * first (first found on ties), without repeats, in moves[0..r); returns r.
   */
  int modelReplies(int p, int[] moves, int m) {
    long[] best = modelBest;
    int[] bestCell = modelCell;
    Arrays.fill(best, -1);
    if (modelChoice >= 0) { // one model: only its score
      int j = modelChoice;
      for (int i = 0; i < m; i++) {
        long v = tracking && p == trackFor ? track[moves[i]]
            : j == 5 ? runScore(moves[i], p) : windowModel(moves[i], p, j);
        if (v > best[0]) {
          best[0] = v;
          bestCell[0] = moves[i];
        }
      }
      moves[0] = bestCell[0];
      return 1;
    }
    for (int i = 0; i < m; i++) {
      modelScores(moves[i], p, modelScore);
      for (int j = 0; j < MODELS; j++) {
        if (modelScore[j] > best[j]) {
          best[j] = modelScore[j];
          bestCell[j] = moves[i];
        }
      }
    }
    int r = 0;
    for (int j = 0; j < MODELS; j++) {
      boolean seen = false;
      for (int i = 0; i < r; i++) {
        seen |= moves[i] == bestCell[j];
      }
      if (!seen) {
        moves[r++] = bestCell[j];
      }
    }
    return r;
  }

  private final int[] stamp;
  private final int[] partner;
  private int stampNo;

  /** True when p has a cell that would make two distinct winning cells (an open k-2 line, a fork). */
  boolean hasDoubleThreat(int p) {
    if (k < 3 || live[p][k - 2] == 0) {
      return false;
    }
    stampNo++;
    int[] windows = k2Win[p];
    for (int i = k2Size[p] - 1; i >= 0; i--) { // the order does not change the answer
      int wi = windows[i];
      int e1 = -1;
      int e2 = -1;
      for (int j = wi * k; j < wi * k + k; j++) {
        if (board[winCells[j]] == 0) {
          if (e1 < 0) {
            e1 = winCells[j];
          } else {
            e2 = winCells[j];
          }
        }
      }
      if (mark(e1, e2) || mark(e2, e1)) {
        return true;
      }
    }
    return false;
  }

  private boolean mark(int cell, int other) {
    if (stamp[cell] != stampNo) {
      stamp[cell] = stampNo;
      partner[cell] = other;
      return false;
    }
    return partner[cell] != other;
  }

  // ================================ threat search (VCF) =======================================
  final long[] vcfFail; // positions (hash with depth in the low byte) where no VCF was found
  private final int[] found = new int[2];
  private int lastWinCell;
  int vcfMove = -1;

  /** The cell made winning by p's four through c (after winningCellsThrough returned 1). */
  private int winCellThrough(int c, int p) {
    for (int wi : cellWins[c]) {
      if (cnt[p][wi] == k - 1 && cnt[3 - p][wi] == 0) {
        return emptyOf(wi);
      }
    }
    return -1;
  }

  /**
   * Victory by continuous fours: p to move wins by a chain of k-1 threats, each forcing the single
   * reply, within {@code depth} own moves. Sets {@link #vcfMove} at ply 0.
   */
  boolean vcf(int p, int depth, int ply) {
    if (tickSlow() || ply >= MAX_PLY) {
      return false;
    }
    int o = 3 - p;
    if (live[p][k - 1] > 0) {
      if (ply == 0) {
        winningCells(p, found);
        vcfMove = found[0];
      }
      return true;
    }
    int forced = -1;
    if (live[o][k - 1] > 0) {
      if (winningCells(o, found) >= 2) {
        return false;
      }
      forced = found[0];
    }
    if (depth == 0 || k < 3) {
      return false;
    }
    long key = (hash ^ (p == 2 ? SIDE : 0)) & ~0xFFL;
    int slot = (int) (key >>> 8) & (vcfFail.length - 1);
    if ((vcfFail[slot] & ~0xFFL) == key && (vcfFail[slot] & 0xFF) >= depth) {
      return false;
    }
    int[] moves = moveBuf[ply];
    int m = 0;
    if (forced >= 0) {
      moves[m++] = forced;
    } else {
      stampNo++;
      int[] cp = cnt[p];
      int[] co = cnt[o];
      for (int wi = 0; wi < nWin; wi++) {
        if (cp[wi] == k - 2 && co[wi] == 0) {
          for (int j = wi * k; j < wi * k + k; j++) {
            int c = winCells[j];
            if (board[c] == 0 && stamp[c] != stampNo) {
              stamp[c] = stampNo;
              moves[m++] = c;
            }
          }
        }
      }
    }
    for (int i = 0; i < m; i++) {
      int c = moves[i];
      place(c, p);
      int threats = winningCellsThrough(c, p);
      boolean ok;
      if (threats == 0) {
        ok = false;
      } else if (threats >= 2) {
        ok = true;
      } else {
        int reply = winCellThrough(c, p);
        place(reply, o);
        ok = vcf(p, depth - 1, ply + 1);
        undo(reply, o);
      }
      undo(c, p);
      if (ok) {
        if (ply == 0) {
          vcfMove = c;
        }
        return true;
      }
      if (stop) {
        return false;
      }
    }
    vcfFail[slot] = key | depth;
    return false;
  }

  final long[] vctFail = new long[1 << 16];
  final int[][] defBuf = new int[MAX_PLY + 2][];

  /** True when p's stone on c made a k-2 window through c that forms a double threat. */
  private boolean newDoubleThreat(int c, int p) {
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    for (int wi : cellWins[c]) {
      if (cp[wi] != k - 2 || co[wi] != 0) {
        continue;
      }
      for (int j = wi * k; j < wi * k + k; j++) {
        int e = winCells[j];
        if (board[e] != 0) {
          continue;
        }
        int first = -1;
        for (int wj : cellWins[e]) {
          if (cp[wj] == k - 2 && co[wj] == 0) {
            int other = -1;
            for (int i = wj * k; i < wj * k + k; i++) {
              if (board[winCells[i]] == 0 && winCells[i] != e) {
                other = winCells[i];
              }
            }
            if (first < 0) {
              first = other;
            } else if (other != first) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * Victory by continuous threats: p to move wins within {@code depth} own moves, each one a k-1
   * threat (single forced reply) or an open k-2 threat (a double threat next move), against every
   * defence (blocking a cell of p's k-2 windows or making an own k-1 threat). Sets vcfMove at ply 0.
   */
  boolean vct(int p, int depth, int ply) {
    if (tickSlow() || ply >= MAX_PLY - 2) {
      return false;
    }
    int o = 3 - p;
    if (live[p][k - 1] > 0) {
      if (ply == 0) {
        winningCells(p, found);
        vcfMove = found[0];
      }
      return true;
    }
    int forced = -1;
    if (live[o][k - 1] > 0) {
      if (winningCells(o, found) >= 2) {
        return false;
      }
      forced = found[0];
    }
    if (depth == 0 || k < 4) {
      return false;
    }
    long key = (hash ^ (p == 2 ? SIDE : 0)) & ~0xFFL;
    int slot = (int) (key >>> 8) & (vctFail.length - 1);
    if ((vctFail[slot] & ~0xFFL) == key && (vctFail[slot] & 0xFF) >= depth) {
      return false;
    }
    boolean slowOk = depth > 1 && !hasDoubleThreat(o); // open k-2 threats are too slow otherwise
    int[] moves = moveBuf[ply];
    int m = 0;
    if (forced >= 0) {
      moves[m++] = forced;
    } else {
      stampNo++;
      int[] cp = cnt[p];
      int[] co = cnt[o];
      for (int wi = 0; wi < nWin; wi++) {
        if (co[wi] == 0 && (cp[wi] == k - 2 || (slowOk && cp[wi] == k - 3))) {
          for (int j = wi * k; j < wi * k + k; j++) {
            int c = winCells[j];
            if (board[c] == 0 && stamp[c] != stampNo) {
              stamp[c] = stampNo;
              moves[m++] = c;
            }
          }
        }
      }
    }
    for (int i = 0; i < m; i++) {
      int c = moves[i];
      place(c, p);
      int threats = winningCellsThrough(c, p);
      boolean ok = false;
      if (threats >= 2) {
        ok = true;
      } else if (threats == 1) {
        int reply = winCellThrough(c, p);
        place(reply, o);
        ok = vct(p, depth - 1, ply + 1);
        undo(reply, o);
      } else if (slowOk && newDoubleThreat(c, p)) {
        ok = everyDefenceFails(p, depth, ply);
      }
      undo(c, p);
      if (ok) {
        if (ply == 0) {
          vcfMove = c;
        }
        return true;
      }
      if (stop) {
        return false;
      }
    }
    vctFail[slot] = key | depth;
    return false;
  }

  /** After p's open k-2 threat: true when p still wins (vct) after each sensible reply of o. */
  private boolean everyDefenceFails(int p, int depth, int ply) {
    int o = 3 - p;
    int[] defences = defBuf[ply];
    int m = 0;
    stampNo++;
    int[] cp = cnt[p];
    int[] co = cnt[o];
    for (int wi = 0; wi < nWin; wi++) {
      if ((cp[wi] == k - 2 && co[wi] == 0) || (co[wi] == k - 2 && cp[wi] == 0)) {
        for (int j = wi * k; j < wi * k + k; j++) {
          int c = winCells[j];
          if (board[c] == 0 && stamp[c] != stampNo) {
            stamp[c] = stampNo;
            defences[m++] = c;
          }
        }
      }
    }
    for (int i = 0; i < m; i++) {
      int d = defences[i];
      place(d, o);
      boolean ok = vct(p, depth - 1, ply + 2);
      undo(d, o);
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  // ================================ the plain score (the loose model) ========================
  /**
   * The plain window score of c for o: 6^a for each window of a stones of o and none of the other
   * player, 6^b for each window of b stones of the other player and none of o (the weights of the
   * bench field's noisy and two-ply players, attack and defence alike).
   */
  long plainScore(int c, int o) {
    int[] ca = cnt[o];
    int[] cb = cnt[3 - o];
    long s = 0;
    for (int wi : cellWins[c]) {
      if (cb[wi] == 0) {
        s += pow6[ca[wi]];
      }
      if (ca[wi] == 0) {
        s += pow6[cb[wi]];
      }
    }
    return s;
  }

  // ================================ victory against the model =================================
  final long[] vcmFail = new long[1 << 15];
  static final int VCM_WIDTH = 10; // own threat moves tried at each node
  static final int QUIET_WIDTH = 6; // own quiet moves tried at each node, while quiet ones are left
  static final int MAX_TIES = 4; // the model's tied replies followed at each node (all must fail)
  private final int[] tieBuf = new int[(MAX_PLY + 2) * MAX_TIES];

  /**
   * The replies of the one-ply player the model chose for o, in tieBuf[ply * MAX_TIES ..]: its
   * immediate win, else its block of p's winning cell, else every cell its score ranks first (a
   * one-ply player breaks ties at random), at most MAX_TIES of them; returns how many (0: none).
   */
  private int modelTies(int o, int ply) {
    int p = 3 - o;
    int base = ply * MAX_TIES;
    if (live[o][k - 1] > 0 || live[p][k - 1] > 0) {
      winningCells(live[o][k - 1] > 0 ? o : p, found);
      tieBuf[base] = found[0]; // it wins at once, else it blocks at once
      return 1;
    }
    int j = planModel;
    if (j == LOOSE_MODEL) {
      return looseReplies(o, base);
    }
    if (j == TWO_MODEL) {
      return twoPlyReplies(o, base);
    }
    long best = -1;
    int r = 0;
    for (int c = 0; c < n; c++) {
      if (board[c] != 0 || near[c] == 0) {
        continue;
      }
      long v = tracking && o == trackFor ? track[c] : j == 5 ? runScore(c, o) : windowModel(c, o, j);
      if (v > best) {
        best = v;
        r = 0;
      }
      if (v == best && r < MAX_TIES) {
        tieBuf[base + r++] = c;
      }
    }
    return r;
  }

  private final long[] looseBest = new long[LOOSE_REPLIES];

  /** The loose model's replies: the LOOSE_REPLIES best cells by the plain score, best first. */
  private int looseReplies(int o, int base) {
    int r = 0;
    for (int c = 0; c < n; c++) {
      if (board[c] != 0 || near[c] == 0) {
        continue;
      }
      long v = tracking && o == trackFor ? track[c] : windowModel(c, o, LOOSE_MODEL);
      if (r < LOOSE_REPLIES || v > looseBest[r - 1]) {
        int i = r < LOOSE_REPLIES ? r++ : r - 1; // insertion into the short sorted list
        while (i > 0 && looseBest[i - 1] < v) {
          looseBest[i] = looseBest[i - 1];
          tieBuf[base + i] = tieBuf[base + i - 1];
          i--;
        }
        looseBest[i] = v;
        tieBuf[base + i] = c;
      }
    }
    return r;
  }

  static final int[][] TWO_LAMBDAS = {{1, 2}, {4, 5}, {1, 1}}; // the reply's weight: num / den
  static final int[] TWO_TOPS = {8, 10}; // own best cells the player looks one reply further on
  static final int TWO_CAP = 16; // cells kept: the best TWO_TOPS ones and those tied with the last
  private final int[] twoCells = new int[TWO_CAP];
  private final long[] twoScores = new long[TWO_CAP];
  private final long[] twoReplies = new long[TWO_CAP];
  private final long[] twoValues = new long[TWO_CAP];

  /**
   * The two-ply model's replies in tieBuf[base ..]: the player the model chose (a
   * table of the grid twoTable, a weight of the reply and a number of cells: each hypothesis of
   * twoFits) looks at its best cells by the table's score and plays the one whose score, less the
   * weighted score of the opponent's best reply by the same table (its winning cell: a loss), is
   * the largest. Returns how many cells it may play ({@link #twoMayPlay}), for each hypothesis
   * of the table that fits as well as the best (they share the scores and the replies), at most
   * MAX_TIES in all.
   */
  private int twoPlyReplies(int o, int base) {
    int p = 3 - o;
    boolean tracked = tracking && planModel == TWO_MODEL; // track: the table for o, track2 for p
    long[] tab = gridTab[twoTable];
    int maxTop = 0;
    for (int h = 0; h < TWO_LAMBDAS.length * TWO_TOPS.length; h++) {
      if ((twoFits >>> h & 1) != 0) {
        maxTop = Math.max(maxTop, TWO_TOPS[h % TWO_TOPS.length]);
      }
    }
    int m = twoBest(o, tab, tracked ? track : null, maxTop);
    for (int i = 0; i < m; i++) {
      int c = twoCells[i];
      place(c, o);
      long reply = 0;
      if (live[p][k - 1] > 0) {
        reply = Long.MAX_VALUE / 8;
      } else {
        for (int e = 0; e < n; e++) {
          if (board[e] == 0) {
            reply = Math.max(reply, tracked ? (trackBoth ? track2[e] : track[e]) : tableScore(e, p, tab));
          }
        }
      }
      undo(c, o);
      twoReplies[i] = reply;
    }
    int r = 0;
    for (int h = 0; h < TWO_LAMBDAS.length * TWO_TOPS.length; h++) {
      if ((twoFits >>> h & 1) == 0) {
        continue;
      }
      int q = twoMayPlay(m, TWO_TOPS[h % TWO_TOPS.length], TWO_LAMBDAS[h / TWO_TOPS.length], twoScratch, 0);
      for (int i = 0; i < q && r < MAX_TIES; i++) { // the union of what each fitting hypothesis may play
        boolean seen = false;
        for (int j = base; j < base + r; j++) {
          seen |= tieBuf[j] == twoScratch[i];
        }
        if (!seen) {
          tieBuf[base + r++] = twoScratch[i];
        }
      }
    }
    return r;
  }

  private final int[] twoScratch = new int[MAX_TIES];

  /**
   * The best cells for o by table tab (every empty cell: on k = 6 one 3 to 5 cells from the stones
   * counts too; their scores from `given` when not null), best first, in twoCells and twoScores:
   * the `top` best and every one tied with the last of them (at most TWO_CAP in all). Returns how
   * many.
   */
  private int twoBest(int o, long[] tab, long[] given, int top) {
    int m = 0;
    for (int c = 0; c < n; c++) {
      if (board[c] != 0) {
        continue;
      }
      long v = given != null ? given[c] : tableScore(c, o, tab);
      if (m < TWO_CAP || v > twoScores[m - 1]) {
        int i = m < TWO_CAP ? m++ : m - 1;
        while (i > 0 && twoScores[i - 1] < v) {
          twoScores[i] = twoScores[i - 1];
          twoCells[i] = twoCells[i - 1];
          i--;
        }
        twoScores[i] = v;
        twoCells[i] = c;
      }
    }
    while (m > top && twoScores[m - 1] < twoScores[top - 1]) {
      m--;
    }
    return m;
  }

  /**
   * The cells a two-ply player that looks at its `top` best may play, from twoScores and
   * twoReplies of the m cells twoBest kept (for as many or more), into out[base ..], the best
   * first (at most MAX_TIES); returns how many. The cells tied with the top-th may or may not be
   * among those it looks at (it breaks ties at random): the best of the cells surely looked at
   * (ties included) and each tied one worth at least as much.
   */
  private int twoMayPlay(int m, int top, int[] lambda, int[] out, int base) {
    while (m > top && twoScores[m - 1] < twoScores[top - 1]) {
      m--; // kept for more cells than this player looks at
    }
    int sure = m; // twoCells[0..sure) are surely looked at, the rest (tied with the top-th) maybe
    if (m > top) {
      sure = 0;
      while (twoScores[sure] > twoScores[top - 1]) {
        sure++;
      }
    }
    long bestSure = Long.MIN_VALUE;
    for (int i = 0; i < m; i++) {
      twoValues[i] = twoScores[i] * lambda[1] - twoReplies[i] * lambda[0];
      if (i < sure) {
        bestSure = Math.max(bestSure, twoValues[i]);
      }
    }
    int r = 0;
    long taken = 0; // bit i: twoCells[i] answered already
    while (r < MAX_TIES) {
      int b = -1;
      for (int i = 0; i < m; i++) {
        boolean may = i < sure ? twoValues[i] == bestSure : twoValues[i] >= bestSure;
        if (may && (taken >>> i & 1) == 0 && (b < 0 || twoValues[i] > twoValues[b])) {
          b = i;
        }
      }
      if (b < 0) {
        break;
      }
      taken |= 1L << b;
      out[base + r++] = twoCells[b];
    }
    return r;
  }

  /** The score of c for o by a table of one window's worth (a own stones, b others'). */
  long tableScore(int c, int o, long[] tab) {
    int[] ca = cnt[o];
    int[] cb = cnt[3 - o];
    long s = 0;
    for (int wi : cellWins[c]) {
      s += tab[ca[wi] * (k + 1) + cb[wi]];
    }
    return s;
  }

  /**
   * Victory against the model: p to move wins within {@code depth} own moves, when the opponent
   * answers as the one-ply player the model chose (its forced blocks included; every one of its
   * tied first choices), by threat moves (a window of k-2 or k-1 own stones: the best VCM_WIDTH by
   * the move score) and at most {@code quiet} quiet moves (the best QUIET_WIDTH other cells near
   * the stones): a plan that builds before it threatens. Not a proof against any player: a plan
   * against the predicted defence, which is searched again at every move. Sets vcfMove at ply 0.
   */
  boolean vcm(int p, int depth, int quiet, int ply) {
    if (tickSlow() || ply >= MAX_PLY - 2) {
      return false;
    }
    int o = 3 - p;
    if (live[p][k - 1] > 0) {
      if (ply == 0) {
        winningCells(p, found);
        vcfMove = found[0];
      }
      return true;
    }
    int forced = -1;
    if (live[o][k - 1] > 0) {
      if (winningCells(o, found) >= 2) {
        return false;
      }
      forced = found[0];
    }
    if (depth == 0 || k < 4) {
      return false;
    }
    long key = (hash ^ (p == 2 ? SIDE : 0)) & ~0xFFL;
    int slot = (int) (key >>> 8) & (vcmFail.length - 1);
    long f = vcmFail[slot];
    if ((f & ~0xFFL) == key && (f & 0x1F) >= depth && (f >>> 5 & 7) >= quiet) {
      return false;
    }
    int[] moves = moveBuf[ply];
    long[] scores = scoreBuf[ply];
    int m = 0;
    int threats = 0; // moves[0..threats) are threat moves, the rest quiet ones
    if (forced >= 0) {
      moves[m++] = forced;
      threats = 1;
    } else {
      stampNo++;
      int[] cp = cnt[p];
      int[] co = cnt[o];
      for (int wi = 0; wi < nWin; wi++) {
        if (co[wi] == 0 && cp[wi] >= k - 3) {
          for (int j = wi * k; j < wi * k + k; j++) {
            int c = winCells[j];
            if (board[c] == 0 && stamp[c] != stampNo) {
              stamp[c] = stampNo;
              scores[m] = moveScore(c, p);
              moves[m++] = c;
            }
          }
        }
      }
      m = selectBest(moves, scores, 0, m, VCM_WIDTH);
      threats = m;
      if (quiet > 0) {
        for (int c = 0; c < n; c++) {
          if (board[c] == 0 && near[c] > 0 && stamp[c] != stampNo) {
            scores[m] = moveScore(c, p);
            moves[m++] = c;
          }
        }
        m = selectBest(moves, scores, threats, m, QUIET_WIDTH);
      }
    }
    for (int i = 0; i < m; i++) {
      int c = moves[i];
      int q = i < threats ? quiet : quiet - 1;
      place(c, p);
      boolean ok;
      if (winningCellsThrough(c, p) >= 2 || winningCells(p, found) >= 2) {
        ok = true;
      } else {
        int r = modelTies(o, ply + 1);
        ok = r > 0;
        for (int t = 0; t < r && ok; t++) {
          int reply = tieBuf[(ply + 1) * MAX_TIES + t];
          place(reply, o);
          ok = vcm(p, depth - 1, q, ply + 2);
          undo(reply, o);
        }
      }
      undo(c, p);
      if (ok) {
        if (ply == 0) {
          vcfMove = c;
        }
        return true;
      }
      if (stop) {
        return false;
      }
    }
    vcmFail[slot] = key | depth | (long) quiet << 5;
    return false;
  }

  static final int VCL_DEPTH = 8; // own threats of the VCT after the quiet moves
  final long[] vclFail = new long[1 << 14];
  int vclQuiet; // the most quiet moves vcl exhausted last move (for the log)

  /**
   * Victory against the loose model: p to move wins by at most {@code quiet} quiet moves (the best
   * QUIET_WIDTH cells by the move score), each answered by every reply the loose model allows (its
   * LOOSE_REPLIES best cells by the plain score, or the forced win or block), then a VCT, which is
   * a proof against any defence: only the quiet moves trust the model (its best cell only: a plan
   * that breaks is searched again at the next move). Sets vcfMove at ply 0.
   */
  boolean vcl(int p, int quiet, int ply) {
    if (tickSlow() || ply >= MAX_PLY - 2 * VCL_DEPTH - 4) {
      return false;
    }
    if (ply > 0 && vct(p, VCL_DEPTH, ply)) {
      return true;
    }
    if (quiet == 0 || stop || live[p][k - 1] > 0) {
      return false;
    }
    int o = 3 - p;
    long key = (hash ^ (p == 2 ? SIDE : 0)) & ~0xFFL;
    int slot = (int) (key >>> 8) & (vclFail.length - 1);
    if ((vclFail[slot] & ~0xFFL) == key && (vclFail[slot] & 0xFF) >= quiet) {
      return false;
    }
    int[] moves = moveBuf[ply];
    long[] scores = scoreBuf[ply];
    int m = 0;
    if (live[o][k - 1] > 0) {
      if (winningCells(o, found) >= 2) {
        return false;
      }
      moves[m++] = found[0];
    } else {
      for (int c = 0; c < n; c++) {
        if (board[c] == 0 && near[c] > 0) {
          scores[m] = moveScore(c, p);
          moves[m++] = c;
        }
      }
      m = selectBest(moves, scores, 0, m, QUIET_WIDTH);
    }
    for (int i = 0; i < m; i++) {
      int c = moves[i];
      place(c, p);
      boolean ok;
      if (winningCellsThrough(c, p) >= 2 || winningCells(p, found) >= 2) {
        ok = true;
      } else {
        int r = modelTies(o, ply + 1);
        ok = r > 0;
        for (int t = 0; t < r && ok; t++) {
          int reply = tieBuf[(ply + 1) * MAX_TIES + t];
          place(reply, o);
          ok = vcl(p, quiet - 1, ply + 2);
          undo(reply, o);
        }
      }
      undo(c, p);
      if (ok) {
        if (ply == 0) {
          vcfMove = c;
        }
        return true;
      }
      if (stop) {
        return false;
      }
    }
    vclFail[slot] = key | quiet;
    return false;
  }

  /** Sorts the best `limit` of moves[from..m) (by scores) to the front; returns the new end. */
  private static int selectBest(int[] moves, long[] scores, int from, int m, int limit) {
    int end = Math.min(m, from + limit);
    for (int i = from; i < end; i++) { // partial selection sort
      int b = i;
      for (int j = i + 1; j < m; j++) {
        if (scores[j] > scores[b]) {
          b = j;
        }
      }
      int tm = moves[i];
      moves[i] = moves[b];
      moves[b] = tm;
      long ts = scores[i];
      scores[i] = scores[b];
      scores[b] = ts;
    }
    return end;
  }

  // ================================ plans against the model (beam) =============================
  static final int BEAM = 48; // lines kept at each level
  static final int BEAM_MOVES = 8; // own moves tried from each line (the best by the move score)
  static final int BEAM_LEVELS = 24; // own moves per line at most
  // against the loose model, whose one reply costs little (tracked), a wider and longer beam: it
  // finds plans in more than twice as many positions of drawn games against noisy, in at most
  // about 250 ms (bench/bots/beam-probe.sh)
  static final int LOOSE_BEAM = 96;
  static final int LOOSE_BEAM_MOVES = 16;
  static final int LOOSE_BEAM_LEVELS = 40;
  private final int[][] beamLine = new int[LOOSE_BEAM][2 * LOOSE_BEAM_LEVELS];
  private final int[][] nextLine = new int[LOOSE_BEAM][2 * LOOSE_BEAM_LEVELS];
  private final int[] childParent = new int[LOOSE_BEAM * LOOSE_BEAM_MOVES];
  private final int[] childMove = new int[LOOSE_BEAM * LOOSE_BEAM_MOVES];
  private final int[] childReply = new int[LOOSE_BEAM * LOOSE_BEAM_MOVES];
  private final long[] childValue = new long[LOOSE_BEAM * LOOSE_BEAM_MOVES];
  private final long[] childHash = new long[LOOSE_BEAM * LOOSE_BEAM_MOVES];
  private final long[] nextHash = new long[LOOSE_BEAM];
  final int[] plan = new int[2 * LOOSE_BEAM_LEVELS]; // the last plan found: own move, predicted reply, ...
  final long[] planHash = new long[LOOSE_BEAM_LEVELS]; // the position before each own move of it
  int planLength; // own moves in it
  int planNext; // the next own move of it to play

  /**
   * Plans against the model, longer than the exhaustive search reaches: a beam search over lines
   * of own moves, each followed by the model's reply (its first choice), keeping the BEAM best
   * lines by the evaluation at each level (LOOSE_BEAM against the loose model, and so on for the
   * moves and levels), until a line makes two winning cells at once. Not a
   * proof: the plan is kept (plan, planHash) and followed while the opponent replies as predicted.
   * Returns the first move of the line, or -1.
   */
  int beam(int p) {
    int o = 3 - p;
    boolean wide = planModel == LOOSE_MODEL;
    int width = wide ? LOOSE_BEAM : BEAM;
    int tried = wide ? LOOSE_BEAM_MOVES : BEAM_MOVES;
    int levels = wide ? LOOSE_BEAM_LEVELS : BEAM_LEVELS;
    int lines = 1;
    for (int level = 0; level < levels && !stop; level++) {
      int children = 0;
      for (int l = 0; l < lines && !stop; l++) {
        int[] line = beamLine[l];
        for (int i = 0; i < 2 * level; i++) {
          place(line[i], (i & 1) == 0 ? p : o);
        }
        int[] moves = moveBuf[0];
        long[] scores = scoreBuf[0];
        int m = 0;
        if (live[o][k - 1] > 0) {
          if (winningCells(o, found) < 2) {
            moves[m++] = found[0];
          }
        } else {
          for (int c = 0; c < n; c++) {
            if (board[c] == 0 && near[c] > 0) {
              scores[m] = moveScore(c, p);
              moves[m++] = c;
            }
          }
          m = selectBest(moves, scores, 0, m, tried);
        }
        for (int i = 0; i < m && !tickSlow(); i++) {
          int c = moves[i];
          place(c, p);
          if (winningCellsThrough(c, p) >= 2 || winningCells(p, found) >= 2) {
            undo(c, p);
            for (int j = 2 * level - 1; j >= 0; j--) {
              undo(line[j], (j & 1) == 0 ? p : o);
            }
            System.arraycopy(line, 0, plan, 0, 2 * level);
            plan[2 * level] = c;
            planLength = level + 1;
            return keepPlan(p);
          }
          int ties = modelTies(o, 1);
          long worst = Long.MAX_VALUE; // of the model's tied replies, the one worst for p
          for (int t = 0; t < ties; t++) {
            int r = tieBuf[MAX_TIES + t];
            place(r, o);
            long v = live[o][k - 1] > 0 && winningCells(o, found) >= 2 ? Long.MIN_VALUE // lost
                : live[p][k - 1] > 0 ? Long.MAX_VALUE - 1 : sum[p] - sum[o];
            if (v < worst) {
              worst = v;
              childReply[children] = r;
              childHash[children] = hash;
            }
            undo(r, o);
          }
          if (ties > 0 && worst > Long.MIN_VALUE) {
            childParent[children] = l;
            childMove[children] = c;
            childValue[children] = worst;
            children++;
          }
          undo(c, p);
        }
        for (int j = 2 * level - 1; j >= 0; j--) {
          undo(line[j], (j & 1) == 0 ? p : o);
        }
      }
      // the best `width` children (BEAM, or LOOSE_BEAM), one per position, make the next level
      int next = 0;
      while (next < width && children > 0) {
        int b = 0;
        for (int j = 1; j < children; j++) {
          if (childValue[j] > childValue[b]) {
            b = j;
          }
        }
        boolean seen = false;
        for (int j = 0; j < next && !seen; j++) {
          seen = nextHash[j] == childHash[b]; // the same position by another order
        }
        if (!seen) {
          System.arraycopy(beamLine[childParent[b]], 0, nextLine[next], 0, 2 * level);
          nextLine[next][2 * level] = childMove[b];
          nextLine[next][2 * level + 1] = childReply[b];
          nextHash[next] = childHash[b];
          next++;
        }
        children--;
        childValue[b] = childValue[children];
        childParent[b] = childParent[children];
        childMove[b] = childMove[children];
        childReply[b] = childReply[children];
        childHash[b] = childHash[children];
      }
      for (int j = 0; j < next; j++) {
        System.arraycopy(nextLine[j], 0, beamLine[j], 0, 2 * level + 2);
      }
      lines = next;
      beamDepth = level + 1;
      if (lines == 0) {
        break;
      }
    }
    return -1;
  }

  int beamDepth; // levels the last beam search completed (for the log)

  /** Records the hashes along the plan just found; returns its first move. */
  private int keepPlan(int p) {
    int o = 3 - p;
    for (int i = 0; i < planLength; i++) {
      planHash[i] = hash;
      place(plan[2 * i], p);
      if (i + 1 < planLength) {
        place(plan[2 * i + 1], o);
      }
    }
    for (int i = planLength - 1; i >= 0; i--) {
      if (i + 1 < planLength) {
        undo(plan[2 * i + 1], o);
      }
      undo(plan[2 * i], p);
    }
    planNext = 0;
    return plan[0];
  }

  /** The plan's next own move when the game followed it so far, else -1. */
  int followPlan() {
    for (int i = planNext; i < planLength; i++) {
      if (planHash[i] == hash && board[plan[2 * i]] == 0) {
        planNext = i + 1;
        return plan[2 * i];
      }
    }
    planLength = 0;
    return -1;
  }

  // ================================ alpha-beta ================================================
  static final long SIDE = 0x5DEECE66DL * 0x2545F4914F6CDD1DL;
  static final int EXACT = 0;
  static final int LOWER = 1;
  static final int UPPER = 2;
  final int[] ttKey; // the key's high 32 bits (the slot is its low bits)
  final long[] ttData; // score (32 bits) | depth (8) | flag (8) | move + 1 (16)
  final int[][] moveBuf = new int[MAX_PLY + 2][];
  final long[][] scoreBuf = new long[MAX_PLY + 2][];
  int rootBest = -1;
  int rootWidth = 24;
  int innerWidth = 12; // candidates searched at the deeper nodes
  static final int LMR_FROM = 3; // late move reductions: from the fourth candidate on (see search)
  static final int REPLY_WIDTH = 1; // with the natural model: each model's best quiet reply

  /** Candidate moves for p at this ply in moveBuf[ply], best first; returns how many to search. */
  int generate(int p, int ply, int ttMove) {
    return generate(p, ply, ttMove, hasDoubleThreat(3 - p));
  }

  /** {@link #generate(int, int, int)} where {@code restricted} is hasDoubleThreat(3 - p). */
  int generate(int p, int ply, int ttMove, boolean restricted) {
    int o = 3 - p;
    int[] moves = moveBuf[ply];
    long[] scores = scoreBuf[ply];
    int m = 0;
    if (restricted) { // answer the open k-2 threat: block its windows or make a k-1 threat
      stampNo++;
      int[] ws = restrictWins; // both players' k-2 windows (none of the other's), from the kept sets
      int nw = 0;
      for (int i = 0; i < k2Size[o]; i++) {
        ws[nw++] = k2Win[o][i];
      }
      for (int i = 0; i < k2Size[p]; i++) {
        ws[nw++] = k2Win[p][i];
      }
      Arrays.sort(ws, 0, nw); // in window order, as a scan of every window would find them
      for (int q = 0; q < nw; q++) {
        int wi = ws[q];
        for (int j = wi * k; j < wi * k + k; j++) {
          int c = winCells[j];
          if (board[c] == 0 && stamp[c] != stampNo) {
            stamp[c] = stampNo;
            moves[m++] = c;
          }
        }
      }
    } else {
      for (int c = 0; c < n; c++) {
        if (board[c] == 0 && (near[c] > 0 || stones == 0)) {
          moves[m++] = c;
        }
      }
    }
    if (modelAnswers(p, ply, restricted)) {
      if (natural && REPLY_WIDTH < m) {
        return modelReplies(p, moves, m);
      }
      if (!natural && LOOSE_NARROW < m) { // the loose model's best cells only
        for (int i = 0; i < m; i++) {
          scores[i] = track[moves[i]];
        }
        return selectBest(moves, scores, 0, m, LOOSE_NARROW);
      }
    }
    for (int i = 0; i < m; i++) {
      scores[i] = moves[i] == ttMove ? Long.MAX_VALUE : moveScore(moves[i], p);
    }
    int width = ply == 0 ? rootWidth : innerWidth;
    int limit = restricted ? m : Math.min(m, width);
    for (int i = 0; i < limit; i++) { // partial selection sort: the best `limit` first
      int best = i;
      for (int j = i + 1; j < m; j++) {
        if (scores[j] > scores[best]) {
          best = j;
        }
      }
      int tm = moves[i];
      moves[i] = moves[best];
      moves[best] = tm;
      long ts = scores[i];
      scores[i] = scores[best];
      scores[best] = ts;
    }
    return limit;
  }

  static final int LOOSE_NARROW = 5;

  /**
   * Whether the alpha-beta answers p's quiet move at this ply with a model's cells only: the
   * opponent's (odd plies), no open k-2 line to answer, and a one-ply model (modelReplies) or the
   * loose model while it is tracked for p (its LOOSE_NARROW best cells).
   */
  boolean modelAnswers(int p, int ply, boolean restricted) {
    return (ply & 1) == 1 && !restricted
        && (natural || (planModel == LOOSE_MODEL && tracking && p == trackFor));
  }

  int search(int p, int depth, int alpha, int beta, int ply) {
    if (tick()) {
      return 0;
    }
    int o = 3 - p;
    if (live[p][k - 1] > 0) {
      return WIN - ply;
    }
    if (live[o][k - 1] > 0) {
      if (winningCells(o, found) >= 2) {
        return -(WIN - ply - 1);
      }
      int c = found[0];
      if (ply >= MAX_PLY) {
        return evaluate(p);
      }
      place(c, p); // forced: searched without using depth
      int s = -search(o, depth, -beta, -alpha, ply + 1);
      undo(c, p);
      if (ply == 0 && !stop) {
        rootBest = c;
      }
      return s;
    }
    if (stones == n) {
      return 0;
    }
    if (depth <= 0 || ply >= MAX_PLY) {
      int e = evaluate(p);
      return hasDoubleThreat(p) ? e + WIN / 64 : e;
    }
    long key = hash ^ (p == 2 ? SIDE : 0);
    int slot = (int) key & (ttKey.length - 1);
    int ttMove = -1;
    if (ttKey[slot] == (int) (key >>> 32)) {
      long d = ttData[slot];
      int ts = (int) (d >> 32);
      int td = (int) (d >>> 24) & 0xFF;
      int tf = (int) (d >>> 16) & 0xFF;
      ttMove = (int) (d & 0xFFFF) - 1;
      if (ply > 0 && td >= depth
          && (tf == EXACT || (tf == LOWER && ts >= beta) || (tf == UPPER && ts <= alpha))) {
        return ts;
      }
    }
    int alpha0 = alpha;
    int best = -WIN - 1;
    int bestMove = -1;
    boolean restricted = hasDoubleThreat(o);
    int first = 0; // moves already searched before generate: the table's move, when it cut off
    if (ttMove >= 0 && generatesFirst(p, ply, ttMove, restricted)) {
      // generate would put it first (its score is the largest): search it before generating the
      // others, which a cut-off on it makes needless — the same tree, in less time
      place(ttMove, p);
      int s = -search(o, depth - 1, -beta, -alpha, ply + 1);
      undo(ttMove, p);
      if (stop) {
        return 0;
      }
      best = s;
      bestMove = ttMove;
      if (ply == 0) {
        rootBest = ttMove;
      }
      if (s > alpha) {
        alpha = s;
      }
      first = 1;
    }
    int m = alpha >= beta ? 0 : generate(p, ply, ttMove, restricted);
    int[] moves = moveBuf[ply];
    if (first == 0) {
      bestMove = moves[0];
    }
    for (int i = first; i < m; i++) {
      int c = moves[i];
      int threats = live[p][k - 1] + k2Size[p];
      place(c, p);
      int s;
      if (i == 0) {
        s = -search(o, depth - 1, -beta, -alpha, ply + 1);
      } else {
        s = alpha + 1;
        if (i >= LMR_FROM && depth >= 3 && !restricted && ply > 0
            && live[p][k - 1] + k2Size[p] == threats) {
          // a late move after which p has as many k-1 and k-2 windows together as before (no
          // new k-2 window; one that turns a k-2 window into k-1 counts too, as measured: the
          // reply to it is forced): first a look one ply shallower, the full depth only if that
          // does not fail low
          s = -search(o, depth - 2, -alpha - 1, -alpha, ply + 1);
        }
        if (s > alpha) {
          s = -search(o, depth - 1, -alpha - 1, -alpha, ply + 1);
        }
        if (s > alpha && s < beta) {
          s = -search(o, depth - 1, -beta, -alpha, ply + 1);
        }
      }
      undo(c, p);
      if (stop) {
        return 0;
      }
      if (s > best) {
        best = s;
        bestMove = c;
        if (ply == 0) {
          rootBest = c;
        }
      }
      if (s > alpha) {
        alpha = s;
        if (alpha >= beta) {
          break;
        }
      }
    }
    int flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    ttKey[slot] = (int) (key >>> 32);
    ttData[slot] = ((long) best << 32) | ((long) Math.min(depth, 255) << 24) | ((long) flag << 16)
        | (bestMove + 1);
    return best;
  }

  /**
   * Whether generate(p, ply, ttMove, restricted) would list ttMove first: an empty cell among its
   * candidates (near a stone; answering an open k-2 line, a cell of a k-2 window of either
   * player), outside the narrow search against the model, which picks its replies otherwise.
   */
  boolean generatesFirst(int p, int ply, int ttMove, boolean restricted) {
    if (board[ttMove] != 0 || modelAnswers(p, ply, restricted)) {
      return false;
    }
    if (!restricted) {
      return near[ttMove] > 0 || stones == 0;
    }
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    for (int wi : cellWins[ttMove]) {
      if ((co[wi] == k - 2 && cp[wi] == 0) || (cp[wi] == k - 2 && co[wi] == 0)) {
        return true;
      }
    }
    return false;
  }

  // ================================ opponent model ============================================
  /** Quiet opponent moves seen before the model may be trusted. */
  static final int MODEL_SAMPLES = 6;
  boolean natural; // the opponent is modelled as a one-ply player of the family (narrow search)
  int modelSamples; // quiet opponent moves seen (no k-1 line on the board, not its first stone)
  int modelMisses; // of those, moves that no model of the family ranks first
  final int[] modelHits = new int[MODELS]; // of those, moves that model j ranks first
  int modelChoice = -1; // the model that fits at least 9 in 10 of them (the best one), or -1
  boolean modelRefuted; // once more than one in five did not fit (after MODEL_SAMPLES): never again

  /**
   * Called with each opponent move c of player o before it is placed. A quiet move (no win or
   * block available, not on an empty board) is compared with the cells each one-ply player of the
   * family ({@link #modelScores}) ranks first, ties included: it fits when one of them would have
   * played it. Once MODEL_SAMPLES quiet moves were seen on a big board and at most one in five did
   * not fit, the search predicts the opponent's quiet replies by the family's first choices, or by
   * the one model that fits nine in ten (deep plans against a one-ply defence, and the victory
   * search against the model); once more than one in five did not fit, the search is full-width
   * for the rest of the game (players that search fit about two moves in three).
   */
  void observe(int c, int o) {
    int p = 3 - o;
    if (stones == 0 || live[p][k - 1] > 0 || live[o][k - 1] > 0 || board[c] != 0) {
      return;
    }
    long[] best = new long[MODELS];
    Arrays.fill(best, -1);
    for (int e = 0; e < n; e++) {
      if (board[e] == 0) {
        modelScores(e, o, modelScore);
        for (int j = 0; j < MODELS; j++) {
          best[j] = Math.max(best[j], modelScore[j]);
        }
      }
    }
    observeGrid(c, o);
    modelScores(c, o, modelScore);
    boolean fits = false;
    for (int j = 0; j < MODELS; j++) {
      if (modelScore[j] == best[j]) {
        fits = true;
        modelHits[j]++;
      }
    }
    modelSamples++;
    if (!fits) {
      modelMisses++;
    }
    long plain = plainScore(c, o);
    int rank = 1; // of c by the plain score, among the cells near the stones
    for (int e = 0; e < n; e++) {
      if (board[e] == 0 && near[e] > 0 && plainScore(e, o) > plain) {
        rank++;
      }
    }
    looseHits += rank <= LOOSE_FIT_RANK ? 1 : 0;
    looseTopHits += rank <= LOOSE_EARLY_RANK ? 1 : 0;
    loose = n > 100 && modelSamples >= LOOSE_SAMPLES && looseHits * 20 >= modelSamples * 17
        && (modelSamples >= LOOSE_LATE || looseTopHits * 4 >= modelSamples * 3);
    observeTwo(c, o);
    boolean was = natural;
    int wasChoice = modelChoice;
    if (modelSamples >= MODEL_SAMPLES && modelMisses * 5 > modelSamples) {
      modelRefuted = true; // a player that searches, or plays at random: full width for good
    }
    gridChoice = -1;
    for (int g = 0; modelSamples >= GRID_SAMPLES && g < GRID; g++) {
      if (gridHits[g] * 20 >= modelSamples * 19 && (gridChoice < 0 || gridHits[g] > gridHits[gridChoice])) {
        gridChoice = g;
      }
    }
    natural = n > 100 && modelSamples >= MODEL_SAMPLES && (!modelRefuted || gridChoice >= 0);
    modelChoice = -1;
    for (int j = 0; natural && j < MODELS; j++) {
      if (modelHits[j] * 10 >= modelSamples * 9
          && (modelChoice < 0 || modelHits[j] > modelHits[modelChoice])) {
        modelChoice = j;
      }
    }
    if (natural && modelChoice < 0 && gridChoice >= 0) {
      modelChoice = GRID_MODEL; // no player of the family, but a window counter of the grid
    }
    if (natural != was || modelChoice != wasChoice) {
      Arrays.fill(ttKey, 0); // another prediction: the table's scores are stale
    }
  }

  /**
   * The grid: window counters the family does not hold, learnt from the opponent's
   * moves. Entry g: a window of a own stones and none of the other's is worth attack x base^a, one
   * of b stones of the other's and none of its own defence x base^b, an empty one attack + defence
   * or nothing; the bases, the attack/defence ratios and the empty window's worth are generic
   * choices, not any known player's. A quiet move fits entry g when g ranks it first (ties
   * included); after GRID_SAMPLES quiet moves, the entry that fits 19 in 20 of them (the best one)
   * is the model when no player of the family fits: model GRID_MODEL, as if it were in the family.
   * Stricter than the family's 9 in 10, as 162 entries are tried at once.
   */
  static final int[] GRID_BASES = {2, 3, 4, 5, 6, 8, 10, 12, 16};
  static final int[][] GRID_RATIOS = {{3, 1}, {2, 1}, {3, 2}, {5, 4}, {1, 1}, {4, 5}, {2, 3}, {1, 2}, {1, 3}};
  static final int GRID = GRID_BASES.length * GRID_RATIOS.length * 2;
  static final int GRID_SAMPLES = 12;
  static final int GRID_MODEL = MODELS + 1;
  final long[][] gridTab; // gridTab[g][a * (k + 1) + b]: entry g's worth of one window
  final int[] gridHits; // quiet opponent moves entry g ranks first
  private final long[] gridBest;
  private final long[] gridScore;
  int gridChoice = -1; // the entry that fits, or -1

  /** Counts the grid's entries that rank the opponent's quiet move c first. */
  private void observeGrid(int c, int o) {
    if (gridTab.length == 0) {
      return;
    }
    Arrays.fill(gridBest, -1);
    for (int e = 0; e < n; e++) {
      if (board[e] == 0) {
        gridScores(e, o, gridScore);
        for (int g = 0; g < GRID; g++) {
          gridBest[g] = Math.max(gridBest[g], gridScore[g]);
        }
      }
    }
    gridScores(c, o, gridScore);
    for (int g = 0; g < GRID; g++) {
      if (gridScore[g] == gridBest[g]) {
        gridHits[g]++;
      }
    }
  }

  /** Every grid entry's score of cell c for o, in out. */
  private void gridScores(int c, int o, long[] out) {
    int[] ca = cnt[o];
    int[] cb = cnt[3 - o];
    Arrays.fill(out, 0);
    for (int wi : cellWins[c]) {
      int idx = ca[wi] * (k + 1) + cb[wi];
      for (int g = 0; g < GRID; g++) {
        out[g] += gridTab[g][idx];
      }
    }
  }

  /**
   * The two-ply model: players that look one reply further among their best few
   * cells. Hypothesis (g, l, t): the grid's table g scores the cells, the player looks at its
   * TWO_TOPS[t] best and plays the one whose score less TWO_LAMBDAS[l] times the opponent's best
   * reply by the same table is the largest (twoPlyReplies). Each quiet opponent move counts for
   * every hypothesis that may play it (twoMayPlay); after TWO_SAMPLES quiet moves, the best one
   * fitting 19 in 20 is the model (twoTable, and every weight and number of cells that fits as
   * well with it: twoFits), as the grid's is for one-ply players. Each table's scores from both
   * sides are computed once, then each kept cell's best reply from the windows through it; a
   * table is no longer scored once every hypothesis of it missed more than 2 + 1 in 20 of the
   * quiet moves: 2 to 7 ms a move on 20 x 20, k = 6.
   */
  static final int TWO_SAMPLES = 8;
  final int[] twoHitsOf; // [(g * TWO_LAMBDAS.length + l) * TWO_TOPS.length + t]
  boolean twoPly; // a hypothesis fits (the model)
  int twoTable;
  int twoFits; // bit l * TWO_TOPS.length + t: hypothesis (twoTable, l, t) fits as well as the best
  int twoHits; // the model's hits
  private long[] twoOwn;
  private long[] twoOther;
  private long[] twoDelta;

  /** Counts the two-ply hypotheses that may play the opponent's quiet move c, and chooses one. */
  private void observeTwo(int c, int o) {
    if (gridTab.length == 0) {
      return;
    }
    if (twoOwn == null) {
      twoOwn = new long[n];
      twoOther = new long[n];
      twoDelta = new long[n];
    }
    int p = 3 - o;
    int[] ca = cnt[o];
    int[] cb = cnt[p];
    int maxTop = TWO_TOPS[TWO_TOPS.length - 1];
    int hypotheses = TWO_LAMBDAS.length * TWO_TOPS.length;
    for (int g = 0; g < GRID; g++) {
      boolean alive = false; // a hypothesis of table g with at most 2 + 1 in 20 misses so far
      for (int h = g * hypotheses; h < g * hypotheses + hypotheses; h++) {
        alive |= modelSamples - 1 - twoHitsOf[h] <= 2 + (modelSamples - 1) / 20;
      }
      if (!alive) {
        continue; // it will not fit 19 in 20 soon: not scored any more (most are, after 10 moves)
      }
      long[] tab = gridTab[g];
      for (int e = 0; e < n; e++) {
        if (board[e] == 0) {
          long own = 0;
          long other = 0;
          for (int wi : cellWins[e]) {
            own += tab[ca[wi] * (k + 1) + cb[wi]];
            other += tab[cb[wi] * (k + 1) + ca[wi]];
          }
          twoOwn[e] = own;
          twoOther[e] = other;
        }
      }
      int m = twoBest(o, tab, twoOwn, maxTop);
      boolean kept = false;
      for (int i = 0; i < m; i++) {
        kept |= twoCells[i] == c;
        twoReplies[i] = bestReplyAfter(twoCells[i], o, tab);
      }
      if (!kept) {
        continue; // no hypothesis of this table plays c
      }
      for (int l = 0; l < TWO_LAMBDAS.length; l++) {
        for (int t = 0; t < TWO_TOPS.length; t++) {
          int r = twoMayPlay(m, TWO_TOPS[t], TWO_LAMBDAS[l], twoScratch, 0);
          for (int i = 0; i < r; i++) {
            if (twoScratch[i] == c) {
              twoHitsOf[(g * TWO_LAMBDAS.length + l) * TWO_TOPS.length + t]++;
            }
          }
        }
      }
    }
    int best = -1;
    for (int h = 0; h < twoHitsOf.length; h++) { // ties: the table nearest attack = defence
      if (best < 0 || twoHitsOf[h] > twoHitsOf[best]
          || twoHitsOf[h] == twoHitsOf[best] && skew(h / hypotheses) < skew(best / hypotheses)) {
        best = h;
      }
    }
    twoHits = twoHitsOf[best];
    twoPly = modelSamples >= TWO_SAMPLES && twoHits * 20 >= modelSamples * 19;
    twoTable = best / hypotheses;
    twoFits = 0;
    for (int h = 0; h < hypotheses; h++) {
      twoFits |= twoHitsOf[twoTable * hypotheses + h] == twoHits ? 1 << h : 0;
    }
  }

  /**
   * How far table g's attack : defence ratio is from 1 : 1, in steps of GRID_RATIOS (ordered from
   * 3:1 to 1:3 around it): among hypotheses that fit as well, the one with the fewest assumptions.
   */
  private static int skew(int g) {
    return Math.abs(g / 2 % GRID_RATIOS.length - GRID_RATIOS.length / 2);
  }

  /**
   * The other player's best reply by table tab (scores from its side in twoOther) after o's stone
   * on c, from the counts, without placing it: only the windows through c change.
   */
  private long bestReplyAfter(int c, int o, long[] tab) {
    int[] cp = cnt[3 - o];
    int[] co = cnt[o];
    stampNo++;
    for (int wi : cellWins[c]) {
      int before = cp[wi] * (k + 1) + co[wi];
      long d = tab[before + 1] - tab[before]; // one more stone of o
      for (int i = wi * k; i < wi * k + k; i++) {
        int e = winCells[i];
        if (stamp[e] != stampNo) {
          stamp[e] = stampNo;
          twoDelta[e] = 0;
        }
        twoDelta[e] += d;
      }
    }
    long reply = 0;
    for (int e = 0; e < n; e++) {
      if (board[e] == 0 && e != c) {
        reply = Math.max(reply, twoOther[e] + (stamp[e] == stampNo ? twoDelta[e] : 0));
      }
    }
    return reply;
  }

  /**
   * The loose model: players that rank cells by a window score and add noise, or look
   * one reply further among their best few cells (the bench field's noisy and two-ply styles), fit
   * no model of the family (one in two to three quiet moves is not the first choice) but play,
   * 17 in 20, one of the best LOOSE_FIT_RANK cells by the plain score (after LOOSE_SAMPLES: 6 rather
   * than 12, so that the plans start while the board is open; before LOOSE_LATE
   * samples, 3 in 4 among its LOOSE_EARLY_RANK best as well, which a full-width searcher such as
   * v4 does not reach, while noisy and two-ply players do). When
   * the strict model names no player and the loose one fits, vcl, the victory search against the
   * model and the beam run against the plain score (model LOOSE_MODEL) with its best LOOSE_REPLIES
   * cells as the replies (all must lose; the beam takes the worst of them). The alpha-beta answers
   * the opponent's quiet moves with the plain score's LOOSE_NARROW best cells.
   * LOOSE_REPLIES is 1 rather than 3: the plans follow the plain score's best reply
   * and are made again when the opponent plays another; fewer replies scored better against noisy
   * at each step from 4 to 1 (README, Figures).
   */
  static final int LOOSE_MODEL = MODELS; // the plain score as a window model (tracked like 0 to 4)

  static final int LOOSE_SAMPLES = 6;
  static final int LOOSE_LATE = 12; // before that many samples, 3 in 4 among the 2 best as well
  static final int LOOSE_EARLY_RANK = 2;
  static final int LOOSE_FIT_RANK = 5;
  static final int LOOSE_REPLIES = 1;
  boolean loose;
  int looseHits; // quiet opponent moves among the LOOSE_FIT_RANK best cells by the plain score
  int looseTopHits; // and among its LOOSE_EARLY_RANK best
  static final int TWO_MODEL = MODELS + 2; // a two-ply player (twoPlyReplies)
  int planModel = -1; // the model vcm, beam and modelTies play against while choosing, or -1

  // ================================ time manager ==============================================
  long deadline;
  boolean stop;
  long nodes;
  int depthReached;
  int vctDepth; // the deepest VCT search completed without a win (for the log)
  int savedMoves; // moves changed because the alpha-beta's let in a VCT of the opponent (log)
  int vcmDepth; // the same for the victory search against the model
  int vcmQuiet; // with at most that many quiet moves
  int vcmWon; // the own moves of the win the victory search against the model found last move, or 0
  int vcmWonQuiet; // and its quiet moves
  static final int MAX_QUIET = 3;
  static int searched; // searches this JVM has made: the first two get less (the JIT is compiling)

  private boolean tick() {
    if ((++nodes & 255) == 0 && System.nanoTime() > deadline) {
      stop = true;
    }
    return stop;
  }

  /** The clock check of the threat searches, whose nodes are slower: every node. */
  private boolean tickSlow() {
    nodes++;
    if (System.nanoTime() > deadline) {
      stop = true;
    }
    return stop;
  }

  /**
   * The search budget for a move of moveMs: BUDGET_PERCENT of it, but at least MARGIN_MS short of
   * its end (a process not scheduled on a loaded machine overshoots its deadline by a time of its
   * own, not a share of the clock), and never less than half of it.
   */
  static long budgetMs(long moveMs) {
    return Math.max(moveMs / 2, Math.min(moveMs * BUDGET_PERCENT / 100, moveMs - MARGIN_MS));
  }

  /**
   * Whether the plan's move c (found against the model's replies, which need not be the
   * opponent's) leaves the opponent no VCT ({@link #opponentWins}, as the alpha-beta's move is
   * checked by {@link #safe}), with a twentieth of the budget (out of time counts as safe). Without
   * it, a plan against the family's defender model (6 of 6 quiet moves fitted) ignored the open
   * k-2 line of a one-ply player with other weights, which made it a double threat and won in 22
   * moves. Leaves stop and the deadline as they were.
   */
  boolean planSafe(int p, int c, long budget) {
    long savedDeadline = deadline;
    boolean savedStop = stop;
    stop = false;
    deadline = System.nanoTime() + budget / 20;
    boolean safe = !opponentWins(p, c);
    deadline = savedDeadline;
    stop = savedStop;
    return safe;
  }

  /** The move for p, thinking at most budgetMs from startNanos. */
  int think(int p, long startNanos, long budgetMs) {
    try {
      return choose(p, startNanos, budgetMs);
    } finally {
      tracking = false; // the model's scores are only kept up to date while searching
      planModel = -1;
    }
  }

  private int choose(int p, long startNanos, long budgetMs) {
    int o = 3 - p;
    int center = (h / 2) * w + w / 2;
    if (stones == 0) {
      return center;
    }
    if (winningCells(p, found) > 0 || winningCells(o, found) > 0) {
      return found[0]; // win at once, else block at once
    }
    if (stones == 1 && n > 9) { // beside the lone stone, towards the centre
      int s = 0;
      while (board[s] == 0) {
        s++;
      }
      int dx = Integer.signum(w / 2 - s % w);
      int dy = Integer.signum(h / 2 - s / w);
      int c = s + (dy == 0 && dx == 0 ? (s / w + 1 < h ? w : -w) : dy * w + dx);
      if (c >= 0 && c < n && board[c] == 0 && Math.abs(c % w - s % w) <= 1) {
        return c;
      }
    }
    long budget = (searched >= 2 ? budgetMs : budgetMs * 2 / 3) * 1_000_000L;
    searched++;
    stop = false;
    nodes = 0;
    deadline = startNanos + budget / 4; // the VCF gets a quarter of the time
    for (int d = 1; d <= 3 * k + 10 && !stop; d += 2) {
      vcfMove = -1;
      if (vcf(p, d, 0) && vcfMove >= 0) {
        depthReached = -d;
        return vcfMove;
      }
    }
    stop = false;
    deadline = startNanos + budget * 2 / 5; // then threat sequences with open k-2 threats
    vctDepth = 0;
    for (int d = 2; d <= 2 * k && !stop; d++) {
      vcfMove = -1;
      if (vct(p, d, 0) && vcfMove >= 0) {
        depthReached = -100 - d;
        return vcfMove;
      }
      if (!stop) {
        vctDepth = d;
      }
    }
    planModel = natural && modelChoice >= 0 ? modelChoice
        : twoPly ? TWO_MODEL : loose ? LOOSE_MODEL : -1;
    if (planModel >= 0 && planModel != 5) {
      // tracked until the move is chosen; the two-ply model's learnt table for both sides
      // (planning with the plain score's table instead scored 91.3 % against lookahead, 97.5 % with this)
      startTracking(o, planModel);
    }
    vclQuiet = 0;
    if (planModel == LOOSE_MODEL || planModel == TWO_MODEL) { // quiet moves against it, then a VCT
      stop = false;
      deadline = startNanos + budget * 9 / 20;
      Arrays.fill(vclFail, 0);
      for (int q = 1; q <= MAX_QUIET && !stop; q++) {
        vcfMove = -1;
        if (vcl(p, q, 0) && vcfMove >= 0 && planSafe(p, vcfMove, budget)) {
          depthReached = -500 - q;
          return vcfMove;
        }
        if (!stop) {
          vclQuiet = q;
        }
      }
    }
    if (planModel >= 0) { // a plan against the opponent the model recognised
      stop = false;
      deadline = startNanos + budget / 2;
      Arrays.fill(vcmFail, 0); // the model may have changed since the last move
      vcmDepth = 0;
      vcmQuiet = 0;
      if (vcmWon > 1) { // the plan found last move, one own move shorter, before the deepening
        vcfMove = -1;
        int d = vcmWon - 1;
        if (vcm(p, d, vcmWonQuiet, 0) && vcfMove >= 0 && planSafe(p, vcfMove, budget)) {
          depthReached = -200 - d;
          vcmWon = d;
          return vcfMove;
        }
      }
      vcmWon = 0;
      for (int d = 2; d <= 3 * k && !stop; d++) { // own moves, of which q quiet ones at most
        for (int q = 0; q <= Math.min(MAX_QUIET, d - 1) && !stop; q++) {
          vcfMove = -1;
          if (vcm(p, d, q, 0) && vcfMove >= 0 && planSafe(p, vcfMove, budget)) {
            depthReached = -200 - d;
            vcmQuiet = q;
            vcmWon = d;
            vcmWonQuiet = q;
            return vcfMove;
          }
          if (!stop) {
            vcmDepth = d;
            vcmQuiet = q;
          }
        }
      }
    }
    if (planModel >= 0) { // a longer plan against the model, or the one found before
      int c = followPlan();
      if (c < 0) {
        stop = false;
        deadline = startNanos + budget * 4 / 5;
        beamDepth = 0;
        c = beam(p);
      }
      if (c >= 0 && planSafe(p, c, budget)) {
        depthReached = -300 - planLength;
        return c;
      }
    }
    stop = false;
    deadline = startNanos + budget;
    long abStart = System.nanoTime(); // the threat searches may have used up to 40 % of the budget
    attackSide = p;
    long abTime = deadline - abStart;
    int best = -1;
    depthReached = 0;
    startForkTracking();
    for (int depth = 1; depth <= n - stones; depth++) {
      rootBest = -1;
      int score = search(p, depth, -WIN - 1, WIN + 1, 0);
      if (rootBest >= 0) {
        best = rootBest;
      }
      if (stop) {
        break;
      }
      depthReached = depth;
      if (Math.abs(score) >= WIN - MAX_PLY || System.nanoTime() - abStart > abTime * 2 / 5) {
        break;
      }
    }
    stopForkTracking();
    if (best < 0 || board[best] != 0) { // no search finished: the best-looking candidate
      generate(p, 0, -1);
      best = moveBuf[0][0];
    }
    return safe(p, best, startNanos + budget * 11 / 10);
  }

  /**
   * The move to play instead of {@code best} when o would have a VCT after it: the first root
   * candidate (generate's order, by the move score) after which o has none, found before
   * {@code until}; {@code best} itself when o has none after it, or when every candidate tried
   * loses too. The alpha-beta sees only its horizon; a threat sequence of the opponent's is
   * often longer.
   */
  private int safe(int p, int best, long until) {
    stop = false;
    deadline = until;
    if (!opponentWins(p, best)) {
      return best;
    }
    int m = generate(p, 0, -1);
    int[] roots = moveBuf[0];
    for (int i = 0; i < m && !stop; i++) {
      int c = roots[i];
      if (c != best && !opponentWins(p, c)) {
        savedMoves++;
        return c;
      }
    }
    return best;
  }

  /** Whether o, after p's stone on c, wins by a VCT (false as well when the clock ran out). */
  private boolean opponentWins(int p, int c) {
    int o = 3 - p;
    place(c, p);
    boolean wins = false;
    for (int d = 1; d <= 2 * k && !wins && !stop; d++) {
      wins = vct(o, d, 1);
    }
    undo(c, p);
    return wins && !stop;
  }

  // ================================ protocol loop and analysis ================================
  private static BufferedReader in;
  private static StringTokenizer tokens = new StringTokenizer("");
  private static final boolean LOG = System.getenv("MNK_BOT_LOG") != null;

  /** The next integer token; -1 on an end message (a token starting with F), EOF or garbage. */
  private static int nextInt() throws IOException {
    while (!tokens.hasMoreTokens()) {
      String line = in.readLine();
      if (line == null) {
        return -1;
      }
      tokens = new StringTokenizer(line);
    }
    String t = tokens.nextToken();
    try {
      return t.startsWith("F") ? -1 : Integer.parseInt(t);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /**
   * Analysis entry point: the move (1-based {x, y}) the bot plays on this board. Rows top to
   * bottom, {@code .} empty, {@code X} player 1, {@code O} player 2; side 1 or 2 is to move.
   */
  public static int[] analyse(int w, int h, int k, String[] rows, int side, long moveMs) {
    Main bot = new Main(w, h, k);
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        char ch = x < rows[y].length() ? rows[y].charAt(x) : '.';
        if (ch == 'X' || ch == 'x' || ch == '1') {
          bot.place(y * w + x, 1);
        } else if (ch == 'O' || ch == 'o' || ch == '2') {
          bot.place(y * w + x, 2);
        }
      }
    }
    if (bot.stones == bot.n) {
      throw new IllegalArgumentException("the board is full");
    }
    int c = bot.think(side, System.nanoTime(), budgetMs(moveMs));
    return new int[] {c % w + 1, c / w + 1};
  }

  private static void analyseMain(String[] args) throws IOException {
    int w = (int) number(args, 1, 1);
    int h = (int) number(args, 2, 1);
    int k = (int) number(args, 3, 1);
    long ms = args.length > 4 ? number(args, 4, 1) : MOVE_MS;
    String[] rows = new String[h];
    int xs = 0;
    int os = 0;
    for (int y = 0; y < h; y++) {
      String line = in.readLine();
      rows[y] = line == null ? "" : line.trim();
      for (char ch : rows[y].toCharArray()) {
        xs += ch == 'X' ? 1 : 0;
        os += ch == 'O' ? 1 : 0;
      }
    }
    String sideLine = in.readLine();
    int side = xs > os ? 2 : 1;
    if (sideLine != null && sideLine.trim().length() > 0) {
      side = sideLine.trim().toUpperCase().startsWith("O") || sideLine.trim().equals("2") ? 2 : 1;
    }
    int[] move = analyse(w, h, k, rows, side, ms);
    System.out.println(move[0] + " " + move[1]);
  }

  /**
   * Report entry point, for tests and tools: replays a game ({@code moves}: "x,y" tokens, 1-based,
   * player 1 first) as the protocol loop would for the bot playing {@code me}: the first
   * {@code opening} moves are the referee's opening, and every later move of the opponent is
   * watched by the opponent model before it is placed. Then prints, one fact a line:
   * <ul>
   *   <li>{@code budget B}: the search budget in ms for moveMs ({@link #budgetMs});
   *   <li>{@code model samples S misses M natural N choice C grid G loose L hits H top T twoply P
   *       twohits Q}: what the model learnt (N, L, P true or false; C the family's model that fits
   *       or -1; G the grid's entry or -1);
   *   <li>{@code plans-against A}: the model the plans play against (as the move's choice sets it:
   *       0 to 5 a one-ply model of the family, grid, loose, twoply, or none), or the one
   *       {@code model} names (one of these) when it is given;
   *   <li>when the opponent is to move, {@code replies x,y ...}: the cells that model says the
   *       opponent plays (its forced win or block first; none without a model);
   *   <li>when the bot is to move, {@code plan x,y x,y ...}: the plan the beam search finds against
   *       that model with no clock, own moves and predicted replies in turn (nothing after
   *       {@code plan} without one), then {@code plan-safe B} (its first move leaves the opponent
   *       no threat sequence), and {@code move x y}: the move the bot plays here in moveMs.
   * </ul>
   * With moveMs 0, the first three lines only. Reports only: the bot plays the same moves with or
   * without it.
   */
  public static String report(int w, int h, int k, int me, int opening, String moves, long moveMs,
      String model) {
    Main bot = new Main(w, h, k);
    String[] t = moves.trim().isEmpty() ? new String[0] : moves.trim().split("[\\s]+");
    for (int i = 0; i < t.length; i++) {
      String[] xy = t[i].split(",");
      int x = Integer.parseInt(xy[0].trim());
      int y = Integer.parseInt(xy[1].trim());
      int c = (y - 1) * w + x - 1;
      if (x < 1 || x > w || y < 1 || y > h || bot.board[c] != 0) {
        throw new IllegalArgumentException("move " + (i + 1) + " is not on an empty cell: " + t[i]);
      }
      int p = i % 2 + 1;
      if (p != me && i >= opening) {
        bot.observe(c, p);
      }
      bot.place(c, p);
    }
    StringBuilder out = new StringBuilder();
    out.append("budget ").append(budgetMs(moveMs)).append('\n');
    out.append("model samples ").append(bot.modelSamples).append(" misses ").append(bot.modelMisses)
        .append(" natural ").append(bot.natural).append(" choice ").append(bot.modelChoice)
        .append(" grid ").append(bot.gridChoice).append(" loose ").append(bot.loose)
        .append(" hits ").append(bot.looseHits).append(" top ").append(bot.looseTopHits)
        .append(" twoply ").append(bot.twoPly).append(" twohits ").append(bot.twoHits).append('\n');
    int j = model == null || model.isEmpty()
        ? (bot.natural && bot.modelChoice >= 0 ? bot.modelChoice
            : bot.twoPly ? TWO_MODEL : bot.loose ? LOOSE_MODEL : -1)
        : model.equals("loose") ? LOOSE_MODEL : model.equals("twoply") ? TWO_MODEL
        : model.equals("grid") ? GRID_MODEL : model.equals("none") ? -1 : Integer.parseInt(model);
    out.append("plans-against ").append(j == LOOSE_MODEL ? "loose" : j == TWO_MODEL ? "twoply"
        : j == GRID_MODEL ? "grid" : j < 0 ? "none" : String.valueOf(j)).append('\n');
    int o = 3 - me;
    boolean mine = t.length % 2 + 1 == me;
    if (bot.stones == bot.n || moveMs == 0) {
      return out.toString();
    }
    bot.planModel = j;
    if (j >= 0 && j != 5) {
      bot.startTracking(o, j);
    }
    if (!mine) {
      out.append("replies");
      if (j >= 0) {
        int r = bot.modelTies(o, 0);
        for (int i = 0; i < r; i++) {
          int c = bot.tieBuf[i];
          out.append(' ').append(c % w + 1).append(',').append(c / w + 1);
        }
      }
      out.append('\n');
    } else {
      out.append("plan");
      int first = -1;
      if (j >= 0) {
        bot.stop = false;
        bot.deadline = System.nanoTime() + 60_000_000_000L; // no clock: the whole beam
        first = bot.beam(me);
        for (int i = 0; first >= 0 && i < 2 * bot.planLength - 1; i++) {
          int c = bot.plan[i];
          out.append(' ').append(c % w + 1).append(',').append(c / w + 1);
        }
      }
      out.append('\n');
      if (first >= 0) {
        out.append("plan-safe ").append(bot.planSafe(me, first, 20 * 2000 * 1_000_000L)).append('\n');
      }
    }
    bot.tracking = false;
    bot.planModel = -1;
    if (mine) {
      Main fresh = new Main(w, h, k); // the move as the game would have it: a bot that watched it
      for (int i = 0; i < t.length; i++) {
        String[] xy = t[i].split(",");
        int c = (Integer.parseInt(xy[1].trim()) - 1) * w + Integer.parseInt(xy[0].trim()) - 1;
        if (i % 2 + 1 != me && i >= opening) {
          fresh.observe(c, i % 2 + 1);
        }
        fresh.place(c, i % 2 + 1);
      }
      int c = fresh.think(me, System.nanoTime(), budgetMs(moveMs));
      out.append("move ").append(c % w + 1).append(' ').append(c / w + 1).append('\n');
    }
    return out.toString();
  }

  private static void reportMain(String[] args) throws IOException {
    int w = (int) number(args, 1, 1);
    int h = (int) number(args, 2, 1);
    int k = (int) number(args, 3, 1);
    int me = (int) number(args, 4, 1);
    int opening = (int) number(args, 5, 0);
    long ms = args.length > 6 ? number(args, 6, 0) : MOVE_MS;
    String model = args.length > 7 ? args[7] : "";
    StringBuilder moves = new StringBuilder();
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      moves.append(line).append(' ');
    }
    System.out.print(report(w, h, k, me, opening, moves.toString(), ms, model));
  }

  /** Without arguments, the board the Arbitre referee announces (ARBITRE_BOARD=20x20, ARBITRE_K=6). */
  static void boardFromEnvironment() {
    String board = System.getenv("ARBITRE_BOARD");
    String k = System.getenv("ARBITRE_K");
    if (board != null && k != null && board.matches("\\d+x\\d+") && k.matches("\\d+")) {
      WIDTH = Integer.parseInt(board.substring(0, board.indexOf('x')));
      HEIGHT = Integer.parseInt(board.substring(board.indexOf('x') + 1));
      K = Integer.parseInt(k);
    }
    String t = System.getenv("ARBITRE_TIME_MS"); // the time per move the referee gives
    if (t != null && t.matches("\\d+") && Long.parseLong(t) > 0) {
      MOVE_MS = Long.parseLong(t);
    }
  }

  /**
   * The opening the referee played before the game (ARBITRE_OPENING: x y pairs, player 1's first)
   * as cells of a board {@code w} wide; empty without one.
   */
  static int[] openingFromEnvironment(int w) {
    String o = System.getenv("ARBITRE_OPENING");
    String[] t = o == null || o.trim().isEmpty() ? new String[0] : o.trim().split("\\s+");
    int[] cells = new int[t.length / 2];
    for (int i = 0; i < cells.length; i++) {
      cells[i] = (Integer.parseInt(t[2 * i + 1]) - 1) * w + Integer.parseInt(t[2 * i]) - 1;
    }
    return cells;
  }

  static final String USAGE = "usage: Main [W H K [MS]], or Main analyse W H K [MS] < board,"
      + " or Main report W H K ME OPENING [MS [MODEL]] < moves";

  /** args[i] as a whole number of at least min; otherwise an IllegalArgumentException naming it. */
  static long number(String[] args, int i, long min) {
    try {
      long v = Long.parseLong(args[i]);
      if (v >= min && v <= Integer.MAX_VALUE) {
        return v;
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw new IllegalArgumentException("not a whole number from " + min + ": " + args[i]);
  }

  /** A mistake in the arguments or the analysed board: one line on stderr and exit code 2. */
  public static void main(String[] args) throws IOException {
    try {
      play(args);
    } catch (IllegalArgumentException e) {
      System.err.println("mnk-bot: " + e.getMessage() + " (" + USAGE + ")");
      System.exit(2);
    }
  }

  private static void play(String[] args) throws IOException {
    in = new BufferedReader(new InputStreamReader(System.in));
    if (args.length == 0) {
      boardFromEnvironment();
    }
    if (args.length >= 6 && args[0].equals("report")) {
      reportMain(args);
      return;
    }
    if (args.length >= 4 && args[0].startsWith("analy")) {
      analyseMain(args);
      return;
    }
    if (args.length >= 3) {
      WIDTH = (int) number(args, 0, 1);
      HEIGHT = (int) number(args, 1, 1);
      K = (int) number(args, 2, 1);
    }
    if (args.length >= 4) {
      MOVE_MS = number(args, 3, 1);
    }
    int me = nextInt();
    long start = System.nanoTime();
    if (me != 1 && me != 2) {
      return;
    }
    Main bot = new Main(WIDTH, HEIGHT, K);
    int[] opening = openingFromEnvironment(bot.w);
    for (int i = 0; i < opening.length; i++) {
      bot.place(opening[i], i % 2 + 1);
    }
    boolean myTurn = (me == 1) == (opening.length % 2 == 0); // after an opening, whoever is to move
    while (bot.stones < bot.n) {
      if (myTurn) {
        int c = bot.think(me, start, budgetMs(MOVE_MS));
        long ms = (System.nanoTime() - start) / 1_000_000; // before the move is out: the referee may pause us then
        bot.place(c, me);
        System.out.print((c % bot.w + 1) + "\n" + (c / bot.w + 1) + "\n");
        System.out.flush();
        if (LOG) {
          System.err.println("move " + bot.stones + " depth " + bot.depthReached + " nodes "
              + bot.nodes + " vct " + bot.vctDepth + " vcm " + bot.vcmQuiet + "q" + bot.vcmDepth + " beam " + bot.beamDepth + " vcl " + bot.vclQuiet + " saved " + bot.savedMoves + " ms " + ms
              + " model " + (bot.modelSamples - bot.modelMisses) + "/" + bot.modelSamples
              + (bot.natural ? " natural " + bot.modelChoice + (bot.modelChoice == GRID_MODEL ? "/" + bot.gridChoice : "") : "") + (bot.loose ? " loose " + bot.looseHits : "") + (bot.twoPly ? " two " + bot.twoHits + "/" + bot.twoTable + "." + Integer.toBinaryString(bot.twoFits) : "") + " heap "
              + (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory() >> 10) + " KiB");
        }
      } else {
        int x = nextInt();
        int y = x < 0 ? -1 : nextInt();
        start = System.nanoTime();
        if (y < 0) {
          return;
        }
        int c = (y - 1) * bot.w + x - 1;
        if (x < 1 || x > bot.w || y < 1 || y > bot.h || bot.board[c] != 0) {
          return; // not a legal move: the referee ends the game, nothing sensible to do
        }
        bot.observe(c, 3 - me);
        bot.place(c, 3 - me);
      }
      myTurn = !myTurn;
    }
    nextInt();
  }
}
