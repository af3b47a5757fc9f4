import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

/** The sum problem: n, then n integers; prints their sum (read token by token, as fast readers do). */
public class Main {
  public static void main(String[] args) throws IOException {
    StreamTokenizer in = new StreamTokenizer(new InputStreamReader(System.in));
    in.resetSyntax();
    in.wordChars('-', '-');
    in.wordChars('0', '9');
    in.whitespaceChars(0, ' ');
    in.nextToken();
    int n = Integer.parseInt(in.sval);
    long sum = 0;
    for (int i = 0; i < n; i++) {
      in.nextToken();
      sum += Long.parseLong(in.sval);
    }
    System.out.println(sum);
  }
}
