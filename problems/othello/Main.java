import java.io.IOException;
import java.io.InputStream;

/**
 * Othello, most discs flipped (regional contest 2007, level 2; docs/rules.md, section 5).
 *
 * <p>Reads 8 lines of 8 integers (0 empty, 1 white, 2 black). White is to play. Prints
 * "row col" (both numbered from 0, row first) of the empty cell whose move flips the most black
 * discs, all eight directions summed, or the word "passe" when no move flips anything.
 *
 * <p>Ties (excluded by the official data, but the program stays deterministic): the first best
 * cell in row-major order wins, i.e. the smallest row, then the smallest column.
 *
 * <p>Kept small on purpose: no Scanner, no String parsing, no lambdas, so the run costs about
 * as much as an empty Main.
 */
public class Main {

  static final int N = 8;
  static final int EMPTY = 0;
  static final int WHITE = 1;
  static final int BLACK = 2;
  static final int[] DR = {-1, -1, -1, 0, 0, 1, 1, 1};
  static final int[] DC = {-1, 0, 1, -1, 1, -1, 0, 1};

  public static void main(String[] args) throws IOException {
    int[][] board = read(System.in);
    int bestRow = -1;
    int bestCol = -1;
    int bestFlips = 0;
    for (int r = 0; r < N; r++) {
      for (int c = 0; c < N; c++) {
        if (board[r][c] != EMPTY) {
          continue;
        }
        int flips = flips(board, r, c);
        if (flips > bestFlips) { // strict: the first best cell in row-major order stays
          bestFlips = flips;
          bestRow = r;
          bestCol = c;
        }
      }
    }
    byte[] out;
    if (bestFlips == 0) {
      out = new byte[] {'p', 'a', 's', 's', 'e', '\n'};
    } else {
      out = new byte[] {(byte) ('0' + bestRow), ' ', (byte) ('0' + bestCol), '\n'};
    }
    System.out.write(out, 0, out.length);
    System.out.flush();
  }

  /** Black discs flipped by a white disc on the empty cell (r, c), all directions summed. */
  static int flips(int[][] board, int r, int c) {
    int total = 0;
    for (int d = 0; d < 8; d++) {
      int i = r + DR[d];
      int j = c + DC[d];
      int run = 0;
      while (i >= 0 && i < N && j >= 0 && j < N && board[i][j] == BLACK) {
        run++;
        i += DR[d];
        j += DC[d];
      }
      if (run > 0 && i >= 0 && i < N && j >= 0 && j < N && board[i][j] == WHITE) {
        total += run;
      }
    }
    return total;
  }

  /** Reads 64 non-negative integers separated by any whitespace, straight from the bytes. */
  static int[][] read(InputStream in) throws IOException {
    byte[] buf = new byte[1 << 12];
    int len = 0;
    int n;
    while ((n = in.read(buf, len, buf.length - len)) > 0) {
      len += n;
      if (len == buf.length) {
        byte[] bigger = new byte[buf.length * 2];
        System.arraycopy(buf, 0, bigger, 0, len);
        buf = bigger;
      }
    }
    int[][] board = new int[N][N];
    int count = 0;
    int p = 0;
    while (count < N * N) {
      while (p < len && (buf[p] < '0' || buf[p] > '9')) {
        p++;
      }
      if (p == len) {
        break; // short input: the missing cells stay empty
      }
      int v = 0;
      while (p < len && buf[p] >= '0' && buf[p] <= '9') {
        v = v * 10 + (buf[p] - '0');
        p++;
      }
      board[count / N][count % N] = v;
      count++;
    }
    return board;
  }
}
