import java.io.BufferedReader;
import java.io.InputStreamReader;

/**
 * Hostile bot in Java: plays (1, 1) on every turn, so its second move (or its first, as player 2
 * against a bot that opened there) is on an occupied cell. Expected: it loses with I.
 */
public class Mnk_I_Occupied {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String me = in.readLine();
    if ("2".equals(me)) {
      in.readLine();
      in.readLine();
    }
    while (true) {
      System.out.println(1);
      System.out.println(1);
      System.out.flush();
      String x = in.readLine();
      if (x == null || x.startsWith("F")) {
        return;
      }
      in.readLine();
    }
  }
}
