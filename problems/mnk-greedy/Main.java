import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Random;
import java.util.StringTokenizer;

/**
 * The greedy baseline of the m,n,k game: one ply. It wins at once when it can, blocks at once when
 * the opponent could win next move, and otherwise plays the empty cell whose k-cell windows score
 * best: each window through the cell that holds none of the opponent's stones counts for attack
 * (more the more of its own stones it holds), each window that holds none of its own stones counts
 * for defence (blocking it). Ties are broken at random. Optional arguments: W H K.
 */
public class Main {
  static int WIDTH = 20;
  static int HEIGHT = 20;
  static int K = 6;

  static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private static BufferedReader in;
  private static StringTokenizer tokens = new StringTokenizer("");
  private static int[] board; // 0 empty, 1 or 2
  private static final Random RANDOM = new Random();

  private static String next() throws IOException {
    while (!tokens.hasMoreTokens()) {
      String line = in.readLine();
      if (line == null) {
        return null;
      }
      tokens = new StringTokenizer(line);
    }
    return tokens.nextToken();
  }

  private static int nextInt() throws IOException {
    String t = next();
    if (t == null || t.startsWith("F")) {
      return -1;
    }
    try {
      return Integer.parseInt(t);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** Weight of a window holding {@code n} stones of one colour and none of the other. */
  private static long weight(int n, boolean attack) {
    if (n >= K - 1) {
      return attack ? 1L << 40 : 1L << 36; // a win, or a loss to block
    }
    long w = 1;
    for (int i = 0; i < n; i++) {
      w *= 8;
    }
    if (n == K - 2) {
      w *= 4; // one move from a threat: worth more than its stone count says
    }
    return attack ? w + w / 4 : w; // attacking slightly preferred at equal count
  }

  /** Score of playing {@code me} on the empty cell (x, y): sum over the k-cell windows through it. */
  private static long score(int x, int y, int me) {
    long total = 0;
    for (int[] d : DIRS) {
      for (int back = 0; back < K; back++) { // the window starts back cells before (x, y)
        int sx = x - back * d[0];
        int sy = y - back * d[1];
        int ex = sx + (K - 1) * d[0];
        int ey = sy + (K - 1) * d[1];
        if (sx < 0 || sy < 0 || sy >= HEIGHT || ex < 0 || ex >= WIDTH || ey < 0 || ey >= HEIGHT
            || sx >= WIDTH) {
          continue;
        }
        int mine = 0;
        int theirs = 0;
        for (int i = 0; i < K; i++) {
          int v = board[(sy + i * d[1]) * WIDTH + sx + i * d[0]];
          if (v == me) {
            mine++;
          } else if (v != 0) {
            theirs++;
          }
        }
        if (theirs == 0) {
          total += weight(mine, true);
        }
        if (mine == 0) {
          total += weight(theirs, false);
        }
      }
    }
    return total;
  }

  private static int choose(int me) {
    long best = -1;
    int bestCell = -1;
    int ties = 0;
    for (int c = 0; c < board.length; c++) {
      if (board[c] != 0) {
        continue;
      }
      long s = score(c % WIDTH, c / WIDTH, me);
      if (s > best) {
        best = s;
        bestCell = c;
        ties = 1;
      } else if (s == best && RANDOM.nextInt(++ties) == 0) {
        bestCell = c; // reservoir sampling: a uniform choice among the equal best
      }
    }
    return bestCell;
  }

  /** For tests and tools: seeds the random choice among equally good cells. */
  public static void seed(long seed) {
    RANDOM.setSeed(seed);
  }

  /**
   * For tests and tools: the move greedy plays for me on cells (y * w + x; 0 empty, 1, 2) of a
   * w x h board, k in a row (the same choice as in play).
   */
  public static int choose(int w, int h, int k, int[] cells, int me) {
    WIDTH = w;
    HEIGHT = h;
    K = k;
    board = cells.clone();
    return choose(me);
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
   * The moves of the opening the referee played before the game (ARBITRE_OPENING: x y pairs,
   * player 1's first), as cells; empty without one.
   */
  static int[] openingFromEnvironment() {
    String o = System.getenv("ARBITRE_OPENING");
    String[] t = o == null || o.trim().isEmpty() ? new String[0] : o.trim().split("\\s+");
    int[] cells = new int[t.length / 2];
    for (int i = 0; i < cells.length; i++) {
      cells[i] = (Integer.parseInt(t[2 * i + 1]) - 1) * WIDTH + Integer.parseInt(t[2 * i]) - 1;
    }
    return cells;
  }

  public static void main(String[] args) throws IOException {
    if (args.length == 0) {
      boardFromEnvironment();
    }
    if (args.length >= 3) {
      WIDTH = Integer.parseInt(args[0]);
      HEIGHT = Integer.parseInt(args[1]);
      K = Integer.parseInt(args[2]);
    }
    in = new BufferedReader(new InputStreamReader(System.in));
    board = new int[WIDTH * HEIGHT];
    int me = nextInt();
    if (me != 1 && me != 2) {
      return;
    }
    int free = board.length;
    int[] opening = openingFromEnvironment();
    for (int i = 0; i < opening.length; i++) {
      board[opening[i]] = i % 2 + 1;
      free--;
    }
    boolean myTurn = (me == 1) == (opening.length % 2 == 0); // after an opening, whoever is to move
    while (free > 0) {
      if (myTurn) {
        int c = choose(me);
        board[c] = me;
        System.out.print((c % WIDTH + 1) + "\n" + (c / WIDTH + 1) + "\n");
        System.out.flush();
        free--;
      } else {
        int x = nextInt();
        int y = x < 0 ? -1 : nextInt();
        if (y < 0) {
          return;
        }
        if (x >= 1 && x <= WIDTH && y >= 1 && y <= HEIGHT && board[(y - 1) * WIDTH + x - 1] == 0) {
          board[(y - 1) * WIDTH + x - 1] = 3 - me;
          free--;
        }
      }
      myTurn = !myTurn;
    }
    nextInt();
  }
}
