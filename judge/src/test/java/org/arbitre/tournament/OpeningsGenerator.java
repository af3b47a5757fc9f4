package org.arbitre.tournament;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Move;
import org.arbitre.game.Push;

/**
 * Makes the opening files of {@code docs/openings/} (see its README): run
 * {@code java -cp judge/target/classes:judge/target/test-classes
 * org.arbitre.tournament.OpeningsGenerator docs/openings} after {@code mvn test-compile}.
 * {@link ShippedOpeningsTest} checks that the shipped files are exactly what this makes.
 *
 * <p>The rule. m,n,k: every placement of two X and two O stones in the central square of the
 * board (6 × 6 on 20 × 20, 5 × 5 on 15 × 15); push: every sequence of four pushes into the three
 * middle lines from any side. Positions equal under one of the 8 symmetries of the square are
 * kept once. Then only "statically balanced" ones are kept: for each s = 1 .. k, X and O have as
 * many k-windows (rows, columns, diagonals of k cells) holding s of their stones and none of the
 * other colour. Of those, a fixed-seed shuffle picks {@value #COUNT}. Not checked by play.
 */
public final class OpeningsGenerator {
  static final int COUNT = 40;
  static final long SEED = 12;

  /** One shipped file: its name, the game, and how its openings are made. */
  record Spec(String file, Game game, String rule) {}

  /** The openings picked, out of how many symmetry classes, how many of them balanced. */
  record Made(List<String> openings, int classes, int balanced) {}

  static final List<Spec> FILES = List.of(
      new Spec("mnk-20x20-k6.txt", new Mnk(20, 20, 6),
          "two X and two O stones in the central 6x6 square, X O X O"),
      new Spec("gomoku-15x15-k5.txt", new Mnk(15, 15, 5),
          "two X and two O stones in the central 5x5 square, X O X O"),
      new Spec("push-15-k5.txt", new Push(15, 5),
          "four pushes into lines 7, 8, 9 from any side"));

