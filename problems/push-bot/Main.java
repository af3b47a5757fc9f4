import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.util.Random;

/**
 * Push game bot (docs/rules.md, section 2): n x n board, a stone enters from a side and pushes its line,
 * k in a row wins. Iterative-deepening PVS with a Zobrist transposition table and an incremental
 * evaluation over k-cell windows.
 *
 * Usage: java Main [N K]            play through stdin/stdout (defaults 15 5)
 *        java Main analyse N K [MS] read N rows of . X O (+ optional side 1/2) and print a move
 *        java Main replay N K       read move tokens, print the board and the result
 *        java Main report N K [MS]  read N rows, the side to move, then queries; print what the bot
 *                                   sees of the position (see report: tests and tools use it)
 */
public class Main {
    // ================= constants
    static int N = 15, K = 5;
    static final long MOVE_MS = 480;   // budget from reading the request, normal move (550 gave a slowest move of 732 ms)
    static final long FIRST_MS = 150;  // first own move: JVM start-up may count, the JIT is cold
    static final String SIDES = "HBGD";
    static final int WIN = 1000000, INF = 2000000, MATE_ZONE = WIN - 10000;
    static final int THREAT_DEPTH = 5;         // threats in a row the threat search follows (2 * 5 + 1 plies)
    static final long THREAT_NODES = 200000;   // node limit of one threat search (the deadline usually comes first)
    static final int LEAF_THREATS = 1;         // at the horizon (depth 1, no push reaching beta): threat wins of 1 threat (3 plies)
    static final long LEAF_NODES = 8;          // node limit of one horizon threat search (one threat: a single node, each threat and every reply to it)
    static final boolean QUIET_CHECK = true;   // the defence check also looks for the opponent's quiet pushes that leave every reply lost
    static final int QUIET_DEPTH = 4;          // threats the quiet check follows after the opponent's quiet push (and after each reply)
    static final long THREAT_MIN_MS = 40;      // the threat phase after the search: the rest of the budget, at least this
    static final boolean EXTEND = true;        // time left after the threat phase: the search goes on
    static final long EXTEND_MIN_MS = 50;      // ... when at least this is left
    static final int EXTEND_PCT = 70;          // ... for this share of it; the rest checks a new choice
    static final int SEARCH_PCT = 60;          // the search's share of the budget (no new iteration after half of it); the threat phase has the rest
    static final int QFLIP = 16;                // horizon: a push answered by the same push (a war on one line) is followed this far (0: not at all)
    static final int QFLIP_RUN = 4;             // ... when it left an alternating run of at least this many stones
    static final int CHECK_EXT = 4;            // a node whose side to move faces a winning push is searched one ply deeper, at most this many times a line (0: never)
    static final boolean DOUBLE_FLOOR = true;  // horizon: a double victory at hand puts a floor of 0 under the side to move's value
    static final boolean LOG = System.getenv("PUSHBOT_LOG") != null;  // one stderr line per move

    // ================= board: move m = side * n + line; side 0 H (down), 1 B (up), 2 G (right), 3 D (left)
    static final class Board {
        static final int F_FULL1 = 1, F_FULL2 = 2, F_OPEN1 = 4, F_OPEN2 = 8, F_FOUR1 = 16, F_FOUR2 = 32;
        final int n, k, nm;
        final int[] cell;
        final int[] entry, step;
        final int[] winCells; // window w covers winCells[w*k .. w*k+k-1]
        final int[][] cellWins;
        final int[] wState;  // window w's state: c1*(k+1)+c2, its stones of player 1 and 2
        final int[] value;   // value[state]: contribution of a window, player 1's view
        final int[] flags;   // flags[state]: F_FULL1 (c1 == k), F_OPEN1 (c1 == k-1, c2 == 0), F_FOUR1 (c1 == k-1), the same for 2
        int eval, full1, full2, open1, open2, four1, four2, stones;
        long hash;
        final long[] zob;
        final int[] uEntry = new int[4096], uEnd = new int[4096], uStep = new int[4096];
        int sp;
        long pushes;  // positions visited, the "nodes" of the statistics
        final int[] mark;
        int stamp;
        final int[] zoneMark;
        int zone;
        final int[] fourList1, fourList2, fourPos1, fourPos2, fourTmp;  // the windows counted by four1 / four2, as lists

        Board(int n, int k) {
            this.n = n; this.k = k; nm = 4 * n;
            cell = new int[n * n];
            zoneMark = new int[n * n];
            entry = new int[nm]; step = new int[nm]; mark = new int[nm];
            for (int l = 0; l < n; l++) {
                entry[l] = l; step[l] = n;
                entry[n + l] = (n - 1) * n + l; step[n + l] = -n;
                entry[2 * n + l] = l * n; step[2 * n + l] = 1;
                entry[3 * n + l] = l * n + n - 1; step[3 * n + l] = -1;
            }
            int[][] dirs = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
            int cap = 4 * n * n; int[] tmp = new int[cap * k]; int w = 0;
            int[] per = new int[n * n];
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++)
                    for (int[] d : dirs) {
                        int er = r + (k - 1) * d[0], ec = c + (k - 1) * d[1];
                        if (er >= n || ec < 0 || ec >= n) continue;
                        for (int i = 0; i < k; i++) { int p = (r + i * d[0]) * n + c + i * d[1]; tmp[w * k + i] = p; per[p]++; }
                        w++;
                    }
            winCells = new int[w * k]; System.arraycopy(tmp, 0, winCells, 0, w * k);
            cellWins = new int[n * n][];
            for (int p = 0; p < n * n; p++) { cellWins[p] = new int[per[p]]; per[p] = 0; }
            for (int i = 0; i < w * k; i++) { int p = winCells[i]; cellWins[p][per[p]++] = i / k; }
            wState = new int[w];
            fourList1 = new int[w]; fourList2 = new int[w]; fourPos1 = new int[w]; fourPos2 = new int[w]; fourTmp = new int[w];
            value = new int[(k + 1) * (k + 1)];
            int[] wt = new int[k + 1];
            for (int i = 1; i <= k; i++) wt[i] = i == 1 ? 1 : wt[i - 1] * 6;
            for (int a = 0; a <= k; a++)
                for (int b = 0; b <= k; b++) value[a * (k + 1) + b] = a > 0 && b > 0 ? 0 : wt[a] - wt[b];
            flags = new int[(k + 1) * (k + 1)];
            for (int a = 0; a <= k; a++)
                for (int b = 0; b <= k; b++)
                    flags[a * (k + 1) + b] = (a == k ? F_FULL1 : 0) | (b == k ? F_FULL2 : 0)
                            | (a == k - 1 && b == 0 ? F_OPEN1 : 0) | (b == k - 1 && a == 0 ? F_OPEN2 : 0)
                            | (a == k - 1 ? F_FOUR1 : 0) | (b == k - 1 ? F_FOUR2 : 0);
            zob = new long[n * n * 3];
            Random rnd = new Random(20261130L);
            for (int i = 0; i < zob.length; i++) zob[i] = rnd.nextLong();
        }

