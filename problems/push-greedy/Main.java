import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Random;

/**
 * Push game greedy bot, one ply (the evening-project yardstick). For each legal push, played on
 * the board: win at once; never complete the opponent's line when something else is possible;
 * when the opponent threatens to win at once, keep only pushes after which it cannot; otherwise
 * the best k-cell window score after the push (own windows extended, opponent windows counted
 * against), ties broken at random.
 * Usage: java Main [N K] (defaults 15 5). Also: java Main replay N K (prints board and result).
 */
public class Main {
    static int N = 15, K = 5;
    static final String SIDES = "HBGD";
    static int[] cell;
    static int[][] windows; // each window: its k cells
    static final InputStream IN = new BufferedInputStream(System.in);
    static int pending = -2;

    /** Without arguments, the board the Arbitre referee announces (ARBITRE_BOARD=15x15, ARBITRE_K=5). */
    static void boardFromEnvironment() {
        String board = System.getenv("ARBITRE_BOARD");
        String k = System.getenv("ARBITRE_K");
        if (board != null && k != null && board.matches("\\d+x\\d+") && k.matches("\\d+")) {
            N = Integer.parseInt(board.substring(0, board.indexOf('x')));
            K = Integer.parseInt(k);
        }
    }

    /**
     * Plays the opening the referee played before the game (ARBITRE_OPENING: moves such as 8H,
     * player 1's first) on the board; returns how many moves it had.
     */
    static int openingFromEnvironment() {
        String o = System.getenv("ARBITRE_OPENING");
        String[] t = o == null || o.trim().isEmpty() ? new String[0] : o.trim().split("\\s+");
        for (int i = 0; i < t.length; i++) {
            String m = t[i].toUpperCase();
            int side = SIDES.indexOf(m.charAt(m.length() - 1));
            push(side * N + Integer.parseInt(m.substring(0, m.length() - 1)) - 1, i % 2 + 1);
        }
        return t.length;
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            boardFromEnvironment();
        }
        boolean replay = args.length > 0 && args[0].equals("replay");
        int a = replay ? 1 : 0;
        if (args.length >= a + 2) { N = Integer.parseInt(args[a]); K = Integer.parseInt(args[a + 1]); }
        cell = new int[N * N];
        buildWindows();
        if (replay) { replay(); return; }
        int openingMoves = openingFromEnvironment();
        int me = readInt();
        if (me != 1 && me != 2) return;
        Random rnd = new Random();
        boolean myTurn = (me == 1) == (openingMoves % 2 == 0); // after an opening, whoever is to move
        while (true) {
            if (myTurn) {
                int m = choose(me, rnd);
                if (m >= 0) {
                    push(m, me);
                    System.out.print((m % N + 1) + "" + SIDES.charAt(m / N) + "\n");
                    System.out.flush();
                }
            }
            int m = readMove();
            if (m == -1) return;
            if (m >= 0) push(m, 3 - me);
            myTurn = true;
        }
    }

    // ---- the greedy choice
    static final int WIN = 4, SAFE = 3, DOUBLE = 2, UNSAFE = 1, LOSS = 0;

    static int choose(int me, Random rnd) {
        int bestClass = -1, best = -1, ties = 0;
        long bestScore = Long.MIN_VALUE;
        for (int m = 0; m < 4 * N; m++) {
            int[] saved = cell.clone();
            if (!push(m, me)) continue;
            int cls;
            long score = 0;
            boolean mine = aligned(me), theirs = aligned(3 - me);
            if (mine && !theirs) cls = WIN;
            else if (theirs && !mine) cls = LOSS;
            else if (mine) cls = DOUBLE;
            else {
                cls = opponentWinsAtOnce(3 - me) ? UNSAFE : SAFE;
                score = windowScore(me);
            }
            cell = saved;
            if (cls > bestClass || (cls == bestClass && score > bestScore)) {
                bestClass = cls; bestScore = score; best = m; ties = 1;
            } else if (cls == bestClass && score == bestScore && rnd.nextInt(++ties) == 0) best = m;
        }
        return best;
    }

    /** Whether player who has a push that aligns k of its own and not of the other. */
    static boolean opponentWinsAtOnce(int who) {
        for (int m = 0; m < 4 * N; m++) {
            int[] saved = cell.clone();
            boolean win = push(m, who) && aligned(who) && !aligned(3 - who);
            cell = saved;
            if (win) return true;
        }
        return false;
    }

    /** Sum over windows: own-only windows score 10^(stones), opponent-only windows count against. */
    static long windowScore(int me) {
        long s = 0;
        for (int[] w : windows) {
            int a = 0, b = 0;
            for (int p : w) { if (cell[p] == me) a++; else if (cell[p] != 0) b++; }
            if (b == 0 && a > 0) s += pow10(a);
            else if (a == 0 && b > 0) s -= 2 * pow10(b);  // the opponent moves next: its windows weigh more
        }
        return s;
    }

    static long pow10(int e) { long v = 1; while (e-- > 0) v *= 10; return v; }

    // ---- board: move m = side * N + line; side 0 H (down), 1 B (up), 2 G (right), 3 D (left)
    static void buildWindows() {
        int[][] dirs = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        int count = 0;
        int[][] tmp = new int[4 * N * N][];
        for (int r = 0; r < N; r++)
            for (int c = 0; c < N; c++)
                for (int[] d : dirs) {
                    int er = r + (K - 1) * d[0], ec = c + (K - 1) * d[1];
                    if (er >= N || ec < 0 || ec >= N) continue;
                    int[] w = new int[K];
                    for (int i = 0; i < K; i++) w[i] = (r + i * d[0]) * N + c + i * d[1];
                    tmp[count++] = w;
                }
        windows = new int[count][];
        System.arraycopy(tmp, 0, windows, 0, count);
    }

    static int entry(int m) {
        int s = m / N, l = m % N;
        return s == 0 ? l : s == 1 ? (N - 1) * N + l : s == 2 ? l * N : l * N + N - 1;
    }

    static int step(int m) {
        int s = m / N;
        return s == 0 ? N : s == 1 ? -N : s == 2 ? 1 : -1;
    }

    static boolean push(int m, int who) {
        int p = entry(m), st = step(m), e = -1;
        for (int i = 0; i < N && e < 0; i++, p += st) if (cell[p] == 0) e = p;
        if (e < 0) return false;
        int en = entry(m);
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

    static void replay() throws IOException {
        int n = 0, who = 1, winner = -1;
        int m;
        while (winner < 0 && (m = readMove()) != -1) {
            n++;
            if (m < 0 || !push(m, who)) { System.out.println("invalid move " + n); return; }
            boolean me = aligned(who), op = aligned(3 - who);
            if (me || op) winner = me && op ? 3 : me ? who : 3 - who;
            who = 3 - who;
        }
        for (int r = 0; r < N; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < N; c++) sb.append(".XO".charAt(cell[r * N + c]));
            System.out.println(sb);
        }
        System.out.println(winner < 0 ? "ongoing after " + n : "winner " + winner + " after " + n);
    }

    // ---- protocol: tokens "15B", "B15", "15b"; anything starting with F ends the game
    static int read() throws IOException {
        if (pending != -2) { int c = pending; pending = -2; return c; }
        return IN.read();
    }

    static int skipSpace() throws IOException {
        int c = read();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = read();
        return c;
    }

    static int readInt() throws IOException {
        int c = skipSpace(), v = 0;
        if (c < '0' || c > '9') return -1;
        while (c >= '0' && c <= '9') { v = v * 10 + c - '0'; c = read(); }
        pending = c;
        return v;
    }

    /** The next move as side * N + line, -1 at the end (EOF or F...), -2 when unreadable. */
    static int readMove() throws IOException {
        int c = skipSpace();
        if (c < 0 || c == 'F' || c == 'f') return -1;
        int side = SIDES.indexOf(Character.toUpperCase((char) c));
        if (side < 0) pending = c;
        int line = readInt();
        if (side < 0) side = SIDES.indexOf(Character.toUpperCase((char) skipSpace()));
        if (side < 0 || line < 1 || line > N) return -2;
        return side * N + line - 1;
    }
}
