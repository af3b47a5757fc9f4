import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.util.Random;
import java.util.StringTokenizer;

/**
 * The dummy client ("client bidon") of the m,n,k game: a uniformly random legal move each turn.
 * Protocol (docs/rules.md, section 1): read 1 or 2; on its turn write x then y (1-based column, row), one per
 * line; read each opponent move as x then y; a token starting with F ends the game. Optional
 * arguments: W H K (board width, height, k) for a non-default board.
 */
public class Main {
  static int WIDTH = 20;
  static int HEIGHT = 20;
  static int K = 6; // not needed to pick a legal move; kept so every client takes the same arguments

  private static BufferedReader in;
  private static StringTokenizer tokens = new StringTokenizer("");

  /** The next whitespace-separated token, or null on end of input. */
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

  /** The next integer, or -1 when the game is over (end message, end of input, garbage). */
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
    PrintStream out = System.out;
    Random random = new Random();
    boolean[] taken = new boolean[WIDTH * HEIGHT];
    int free = WIDTH * HEIGHT;
    int[] opening = openingFromEnvironment();
    for (int c : opening) {
      taken[c] = true;
      free--;
    }
    int me = nextInt();
    if (me != 1 && me != 2) {
      return;
    }
    boolean myTurn = (me == 1) == (opening.length % 2 == 0); // after an opening, whoever is to move
    while (free > 0) {
      if (myTurn) {
        int pick = random.nextInt(free); // the pick-th free cell, uniformly
        int cell = 0;
        while (taken[cell] || pick-- > 0) {
          cell++;
        }
        taken[cell] = true;
        free--;
        out.print((cell % WIDTH + 1) + "\n" + (cell / WIDTH + 1) + "\n");
        out.flush();
      } else {
        int x = nextInt();
        int y = x < 0 ? -1 : nextInt();
        if (y < 0) {
          return;
        }
        int cell = (y - 1) * WIDTH + (x - 1);
        if (x >= 1 && x <= WIDTH && y >= 1 && y <= HEIGHT && !taken[cell]) {
          taken[cell] = true;
          free--;
        }
      }
      myTurn = !myTurn;
    }
    nextInt(); // the board is full: wait for the end message, then leave
  }
}