        /**
         * Sets one cell, keeping hash, window states, evaluation and alignment counters up to date.
         * A window's state is a * (k+1) + b (a stones of player 1, b of player 2): setting a cell
         * adds the same delta to the state of each of its windows; the counters change only when
         * the state's flags do (rare), so the common case is an add and a table look-up.
         */
        void set(int p, int v) {
            int old = cell[p];
            if (old == v) return;
            hash ^= zob[p * 3 + old] ^ zob[p * 3 + v];
            cell[p] = v;
            final int delta = (v == 1 ? k + 1 : v == 2 ? 1 : 0) - (old == 1 ? k + 1 : old == 2 ? 1 : 0);
            final int[] st = wState, val = value, fl = flags;
            int e = eval;
            for (int w : cellWins[p]) {
                int s0 = st[w], s1 = s0 + delta;
                st[w] = s1;
                e += val[s1] - val[s0];
                if (fl[s0] != fl[s1]) flagsChange(w, fl[s0], fl[s1]);
            }
            eval = e;
        }

        /** Window w's flags went from f0 to f1: the alignment counters and the k-1 lists follow. */
        void flagsChange(int w, int f0, int f1) {
            int x = f0 ^ f1;
            if ((x & F_FULL1) != 0) full1 += (f1 & F_FULL1) != 0 ? 1 : -1;
            if ((x & F_FULL2) != 0) full2 += (f1 & F_FULL2) != 0 ? 1 : -1;
            if ((x & F_OPEN1) != 0) open1 += (f1 & F_OPEN1) != 0 ? 1 : -1;
            if ((x & F_OPEN2) != 0) open2 += (f1 & F_OPEN2) != 0 ? 1 : -1;
            if ((x & F_FOUR1) != 0) {
                if ((f1 & F_FOUR1) != 0) { fourPos1[w] = four1; fourList1[four1++] = w; }
                else { int i = fourPos1[w], last = fourList1[--four1]; fourList1[i] = last; fourPos1[last] = i; }
            }
            if ((x & F_FOUR2) != 0) {
                if ((f1 & F_FOUR2) != 0) { fourPos2[w] = four2; fourList2[four2++] = w; }
                else { int i = fourPos2[w], last = fourList2[--four2]; fourList2[i] = last; fourPos2[last] = i; }
            }
        }

        /** First empty cell of move m's line from its entry, -1 when the line is full. */
        int firstEmpty(int m) {
            int p = entry[m], st = step[m];
            for (int i = 0; i < n; i++, p += st) if (cell[p] == 0) return p;
            return -1;
        }

        /**
         * Whether move m's line is not full and holds, from its entry, a run of at least min
         * stones of alternating colours (the run a push into it shifts ends at the first empty cell).
         */
        boolean alternating(int m, int min) {
            int p = entry[m], st = step[m], run = 0, prev = 0;
            for (int i = 0; i < n; i++, p += st) {
                int c = cell[p];
                if (c == 0) return run >= min;
                if (c == prev) return false;
                prev = c;
                run++;
            }
            return false;
        }

        /** Plays move m for player who; false (nothing changed) when the line is full. */
        boolean push(int m, int who) {
            int e = firstEmpty(m);
            if (e < 0) return false;
            int st = step[m], en = entry[m];
            for (int p = e; p != en; p -= st) set(p, cell[p - st]);
            set(en, who);
            uEntry[sp] = en; uEnd[sp] = e; uStep[sp] = st; sp++;
            stones++;
            pushes++;
            return true;
        }

        void undo() {
            sp--;
            int en = uEntry[sp], e = uEnd[sp], st = uStep[sp];
            for (int p = en; p != e; p += st) set(p, cell[p + st]);
            set(e, 0);
            stones--;
        }

        /** Legal moves into out; returns their number. */
        int moves(int[] out) {
            int c = 0;
            for (int m = 0; m < nm; m++) if (firstEmpty(m) >= 0) out[c++] = m;
            return c;
        }

        /**
         * Whether who has a push that aligns k of its own and not the opponent's. A push changes
         * one line, so a new alignment needs a window that held k-1 of who's stones and whose
         * other cell c is on the pushed line: only the 4 pushes through such cells are tried, and
         * of those only the ones that put a stone of who on c (lands).
         */
        boolean canWinNow(int who) { return winningPush(who, true) >= 0; }

        /**
         * A push that aligns k of who's stones (alone, or also the opponent's when !alone), or -1.
         * With !alone, a push that aligns who alone is returned when there is one (lastDouble
         * false), else one that aligns both colours, a double victory (lastDouble true).
         */
        int winningPush(int who, boolean alone) {
            // the windows holding k-1 of who's stones, copied (the pushes tried change the list) in
            // window order (the first winning push found is the same as a scan of all windows would find)
            int nf = who == 1 ? four1 : four2;
            int[] list = who == 1 ? fourList1 : fourList2, ws = fourTmp;
            for (int i = 0; i < nf; i++) {
                int w = list[i], j = i - 1;
                while (j >= 0 && ws[j] > w) { ws[j + 1] = ws[j]; j--; }
                ws[j + 1] = w;
            }
            stamp++;
            int dbl = -1;
            for (int f = 0; f < nf; f++) {
                int w = ws[f];
                int c = -1;
                for (int i = w * k; i < w * k + k; i++) if (cell[winCells[i]] != who) c = winCells[i];
                int r = c / n, col = c % n;
                for (int side = 0; side < 4; side++) {
                    int m = side * n + (side < 2 ? col : r);
                    if (mark[m] == stamp || !lands(m, c, who)) continue;
                    mark[m] = stamp;
                    if (!push(m, who)) continue;
                    int x = winner();
                    undo();
                    if (x == who) { lastDouble = false; return m; }
                    if (!alone && dbl < 0 && (x & who) != 0) dbl = m;
                }
            }
            lastDouble = dbl >= 0;
            return dbl;
        }

        boolean lastDouble;  // the last winningPush(who, false) found only pushes that align both colours

        /**
         * Whether push m puts a stone of who on cell c (on m's line): c is the entry cell, or the
         * run from the entry reaches c's neighbour towards the entry and that neighbour is who's.
         * A push that completes a window must do this on the window's missing cell.
         */
        boolean lands(int m, int c, int who) {
            int p = entry[m], st = step[m];
            if (p == c) return true;
            for (; p != c; p += st) if (cell[p] == 0) return false;
            return cell[c - st] == who;
        }

        /** Marks every cell of every window that push m changes (the cells whose change could alter m's outcome). */
        void markAround(int m) {
            zone++;
            int e = firstEmpty(m), st = step[m];
            for (int p = entry[m]; ; p += st) {
                for (int w : cellWins[p]) for (int i = w * k; i < w * k + k; i++) zoneMark[winCells[i]] = zone;
                if (p == e) break;
            }
        }

        /** Whether legal push m changes a cell marked by the last markAround. */
        boolean touchesZone(int m) {
            int e = firstEmpty(m), st = step[m];
            for (int p = entry[m]; ; p += st) {
                if (zoneMark[p] == zone) return true;
                if (p == e) return false;
            }
        }

