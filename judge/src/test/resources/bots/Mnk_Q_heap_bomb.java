import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

/** An m,n,k bot that allocates without end on its first turn: over any heap limit, it dies (Q). */
public class Mnk_Q_heap_bomb {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    int me = in.nextInt();
    if (me == 2) {
      in.nextInt();
      in.nextInt();
    }
    List<long[]> hoard = new ArrayList<>();
    while (true) {
      hoard.add(new long[1 << 16]); // 512 KiB at a time
    }
  }
}
