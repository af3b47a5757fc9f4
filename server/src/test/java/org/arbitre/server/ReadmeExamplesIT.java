package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of the README's {@code sh} code blocks, run as a reader pastes it: through
 * {@code bash -c} from the checkout root, with the {@code ./arbitre} launcher (the jar is built
 * by then: failsafe runs after {@code package}). Each must exit 0, or the code its comment names
 * ({@code # ... exit 1}). Two rewrites keep parallel runs apart: paths under {@code /tmp/} go
 * into this test's own temporary folder, and {@code serve --port 8080} gets a free port. A
 * {@code serve} that runs until stopped is started, asked for its home page over HTTP, then
 * stopped. Not run: {@code scripts/setup} (it installs system packages) and {@code mvn} (the
 * build this test is part of). It runs beside one other class: the examples' verdicts are CPU
 * limits, which a neighbour does not move, and its matches and tournament count by their exit code.
 */
class ReadmeExamplesIT {
  private static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  private static final long TIMEOUT_S = 300;
  private static final Pattern EXIT = Pattern.compile("exit (\\d+)");
  private static final Set<String> MAIN_USES = Set.of("judge", "test", "match", "tournament", "serve", "solve");

  @TempDir static Path tmp;

  /** One command of a code block: its text (continuation lines joined) and its README line. */
  record Example(int line, String command) {
    String subcommand() {
      Matcher m = Pattern.compile("\\./arbitre\\s+(\\S+)").matcher(command);
      return m.find() ? m.group(1) : "";
    }

    boolean runsUntilStopped() {
      return subcommand().equals("serve") && !command.contains("--add-organiser");
    }

    int expectedExit() {
      int hash = command.indexOf(" # ");
      Matcher m = EXIT.matcher(hash < 0 ? "" : command.substring(hash));
      return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }
  }

  /** The commands of the README's {@code ```sh} blocks, in order. */
  static List<Example> examples(List<String> readme) {
    List<Example> out = new ArrayList<>();
    boolean inBlock = false;
    StringBuilder pending = null;
    int start = 0;
    for (int i = 0; i < readme.size(); i++) {
      String line = readme.get(i);
      if (!inBlock) {
        inBlock = line.strip().equals("```sh");
        continue;
      }
      if (line.strip().equals("```")) {
        inBlock = false;
        continue;
      }
      String text = line.strip();
      if (pending == null) {
        if (text.isEmpty() || text.startsWith("#")) {
          continue;
        }
        pending = new StringBuilder();
        start = i + 1;
      }
      if (text.endsWith("\\")) {
        pending.append(text, 0, text.length() - 1).append(' ');
        continue;
      }
      pending.append(text);
      out.add(new Example(start, pending.toString()));
      pending = null;
    }
    return out;
  }

  private static boolean skipped(Example e) {
    String first = e.command().split("\\s+")[0];
    return first.equals("scripts/setup") || first.equals("mvn");
  }

  @TestFactory
  Stream<DynamicTest> everyReadmeExampleRunsAsPasted() throws IOException {
    List<Example> all = examples(Files.readAllLines(ROOT.resolve("README.md")));
    Set<String> uses = new TreeSet<>();
    all.forEach(e -> uses.add(e.subcommand()));
    assertTrue(uses.containsAll(MAIN_USES), "the README shows every main use " + MAIN_USES + "; it shows " + uses);
    String port = Integer.toString(freePort());
    return all.stream().filter(e -> !skipped(e)).map(e -> {
      String command = e.command().replace("/tmp/", tmp.toString() + "/").replace("--port 8080", "--port " + port)
          .replace("127.0.0.1:8080", "127.0.0.1:" + port);
      return DynamicTest.dynamicTest("README line " + e.line() + ": " + e.command(), () -> {
        if (e.runsUntilStopped()) {
          serveAndProbe(command, Integer.parseInt(port));
        } else {
          run(command, e.expectedExit());
        }
      });
    });
  }

  private static void run(String command, int expected) throws Exception {
    Path log = Files.createTempFile(tmp, "example", ".log");
    Process p = start(command, log);
    if (!p.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
      stop(p);
      fail("still running after " + TIMEOUT_S + " s: " + command + "\n" + tail(log));
    }
    assertEquals(expected, p.exitValue(), () -> "exit code of: " + command + "\n" + tail(log));
  }

  private static void serveAndProbe(String command, int port) throws Exception {
    Path log = Files.createTempFile(tmp, "serve", ".log");
    Process p = start(command, log);
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_S);
      while (true) {
        assertTrue(p.isAlive(), () -> "the server ended (exit " + p.exitValue() + "): " + command + "\n" + tail(log));
        Integer status = httpStatus("http://127.0.0.1:" + port + "/");
        if (status != null) {
          assertTrue(status < 400, "GET / answered " + status + "\n" + tail(log));
          return;
        }
        if (System.nanoTime() > deadline) {
          fail("no answer on port " + port + " after " + TIMEOUT_S + " s: " + command + "\n" + tail(log));
        }
        Thread.sleep(250);
      }
    } finally {
      stop(p);
    }
  }

  private static Process start(String command, Path log) throws IOException {
    return new ProcessBuilder("bash", "-c", command).directory(ROOT.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
  }

  /** Stops the launcher and the JVM it started (SIGTERM: the server stops cleanly), then waits. */
  private static void stop(Process p) throws InterruptedException {
    List<ProcessHandle> tree = new ArrayList<>(p.descendants().toList());
    tree.add(p.toHandle());
    tree.forEach(ProcessHandle::destroy);
    for (ProcessHandle h : tree) {
      try {
        h.onExit().get(30, TimeUnit.SECONDS);
      } catch (Exception notYet) {
        h.destroyForcibly();
      }
    }
    p.waitFor(10, TimeUnit.SECONDS);
  }

  private static Integer httpStatus(String url) {
    try {
      HttpURLConnection c = (HttpURLConnection) URI.create(url).toURL().openConnection();
      c.setConnectTimeout(2000);
      c.setReadTimeout(5000);
      c.setInstanceFollowRedirects(false);
      try {
        return c.getResponseCode();
      } finally {
        c.disconnect();
      }
    } catch (IOException notYet) {
      return null;
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  private static String tail(Path log) {
    try {
      List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
    } catch (IOException e) {
      return "(no output: " + e.getMessage() + ")";
    }
  }
}
