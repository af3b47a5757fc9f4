import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

/**
 * The interactor of "guess" (testlib convention): {@code Interactor input output}. Reads n and the
 * secret from the input file, sends n, answers each "? x" with "<" (the secret is smaller),
 * ">" (larger) or "=" and expects "! x" at the end, within ceil(log2 n) + 1 queries.
 * Exit 0 AC, 1 WA, 2 PE (a line it cannot read), 3 FAIL (a broken input file).
 */
public class Interactor {
  static PrintWriter verdictFile;

  public static void main(String[] args) throws IOException {
    verdictFile = new PrintWriter(Files.newBufferedWriter(Paths.get(args[1])));
    long n;
    long secret;
    try {
      List<String> in = Files.readAllLines(Paths.get(args[0]));
      String[] t = String.join(" ", in).trim().split("\\s+");
      n = Long.parseLong(t[0]);
      secret = Long.parseLong(t[1]);
      if (n < 1 || secret < 1 || secret > n) {
        throw new IllegalArgumentException("secret out of range");
      }
    } catch (RuntimeException e) {
      end(3, "bad input file: " + e);
      return;
    }
    int allowed = 1;
    while ((1L << (allowed - 1)) < n) {
      allowed++; // ceil(log2 n) + 1
    }
    BufferedReader solution = new BufferedReader(new InputStreamReader(System.in));
    PrintStream out = System.out;
    out.println(n);
    out.flush();
    int queries = 0;
    while (true) {
      String line = solution.readLine();
      if (line == null) {
        end(1, "the solution ended without an answer after " + queries + " queries");
      }
      String[] t = line.trim().split("\\s+");
      long x;
      try {
        if (t.length != 2 || !(t[0].equals("?") || t[0].equals("!"))) {
          throw new NumberFormatException();
        }
        x = Long.parseLong(t[1]);
      } catch (NumberFormatException e) {
        end(2, "expected '? x' or '! x', got '" + cut(line) + "'");
        return;
      }
      if (t[0].equals("!")) {
        if (x == secret) {
          end(0, "found " + secret + " in " + queries + " queries");
        }
        end(1, "answered " + x + ", the number was " + secret);
      }
      queries++;
      if (queries > allowed) {
        end(1, "more than " + allowed + " queries for n = " + n);
      }
      out.println(secret < x ? "<" : secret > x ? ">" : "=");
      out.flush();
    }
  }

  static String cut(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "..." : s;
  }

  static void end(int code, String message) {
    verdictFile.println(message);
    verdictFile.close();
    System.err.println(message);
    System.exit(code);
  }
}
