import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Random;

/**
 * Push game random client (the seed's "client bidon"): a uniformly random legal push each turn.
 * Usage: java Main [N K]  (defaults 15 5). Protocol: docs/rules.md, section 2. Also: java Main replay N K
 * reads move tokens on stdin and prints the board and the result (used by the tests).
 */
public class Main {
    static int N = 15, K = 5;
    static final String SIDES = "HBGD";
    static int[] cell;
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
        if (replay) { replay(); return; }
        int openingMoves = openingFromEnvironment();
        int me = readInt();
        if (me != 1 && me != 2) return;
        Random rnd = new Random();
        int[] legal = new int[4 * N];
        boolean myTurn = (me == 1) == (openingMoves % 2 == 0); // after an opening, whoever is to move
        while (true) {
            if (myTurn) {
                int cnt = 0;
                for (int m = 0; m < 4 * N; m++) if (firstEmpty(m) >= 0) legal[cnt++] = m;
                if (cnt > 0) {
                    int m = legal[rnd.nextInt(cnt)];
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

    // ---- board: move m = side * N + line; side 0 H (down), 1 B (up), 2 G (right), 3 D (left)
    static int entry(int m) {
        int s = m / N, l = m % N;
        return s == 0 ? l : s == 1 ? (N - 1) * N + l : s == 2 ? l * N : l * N + N - 1;
    }

    static int step(int m) {
        int s = m / N;
        return s == 0 ? N : s == 1 ? -N : s == 2 ? 1 : -1;
    }

    /** First empty cell of the line from the entry, or -1 when the line is full. */
    static int firstEmpty(int m) {
        int p = entry(m), st = step(m);
        for (int i = 0; i < N; i++, p += st) if (cell[p] == 0) return p;
        return -1;
    }

    static boolean push(int m, int who) {
        int e = firstEmpty(m);
        if (e < 0) return false;
        int st = step(m), en = entry(m);
        for (int p = e; p != en; p -= st) cell[p] = cell[p - st];
        cell[en] = who;
        return true;
    }

    static boolean aligned(int who) {
        int[][] dirs = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int r = 0; r < N; r++)
            for (int c = 0; c < N; c++)
                for (int[] d : dirs) {
                    int i = 0;
                    while (i < K) {
                        int rr = r + i * d[0], cc = c + i * d[1];
                        if (rr < 0 || rr >= N || cc < 0 || cc >= N || cell[rr * N + cc] != who) break;
                        i++;
                    }
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
