package org.arbitre.solver;

import org.arbitre.game.Status;

/**
 * Does one player (the attacker) force a win? Depth-first proof-number search (df-pn, Nagai
 * 2002) with the 1 + ε trick (Pawlewicz and Lew 2007): an OR node (the attacker to move) is
 * proven when one child is, an AND node when all are; each node has a proof number (how many
 * leaves at least must still be proven to prove it) and a disproof number, and the search goes
 * down the most proving child while its numbers stay under the thresholds its parent gives,
 * instead of finishing each subtree in turn. What it proves is exactly what the alpha-beta
 * {@link Search} proves, by the same rules: the end of the game, {@link SearchBoard#decidesAtOnce}
 * (a push that ends the game at once, read when a child is first seen, so a move that does not
 * stop the opponent's win next is a proven child without a key or a move list), the threats and
 * double-threat zones of {@link SearchBoard#winningMoves} and {@link SearchBoard#restrictedMoves},
 * and {@link SearchBoard#cannotWin}.
 *
 * <p>Proven positions go to the same exact {@link TranspositionTable} as the alpha-beta's (so the
 * proof writer and the table file read them); the numbers of the others to a {@link
 * ProofNumberTable}, exact too. The game graph has no cycles (every move adds a stone), so the
 * transpositions only make some numbers too large (a shared subtree counted twice), never a
 * result wrong.
 *
 * <p>An AND node's proof number is the weak one (Ueda, Hashimoto, Hashimoto and Iida 2008): the
 * largest of its open children's, plus one for each other open child, not their sum, which
 * counts a subtree shared by several children once for each. It proves wins in fewer positions
 * (push 6 × 6, k = 4: 6.3 million instead of 13.4 million, docs/solver.md) and disproves in more.
 */
final class ProofNumberSearch implements AttackerSearch {
  /** Infinity for proof numbers: a proven (or disproven) position's other number. */
  static final int INF = 1 << 30;

  private final SearchBoard board;
  private final int attacker;
  private final TranspositionTable proven;
  private final ProofNumberTable numbers;
  private final Progress progress;
  private final int keyLength;
  private final int[][] moves; // [ply][i]
  private final long[][][] childKeys; // [ply][i]: the child's key (open children only)
  private final int[][] childPn;
  private final int[][] childDn;
  private final boolean[][] fixed; // [ply][i]: the child's value is known (a table lookup is moot)
  private final long[] rootKey;
  private final boolean readsProven;
  private long nodes;
  private long offset;
  private long expansions;
  private int rootChildren;
  private boolean or0;
  private int rootChild = -1; // the root's child being searched
  private int ply; // of the node being searched now
  private int deepest; // the deepest ply since the last progress line
  private long provenHere; // positions this search proved (table entries, also repeated ones)

  ProofNumberSearch(SearchBoard board, int attacker, TranspositionTable proven,
      ProofNumberTable numbers, int maxDepth, Progress progress) {
    this.board = board;
    this.attacker = attacker;
    this.proven = proven;
    this.numbers = numbers;
    this.progress = progress;
    this.keyLength = board.keyLength();
    int plies = maxDepth + 2;
    int width = board.maxMoves();
    moves = new int[plies][width];
    childKeys = new long[plies][width][keyLength];
    childPn = new int[plies][width];
    childDn = new int[plies][width];
    fixed = new boolean[plies][width];
    rootKey = new long[keyLength];
    // What this search proves goes to both tables: the proven one only has more when it held
    // positions before (a table file, an earlier search of the run; else a probe that misses).
    readsProven = !proven.isEmpty();
  }

  @Override
  public long nodes() {
    return nodes;
  }

  @Override
  public void offset(long positions) {
    offset = positions;
  }

  int attacker() {
    return attacker;
  }

  /** Nodes expanded (their children generated), re-expansions included. */
  long expansions() {
    return expansions;
  }

  /**
   * How far the search got, read from the root's children (also while it runs, or after it was
   * stopped): "root pn/dn P/D, children: W proven won, L proven lost, O open", pn and dn as the
   * root's children stood when the search last returned to the root.
   */
  String rootSummary() {
    String numbers = rootNumbers();
    return "root pn/dn " + (numbers == null ? "-/-" : numbers) + ", children ("
        + (or0 ? "attacker" : "defender") + " to move): " + count(0) + " proven attacker wins, "
        + count(1) + " proven not, " + count(2) + " open";
  }

  /** Root children proven won (0), proven not (1), open (2). */
  private int count(int what) {
    int c = 0;
    for (int i = 0; i < rootChildren; i++) {
      int kind = childPn[0][i] == 0 ? 0 : childDn[0][i] == 0 ? 1 : 2;
      c += kind == what ? 1 : 0;
    }
    return c;
  }