  private OpeningsGenerator() {}

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : "docs/openings");
    Files.createDirectories(dir);
    for (Spec spec : FILES) {
      Files.writeString(dir.resolve(spec.file()), text(spec));
      System.out.println("wrote " + dir.resolve(spec.file()));
    }
  }

  /** The whole file: a comment header, then one opening per line. */
  static String text(Spec spec) {
    Game g = spec.game();
    Made made = g instanceof Mnk ? mnk(g) : push((Push) g);
    StringBuilder sb = new StringBuilder();
    sb.append("# ").append(g.describe()).append(": ").append(made.openings().size())
        .append(" openings, one per line, in the wire format (player 1 first).\n")
        .append("# Made by judge/src/test/java/org/arbitre/tournament/OpeningsGenerator.java:\n")
        .append("# ").append(spec.rule()).append(": ").append(made.classes())
        .append(" positions up to symmetry,\n# ").append(made.balanced())
        .append(" of them with equal k-window counts for X and O; ").append(COUNT)
        .append(" of those picked with seed ").append(SEED).append(".\n")
        .append("# Not checked for balance by play.\n");
    made.openings().forEach(o -> sb.append(o).append('\n'));
    return sb.toString();
  }

  /** m,n,k: 2 X + 2 O in the central square (side - square even, so it is centred). */
  static Made mnk(Game g) {
    int side = g.width();
    int square = side % 2 == 0 ? 6 : 5;
    int lo = (side - square) / 2;
    List<Integer> cells = new ArrayList<>();
    for (int y = lo; y < lo + square; y++) {
      for (int x = lo; x < lo + square; x++) {
        cells.add(y * side + x);
      }
    }
    int[][] sym = symmetries(side);
    Map<Long, String> classes = new TreeMap<>();
    int c = cells.size();
    for (int x1 = 0; x1 < c; x1++) {
      for (int x2 = x1 + 1; x2 < c; x2++) {
        for (int o1 = 0; o1 < c; o1++) {
          for (int o2 = o1 + 1; o2 < c; o2++) {
            if (o1 == x1 || o1 == x2 || o2 == x1 || o2 == x2) {
              continue;
            }
            int[] stones = {cells.get(x1), cells.get(x2), cells.get(o1), cells.get(o2)};
            long key = Long.MAX_VALUE;
            for (int[] perm : sym) {
              key = Math.min(key, key(perm[stones[0]], perm[stones[1]], perm[stones[2]],
                  perm[stones[3]]));
            }
            classes.computeIfAbsent(key, k -> {
              byte[] board = new byte[side * side];
              int[] s = unkey(k);
              board[s[0]] = 1;
              board[s[1]] = 1;
              board[s[2]] = 2;
              board[s[3]] = 2;
              return balanced(board, side, g.k()) ? placements(s, side) : "";
            });
          }
        }
      }
    }
    return pick(classes);
  }

  /** Two X cells and two O cells, each pair in cell order, as one number (cells < 2^15). */
  private static long key(int xa, int xb, int oa, int ob) {
    return ((long) Math.min(xa, xb) << 45) | ((long) Math.max(xa, xb) << 30)
        | ((long) Math.min(oa, ob) << 15) | Math.max(oa, ob);
  }

  private static int[] unkey(long key) {
    return new int[] {(int) (key >>> 45), (int) (key >>> 30) & 0x7fff, (int) (key >>> 15) & 0x7fff,
        (int) key & 0x7fff};
  }

  /** The moves X O X O: the X cells and the O cells of a key, in cell order. */
  private static String placements(int[] stones, int side) {
    List<String> xy = new ArrayList<>();
    for (int i : new int[] {stones[0], stones[2], stones[1], stones[3]}) {
      xy.add((i % side + 1) + " " + (i / side + 1));
    }
    return String.join(" ", xy);
  }

  /** push: 4 pushes into the 3 middle lines from any side; one sequence per position class. */
  static Made push(Push g) {
    int n = g.n();
    List<Integer> ids = new ArrayList<>();
    for (int id = 0; id < g.moveIds(); id++) {
      int line = ((Move.Entry) g.move(id)).line();
      if (Math.abs(line - (n + 1) / 2) <= 1) {
        ids.add(id);
      }
    }
    int[][] sym = symmetries(n);
    Map<String, String> classes = new TreeMap<>();
    int m = ids.size();
    for (int seq = 0; seq < m * m * m * m; seq++) {
      byte[] board = new byte[n * n];
      List<String> moves = new ArrayList<>();
      for (int t = 0, rest = seq; t < 4; t++, rest /= m) {
        int id = ids.get(rest % m);
        g.apply(board, id, (byte) (t % 2 + 1));
        moves.add(g.codec().format(g.move(id)));
      }
      byte[] canon = canonical(board, sym);
      classes.computeIfAbsent(new String(canon, StandardCharsets.ISO_8859_1),
          key -> balanced(canon, n, g.k()) ? String.join(" ", moves) : "");
    }
    return pick(classes);
  }

  /** The balanced classes (non-empty values), in key order, shuffled with the fixed seed. */
  private static Made pick(Map<?, String> classes) {
    List<String> kept = new ArrayList<>();
    classes.values().stream().filter(v -> !v.isEmpty()).forEach(kept::add);
    int balanced = kept.size();
    Collections.shuffle(kept, new Random(SEED));
    return new Made(List.copyOf(kept.subList(0, Math.min(COUNT, balanced))), classes.size(),
        balanced);
  }

  /**
   * Whether X and O have, for each s >= 1, as many k-windows holding s of their stones and none
   * of the other colour.
   */
  static boolean balanced(byte[] board, int side, int k) {
    int[][] count = new int[3][k + 1];
    int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
    // Only windows that hold a stone count; they start within k-1 cells of one (left, right or
    // above it), so the scan is limited to the stones' bounding box widened by that much.
    int minX = side;
    int maxX = -1;
    int minY = side;
    int maxY = -1;
    for (int i = 0; i < board.length; i++) {
      if (board[i] != 0) {
        minX = Math.min(minX, i % side);
        maxX = Math.max(maxX, i % side);
        minY = Math.min(minY, i / side);
        maxY = Math.max(maxY, i / side);
      }
    }
    for (int y = Math.max(0, minY - k + 1); y <= maxY; y++) {
      for (int x = Math.max(0, minX - k + 1); x <= Math.min(side - 1, maxX + k - 1); x++) {
        for (int[] d : dirs) {
          int ex = x + d[0] * (k - 1);
          int ey = y + d[1] * (k - 1);
          if (ex < 0 || ex >= side || ey >= side) {
            continue;
          }
          int ones = 0;
          int twos = 0;
          for (int i = 0, c = y * side + x; i < k; i++, c += d[1] * side + d[0]) {
            ones += board[c] == 1 ? 1 : 0;
            twos += board[c] == 2 ? 1 : 0;
          }
          if (ones > 0 && twos == 0) {
            count[1][ones]++;
          } else if (twos > 0 && ones == 0) {
            count[2][twos]++;
          }
        }
      }
    }
    return Arrays.equals(count[1], count[2]);
  }

  /** The least of a board's 8 images under the square's symmetries (compared cell by cell). */
  static byte[] canonical(byte[] board, int[][] sym) {
    byte[] best = null;
    for (int[] perm : sym) {
      byte[] image = new byte[board.length];
      for (int i = 0; i < board.length; i++) {
        image[perm[i]] = board[i];
      }
      if (best == null || Arrays.compare(image, best) < 0) {
        best = image;
      }
    }
    return best;
  }

  /** The 8 symmetries of a side × side board as cell permutations. */
  static int[][] symmetries(int side) {
    int[][] perms = new int[8][side * side];
    int max = side - 1;
    for (int y = 0; y < side; y++) {
      for (int x = 0; x < side; x++) {
        int[][] images = {{x, y}, {max - x, y}, {x, max - y}, {max - x, max - y},
            {y, x}, {max - y, x}, {y, max - x}, {max - y, max - x}};
        for (int s = 0; s < 8; s++) {
          perms[s][y * side + x] = images[s][1] * side + images[s][0];
        }
      }
    }
    return perms;
  }
}
