import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

/**
 * Does an mnk-bot's beam search find a plan against the loose model in these positions, and how
 * fast? Run by bench/bots/beam-probe.sh, compiled beside an mnk-bot's classes (default package, members
 * reached by reflection; asserts nothing). Each line of POSITIONS: W H K OPENING then the moves as
 * x y pairs from player 1 on; the game is replayed as the bot saw it (the opponent's moves after
 * the opening observed, so its models are the game's), and when the loose model is on for the
 * side to move, the beam runs against it with MS milliseconds. Prints a line per position (the
 * plan's own moves or none, the levels completed, the time), then the totals.
 * Usage: java -cp BOT_CLASSES:bench-classes MnkBeamProbe POSITIONS MS
 */
public class MnkBeamProbe {
  public static void main(String[] args) throws Exception {
    if (args.length != 2 || !args[1].matches("[1-9][0-9]*")) {
      System.err.println("usage: java MnkBeamProbe POSITIONS MS (bench/bots/beam-probe.sh writes POSITIONS)");
      System.exit(2);
    }
    List<String> lines = Files.readAllLines(Paths.get(args[0]));
    long ms = Long.parseLong(args[1]);
    Class<?> bot = Class.forName("Main");
    Constructor<?> create = bot.getDeclaredConstructor(int.class, int.class, int.class);
    Method place = bot.getDeclaredMethod("place", int.class, int.class);
    Method observe = bot.getDeclaredMethod("observe", int.class, int.class);
    Method track = bot.getDeclaredMethod("startTracking", int.class, int.class);
    Method beam = bot.getDeclaredMethod("beam", int.class);
    Field loose = bot.getDeclaredField("loose");
    Field planModel = bot.getDeclaredField("planModel");
    Field looseModel = bot.getDeclaredField("LOOSE_MODEL");
    Field deadline = bot.getDeclaredField("deadline");
    Field stop = bot.getDeclaredField("stop");
    Field planLength = bot.getDeclaredField("planLength");
    Field beamDepth = bot.getDeclaredField("beamDepth");
    for (java.lang.reflect.AccessibleObject o : new java.lang.reflect.AccessibleObject[] {
        create, place, observe, track, beam, loose, planModel, looseModel, deadline, stop, planLength, beamDepth}) {
      o.setAccessible(true);
    }
    int positions = 0;
    int plans = 0;
    int outOfTime = 0;
    long totalMs = 0;
    for (String line : lines) {
      String[] t = line.trim().split("\\s+");
      if (t.length < 4 || line.startsWith("#")) {
        continue;
      }
      int w = Integer.parseInt(t[0]);
      int h = Integer.parseInt(t[1]);
      int k = Integer.parseInt(t[2]);
      int opening = Integer.parseInt(t[3]);
      Object b = create.newInstance(w, h, k);
      int moves = (t.length - 4) / 2;
      int side = moves % 2 + 1;
      for (int i = 0; i < moves; i++) {
        int c = (Integer.parseInt(t[5 + 2 * i]) - 1) * w + Integer.parseInt(t[4 + 2 * i]) - 1;
        int p = i % 2 + 1;
        if (p != side && i >= opening) {
          observe.invoke(b, c, p);
        }
        place.invoke(b, c, p);
      }
      if (!loose.getBoolean(b)) {
        System.out.println("after " + moves + " moves: the loose model is off");
        continue;
      }
      planModel.setInt(b, looseModel.getInt(null));
      track.invoke(b, 3 - side, looseModel.getInt(null));
      long start = System.nanoTime();
      deadline.setLong(b, start + ms * 1_000_000L);
      stop.setBoolean(b, false);
      int first = (Integer) beam.invoke(b, side);
      long took = (System.nanoTime() - start) / 1_000_000;
      positions++;
      plans += first >= 0 ? 1 : 0;
      outOfTime += first < 0 && stop.getBoolean(b) ? 1 : 0;
      totalMs += took;
      System.out.println("after " + moves + " moves: " + (first >= 0 ? "a plan of " + planLength.getInt(b) + " own moves"
          : "no plan") + ", " + beamDepth.getInt(b) + " levels, " + took + " ms");
    }
    System.out.println(positions + " positions with the loose model on: " + plans + " with a plan, " + outOfTime
        + " out of time, " + (positions > 0 ? totalMs / positions : 0) + " ms a position on average");
  }
}
