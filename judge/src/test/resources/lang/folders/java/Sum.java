import java.util.Scanner;

public class Sum {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    System.out.println(Add.add(in.nextInt(), in.nextInt()));
  }
}
