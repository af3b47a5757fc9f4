/** Prints a right answer, then a shutdown hook that never ends keeps the JVM alive: TLE, and killed. */
public class ShutdownHookForever_TLE {
  public static void main(String[] args) throws Exception {
    java.util.Scanner in = new java.util.Scanner(System.in);
    int n = in.nextInt();
    long s = 0;
    for (int i = 0; i < n; i++) {
      s += in.nextLong();
    }
    System.out.println(s);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      long x = 0;
      while (true) {
        x++;
      }
    }));
  }
}
