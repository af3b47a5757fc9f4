package org.arbitre.process;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One long-lived {@code arbitre-run --serve} for a {@link LocalRunner}: it starts every measured
 * run that reads and writes files, by a fork of itself (see the top of {@code arbitre-run.c}),
 * where each run would otherwise cost this JVM a process start, the helper an exec and both a
 * report file. Runs at once are told apart by an ID; one reader thread hands each answer to its run.
 * When the server cannot start or has died, {@link #start} is empty and the runner starts its
 * programs itself, as without the server.
 */
final class RunServer implements AutoCloseable {
  private final Process process;
  private final OutputStream requests;
  private final Map<Long, Served> runs = new ConcurrentHashMap<>();
  private final AtomicLong ids = new AtomicLong();
  private volatile boolean dead;
  /** How long a run may wait for its runner to start before the server is taken for stuck. */
  private static final long STARTED_WITHIN_S = 20;

  private RunServer(Process process) {
    this.process = process;
    this.requests = process.getOutputStream();
    Thread reader = new Thread(this::readAnswers, "arbitre-run-server");
    reader.setDaemon(true);
    reader.start();
  }

  /** The server of {@code helper}, or empty when it cannot start. */
  static Optional<RunServer> start(Path helper) {
    return start(List.of(helper.toString(), "--serve"));
  }

  /** The server started by {@code argv} (a lane's, {@link Sandbox#lane}), or empty when it cannot start. */
  static Optional<RunServer> start(List<String> argv) {
    try {
      ProcessBuilder pb = new ProcessBuilder(argv).redirectError(ProcessBuilder.Redirect.INHERIT);
      RunEnvironment.scrub(pb.environment()); // the runs it serves inherit it
      Process p = pb.start();
      return Optional.of(new RunServer(p));
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  boolean alive() {
    return !dead;
  }

  /**
   * Starts one run: {@code helperArgs} are the helper's one-run arguments (options, {@code -},
   * the backstops, the program), in {@code folder} with the given files and environment additions.
   * Returns once the runner has started (its pid is known) or has already ended.
   *
   * @throws IOException when the server is gone (the caller starts the program itself)
   * @throws IllegalArgumentException when a field holds a NUL character, which no request can
   *     carry (nor an exec: the caller's own start reports it)
   */
  Served run(List<String> helperArgs, Path folder, Map<String, String> env, Path stdin, Path stdout, Path stderr)
      throws IOException {
    long id = ids.incrementAndGet();
    List<String> fields = new ArrayList<>(List.of(Long.toString(id), folder.toString(),
        stdin == null ? "/dev/null" : stdin.toAbsolutePath().toString(), stdout.toAbsolutePath().toString(),
        stderr.toAbsolutePath().toString(), Integer.toString(env.size())));
    env.forEach((k, v) -> fields.add(k + "=" + v));
    fields.addAll(helperArgs);
    ByteArrayOutputStream body = new ByteArrayOutputStream(512);
    for (String f : fields) {
      if (f.indexOf('\0') >= 0) {
        throw new IllegalArgumentException("an argument holds a NUL character: " + f.replace('\0', '?'));
      }
      body.writeBytes(f.getBytes(StandardCharsets.UTF_8));
      body.write(0);
    }
    int n = body.size();
    byte[] length = {(byte) n, (byte) (n >>> 8), (byte) (n >>> 16), (byte) (n >>> 24)};
    Served s = new Served();
    runs.put(id, s);
    try {
      if (dead) {
        throw new IOException("the run server has ended");
      }
      synchronized (requests) { // a buffered stream: one write of both on the flush
        requests.write(length);
        body.writeTo(requests);
        requests.flush();
      }
      if (!s.started.await(STARTED_WITHIN_S, TimeUnit.SECONDS)) {
        // a fork takes milliseconds: a server this slow is stuck (stopped, say); end it and its runs
        process.destroyForcibly();
        throw new IOException("the run server did not answer within " + STARTED_WITHIN_S + " s");
      }
    } catch (IOException e) {
      runs.remove(id);
      dead = true;
      throw e;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    if (s.lost) {
      throw new IOException("the run server has ended");
    }
    return s;
  }

  private void readAnswers() {
    try (InputStream in = new BufferedInputStream(process.getInputStream())) {
      for (String line = line(in); line != null; line = line(in)) {
        String[] f = line.split(" ");
        Served s = f.length >= 3 ? runs.get(Long.parseLong(f[0])) : null;
        if (s == null) {
          continue;
        }
        switch (f[1]) {
          case "started" -> s.started(Long.parseLong(f[2]), Long.parseLong(f[3]));
          case "exit" -> s.exited(Integer.parseInt(f[2]), new String(in.readNBytes(Integer.parseInt(f[3])), StandardCharsets.UTF_8));
          case "gone" -> {
            runs.remove(Long.parseLong(f[0]));
            s.gone(Integer.parseInt(f[2]));
          }
          default -> { }
        }
      }
    } catch (IOException | RuntimeException e) {
      // the server died or said something we cannot read: every run still waiting ends below
    }
    dead = true;
    runs.values().forEach(Served::lost);
    runs.clear();
  }

  /** One answer line (ASCII), without its newline; null at the end. */
  private static String line(InputStream in) throws IOException {
    StringBuilder b = new StringBuilder(48);
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) {
        return null;
      }
      b.append((char) c);
    }
    return b.toString();
  }

  /** Ends the server: it kills the process group of any run still going, and exits. */
  @Override
  public void close() {
    dead = true;
    try {
      requests.close();
    } catch (IOException e) {
      // already gone
    }
    // An interrupted caller (Ctrl-C on test --watch) waits too: the server waits for its runners
    // before it exits, and a close that returned first would leave them and it running.
    boolean interrupted = false;
    boolean killed = false;
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
    for (;;) {
      try {
        if (process.waitFor(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS) || killed) {
          break;
        }
        process.destroyForcibly();
        killed = true;
        end = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
      } catch (InterruptedException e) {
        interrupted = true; // kept for the caller, once the wait is over
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /** A served run, as its answers arrive. */
  static final class Served {
    private final CountDownLatch started = new CountDownLatch(1);
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile long group;
    private volatile ProcessHandle handle;
    private volatile int status = -1;
    private volatile String report;
    private volatile boolean lost;

    private void started(long runner, long program) {
      this.group = program;
      this.handle = ProcessHandle.of(runner).orElse(null); // null: it has ended already
      started.countDown();
    }

    private void exited(int status, String report) {
      this.status = status;
      this.report = report;
      started.countDown();
      ended.countDown();
    }

    private void gone(int waitStatus) {
      if (report == null) { // killed before it could report: its wait status, as a shell would say it
        status = (waitStatus & 0x7f) != 0 ? 128 + (waitStatus & 0x7f) : (waitStatus >> 8) & 0xff;
      }
      started.countDown();
      ended.countDown();
    }

    private void lost() {
      lost = report == null;
      started.countDown();
      ended.countDown();
    }

    /** The program's process group (its first process's pid); 0 when it never started. */
    long group() {
      return group;
    }

    /** The runner while it runs (the program is its child); null once it has ended. */
    ProcessHandle handle() {
      return handle;
    }

    boolean waitFor(long ms) throws InterruptedException {
      return ended.await(ms, TimeUnit.MILLISECONDS);
    }

    boolean isAlive() {
      return ended.getCount() > 0;
    }

    /** What the one-run helper would have exited with (128 + N for signal N); -1 if unknown. */
    int exitValue() {
      return status;
    }

    /** The report's text, as the helper writes its report file; null when the runner ended without one. */
    String report() {
      return report;
    }
  }
}