  /**
   * Where the search is, for a progress line (read on another thread: a snapshot, not exact):
   * "in root child C (pn/dn P/D as last returned) at ply N, deepest M since the last line;
   * proved X positions, numbers: A new, R replaced" — so a run that works without progress shows
   * whether it is stuck in one subtree and whether its table of numbers still grows.
   */
  String whereNote() {
    int c = rootChild;
    String child = c < 0 || c >= rootChildren ? "" : "in root child " + (c + 1) + " of "
        + rootChildren + " (pn/dn " + childPn[0][c] + "/" + childDn[0][c] + ") ";
    String note = child + "at ply " + ply + ", deepest " + deepest + "; proved " + provenHere
        + ", numbers " + numbers.added() + " new, " + numbers.replaced() + " replaced";
    deepest = ply;
    return note;
  }

  /**
   * An AND node's weak proof number: the largest pn of its {@code open} unproven children plus one
   * for each other (0 when none is open: every child proven).
   */
  static long weakPn(int most, int open) {
    return open == 0 ? 0 : (long) most + open - 1;
  }

  /** "P/D", the root's numbers from its children; null before the root's children are read. */
  String rootNumbers() {
    int n = rootChildren;
    if (n == 0) {
      return null;
    }
    int pn = or0 ? INF : 0;
    long dn = or0 ? 0 : INF;
    int most = 0;
    int open = 0;
    int dnMin = INF;
    for (int i = 0; i < n; i++) {
      pn = Math.min(pn, childPn[0][i]);
      dn += childDn[0][i];
      if (childPn[0][i] > 0) {
        most = Math.max(most, childPn[0][i]);
        open++;
      }
      dnMin = Math.min(dnMin, childDn[0][i]);
    }
    long rpn = or0 ? pn : Math.min(INF, weakPn(most, open));
    long rdn = or0 ? Math.min(INF, dn) : dnMin;
    return rpn + "/" + rdn;
  }

  @Override
  public boolean attackerWins() {
    nodes++;
    Status status = board.status();
    if (status.over()) {
      return status.winnerCode() == attacker;
    }
    if (board.decidesAtOnce(attacker)) {
      return board.toMove() == attacker;
    }
    board.key(rootKey);
    int known = proven.get(rootKey);
    if (known != TranspositionTable.UNKNOWN) {
      return known == 1;
    }
    long packed = mid(0, rootKey, INF, INF);
    int pn = ProofNumberTable.pn(packed);
    if (pn != 0 && ProofNumberTable.dn(packed) != 0) {
      throw new IllegalStateException("df-pn returned from the root unproven: " + pn);
    }
    return pn == 0;
  }

  /**
   * Searches the position (not over, not decided at once, not proven: its key is {@code key})
   * until its proof number reaches {@code thpn}, its disproof number {@code thdn}, or it is
   * proven; returns its numbers, packed, and stores them.
   */
  private long mid(int ply, long[] key, int thpn, int thdn) {
    expansions++;
    this.ply = ply;
    deepest = Math.max(deepest, ply);
    long before = nodes;
    boolean or = board.toMove() == attacker;
    int n = generate(ply, or);
    if (n == WON || n == LOST) {
      boolean win = n == WON;
      provenHere++;
      proven.put(key, win, 1);
      numbers.put(key, win ? 0 : INF, win ? INF : 0, 1);
      return win ? ProofNumberTable.pack(0, INF) : ProofNumberTable.pack(INF, 0);
    }
    int[] ms = moves[ply];
    int[] pns = childPn[ply];
    int[] dns = childDn[ply];
    boolean[] fx = fixed[ply];
    long[][] keys = childKeys[ply];
    for (int i = 0; i < n; i++) {
      board.play(ms[i]);
      evaluate(ply, i);
      board.undo();
    }
    if (ply == 0) {
      rootChildren = n;
      or0 = or;
    }
    long priorWork = numbers.work(key);
    while (true) {
      int pn;
      int dn;
      int open = 0; // children not yet proven (AND)
      int best = -1;
      int second = INF; // the second smallest pn (OR) or dn (AND)
      if (or) {
        pn = INF;
        long sum = 0;
        for (int i = 0; i < n; i++) {
          sum += dns[i];
          int p = pns[i];
          if (p < pn) {
            second = pn;
            pn = p;
            best = i;
          } else if (p < second) {
            second = p;
          }
        }
        dn = (int) Math.min(INF - 1, sum); // INF only for a proven child
      } else {
        dn = INF;
        int most = 0; // weak pn: the largest pn of the open children, plus one for each other
        for (int i = 0; i < n; i++) {
          if (pns[i] > 0) {
            most = Math.max(most, pns[i]);
            open++;
          }
          int d = dns[i];
          if (d < dn) {
            second = dn;
            dn = d;
            best = i;
          } else if (d < second) {
            second = d;
          }
        }
        pn = (int) Math.min(INF - 1, weakPn(most, open));
      }
      if (pn == 0 || dn == 0) {
        long work = priorWork + nodes - before;
        provenHere++;
        proven.put(key, pn == 0, work);
        numbers.put(key, pn, dn, work); // also here: this table is the larger
        return ProofNumberTable.pack(pn, dn);
      }
      if (pn >= thpn || dn >= thdn) {
        numbers.put(key, pn, dn, priorWork + nodes - before);
        return ProofNumberTable.pack(pn, dn);
      }
      int childThpn;
      int childThdn;
      if (or) {
        childThpn = Math.min(thpn, grow(second));
        childThdn = (int) Math.min(INF, (long) thdn - dn + dns[best]);
      } else {
        childThdn = Math.min(thdn, grow(second));
        childThpn = thpn - (open - 1); // the child's pn that takes this node's to thpn
      }
      if (ply == 0) {
        rootChild = best;
      }
      board.play(ms[best]);
      long child = mid(ply + 1, keys[best], childThpn, childThdn);
      board.undo();
      this.ply = ply;
      pns[best] = ProofNumberTable.pn(child);
      dns[best] = ProofNumberTable.dn(child);
      fx[best] = pns[best] == 0 || dns[best] == 0;
      for (int i = 0; i < n; i++) { // the others may have moved by a transposition
        if (!fx[i] && i != best) {
          refresh(ply, i, false);
        }
      }
    }
  }

