package org.arbitre.process;

import org.arbitre.RunsAlone;
import org.arbitre.app.Settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** arbitre-run: built here (the machine has a C compiler), used by default, and its own reports. */
@RunsAlone
class RunHelperIT {
  @TempDir Path dir;

  @Test
  void theDefaultRunnerUsesTheHelper() {
    assertTrue(RunHelper.build(Settings.fromSystem().cache()).isPresent(), "the C compiler should build arbitre-run here");
    assertEquals("rusage", LocalRunner.best(Settings.fromSystem().cache()).memorySource());
  }

  @Test
  void aProgramThatCannotStartIsReportedWithTheReason() throws IOException {
    RunResult r = LocalRunner.best(Settings.fromSystem().cache()).run(Command.of(dir, "/no/such/program"), Limits.of(Duration.ofSeconds(1), 0),
        null, dir.resolve("out"), dir.resolve("err"));
    assertEquals(Outcome.FAILED_TO_START, r.outcome(), r.toString());
    assertEquals("cannot run /no/such/program: No such file or directory", r.detail());
  }

  /**
   * Without the sandbox the program leads a process group of its own in the judge's session; with
   * {@code -s} (the sandboxed chain) it also gets a session of its own when the judge has a
   * controlling terminal (so the program has none), and only the group when there is no terminal
   * to leave (a new session costs milliseconds); with {@code -S} (a sandbox no cgroup holds) a
   * session of its own always. The terminal case runs under script(1), which
   * gives the helper a pseudo-terminal as its controlling terminal. Fields 5 and 6 of
   * /proc/PID/stat (process group, session), read by the program itself.
   */
  @Test
  void aProgramGetsItsOwnProcessGroupAndASessionWithATerminalOrWhenAsked() throws IOException, InterruptedException {
    Path exe = RunHelper.build(Settings.fromSystem().cache()).orElseThrow();
    boolean terminal = opens(Path.of("/dev/tty"));
    String[] mine = stat("self");
    String[] group = statThrough(exe, "", false);
    assertEquals(group[0], group[4], "its group is the helper's pid");
    assertTrue(!group[4].equals(mine[4]), "a process group of its own");
    assertEquals(mine[5], group[5], "our session");
    String[] minusS = statThrough(exe, "-s", false);
    assertEquals(minusS[0], minusS[4], "its group is the helper's pid");
    if (terminal) {
      assertEquals(minusS[4], minusS[5], "we have a terminal: a session of its own");
    } else {
      assertEquals(mine[5], minusS[5], "no terminal to leave: our session");
    }
    String[] always = statThrough(exe, "-S", false);
    assertEquals(always[0], always[4], "its group is the helper's pid");
    assertEquals(always[4], always[5], "-S: a session of its own, terminal or not");
    String[] inTerminal = statThrough(exe, "-s", true);
    assertEquals(inTerminal[0], inTerminal[4], "its group is the helper's pid");
    assertEquals(inTerminal[4], inTerminal[5], "in a terminal, -s: a session of its own, led by the helper");
    String[] groupInTerminal = statThrough(exe, "", true);
    assertEquals(groupInTerminal[0], groupInTerminal[4], "its group is the helper's pid");
    assertTrue(!groupInTerminal[4].equals(groupInTerminal[5]), "in a terminal, without -s: the terminal's session");
  }

  private static boolean opens(Path tty) {
    try (var in = Files.newInputStream(tty)) {
      return true;
    } catch (IOException e) {
      return false; // ENXIO: no controlling terminal
    }
  }

  /** The fields of {@code /proc/<pid>/stat}, the command name as "comm" (0: pid, 4: process group, 5: session). */
  private static String[] stat(String pid) throws IOException {
    return fields(Files.readString(Path.of("/proc", pid, "stat")));
  }

  private static String[] fields(String stat) {
    String rest = stat.substring(stat.lastIndexOf(')') + 2).trim();
    String[] after = rest.split(" ");
    String[] all = new String[after.length + 2];
    all[0] = stat.substring(0, stat.indexOf(' '));
    all[1] = "comm";
    System.arraycopy(after, 0, all, 2, after.length);
    return all;
  }

  /**
   * The stat of a shell started by the helper with {@code flag} ("" for none), its pid replaced by
   * its parent's (the helper's, the group's leader); with {@code terminal}, the helper runs under
   * script(1), in a pseudo-terminal.
   */
  private String[] statThrough(Path exe, String flag, boolean terminal) throws IOException, InterruptedException {
    Path report = dir.resolve("report");
    List<String> argv = new ArrayList<>(List.of(exe.toString()));
    if (!flag.isEmpty()) {
      argv.add(flag);
    }
    argv.addAll(List.of(report.toString(), "5", "0", "sh", "-c", "cut -d' ' -f1 /proc/$PPID/stat; cat /proc/$$/stat"));
    if (terminal) {
      // "; true": the shell forks the helper (a last command is exec'ed: it would lead the session)
      argv = List.of("script", "-qec", String.join(" ", argv.stream().map(a -> "'" + a.replace("'", "'\\''") + "'").toList())
          + "; true", "/dev/null");
    }
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String[] lines = new String(p.getInputStream().readAllBytes()).replace("\r", "").split("\n");
    assertEquals(0, p.waitFor(), String.join("\n", lines));
    String[] f = fields(lines[1]);
    f[0] = lines[0].trim(); // the helper's pid, which the group and the session (with -s) are named after
    return f;
  }

  @Test
  void aFreshCacheGetsItsOwnBuild() throws IOException {
    Path exe = RunHelper.build(new BuildCache(dir.resolve("cache"))).orElseThrow();
    assertTrue(Files.isExecutable(exe), exe.toString());
    assertTrue(exe.startsWith(dir.resolve("cache")), exe.toString());
    assertEquals(exe, RunHelper.build(new BuildCache(dir.resolve("cache"))).orElseThrow()); // found, not rebuilt
  }
}
