import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

/**
 * The mnk-bot's alpha-beta speed (run by bench/bots/search-speed.sh mnk, compiled beside an mnk-bot's
 * classes, default package, asserts nothing): from each position of bench/bots/mnk-positions.txt (one
 * game prefix a line, x y pairs from player 1 on, 20 x 20, k = 6), a fresh bot (empty
 * transposition table) searches by iterative deepening to DEPTH with no clock, as its own
 * alpha-beta does (its side's windows weighed more where the version has attackSide, the fork
 * cells kept where it has startForkTracking); prints per position the root move and the nodes,
 * then the total CPU time of this thread and nodes per CPU second. Two bots whose lines (move,
 * nodes) agree searched the same tree. The bot's members are reached by reflection, so every
 * version since v4 runs. The first pass warms the JIT and is not printed.
 * Usage: java -cp BOT_CLASSES:bench-classes MnkSearchBench POSITIONS DEPTH LABEL
 */
public class MnkSearchBench {
  public static void main(String[] args) throws Exception {
    List<String> lines = Files.readAllLines(Paths.get(args[0]));
    int depth = Integer.parseInt(args[1]);
    Class<?> bot = Class.forName("Main");
    Constructor<?> create = bot.getDeclaredConstructor(int.class, int.class, int.class);
    Method place = method(bot, "place", int.class, int.class);
    Method search = method(bot, "search", int.class, int.class, int.class, int.class, int.class);
    Method track = optionalMethod(bot, "startForkTracking");
    Field deadline = field(bot, "deadline");
    Field stop = field(bot, "stop");
    Field nodes = field(bot, "nodes");
    Field rootBest = field(bot, "rootBest");
    Field attackSide = optionalField(bot, "attackSide");
    int win = field(bot, "WIN").getInt(null);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    for (int pass = 0; pass < 2; pass++) {
      long cpu = 0;
      long total = 0;
      StringBuilder out = new StringBuilder();
      for (String line : lines) {
        if (line.trim().isEmpty() || line.startsWith("#")) {
          continue;
        }
        String[] t = line.trim().split("\\s+");
        Object b = create.newInstance(20, 20, 6);
        for (int i = 0; i + 1 < t.length; i += 2) {
          int c = (Integer.parseInt(t[i + 1]) - 1) * 20 + Integer.parseInt(t[i]) - 1;
          place.invoke(b, c, i / 2 % 2 + 1);
        }
        int side = t.length / 2 % 2 + 1;
        deadline.setLong(b, Long.MAX_VALUE);
        stop.setBoolean(b, false);
        if (attackSide != null) {
          attackSide.setInt(b, side);
        }
        if (track != null) {
          track.invoke(b);
        }
        long t0 = mx.getCurrentThreadCpuTime();
        for (int d = 1; d <= depth; d++) {
          search.invoke(b, side, d, -win - 1, win + 1, 0);
        }
        cpu += mx.getCurrentThreadCpuTime() - t0;
        long n = nodes.getLong(b);
        total += n;
        int best = rootBest.getInt(b);
        out.append(String.format("%s  after %d moves: move %d %d, nodes %d%n",
            args[2], t.length / 2, best % 20 + 1, best / 20 + 1, n));
      }
      if (pass == 1) {
        System.out.print(out);
        System.out.printf("%s  depth %d: %d nodes, %.0f ms CPU, %.0f thousand nodes per CPU second%n",
            args[2], depth, total, cpu / 1e6, total / (cpu / 1e9) / 1e3);
      }
    }
  }

  private static Method method(Class<?> c, String name, Class<?>... types) throws Exception {
    Method m = c.getDeclaredMethod(name, types);
    m.setAccessible(true);
    return m;
  }

  private static Method optionalMethod(Class<?> c, String name) {
    try {
      return method(c, name);
    } catch (Exception e) {
      return null;
    }
  }

  private static Field field(Class<?> c, String name) throws Exception {
    Field f = c.getDeclaredField(name);
    f.setAccessible(true);
    return f;
  }

  private static Field optionalField(Class<?> c, String name) {
    try {
      return field(c, name);
    } catch (Exception e) {
      return null;
    }
  }
}
