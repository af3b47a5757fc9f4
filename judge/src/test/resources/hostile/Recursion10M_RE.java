/** Ten million nested calls: the stack (-Xss64m) overflows, a StackOverflowError (RE). */
public class Recursion10M_RE {
  static long depth(long n) {
    return n == 0 ? 0 : 1 + depth(n - 1);
  }

  public static void main(String[] args) {
    System.out.println(depth(10_000_000L));
  }
}
