import java.util.Random;
import java.util.Scanner;

/** A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens. */
public class Mnk {
  static final Scanner IN = new Scanner(System.in);

  /** The next integer; exits at the end message (a token starting with F) or the end of input. */
  static int next() {
    if (!IN.hasNext()) System.exit(0);
    String t = IN.next();
    if (t.startsWith("F")) System.exit(0);
    return Integer.parseInt(t);
  }

  public static void main(String[] args) {
    String b = System.getenv().getOrDefault("ARBITRE_BOARD", "20x20");
    int w = Integer.parseInt(b.split("x")[0]), h = Integer.parseInt(b.split("x")[1]);
    boolean[] taken = new boolean[w * h];
    Random rng = new Random();
    boolean turn = next() == 1;
    for (int left = w * h;; turn = !turn, left--) {
      if (turn) {
        int c;
        do c = rng.nextInt(w * h); while (taken[c]);
        taken[c] = true;
        System.out.println(c % w + 1);
        System.out.println(c / w + 1);
        System.out.flush();
      } else {
        int x = next(), y = next();
        taken[(y - 1) * w + x - 1] = true;
      }
      if (left == 1) next();
    }
  }
}
