import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** Guess the number: binary search, at most ceil(log2 n) + 1 queries. */
public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    long n = Long.parseLong(in.readLine().trim());
    long lo = 1;
    long hi = n;
    while (lo < hi) {
      long mid = lo + (hi - lo) / 2;
      System.out.println("? " + mid);
      System.out.flush();
      String reply = in.readLine().trim();
      if (reply.equals("=")) {
        lo = mid;
        hi = mid;
      } else if (reply.equals("<")) {
        hi = mid - 1;
      } else {
        lo = mid + 1;
      }
    }
    System.out.println("! " + lo);
    System.out.flush();
  }
}
