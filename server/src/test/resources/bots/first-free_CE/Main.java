import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.StringTokenizer;

/**
 * A test bot for mnk 20 x 20: plays the first free cell, row by row. Before each of its moves it
 * burns the CPU for the number of milliseconds in data/delay.txt (0 when there is none), so a
 * match lasts long enough to be watched; it says on stderr which delay it read.
 */
public class Main {
  private static BufferedReader in;
  private static StringTokenizer tokens = new StringTokenizer("");

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

  public static void main(String[] args) throws IOException {
    in = new BufferedReader(new InputStreamReader(System.in));
    long delay = 0;
    Path file = Paths.get("data", "delay.txt");
    if (Files.isRegularFile(file)) {
      delay = Long.parseLong(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).trim());
    }
    System.err.println("first-free: delay " + delay + " ms");
    boolean[][] taken = new boolean[21][21];
    String first = next()
    if (first == null) {
      return;
    }
    boolean mine = first.equals("1");
    while (true) {
      if (mine) {
        long end = System.nanoTime() + delay * 1_000_000L;
        long spin = 0;
        while (System.nanoTime() < end) {
          spin++;
        }
        int x = 0;
        int y = 0;
        for (int r = 1; r <= 20 && x == 0; r++) {
          for (int c = 1; c <= 20; c++) {
            if (!taken[c][r]) {
              x = c;
              y = r;
              break;
            }
          }
        }
        taken[x][y] = true;
        System.out.println(x + "\n" + y);
        System.out.flush();
      } else {
        String t = next();
        if (t == null || t.startsWith("F")) {
          return;
        }
        int x = Integer.parseInt(t);
        int y = Integer.parseInt(next());
        taken[x][y] = true;
      }
      mine = !mine;
    }
  }
}
