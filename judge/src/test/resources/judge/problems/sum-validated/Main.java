import java.util.Scanner;

/** The sum problem: n, then n integers; prints their sum (read with a Scanner). */
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    int n = in.nextInt();
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += in.nextLong();
    }
    System.out.println(sum);
  }
}
