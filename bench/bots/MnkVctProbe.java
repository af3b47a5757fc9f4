import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

/**
 * Does the mnk-bot's threat search (VCT: k-1 and open k-2 threats) find a win in these positions,
 * and how deep? Run by bench/bots/vct-probe.sh, compiled beside an mnk-bot's classes (default package,
 * members reached by reflection; asserts nothing). Each line of POSITIONS: W H K then the moves as
 * x y pairs from player 1 on; the side to move searches vct(side, d) for d = 2, 3, ... MAX_DEPTH
 * own moves, with MS milliseconds for the whole deepening. Prints a line per position (the depth
 * of the win found or 0, the last depth exhausted, the time), then the totals.
 * Usage: java -cp BOT_CLASSES:bench-classes MnkVctProbe POSITIONS MAX_DEPTH MS
 */
public class MnkVctProbe {
  public static void main(String[] args) throws Exception {
    if (args.length != 3 || !args[1].matches("[1-9][0-9]?") || !args[2].matches("[1-9][0-9]*")) {
      System.err.println("usage: java MnkVctProbe POSITIONS MAX_DEPTH MS (bench/bots/vct-probe.sh writes POSITIONS)");
      System.exit(2);
    }
    List<String> lines = Files.readAllLines(Paths.get(args[0]));
    int maxDepth = Integer.parseInt(args[1]);
    long ms = Long.parseLong(args[2]);
    Class<?> bot = Class.forName("Main");
    Constructor<?> create = bot.getDeclaredConstructor(int.class, int.class, int.class);
    Method place = bot.getDeclaredMethod("place", int.class, int.class);
    Method vct = bot.getDeclaredMethod("vct", int.class, int.class, int.class);
    Field deadline = bot.getDeclaredField("deadline");
    Field stop = bot.getDeclaredField("stop");
    for (java.lang.reflect.AccessibleObject o : new java.lang.reflect.AccessibleObject[] {create, place, vct, deadline, stop}) {
      o.setAccessible(true);
    }
    int positions = 0;
    int wins = 0;
    int outOfTime = 0;
    for (String line : lines) {
      String[] t = line.trim().split("\\s+");
      if (t.length < 3 || line.startsWith("#")) {
        continue;
      }
      int w = Integer.parseInt(t[0]);
      int h = Integer.parseInt(t[1]);
      int k = Integer.parseInt(t[2]);
      Object b = create.newInstance(w, h, k);
      int moves = (t.length - 3) / 2;
      for (int i = 0; i < moves; i++) {
        int x = Integer.parseInt(t[3 + 2 * i]);
        int y = Integer.parseInt(t[4 + 2 * i]);
        place.invoke(b, (y - 1) * w + x - 1, i % 2 + 1);
      }
      int side = moves % 2 + 1;
      long start = System.nanoTime();
      deadline.setLong(b, start + ms * 1_000_000L);
      stop.setBoolean(b, false);
      int found = 0;
      int exhausted = 0;
      for (int d = 2; d <= maxDepth && !stop.getBoolean(b); d++) {
        if ((Boolean) vct.invoke(b, side, d, 0)) {
          found = d;
          break;
        }
        if (!stop.getBoolean(b)) {
          exhausted = d;
        }
      }
      positions++;
      wins += found > 0 ? 1 : 0;
      outOfTime += found == 0 && stop.getBoolean(b) ? 1 : 0;
      System.out.println("after " + moves + " moves: win at depth " + found + ", exhausted to " + exhausted
          + ", " + (System.nanoTime() - start) / 1_000_000 + " ms");
    }
    System.out.println(positions + " positions: " + wins + " with a VCT win, " + outOfTime
        + " out of time, the others exhausted to depth " + maxDepth);
  }
}
