import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

/**
 * The push-bot's search speed (run by bench/bots/search-speed.sh push, compiled beside a push-bot's classes,
 * default package, asserts nothing): from each position of bench/bots/push-positions.txt (one game
 * prefix a line, wire moves from player 1 on), a fresh search (empty transposition table) by
 * iterative deepening to DEPTH with no clock; prints per position the score and the pushes
 * played, then the total CPU time of this thread and pushes per CPU second. Two bots whose
 * lines (score, pushes) agree searched the same tree. The first pass warms the JIT and is not
 * printed.
 * Usage: java -cp BOT_CLASSES:bench-classes PushSearchBench POSITIONS DEPTH LABEL
 */
public class PushSearchBench {
    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Paths.get(args[0]));
        int depth = Integer.parseInt(args[1]);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int pass = 0; pass < 2; pass++) {
            long cpu = 0, pushes = 0;
            StringBuilder out = new StringBuilder();
            for (String line : lines) {
                if (line.trim().isEmpty() || line.startsWith("#")) continue;
                String[] mv = line.trim().split("\\s+");
                Main.Board b = new Main.Board(15, 5);
                for (int i = 0; i < mv.length; i++) b.push(Main.parseMove(mv[i], 15), i % 2 + 1);
                b.stones = mv.length;
                Main.Search s = new Main.Search(b);
                s.deadline = Long.MAX_VALUE;
                s.stop = false;
                long p0 = b.pushes, t0 = mx.getCurrentThreadCpuTime();
                int v = 0;
                for (int d = 2; d <= depth; d++) v = s.pvs(d, -Main.INF, Main.INF, 0, mv.length % 2 + 1);
                cpu += mx.getCurrentThreadCpuTime() - t0;
                pushes += b.pushes - p0;
                out.append(String.format("%s  after %d moves: score %d, pushes %d%n", args[2], mv.length, v, b.pushes - p0));
            }
            if (pass == 1) {
                System.out.print(out);
                System.out.printf("%s  depth %d: %d pushes, %.0f ms CPU, %.2f M pushes per CPU second%n",
                        args[2], depth, pushes, cpu / 1e6, pushes / (cpu / 1e9) / 1e6);
            }
        }
    }
}
