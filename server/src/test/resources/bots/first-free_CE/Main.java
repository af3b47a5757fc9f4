import java.util.Scanner;

/**
 * A member's first try at a first-free bot for mnk, which does not compile: the statement that
 * reads the first line lacks its ';' (javac: "';' expected"). first-free_OK is the bot that works.
 */
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    String first = in.next()
    System.out.println(first.equals("1") ? "0 0" : "0 1");
  }
}