        /** Whether push m (if legal) aligns who alone: a quick check before winningPush. */
        boolean wins(int m, int who) {
            if (!push(m, who)) return false;
            int x = winner();
            undo();
            return x == who;
        }

        /** Windows holding k-1 stones of who (whatever the last cell holds): 0 means no push wins for who. */
        int fours(int who) { return who == 1 ? four1 : four2; }

        /** 0 none, 1 or 2 that player aligned, 3 both (double victory). */
        int winner() { return (full1 > 0 ? 1 : 0) | (full2 > 0 ? 2 : 0); }
    }

    // ================= evaluation (side to move's view)
    static int evaluate(Board b, int stm) {
        int e = stm == 1 ? b.eval : -b.eval;
        int mine = stm == 1 ? b.open1 : b.open2, theirs = stm == 1 ? b.open2 : b.open1;
        int big = b.value[(b.k - 1) * (b.k + 1)];
        if (mine > 0) e += 4 * big;           // the side to move likely completes a k-1 window
        else if (theirs > 1) e -= 2 * big;    // two threats are hard to stop with one push
        return e + 4;                         // tempo
    }

    /**
     * Horizon value for the side to move: when it holds a k-1 window, whether one push wins is
     * checked exactly (a win, or the evaluation without the bonus); otherwise the evaluation.
     */
    static int leaf(Board b, int stm, int ply) {
        if ((stm == 1 ? b.four1 : b.four2) == 0) return evaluate(b, stm);
        int m = b.winningPush(stm, false);
        if (m >= 0 && !b.lastDouble) return WIN - ply - 1;
        int e = evaluate(b, stm) - 3 * b.value[(b.k - 1) * (b.k + 1)];
        // a push that aligns both colours is a draw the side to move can take at once: whatever
        // the opponent threatens, the position is worth at least that (v6 scored it as the
        // evaluation, so a threat the opponent could only escape by a double victory looked won)
        return m >= 0 && DOUBLE_FLOOR ? Math.max(e, 0) : e;
    }

    /**
     * Horizon value for the side to move after the opponent's push {@code last}: the leaf's, or,
     * when that push left an alternating run of QFLIP_RUN or more stones from its entry, the
     * better of it and pushing the same line from the same side again (which turns the colour of
     * every stone of the run: a war on one line), followed the same way up to QFLIP pushes. Each
     * side may stop the war where it likes (stand pat).
     */
    static int qflip(Board b, int stm, int last, int ply, int chain) {
        int v = leaf(b, stm, ply);
        if (chain >= QFLIP || v > MATE_ZONE) return v;
        if (!b.alternating(last, QFLIP_RUN)) return v;
        b.push(last, stm);
        int w = b.winner();
        int f = w != 0 ? terminal(w, stm, ply + 1) : -qflip(b, 3 - stm, last, ply + 1, chain + 1);
        b.undo();
        return Math.max(v, f);
    }

    /** Value for the mover of a position where the push just made ended the game. */
    static int terminal(int w, int mover, int ply) {
        if (w == 3) return 0;
        return w == mover ? WIN - ply : -(WIN - ply);
    }

    // ================= threat search
    /**
     * Forced wins by threats. A threat is a push after which its author could win at
     * once (canWinNow); the defender's replies are all enumerated, since a push-back can block one
     * line and unblock another: a reply that wins or makes a double victory refutes the threat, a
     * reply that still leaves the attacker a winning push loses, the others (the parries) must each
     * be answered by a further threat. So a proven win is exact; "not proven" is only that. Results
     * are cached by position (win within d threats, or none within d); a deadline and a node limit
     * bound the work.
     */
    static final class Threats {
        static final int MAX_PARRIES = 8;   // more parries than this: the threat is not forcing enough to follow
        final Board b;
        final int[][] mv, rv, pv;
        final long[] cKey;
        final int[] cVal;   // depth << 1 | 1 proven within depth, depth << 1 no win within depth
        final int cMask;
        long deadline, nodes, maxNodes;
        boolean aborted;
        boolean narrow;     // the horizon's quick search: fewer threats tried (still exact when it proves a win)
        int firstMove;      // the attacker's first threat of the last proven win

        Threats(Board b, int maxDepth, int cacheEntries) {
            this.b = b;
            mv = new int[maxDepth + 1][b.nm];
            rv = new int[maxDepth + 1][b.nm];
            pv = new int[maxDepth + 1][MAX_PARRIES];
            cKey = new long[cacheEntries];
            cVal = new int[cacheEntries];
            cMask = cacheEntries - 1;
        }

        /** Whether att, to move, wins by at most depth threats (0: at once); false also when out of time. */
        boolean wins(int att, int depth, long deadlineNanos, long nodeLimit) {
            narrow = false;
            return search(att, depth, deadlineNanos, nodeLimit);
        }

        /** The horizon's version: threats that make a new k-1 window only, results not cached as "no win". */
        boolean quickWins(int att, int depth, long deadlineNanos, long nodeLimit) {
            narrow = true;
            return search(att, depth, deadlineNanos, nodeLimit);
        }

        boolean search(int att, int depth, long deadlineNanos, long nodeLimit) {
            deadline = deadlineNanos; maxNodes = nodeLimit; nodes = 0; aborted = false; firstMove = -1;
            for (int d = 1; d <= depth; d++) {   // shortest proof first
                if (win(att, d, 0)) return true;
                if (aborted) return false;
            }
            return false;
        }

        boolean win(int att, int depth, int ply) {
            if (b.fours(att) > 0 && b.canWinNow(att)) return true;
            if (depth == 0 || aborted) return false;
            // the clock at every node: one node plays up to 60 threats and their replies (thousands of
            // pushes on a crowded board; checked every 16 nodes, a loaded machine overshot by 100 ms)
            if (++nodes > maxNodes || System.nanoTime() > deadline) { aborted = true; return false; }
            long key = b.hash ^ (att == 2 ? 0x9E3779B97F4A7C15L : 0x7F4A7C159E3779B9L);
            int slot = (int) (key ^ (key >>> 29)) & cMask;
            if (cKey[slot] == key) {
                int v = cVal[slot], d = v >> 1;
                if ((v & 1) == 1 && d <= depth && ply > 0) return true;
                if ((v & 1) == 0 && d >= depth) return false;
            }
            int[] m = mv[ply];
            int cnt = b.moves(m);
            boolean won = false;
            int f0 = narrow ? b.fours(att) : 0;  // narrow: only pushes that make a new k-1 window count as threats
            for (int i = 0; i < cnt && !won && !aborted; i++) {
                b.push(m[i], att);
                if (b.winner() == 0 && b.fours(att) > f0 && b.canWinNow(att) && refuted(att, depth, ply)) {
                    won = true;
                    if (ply == 0) firstMove = m[i];
                }
                b.undo();
            }
            if (!aborted && (won || !narrow)) { cKey[slot] = key; cVal[slot] = depth << 1 | (won ? 1 : 0); }
            return won;
        }

        /** After att's threat: every reply of the defender loses at once or leaves att a win in depth-1 threats. */
        boolean refuted(int att, int depth, int ply) {
            int def = 3 - att;
            int[] r = rv[ply], par = pv[ply];
            int cnt = b.moves(r), np = 0;
            if (cnt == 0) return false;  // board full: a draw
            // a push that aligns the defender (alone: it wins; with us: a double victory) refutes the threat
            if (b.fours(def) > 0 && b.winningPush(def, false) >= 0) return false;
            // so no reply aligns the defender; a reply that changes no cell of a window the threat's
            // winning push changes leaves that push winning exactly as before: not a parry
            int threat = b.winningPush(att, true);
            b.markAround(threat);
            for (int j = 0; j < cnt; j++) {
                if (!b.touchesZone(r[j])) continue;
                b.push(r[j], def);
                int w = b.winner();
                boolean parry = w == 0 && (b.fours(att) == 0 || !b.wins(threat, att) && !b.canWinNow(att));
                b.undo();
                if (parry) { if (np == MAX_PARRIES) return false; par[np++] = r[j]; }
            }
            for (int j = 0; j < np; j++) {
                b.push(par[j], def);
                boolean ok = win(att, depth - 1, ply + 1);
                b.undo();
                if (!ok) return false;
            }
            return true;
        }
    }

    // ================= search
    static final class Search {
        final Board b;
        final int tSize = tableEntries(Runtime.getRuntime().maxMemory());
        final int[] tKey = new int[tSize];  // the key's high 32 bits (the slot is its low bits)
        final long[] tData = new long[tSize];
        final int[][] mv, sc;
        final int[][] killer;
        long deadline, nodes, calls;
        boolean stop;
        int depthDone, lastScore;
        int iterDepth;  // the nominal depth of the iteration under way (the root's), for CHECK_EXT

        final Threats threats;
        long leafWins;       // threat wins found at the horizon (statistics)
        int dodged;          // root moves dropped by the last defence check (the opponent won by threats after them)
        boolean threatWin;   // the last move came from a proven win by threats
        int quietDodged;     // root moves dropped by the quiet check (a quiet push of the opponent, then every reply lost)
        int quietChecked;    // opponent pushes looked at by the quiet check (statistics)
        boolean defenceCut;  // the defence check ran out of time on the push played
        int extended;        // the depth the extension completed (minus the one it was cut in; 0: no extension)
        boolean extendChanged;  // the extension's deeper search changed the push played
        final int[] qm, qs, rm, rs;

        Search(Board b) {
            this.b = b;
            threats = new Threats(b, THREAT_DEPTH, 1 << 15);
            mv = new int[b.n * b.n + 2][b.nm];
            sc = new int[b.n * b.n + 2][b.nm];
            killer = new int[b.n * b.n + 2][2];
            qm = new int[b.nm]; qs = new int[b.nm]; rm = new int[b.nm]; rs = new int[b.nm];
        }

        /**
         * Transposition table size for a heap of maxMemory bytes: the largest power of two whose
         * entries (12 bytes: int key + long data) take at most 40 % of it, between 2^12 and 2^20.
         * -Xmx16m (maxMemory 15.5 MiB): 2^19 entries, 6 MiB; a default heap: 2^20, 12 MiB.
         */
        static int tableEntries(long maxMemory) {
            int e = 1 << 20;
            while (e > 1 << 12 && 12L * e > maxMemory * 2 / 5) e >>= 1;
            return e;
        }

        int pvs(int depth, int alpha, int beta, int ply, int stm) {
            if ((++calls & 3) == 0 && System.nanoTime() > deadline) stop = true;
            if (stop) return 0;
            if (depth <= 0) return evaluate(b, stm);
            // in check (the opponent could align at once): one ply deeper, as chess engines extend
            // checks; the pushes that do not stop the win are refuted at once in the child, so the
            // extra ply costs little. ply + depth - iterDepth is the extensions made on this line.
            if (ply + depth < iterDepth + CHECK_EXT && b.fours(3 - stm) > 0 && b.canWinNow(3 - stm)) depth++;
            long key = b.hash ^ (stm == 2 ? 0x9E3779B97F4A7C15L : 0);
            int slot = (int) (key & (tSize - 1)), ttMove = -1;
            if (tKey[slot] == (int) (key >>> 32)) {
                long d = tData[slot];
                int sc0 = (int) d, tm = (int) ((d >>> 32) & 0xFFF), td = (int) ((d >>> 44) & 0xFF), fl = (int) (d >>> 52);
                ttMove = tm == 0xFFF ? -1 : tm;
                if (sc0 > MATE_ZONE) sc0 -= ply; else if (sc0 < -MATE_ZONE) sc0 += ply;
                if (td >= depth && (fl == 0 || (fl == 1 && sc0 >= beta) || (fl == 2 && sc0 <= alpha))) return sc0;
            }
            int[] m = mv[ply], s = sc[ply];
            int cnt = b.moves(m);
            if (cnt == 0) return 0;
            int opp = 3 - stm;
            // score every push: terminal value, or the evaluation after it (ordering and depth-1 leaves)
            int best = -INF, bestMove = -1, a0 = alpha;
            for (int i = 0; i < cnt; i++) {
                b.push(m[i], stm);
                int w = b.winner();
                if (w != 0) {
                    int v = terminal(w, stm, ply + 1);
                    s[i] = v;
                    if (v > 0) { b.undo(); store(key, depth, v, m[i], 0, ply); return v; }
                } else if (depth == 1) {
                    s[i] = -qflip(b, opp, m[i], ply + 1, 0);  // leaf's value, the war followed
                    if (s[i] >= beta) { b.undo(); store(key, depth, s[i], m[i], 1, ply); return s[i]; }
                }
                else s[i] = -evaluate(b, opp) + (m[i] == ttMove ? 2 * INF : m[i] == killer[ply][0] || m[i] == killer[ply][1] ? INF : 0);
                b.undo();
            }
            if (depth == 1) {
                for (int i = 0; i < cnt; i++) if (s[i] > best) { best = s[i]; bestMove = m[i]; }
                // no push reaches beta: a short forced win by threats, beyond this horizon?
                if (LEAF_THREATS > 0 && best < MATE_ZONE && threats.quickWins(stm, LEAF_THREATS, deadline, LEAF_NODES)) {
                    best = WIN - ply - 2 * LEAF_THREATS - 1;
                    bestMove = threats.firstMove;
                    leafWins++;
                }
                store(key, depth, best, bestMove, best <= a0 ? 2 : best >= beta ? 1 : 0, ply);
                return best;
            }
            for (int i = 0; i < cnt; i++) {
                int j = i;
                for (int t = i + 1; t < cnt; t++) if (s[t] > s[j]) j = t;
                int tm = m[i]; m[i] = m[j]; m[j] = tm; int ts = s[i]; s[i] = s[j]; s[j] = ts;
                int v;
                b.push(m[i], stm);
                if (b.winner() != 0) v = terminal(b.winner(), stm, ply + 1);
                else if (i == 0) v = -pvs(depth - 1, -beta, -alpha, ply + 1, opp);
                else {
                    v = -pvs(depth - 1, -alpha - 1, -alpha, ply + 1, opp);
                    if (v > alpha && v < beta && !stop) v = -pvs(depth - 1, -beta, -alpha, ply + 1, opp);
                }
                b.undo();
                if (stop) return 0;
                if (v > best) { best = v; bestMove = m[i]; }
                if (v > alpha) alpha = v;
                if (alpha >= beta) {
                    if (killer[ply][0] != m[i]) { killer[ply][1] = killer[ply][0]; killer[ply][0] = m[i]; }
                    break;
                }
            }
            store(key, depth, best, bestMove, best <= a0 ? 2 : best >= beta ? 1 : 0, ply);
            return best;
        }

        void store(long key, int depth, int score, int move, int flag, int ply) {
            int slot = (int) (key & (tSize - 1));
            if (score > MATE_ZONE) score += ply; else if (score < -MATE_ZONE) score -= ply;
            tKey[slot] = (int) (key >>> 32);
            tData[slot] = (score & 0xFFFFFFFFL) | ((long) (move < 0 ? 0xFFF : move) << 32)
                    | ((long) Math.min(depth, 255) << 44) | ((long) flag << 52);
        }

        /** Iterative deepening until the deadline; returns the move to play (-1 if none). */
        int bestMove(int stm, long deadlineNanos, long startNanos) {
            deadline = startNanos + (deadlineNanos - startNanos) / 100 * SEARCH_PCT; defenceCut = false; stop = false; calls = 0; depthDone = 0; dodged = 0; threatWin = false; leafWins = 0; quietDodged = 0; quietChecked = 0; extended = 0; extendChanged = false;
            long pushes0 = b.pushes;
            try { return iterate(stm, deadlineNanos, startNanos); } finally { nodes = b.pushes - pushes0; }
        }

        int iterate(int stm, long deadlineNanos, long startNanos) {
            int[] m = new int[b.nm];
            int cnt = b.moves(m);
            if (cnt == 0) return -1;
            int[] s = new int[cnt];
            for (int i = 0; i < cnt; i++) {  // a win at once, else order by the evaluation after the push
                b.push(m[i], stm);
                int w = b.winner();
                s[i] = w != 0 ? terminal(w, stm, 1) : -evaluate(b, 3 - stm);
                b.undo();
                if (s[i] > MATE_ZONE) { lastScore = s[i]; return m[i]; }
            }
            sort(m, s, cnt);
            int best = m[0];
            lastScore = s[0];
            if (cnt == 1) return best;
            best = deepen(stm, m, s, cnt, 2, best, startNanos);
            if (Math.abs(lastScore) > MATE_ZONE) return best;  // the search saw the end: nothing to add
            // the threat phase: what is left of the budget, at least THREAT_MIN_MS; a third to look
            // for our own win by threats, the rest to check that the opponent has none after our push
            long now = System.nanoTime(), end = Math.max(deadlineNanos, now + THREAT_MIN_MS * TIME_MS / 1000 * 1000000L);
            if (threats.wins(stm, THREAT_DEPTH, now + (end - now) / 3, THREAT_NODES)) {
                threatWin = true;
                lastScore = WIN / 2;
                return threats.firstMove;
            }
            int mv = defend(stm, m, cnt, best, end);
            return EXTEND ? extend(stm, m, s, cnt, best, mv, end) : mv;
        }

        /**
         * Iterative deepening from depth `from` over the root pushes m (ordered, best first) until
         * the search's deadline; returns the best push (the last iteration's, or the best of a cut
         * iteration: its first push, the previous best, was searched in full). No new iteration
         * once half of the time from startNanos to the deadline is gone: it would not finish.
         */
        int deepen(int stm, int[] m, int[] s, int cnt, int from, int best, long startNanos) {
            long total = deadline - startNanos;
            for (int depth = from; depth <= b.n * b.n - b.stones; depth++) {
                int alpha = -INF, iterBest = -1, iterScore = -INF;
                iterDepth = depth;
                for (int i = 0; i < cnt; i++) {
                    b.push(m[i], stm);
                    int w = b.winner(), v;
                    if (w != 0) v = terminal(w, stm, 1);
                    else if (i == 0) v = -pvs(depth - 1, -INF, INF, 1, 3 - stm);
                    else {
                        v = -pvs(depth - 1, -alpha - 1, -alpha, 1, 3 - stm);
                        if (v > alpha && !stop) v = -pvs(depth - 1, -INF, -alpha, 1, 3 - stm);
                    }
                    b.undo();
                    if (stop) break;
                    s[i] = v;
                    if (v > iterScore) { iterScore = v; iterBest = i; }
                    if (v > alpha) alpha = v;
                }
                if (iterBest >= 0) { best = m[iterBest]; lastScore = iterScore; }
                if (stop) break;
                depthDone = depth;
                for (int i = 0; i < cnt; i++) if (i != iterBest && s[i] >= iterScore) s[i] = iterScore - 1;
                sort(m, s, cnt);
                if (Math.abs(iterScore) > MATE_ZONE) break;
                if (System.nanoTime() - startNanos > total / 2) break;  // the next iteration would not finish
            }
            return best;
        }

        /**
         * Time left after the threat phase (it often ends early: nothing to refute): the search goes
         * on, one ply deeper, with its transposition table warm, in EXTEND_PCT of what is left; the
         * rest checks its new choice the same way (no win by threats for the opponent, no quiet
         * loss, both proven within the time). Only when the threat phase kept the search's choice
         * (mv == best): a push it dropped would come back first. Returns the push to play.
         */
        int extend(int stm, int[] m, int[] s, int cnt, int best, int mv, long end) {
            long now = System.nanoTime();
            if (mv != best || threatWin || depthDone == 0 || end - now < EXTEND_MIN_MS * TIME_MS / 1000 * 1000000L) return mv;
            for (int i = 0; i < cnt; i++) if (m[i] == best) {  // the searched best first (a cut iteration may have changed it)
                System.arraycopy(m, 0, m, 1, i); m[0] = best;
                break;
            }
            int done = depthDone, score = lastScore;
            deadline = now + (end - now) / 100 * EXTEND_PCT; stop = false;
            int b2 = deepen(stm, m, s, cnt, depthDone + 1, best, now);
            extended = depthDone > done ? depthDone : -(done + 1);  // the depth completed, or minus the one cut
            if (b2 == mv) return mv;
            if (lastScore > MATE_ZONE) { extendChanged = true; return b2; }  // a forced win the search proved
            if (lastScore < -MATE_ZONE) { lastScore = score; depthDone = done; return mv; }
            if (!provenSafe(stm, b2, end)) { lastScore = score; depthDone = done; return mv; }
            extendChanged = true;
            return b2;
        }

        /**
         * Whether push m of stm ends nothing and, within the deadline, is proven not lost the ways
         * the defence check looks at: the opponent has no win by up to THREAT_DEPTH threats, and
         * (QUIET_CHECK) no quiet push after which every reply loses to QUIET_DEPTH threats. Out of
         * time: false.
         */
        boolean provenSafe(int stm, int m, long deadlineNanos) {
            if (!b.push(m, stm)) return false;
            boolean safe = b.winner() == 0 && !threats.wins(3 - stm, THREAT_DEPTH, deadlineNanos, THREAT_NODES) && !threats.aborted
                    && !(QUIET_CHECK && quietLoss(stm, deadlineNanos)) && System.nanoTime() <= deadlineNanos;
            b.undo();
            return safe;
        }

        /**
         * The defence check: the search's choice, unless the opponent then wins by threats (deeper
         * than the search sees); then the next push in the search's order that it does not lose
         * that way. Out of time, the push being checked is played (not proven lost). A push that
         * ends the game in a double victory is kept for when every other one is lost.
         */
        int defend(int stm, int[] m, int cnt, int best, long deadlineNanos) {
            int draw = -1, safe = -1;
            for (int r = -1; r < cnt; r++) {
                int mv = r < 0 ? best : m[r];
                if (r >= 0 && mv == best) continue;
                b.push(mv, stm);
                int w = b.winner();
                boolean lost = w != 0 || threats.wins(3 - stm, THREAT_DEPTH, deadlineNanos, THREAT_NODES);
                boolean unknown = w == 0 && threats.aborted;
                if (unknown) defenceCut = true;
                // not lost to threats at once: lost to a quiet push of the opponent that leaves every reply lost to threats?
                boolean quiet = !lost && QUIET_CHECK && quietLoss(stm, deadlineNanos);
                b.undo();
                if (w == 3 && draw < 0) draw = mv;
                if (unknown) return safe >= 0 ? safe : mv;
                if (!lost && !quiet) return mv;
                if (quiet) { quietDodged++; if (safe < 0) safe = mv; }
                else if (w == 0) dodged++;
            }
            return safe >= 0 ? safe : draw >= 0 ? draw : best;
        }

        /**
         * After our push (stm just moved, the opponent to move): whether the opponent has a quiet
         * push q after which every reply of ours loses to threats (proven: an unfinished search
         * counts as "not lost"). A candidate q must be a threat of a threat-win: with us passing,
         * the opponent would win by threats; only those q are played out, each reply of ours
         * (ordered by our evaluation) until one is not lost, or wins, or makes a draw.
         */
        boolean quietLoss(int stm, long deadlineNanos) {
            int opp = 3 - stm;
            int qc = b.moves(qm);
            for (int i = 0; i < qc; i++) {  // the opponent's pushes, most promising for it first
                b.push(qm[i], opp);
                qs[i] = b.winner() != 0 ? -INF : evaluate(b, opp);
                b.undo();
            }
            sort(qm, qs, qc);
            for (int i = 0; i < qc; i++) {
                if (qs[i] == -INF) continue;  // a push that ends the game: not a quiet one (the direct check saw it)
                if (System.nanoTime() > deadlineNanos) return false;
                b.push(qm[i], opp);
                boolean lost = false;
                quietChecked++;
                if (!b.canWinNow(stm) && threats.wins(opp, QUIET_DEPTH, deadlineNanos, THREAT_NODES)
                        && !threats.wins(stm, QUIET_DEPTH, deadlineNanos, THREAT_NODES) && !threats.aborted) {
                    lost = everyReplyLost(stm, deadlineNanos);
                }
                b.undo();
                if (lost) return true;
            }
            return false;
        }

        /** stm to move: whether each of its pushes loses at once or leaves the opponent a win by threats (proven). */
        boolean everyReplyLost(int stm, long deadlineNanos) {
            int opp = 3 - stm;
            int rc = b.moves(rm);
            for (int j = 0; j < rc; j++) {
                b.push(rm[j], stm);
                rs[j] = b.winner() != 0 ? INF : -evaluate(b, opp);
                b.undo();
            }
            sort(rm, rs, rc);
            for (int j = 0; j < rc; j++) {
                b.push(rm[j], stm);
                int w = b.winner();
                boolean lost = w == opp
                        || w == 0 && threats.wins(opp, QUIET_DEPTH, deadlineNanos, THREAT_NODES) && !threats.aborted;
                boolean unknown = w == 0 && threats.aborted;
                b.undo();
                if (!lost || unknown) return false;
            }
            return rc > 0;
        }

        static void sort(int[] m, int[] s, int cnt) {
            for (int i = 1; i < cnt; i++) {
                int mm = m[i], ss = s[i], j = i - 1;
                while (j >= 0 && s[j] < ss) { m[j + 1] = m[j]; s[j + 1] = s[j]; j--; }
                m[j + 1] = mm; s[j + 1] = ss;
            }
        }
    }

    // ================= entry points for tests and tools
    static String lastInfo = "";  // statistics of the last analyse call

    /** Rows of '.', 'X' (player 1), 'O' (player 2), then optionally the side to move (1 or 2). */
    public static String analyse(int n, int k, String text, long millis) {
        long start = System.nanoTime();
        Board b = new Board(n, k);
        String[] tok = text.trim().split("\\s+");
        int x = 0, o = 0;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                char ch = tok[r].charAt(c);
                if (ch == 'X' || ch == 'x') { b.set(r * n + c, 1); x++; }
                if (ch == 'O' || ch == 'o') { b.set(r * n + c, 2); o++; }
            }
        b.stones = x + o;
        int stm = tok.length > n ? Integer.parseInt(tok[n]) : x > o ? 2 : 1;
        Search s = new Search(b);
        int m = s.bestMove(stm, start + millis * 1000000L, start);
        lastInfo = "depth " + s.depthDone + " score " + s.lastScore + " nodes " + s.nodes
                + (s.threatWin ? " threat-win" : "") + " dodged " + s.dodged + " leaf-wins " + s.leafWins
                + " quiet " + s.quietDodged + "/" + s.quietChecked + (s.defenceCut ? " defence-cut" : "")
                + " ext " + s.extended + (s.extendChanged ? " ext-changed" : "") + " ms " + (System.nanoTime() - start) / 1000000;
        return m < 0 ? "none" : moveText(m, n);
    }

    /** Plays move tokens from player 1 on; the final rows and "winner W after M" or "ongoing after M". */
    public static String replay(int n, int k, String moves) {
        Board b = new Board(n, k);
        StringBuilder out = new StringBuilder();
        int who = 1, count = 0, w = 0;
        for (String t : moves.trim().split("\\s+")) {
            if (t.isEmpty()) continue;
            count++;
            int m = parseMove(t, n);
            if (m < 0 || !b.push(m, who)) return "invalid move " + count + "\n";
            w = b.winner();
            if (w != 0) break;
            who = 3 - who;
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) out.append(".XO".charAt(b.cell[r * n + c]));
            out.append('\n');
        }
        int winner = w == 0 ? -1 : w == 3 ? 3 : w;
        return out.append(winner < 0 ? "ongoing after " + count : "winner " + winner + " after " + count).append('\n').toString();
    }

    /**
     * The analysis report, for tests and tools: N rows of '.', 'X', 'O', optionally the side to
     * move (1 or 2; else as for analyse), then one query a line, each on the position as given
     * (a fresh board), each answered by lines starting with its keyword; MS bounds each query's
     * clock. Moves are tokens such as 8H; STM is the side to move.
     * <pre>
     * move                 move M, then info and the search's figures (as analyse)
     * evaluate             evaluate E              the evaluation, STM's view
     * leaf PLY             leaf V                  the horizon's value for STM at ply PLY
     * qflip LAST PLY       qflip V unchanged B     the horizon's value for STM after the opponent's push LAST, a war on its line followed
     * search D             search V unchanged B    the alpha-beta's value at nominal depth D for STM (no clock but MS)
     * threats D            threats D win M | threats D none | threats D aborted   STM's win by at most D threats, its first threat
     * quiet M              quiet M lost | quiet M not-lost   the quiet check after STM's push M
     * safe M               safe M true | safe M false        whether STM's push M is proven safe within MS
     * extend M             extend M played P changed B       the extension, handed M as the search's choice after depth 2
     * play T...            play T eval E full1 . full2 . open1 . open2 . four1 . four2 . hash H   after each push T from STM on, alternating; "-" undoes one
     * table [BYTES]        table E                 the transposition table's entries for a heap of BYTES (default: this JVM's)
     * constants            constants WIN . MATE_ZONE . QFLIP . QFLIP_RUN . THREAT_DEPTH . QUIET_DEPTH . CHECK_EXT .
     * </pre>
     * An unknown query or move: a line "error ...".
     */
    public static String report(int n, int k, String input, long millis) {
        String[] lines = input.split("\n");
        int i = 0;
        StringBuilder rows = new StringBuilder(), out = new StringBuilder();
        for (int r = 0; r < n && i < lines.length; i++) if (!lines[i].trim().isEmpty()) { rows.append(lines[i].trim()).append('\n'); r++; }
        int side = 0;
        for (; i < lines.length && lines[i].trim().isEmpty(); i++) { }
        if (i < lines.length && (lines[i].trim().equals("1") || lines[i].trim().equals("2"))) side = Integer.parseInt(lines[i++].trim());
        for (; i < lines.length; i++) {
            String[] q = lines[i].trim().split("\\s+");
            if (q[0].isEmpty()) continue;
            String e = query(n, k, rows.toString(), side, q, millis, out);
            if (e != null) return out.append("error ").append(e).append('\n').toString();
        }
        return out.toString();
    }

    /** The board of the report's rows (stones counted); STM in stm[0]. */
    static Board position(int n, int k, String rows, int side, int[] stm) {
        Board b = new Board(n, k);
        String[] tok = rows.trim().split("\\s+");
        int x = 0, o = 0;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                char ch = tok[r].charAt(c);
                if (ch == 'X' || ch == 'x') { b.set(r * n + c, 1); x++; }
                if (ch == 'O' || ch == 'o') { b.set(r * n + c, 2); o++; }
            }
        b.stones = x + o;
        stm[0] = side != 0 ? side : x > o ? 2 : 1;
        return b;
    }

    /** One query of the report, its lines appended to out; an error text, or null. */
    static String query(int n, int k, String rows, int side, String[] q, long millis, StringBuilder out) {
        int[] who = new int[1];
        Board b = position(n, k, rows, side, who);
        int stm = who[0];
        long deadline = System.nanoTime() + millis * 1000000L;
        String kw = q[0];
        int m = q.length > 1 ? parseMove(q[1], n) : -1;
        if (kw.equals("move")) {
            String mv = analyse(n, k, rows + stm + "\n", millis);
            out.append("move ").append(mv).append('\n').append("info ").append(lastInfo).append('\n');
        } else if (kw.equals("evaluate")) {
            out.append("evaluate ").append(evaluate(b, stm)).append('\n');
        } else if (kw.equals("leaf") && q.length > 1) {
            out.append("leaf ").append(leaf(b, stm, Integer.parseInt(q[1]))).append('\n');
        } else if (kw.equals("qflip") && m >= 0 && q.length > 2) {
            int[] before = b.cell.clone();
            int v = qflip(b, stm, m, Integer.parseInt(q[2]), 0);
            out.append("qflip ").append(v).append(" unchanged ").append(java.util.Arrays.equals(before, b.cell)).append('\n');
        } else if (kw.equals("search") && q.length > 1) {
            int d = Integer.parseInt(q[1]);
            int[] before = b.cell.clone();
            Search s = new Search(b);
            s.deadline = deadline; s.iterDepth = d;
            int v = s.pvs(d, -INF, INF, 0, stm);
            out.append("search ").append(s.stop ? "out-of-time" : String.valueOf(v)).append(" unchanged ").append(java.util.Arrays.equals(before, b.cell)).append('\n');
        } else if (kw.equals("threats") && q.length > 1) {
            int d = Integer.parseInt(q[1]);
            Threats t = new Threats(b, Math.max(d, THREAT_DEPTH), 1 << 12);
            boolean won = t.wins(stm, d, deadline, Long.MAX_VALUE);
            out.append("threats ").append(d).append(won ? " win " + (t.firstMove < 0 ? "now" : moveText(t.firstMove, n)) : t.aborted ? " aborted" : " none").append('\n');
        } else if (kw.equals("quiet") && m >= 0) {
            Search s = new Search(b);
            if (!b.push(m, stm)) return "full line " + q[1];
            out.append("quiet ").append(q[1]).append(s.quietLoss(stm, deadline) ? " lost" : " not-lost").append('\n');
        } else if (kw.equals("safe") && m >= 0) {
            out.append("safe ").append(q[1]).append(' ').append(new Search(b).provenSafe(stm, m, deadline)).append('\n');
        } else if (kw.equals("extend") && m >= 0) {
            Search s = new Search(b);
            int[] mv = new int[b.nm];
            int cnt = b.moves(mv), at = -1;
            for (int j = 0; j < cnt; j++) if (mv[j] == m) at = j;
            if (at < 0) return "full line " + q[1];
            mv[at] = mv[0]; mv[0] = m;
            s.depthDone = 2;
            int p = s.extend(stm, mv, new int[cnt], cnt, m, m, deadline);
            out.append("extend ").append(q[1]).append(" played ").append(moveText(p, n)).append(" changed ").append(s.extendChanged).append('\n');
        } else if (kw.equals("play")) {
            int mover = stm;
            for (int j = 1; j < q.length; j++) {
                if (q[j].equals("-")) {
                    if (b.sp == 0) return "nothing to undo at " + j;
                    b.undo(); mover = 3 - mover;
                } else {
                    int t = parseMove(q[j], n);
                    if (t < 0 || !b.push(t, mover)) return "invalid move " + q[j];
                    mover = 3 - mover;
                }
                out.append("play ").append(q[j]).append(" eval ").append(b.eval).append(" full1 ").append(b.full1).append(" full2 ").append(b.full2)
                        .append(" open1 ").append(b.open1).append(" open2 ").append(b.open2).append(" four1 ").append(b.four1)
                        .append(" four2 ").append(b.four2).append(" hash ").append(b.hash).append('\n');
            }
        } else if (kw.equals("table")) {
            out.append("table ").append(Search.tableEntries(q.length > 1 ? Long.parseLong(q[1]) : Runtime.getRuntime().maxMemory())).append('\n');
        } else if (kw.equals("constants")) {
            out.append("constants WIN ").append(WIN).append(" MATE_ZONE ").append(MATE_ZONE).append(" QFLIP ").append(QFLIP)
                    .append(" QFLIP_RUN ").append(QFLIP_RUN).append(" THREAT_DEPTH ").append(THREAT_DEPTH).append(" QUIET_DEPTH ").append(QUIET_DEPTH)
                    .append(" CHECK_EXT ").append(CHECK_EXT).append('\n');
        } else {
            return "unknown query: " + String.join(" ", q);
        }
        return null;
    }

    /** Heap in use now (live data and garbage not yet collected), for the log. */
    static long heapKb() { Runtime r = Runtime.getRuntime(); return (r.totalMemory() - r.freeMemory()) >> 10; }

    /** The time per move the referee announces (ARBITRE_TIME_MS, default 1000): the budgets scale with it. */
    static long TIME_MS = 1000;

    /**
     * Plays the opening the referee played before the game (ARBITRE_OPENING: moves such as 8H,
     * player 1's first) on the board; returns how many moves it had.
     */
    static int openingFromEnvironment(Board b) {
        String o = System.getenv("ARBITRE_OPENING");
        String[] t = o == null || o.trim().isEmpty() ? new String[0] : o.trim().split("\\s+");
        for (int i = 0; i < t.length; i++) {
            int m = parseMove(t[i].toUpperCase(), N);
            if (m >= 0) b.push(m, i % 2 + 1);
        }
        return t.length;
    }

    static String moveText(int m, int n) { return (m % n + 1) + "" + SIDES.charAt(m / n); }

    /** "15B", "B15" or lower case; -1 if unreadable or out of range. */
    static int parseMove(String t, int n) {
        t = t.trim().toUpperCase();
        if (t.isEmpty()) return -1;
        int side = SIDES.indexOf(t.charAt(0));
        String num = side >= 0 ? t.substring(1) : t.substring(0, t.length() - 1);
        if (side < 0) side = SIDES.indexOf(t.charAt(t.length() - 1));
        int line;
        try { line = Integer.parseInt(num.trim()); } catch (NumberFormatException e) { return -1; }
        return side < 0 || line < 1 || line > n ? -1 : side * n + line - 1;
    }

    // ================= protocol and time manager
    /** Without arguments, the board the Arbitre referee announces (ARBITRE_BOARD=15x15, ARBITRE_K=5). */
    static void boardFromEnvironment() {
        String board = System.getenv("ARBITRE_BOARD");
        String k = System.getenv("ARBITRE_K");
        if (board != null && k != null && board.matches("\\d+x\\d+") && k.matches("\\d+")) {
            N = Integer.parseInt(board.substring(0, board.indexOf('x')));
            K = Integer.parseInt(k);
        }
        String t = System.getenv("ARBITRE_TIME_MS");  // the time per move the referee gives
        if (t != null && t.matches("\\d+") && Long.parseLong(t) > 0) {
            TIME_MS = Long.parseLong(t);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            boardFromEnvironment();
        }
        String mode = args.length > 0 && !Character.isDigit(args[0].charAt(0)) ? args[0] : "";
        int a = mode.isEmpty() ? 0 : 1;
        if (args.length >= a + 2) { N = Integer.parseInt(args[a]); K = Integer.parseInt(args[a + 1]); }
        if (mode.equals("analyse") || mode.equals("replay") || mode.equals("report")) {
            StringBuilder sb = new StringBuilder();
            BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
            for (String l; (l = r.readLine()) != null; ) sb.append(l).append('\n');
            long ms = args.length > a + 2 ? Long.parseLong(args[a + 2]) : MOVE_MS;
            if (mode.equals("report")) {
                String rep = report(N, K, sb.toString(), ms);
                System.out.print(rep);
                System.out.flush();
                return;
            }
            System.out.print(mode.equals("replay") ? replay(N, K, sb.toString()) : analyse(N, K, sb.toString(), ms) + "\n");
            System.out.flush();
            if (!lastInfo.isEmpty()) System.err.println(lastInfo);
            return;
        }
        Tokens in = new Tokens(System.in);
        String first = in.next();
        if (first == null || !(first.equals("1") || first.equals("2"))) return;
        int me = first.charAt(0) - '0';
        Board b = new Board(N, K);
        Search s = new Search(b);
        boolean firstMove = true;
        long start = System.nanoTime();  // a referee may have suspended us since start-up: count from here
        int opening = openingFromEnvironment(b);
        if ((me == 2) == (opening % 2 == 0)) {  // the other side moves first (player 2 after an even opening)
            int m = in.move(N);
            if (m == -1) return;
            if (m >= 0) b.push(m, 3 - me);
            start = System.nanoTime();
        }
        while (true) {
            long budget = (firstMove ? FIRST_MS : MOVE_MS) * TIME_MS / 1000 * 1000000L;
            int m = s.bestMove(me, start + budget, start);
            if (m >= 0) {
                b.push(m, me);
                System.out.print(moveText(m, N) + "\n");
                System.out.flush();
                if (LOG) System.err.println("move " + moveText(m, N) + " depth " + s.depthDone + " score " + s.lastScore
                        + " nodes " + s.nodes + " ms " + (System.nanoTime() - start) / 1000000
                        + " heap " + heapKb() + " KiB dodged " + s.dodged + " leaf-wins " + s.leafWins
                        + (s.threatWin ? " threat-win" : "") + " quiet " + s.quietDodged + "/" + s.quietChecked
                        + (s.defenceCut ? " defence-cut" : "") + " ext " + s.extended + (s.extendChanged ? " ext-changed" : ""));
            }
            firstMove = false;
            int o = in.move(N);
            if (o == -1) return;
            start = System.nanoTime();
            if (o >= 0) b.push(o, 3 - me);
        }
    }

    static final class Tokens {
        final InputStream in;
        Tokens(InputStream in) { this.in = new BufferedInputStream(in); }

        String next() throws IOException {
            int c = in.read();
            while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = in.read();
            if (c < 0) return null;
            StringBuilder sb = new StringBuilder();
            while (c >= 0 && c != ' ' && c != '\n' && c != '\r' && c != '\t') { sb.append((char) c); c = in.read(); }
            return sb.toString();
        }

        /** The opponent's move, -1 at the end of the game (EOF or F...), -2 if unreadable. */
        int move(int n) throws IOException {
            String t = next();
            if (t == null || t.charAt(0) == 'F' || t.charAt(0) == 'f') return -1;
            if (t.length() == 1) {  // "15 B" or "B 15": glue the next token
                String u = next();
                if (u == null) return -1;
                t = t + u;
            }
            int m = parseMove(t, n);
            return m < 0 ? -2 : m;
        }
    }
}
