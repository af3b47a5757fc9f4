package org.arbitre.process;

import org.arbitre.RunsAlone;
import org.arbitre.app.Settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When {@link LiveProcess#suspend} returns, the bot is stopped: every thread of its tree is in
 * state T, so the opponent's clock does not start while it still computes. kill(SIGSTOP) alone
 * returns before that: with more busy processes than CPUs, those waiting for a CPU are still
 * runnable (R) until each is scheduled and carries out its stop; a multi-threaded process runs on
 * until the one thread that takes the stop has been scheduled. The test reads the states itself
 * from /proc, right after each suspend.
 */
@RunsAlone
class SuspendIT {
  private static final int BUSY = 2 * Runtime.getRuntime().availableProcessors() + 2;
  private static final int ROUNDS = 30;

  @TempDir Path dir;

  @Test
  void everyThreadOfTheTreeIsStoppedWhenSuspendReturns() throws Exception {
    // BUSY processes spinning: more than the CPUs can run at once
    String script = "for i in $(seq " + BUSY + "); do (while :; do :; done) & done; wait";
    try (LocalRunner runner = LocalRunner.best(Settings.fromSystem().cache());
        LiveProcess bot = runner.start(Command.of(dir, "sh", "-c", script), dir.resolve("err"))) {
      long deadline = System.nanoTime() + 10_000_000_000L;
      while (tree(bot.pid()).size() < BUSY + 1 && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      assertEquals(BUSY + 1, tree(bot.pid()).size(), "the busy processes started");
      List<String> notStopped = new ArrayList<>();
      for (int round = 0; round < ROUNDS; round++) {
        Thread.sleep(20); // its turn: it computes
        bot.suspend();
        List<String> states = threadStates(tree(bot.pid()));
        if (!states.stream().allMatch(s -> s.endsWith(" T"))) {
          notStopped.add("round " + round + ": " + states);
        }
        bot.resume();
      }
      assertTrue(notStopped.isEmpty(), () -> notStopped.size() + " of " + ROUNDS + " suspends returned before the "
          + "tree was stopped, first " + notStopped.get(0));
    }
  }

  /** The pid and its descendants, from /proc's parent links (not the code under test's). */
  private static List<Long> tree(long root) throws IOException {
    List<long[]> links = new ArrayList<>(); // {pid, ppid}
    try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
      for (Path p : procs.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
        String[] f = statFields(p.resolve("stat"));
        if (f != null) {
          links.add(new long[] {Long.parseLong(p.getFileName().toString()), Long.parseLong(f[1])});
        }
      }
    }
    List<Long> tree = new ArrayList<>(List.of(root));
    for (int i = 0; i < tree.size(); i++) {
      for (long[] l : links) {
        if (l[1] == tree.get(i)) {
          tree.add(l[0]);
        }
      }
    }
    return tree;
  }

  /** "pid/tid S" for each thread of each process (S its state letter). */
  private static List<String> threadStates(List<Long> pids) throws IOException {
    List<String> states = new ArrayList<>();
    for (long pid : pids) {
      try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
        for (Path t : tasks.toList()) {
          String[] f = statFields(t.resolve("stat"));
          if (f != null) {
            states.add(pid + "/" + t.getFileName() + " " + f[0]);
          }
        }
      } catch (IOException gone) {
        // ended meanwhile
      }
    }
    return states;
  }

  /** The fields after the command name: [0] state, [1] ppid...; null when the process is gone. */
  private static String[] statFields(Path stat) {
    try {
      String s = Files.readString(stat, StandardCharsets.ISO_8859_1);
      return s.substring(s.lastIndexOf(')') + 2).split(" ");
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }
}
