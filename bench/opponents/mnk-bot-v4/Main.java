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
 * one-ply natural player), time manager, protocol loop and analysis entry point.
 *
 * <p>Usage: {@code java Main [W H K [MS]]} plays the protocol of SPEC section 1 (MS = time per
 * move in milliseconds, default 1000). {@code java Main analyse W H K [MS]} reads a board from
 * stdin (H rows of W characters: {@code .} empty, {@code X} player 1, {@code O} player 2, then an
 * optional line {@code X} or {@code O} naming the side to move) and prints the chosen move
 * {@code x y} (1-based column, row). Tests call {@link #analyse} directly.
 */
public class Main {

  // ================================ constants =================================================
  static int WIDTH = 20;
  static int HEIGHT = 20;
  static int K = 6;
  static long MOVE_MS = 1000;
  static final int BUDGET_PERCENT = 50; // of MOVE_MS for the search (see the time manager)

  static final int WIN = 10_000_000;
  static final int MAX_PLY = 64;
  static final int TT_BITS = 19;
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
  final long[][] zobrist;
  long hash;
  final int[] near; // stones within Chebyshev distance 2

  Main(int w, int h, int k) {
    this.w = w;
    this.h = h;
    this.k = k;
    this.n = w * h;
    board = new int[n];
    near = new int[n];
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
    live = new int[3][k + 2];
    live[1][0] = nWin;
    live[2][0] = nWin;
    value = new long[k + 2];
    pow8 = new long[k + 2];
    for (int a = 0; a <= k + 1; a++) {
      pow8[a] = a == 0 ? 1 : Math.min(pow8[a - 1] * 8, 1L << 40);
    }
    double base = k <= 2 ? 8 : Math.min(8, Math.pow(20000, 1.0 / (k - 2)));
    for (int a = 1; a <= k + 1; a++) {
      value[a] = a >= k ? WIN / 16 : Math.round(Math.pow(base, a - 1));
    }
    zobrist = new long[3][n];
    long seed = 0x9E3779B97F4A7C15L;
    for (int p = 1; p <= 2; p++) {
      for (int c = 0; c < n; c++) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        zobrist[p][c] = seed ^ (seed >>> 29);
      }
    }
    int ttBits = n <= 100 ? 12 : TT_BITS; // small boards need a small table (tests make many)
    ttKey = new long[1 << ttBits];
    ttData = new long[1 << ttBits];
    vcfFail = new long[1 << 16];
    for (int i = 0; i < MAX_PLY + 2; i++) {
      moveBuf[i] = new int[n];
      scoreBuf[i] = new long[n];
      defBuf[i] = new int[n];
    }
    stamp = new int[n];
    partner = new int[n];
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
      }
      if (a == 0) {
        live[o][b]--;
        sum[o] -= value[b];
      }
      cp[wi] = a + 1;
    }
    touchNear(c, 1);
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
      }
      if (a == 0) {
        live[o][b]++;
        sum[o] += value[b];
      }
      cp[wi] = a;
    }
    touchNear(c, -1);
  }

  private void touchNear(int c, int delta) {
    int cx = c % w;
    int cy = c / w;
    for (int y = Math.max(0, cy - 2); y <= Math.min(h - 1, cy + 2); y++) {
      for (int x = Math.max(0, cx - 2); x <= Math.min(w - 1, cx + 2); x++) {
        near[y * w + x] += delta;
      }
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
  /** Static value for the side to move p. */
  int evaluate(int p) {
    int o = 3 - p;
    long s = sum[p] - sum[o] + sum[p] / 8; // the side to move converts threats first
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
    if (k < 4 || live[p][k - 3] < 2) {
      return 0;
    }
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    int forks = 0;
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
        forks++;
      }
    }
    return forks;
  }

  /** How much playing c is worth to p: its own windows it extends plus the opponent's it blocks. */
  long moveScore(int c, int p) {
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    long s = 0;
    for (int wi : cellWins[c]) {
      int a = cp[wi];
      int b = co[wi];
      if (b == 0) {
        s += value[a + 1] - value[a] + (a == k - 2 ? value[a + 1] : 0);
      }
      if (a == 0) {
        s += value[b + 1] - value[b];
      }
    }
    return s;
  }

  /**
   * The one-ply score a natural player gives the move c for p: 8^n for each window it extends
   * (n own stones, none of the other's; x4 when it makes k-1; attack weighs 5/4) plus 8^n for each
   * window of the other player it blocks. Used to predict quiet replies.
   */
  long naturalScore(int c, int p) {
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    long s = 0;
    for (int wi : cellWins[c]) {
      int a = cp[wi];
      int b = co[wi];
      if (b == 0) {
        long v = pow8[a] * (a == k - 2 ? 4 : 1);
        s += v + v / 4;
      }
      if (a == 0) {
        s += pow8[b] * (b == k - 2 ? 4 : 1);
      }
    }
    return s;
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
    int[] cp = cnt[p];
    int[] co = cnt[3 - p];
    for (int wi = 0; wi < nWin; wi++) {
      if (cp[wi] != k - 2 || co[wi] != 0) {
        continue;
      }
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

  // ================================ alpha-beta ================================================
  static final long SIDE = 0x5DEECE66DL * 0x2545F4914F6CDD1DL;
  static final int EXACT = 0;
  static final int LOWER = 1;
  static final int UPPER = 2;
  final long[] ttKey;
  final long[] ttData; // score (32 bits) | depth (8) | flag (8) | move + 1 (16)
  final int[][] moveBuf = new int[MAX_PLY + 2][];
  final long[][] scoreBuf = new long[MAX_PLY + 2][];
  int rootBest = -1;
  int rootWidth = 24;
  int innerWidth = 12; // candidates searched at the deeper nodes
  static final int REPLY_WIDTH = 1; // with the natural model: the opponent's quiet replies searched

  /** Candidate moves for p at this ply in moveBuf[ply], best first; returns how many to search. */
  int generate(int p, int ply, int ttMove) {
    int o = 3 - p;
    int[] moves = moveBuf[ply];
    long[] scores = scoreBuf[ply];
    int m = 0;
    boolean restricted = hasDoubleThreat(o);
    if (restricted) { // answer the open k-2 threat: block its windows or make a k-1 threat
      stampNo++;
      int[] cp = cnt[p];
      int[] co = cnt[o];
      for (int wi = 0; wi < nWin; wi++) {
        if ((co[wi] == k - 2 && cp[wi] == 0) || (cp[wi] == k - 2 && co[wi] == 0)) {
          for (int j = wi * k; j < wi * k + k; j++) {
            int c = winCells[j];
            if (board[c] == 0 && stamp[c] != stampNo) {
              stamp[c] = stampNo;
              moves[m++] = c;
            }
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
    boolean reply = natural && (ply & 1) == 1 && !restricted && REPLY_WIDTH < m;
    for (int i = 0; i < m; i++) {
      scores[i] = moves[i] == ttMove ? Long.MAX_VALUE
          : reply ? naturalScore(moves[i], p) : moveScore(moves[i], p);
    }
    int width = ply == 0 ? rootWidth : reply ? REPLY_WIDTH : innerWidth;
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
    if (ttKey[slot] == key) {
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
    int m = generate(p, ply, ttMove);
    int[] moves = moveBuf[ply];
    int alpha0 = alpha;
    int best = -WIN - 1;
    int bestMove = moves[0];
    for (int i = 0; i < m; i++) {
      int c = moves[i];
      place(c, p);
      int s;
      if (i == 0) {
        s = -search(o, depth - 1, -beta, -alpha, ply + 1);
      } else {
        s = -search(o, depth - 1, -alpha - 1, -alpha, ply + 1);
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
    ttKey[slot] = key;
    ttData[slot] = ((long) best << 32) | ((long) Math.min(depth, 255) << 24) | ((long) flag << 16)
        | (bestMove + 1);
    return best;
  }

  // ================================ opponent model ============================================
  /** Quiet opponent moves that must all match the natural prediction before it is trusted. */
  static final int MODEL_SAMPLES = 4;
  boolean natural; // the opponent is modelled as a one-ply natural player (narrow search)
  int modelSamples; // quiet opponent moves seen (no k-1 line on the board, not its first stone)
  int modelMisses; // of those, moves that were not a best natural move

  /**
   * Called with each opponent move c of player o before it is placed. A quiet move (no win or
   * block available, not on an empty board) is compared with the cells a one-ply natural player
   * scores best ({@link #naturalScore}, ties included). Once MODEL_SAMPLES quiet moves all match on
   * a big board, the search predicts the opponent's quiet replies with that single natural move
   * (deep plans against a predictable defence); one move that does not match turns the model off
   * for the rest of the game, and the search is full-width again.
   */
  void observe(int c, int o) {
    int p = 3 - o;
    if (stones == 0 || live[p][k - 1] > 0 || live[o][k - 1] > 0 || board[c] != 0) {
      return;
    }
    long best = -1;
    for (int e = 0; e < n; e++) {
      if (board[e] == 0) {
        best = Math.max(best, naturalScore(e, o));
      }
    }
    modelSamples++;
    if (naturalScore(c, o) != best) {
      modelMisses++;
    }
    boolean was = natural;
    natural = n > 100 && modelMisses == 0 && modelSamples >= MODEL_SAMPLES;
    if (natural != was) {
      Arrays.fill(ttKey, 0); // scores of the other model
    }
  }

  // ================================ time manager ==============================================
  long deadline;
  boolean stop;
  long nodes;
  int depthReached;
  int vctDepth; // the deepest VCT search completed without a win (for the log)
  static boolean warm; // false until this JVM has searched once (cold JIT: smaller budget)

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

  /** The move for p, thinking at most budgetMs from startNanos. */
  int think(int p, long startNanos, long budgetMs) {
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
    long budget = (warm ? budgetMs : budgetMs * 2 / 3) * 1_000_000L;
    warm = true;
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
    stop = false;
    deadline = startNanos + budget;
    long abStart = System.nanoTime(); // the threat searches may have used up to 40 % of the budget
    long abTime = deadline - abStart;
    int best = -1;
    depthReached = 0;
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
    if (best < 0 || board[best] != 0) { // no search finished: the best-looking candidate
      generate(p, 0, -1);
      best = moveBuf[0][0];
    }
    return best;
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
    int c = bot.think(side, System.nanoTime(), moveMs * BUDGET_PERCENT / 100);
    return new int[] {c % w + 1, c / w + 1};
  }

  private static void analyseMain(String[] args) throws IOException {
    int w = Integer.parseInt(args[1]);
    int h = Integer.parseInt(args[2]);
    int k = Integer.parseInt(args[3]);
    long ms = args.length > 4 ? Long.parseLong(args[4]) : MOVE_MS;
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

  /** Without arguments, the board the Arbitre referee announces (ARBITRE_BOARD=20x20, ARBITRE_K=6). */
  static void boardFromEnvironment() {
    String board = System.getenv("ARBITRE_BOARD");
    String k = System.getenv("ARBITRE_K");
    if (board != null && k != null && board.matches("\\d+x\\d+") && k.matches("\\d+")) {
      WIDTH = Integer.parseInt(board.substring(0, board.indexOf('x')));
      HEIGHT = Integer.parseInt(board.substring(board.indexOf('x') + 1));
      K = Integer.parseInt(k);
    }
  }

  /**
   * The opening the referee played before the game (ARBITRE_OPENING: x y pairs, player 1's first)
   * as cells of a board {@code w} wide; empty without one. (Added in session 8, as later versions
   * read it, so that this version can play tournament games from openings; its play is v4's.)
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

  public static void main(String[] args) throws IOException {
    in = new BufferedReader(new InputStreamReader(System.in));
    if (args.length == 0) {
      boardFromEnvironment();
    }
    if (args.length >= 4 && args[0].startsWith("analy")) {
      analyseMain(args);
      return;
    }
    if (args.length >= 3) {
      WIDTH = Integer.parseInt(args[0]);
      HEIGHT = Integer.parseInt(args[1]);
      K = Integer.parseInt(args[2]);
    }
    if (args.length >= 4) {
      MOVE_MS = Long.parseLong(args[3]);
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
        int c = bot.think(me, start, MOVE_MS * BUDGET_PERCENT / 100);
        bot.place(c, me);
        System.out.print((c % bot.w + 1) + "\n" + (c / bot.w + 1) + "\n");
        System.out.flush();
        if (LOG) {
          System.err.println("move " + bot.stones + " depth " + bot.depthReached + " nodes "
              + bot.nodes + " vct " + bot.vctDepth + " ms " + (System.nanoTime() - start) / 1_000_000
              + " model " + (bot.modelSamples - bot.modelMisses) + "/" + bot.modelSamples
              + (bot.natural ? " natural" : ""));
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
