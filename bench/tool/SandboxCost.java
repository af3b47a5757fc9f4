import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.arbitre.process.BuildCache;
import org.arbitre.process.Command;
import org.arbitre.process.Limits;
import org.arbitre.process.LocalRunner;
import org.arbitre.process.RunResult;
import org.arbitre.process.Sandbox;

/**
 * The per-run cost of the sandbox's cgroups (run by bench/tool/sandbox.sh, asserts nothing): the same
 * short program ({@code /bin/true}) run through the measured chain, rounds interleaved, with
 *   lanes      the cgroups as they are (a pids cgroup reused by later runs once seen empty),
 *   per-run    a pids cgroup made for each run and removed once empty (no reuse),
 *   memory     lanes, and a memory limit (a fresh memory cgroup per run, removed without waiting),
 *   none       no cgroup at all (the sandbox's floor: bwrap alone, no process limit for root).
 * An older jar (bench/tool/sandbox.sh's second argument) has none of these variants: there it
 * measures its default and a memory limit. Prints the median and the 90th percentile wall time per
 * run of each; the first argument is the number of runs, the second a label for the lines.
 */
public class SandboxCost {
  private static boolean hasMethod(String name) {
    try {
      Sandbox.class.getMethod(name);
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  private static Sandbox variant(Sandbox s, String name) throws Exception {
    return (Sandbox) Sandbox.class.getMethod(name).invoke(s);
  }

  public static void main(String[] args) throws Exception {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 100;
    Path cache = Files.createTempDirectory("arbitre-bench-cache");
    Path dir = Files.createTempDirectory("arbitre-bench-run");
    Sandbox.Detection d = Sandbox.detect(List.of(cache), Sandbox.DEFAULT_PROCESSES, System.getenv("PATH"));
    if (d.sandbox().isEmpty()) {
      System.out.println("no sandbox here: " + d.warning());
      return;
    }
    Sandbox s = d.sandbox().get();
    System.out.println("sandbox: " + s.sandbox() + (d.warning() == null ? "" : " (" + d.warning() + ")"));
    // the variants exist only in this version of the tool (not in an older jar given to compare)
    boolean variants = hasMethod("withCgroupPerRun") && hasMethod("withoutCgroups");
    String[] names = variants ? new String[] {"lanes", "per-run", "memory", "none"} : new String[] {"default", "memory"};
    LocalRunner[] runners = new LocalRunner[names.length];
    runners[0] = LocalRunner.best(new BuildCache(cache), Optional.of(s));
    if (variants) {
      runners[1] = LocalRunner.best(new BuildCache(cache), Optional.of(variant(s, "withCgroupPerRun")));
      runners[2] = LocalRunner.best(new BuildCache(cache), Optional.of(s));
      runners[3] = LocalRunner.best(new BuildCache(cache), Optional.of(variant(s, "withoutCgroups")));
    } else {
      runners[1] = LocalRunner.best(new BuildCache(cache), Optional.of(s));
    }
    int memoryIndex = variants ? 2 : 1;
    Limits plain = Limits.of(Duration.ofSeconds(2), 0);
    Limits memory = Limits.of(Duration.ofSeconds(2), 64L << 20);
    List<List<Long>> times = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      times.add(new ArrayList<>());
    }
    Command c = Command.of(dir, "/bin/true");
    for (int r = -5; r < runs; r++) { // 5 rounds of warm-up
      for (int i = 0; i < names.length; i++) {
        long t0 = System.nanoTime();
        RunResult res = runners[i].run(c, i == memoryIndex ? memory : plain, null, dir.resolve("out"), dir.resolve("err"));
        long us = (System.nanoTime() - t0) / 1000;
        if (!res.exitedCleanly()) {
          throw new IllegalStateException(names[i] + ": " + res);
        }
        if (r >= 0) {
          times.get(i).add(us);
        }
      }
    }
    String label = args.length > 1 ? args[1] : "";
    for (int i = 0; i < names.length; i++) {
      List<Long> t = times.get(i);
      Collections.sort(t);
      System.out.printf("%-8s %-8s median %6.2f ms  p90 %6.2f ms  (%d runs of /bin/true)%n", label, names[i],
          t.get(t.size() / 2) / 1000.0, t.get(t.size() * 9 / 10) / 1000.0, runs);
    }
    for (LocalRunner runner : runners) {
      runner.close();
    }
    Files.deleteIfExists(dir.resolve("out"));
    Files.deleteIfExists(dir.resolve("err"));
    Files.deleteIfExists(dir);
    org.apache.commons.io.file.PathUtils.deleteDirectory(cache);
  }
}