  /** 1 + ε with ε = 1/4: a child's threshold over the second best, so it is not left too soon. */
  private static int grow(int second) {
    if (second >= INF) {
      return INF;
    }
    return (int) Math.min(INF, (long) second + Math.max(1, second >> 2));
  }

  private static final int WON = -1;
  private static final int LOST = -2;

  /**
   * The moves of the node at {@code ply} worth searching, in {@code moves[ply]}; returns how
   * many, or {@link #WON} / {@link #LOST} when the node is decided for the attacker without a
   * child: the rules of {@link Search#expand} (threats, double-threat zones, a hopeless attacker).
   */
  private int generate(int ply, boolean or) {
    if (board.cannotWin(attacker, or)) {
      return LOST;
    }
    int mover = board.toMove();
    int[] out = moves[ply];
    int n = board.winningMoves(mover, out);
    if (n > 0) {
      return or ? WON : LOST;
    }
    if (n == 0) {
      n = board.winningMoves(3 - mover, out);
      if (n >= 2) {
        return or ? LOST : WON;
      }
      if (n == 0) {
        n = board.restrictedMoves(out);
        if (n == 0) {
          return or ? LOST : WON;
        }
      }
    }
    if (n < 0) {
      n = board.moves(out);
    }
    return n;
  }

  /** The numbers of child {@code i} of the node at {@code ply}, now played on the board. */
  private void evaluate(int ply, int i) {
    if ((++nodes & 0xFFF) == 0 && progress.tick(offset + nodes)) {
      throw new Progress.Stopped(offset + nodes);
    }
    Status status = board.status();
    boolean win;
    if (status.over()) {
      win = status.winnerCode() == attacker;
    } else if (board.decidesAtOnce(attacker)) {
      win = board.toMove() == attacker;
    } else {
      board.key(childKeys[ply][i]);
      fixed[ply][i] = false;
      refresh(ply, i, true);
      return;
    }
    fixed[ply][i] = true;
    childPn[ply][i] = win ? 0 : INF;
    childDn[ply][i] = win ? INF : 0;
  }

  /**
   * Child {@code i}'s numbers read again from the tables. A child the tables do not hold gets 1
   * and 1 when it is {@code fresh} (just generated); otherwise it keeps the numbers this node
   * last had for it: its entry was replaced since, and 1 and 1 would make it look the easiest
   * child again. (Two siblings in one full bucket, each the entry of least work, replaced each
   * other that way for ever in a run on the push 6 × 6, k = 5.)
   */
  private void refresh(int ply, int i, boolean fresh) {
    long[] key = childKeys[ply][i];
    long packed = numbers.get(key);
    if (packed != ProofNumberTable.ABSENT) {
      int pn = ProofNumberTable.pn(packed);
      int dn = ProofNumberTable.dn(packed);
      childPn[ply][i] = pn;
      childDn[ply][i] = dn;
      fixed[ply][i] = pn == 0 || dn == 0;
      return;
    }
    int known = readsProven ? proven.get(key) : TranspositionTable.UNKNOWN;
    if (known != TranspositionTable.UNKNOWN) {
      fixed[ply][i] = true;
      childPn[ply][i] = known == 1 ? 0 : INF;
      childDn[ply][i] = known == 1 ? INF : 0;
      return;
    }
    if (fresh) {
      childPn[ply][i] = 1;
      childDn[ply][i] = 1;
    }
  }
}
