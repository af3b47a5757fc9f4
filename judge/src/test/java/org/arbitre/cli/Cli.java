package org.arbitre.cli;

import org.arbitre.app.Settings;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.arbitre.app.Toolkit;

/** Runs the arbitre command in this JVM and looks for processes left behind. */
final class Cli {
  static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  static final Path RES = ROOT.resolve("judge/src/test/resources/judge");
  static final Path SUM = RES.resolve("problems/sum");

  record Result(int code, String out, String err) {
    JsonNode json() {
      try {
        return new ObjectMapper().readTree(out);
      } catch (IOException e) {
        throw new UncheckedIOException("not JSON: " + out + err, e);
      }
    }
  }

  private Cli() {}

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    PrintWriter outWriter = new PrintWriter(out, true);
    PrintWriter errWriter = new PrintWriter(err, true);
    int code = Arbitre.execute(outWriter, errWriter, args);
    return new Result(code, out.toString(), err.toString());
  }

  /** As {@link #run}, with the bots' folders in {@code botsHome} instead of the current folder's .arbitre/bots. */
  static Result runWithBots(Path botsHome, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    try (Toolkit toolkit = new Toolkit(ROOT, org.arbitre.app.Settings.fromSystem().cache(), botsHome)) {
      picocli.CommandLine cmd = Arbitre.commandLine(toolkit);
      cmd.setOut(new PrintWriter(out, true));
      cmd.setErr(new PrintWriter(err, true));
      int code = cmd.execute(args);
      return new Result(code, out.toString(), err.toString());
    }
  }

  static String fixture(String name) {
    try (Stream<Path> files = Files.list(RES.resolve("fixtures").resolve(name))) {
      return files.findFirst().orElseThrow().toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Command lines of live processes that mention {@code marker}. */
  static List<String> processesMentioning(String marker) throws IOException {
    List<String> found = new ArrayList<>();
    long self = ProcessHandle.current().pid();
    try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
      for (Path p : procs.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
        if (p.getFileName().toString().equals(String.valueOf(self))) {
          continue;
        }
        String cmdline = commandLine(p);
        if (cmdline.contains(marker)) {
          found.add(p.getFileName() + ": " + cmdline);
        }
      }
    }
    return found;
  }

  /**
   * SIGKILLs every process that mentions {@code marker}, scanning again until two scans 200 ms
   * apart find none (10 s at most): a process that a killed JVM was starting has its spawn
   * helper's command line until it execs, so one scan can miss it, and a bwrap exec'd after its
   * parent died never gets its {@code --die-with-parent} signal.
   */
  static void killProcessesMentioning(String marker) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
    int quiet = 0;
    while (quiet < 2 && System.nanoTime() < deadline) {
      List<String> found = processesMentioning(marker);
      for (String proc : found) {
        ProcessHandle.of(Long.parseLong(proc.substring(0, proc.indexOf(':')))).ifPresent(ProcessHandle::destroyForcibly);
      }
      quiet = found.isEmpty() ? quiet + 1 : 0;
      Thread.sleep(200);
    }
  }

  /**
   * Fails if a live process mentions {@code marker}, but for one that another test JVM is running:
   * the build's test JVMs run at the same time and share a build cache, so a program one of them is
   * judging is not left behind by this one. A process is another JVM's while one of its ancestors is
   * a test JVM (a surefire booter) other than this one; a process left behind is still this JVM's
   * descendant or an orphan.
   */
  static void assertNoProcessMentions(String marker) throws IOException {
    List<String> left = new ArrayList<>();
    for (String proc : processesMentioning(marker)) {
      ProcessHandle.of(Long.parseLong(proc.substring(0, proc.indexOf(':'))))
          .filter(p -> !runByAnotherTestJvm(p))
          .ifPresent(p -> left.add(proc));
    }
    assertEquals(List.of(), left, "processes left behind");
  }

  /** The command line of the process whose /proc folder is {@code proc}, "" once it has ended. */
  private static String commandLine(Path proc) {
    try {
      return new String(Files.readAllBytes(proc.resolve("cmdline")), StandardCharsets.UTF_8).replace('\0', ' ');
    } catch (IOException e) {
      return ""; // the process ended meanwhile
    }
  }

  private static boolean runByAnotherTestJvm(ProcessHandle process) {
    long self = ProcessHandle.current().pid();
    for (Optional<ProcessHandle> up = process.parent(); up.isPresent(); up = up.get().parent()) {
      if (up.get().pid() == self) {
        return false;
      }
      if (commandLine(Path.of("/proc", Long.toString(up.get().pid()))).contains("surefirebooter")) {
        return true;
      }
    }
    return false;
  }
}
