package org.arbitre.referee;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.arbitre.process.Command;
import org.arbitre.process.LiveProcess;
import org.arbitre.process.ProcessRunner;

/**
 * A bot that is a program: a {@link LiveProcess} talking over pipes, with the clock of docs/rules.md, The referee.
 *
 * <p>Its turn: the referee has written what it needs; {@link #beginTurn} resumes its process tree
 * (SIGCONT) and starts the clock; {@link #next} waits for tokens on the {@link TokenReader} queue,
 * waking at every alarm tick to check that the tree's CPU time advanced (else B: it waits on a read,
 * a lock, a sleep), until the time per move (+ tolerance) is over (T, or B if its CPU never moved in
 * a turn shorter than two ticks); {@link #endTurn} stops the tree (SIGSTOP) so it cannot use the
 * opponent's time. An end of file on its stdout or a broken pipe on its stdin is P while the process
 * lives, Q once it has ended. The time of a move is measured up to the moment its last token was
 * complete on the reader thread, not when the referee looked.
 */
public final class ProcessBot implements Bot {
  /** How long an end of file or a broken pipe may take to show as the process's exit (Q, not P). */
  private static final long EXIT_SETTLE_MS = 200;
  private static final long STARTUP_POLL_MS = 25;
  private static final int STARTUP_STABLE_POLLS = 6;

  private final LiveProcess process;
  private final TimeControl clock;
  private final Protocol protocol;
  private final TokenReader reader;
  private final java.util.ArrayDeque<TokenReader.Item> pending = new java.util.ArrayDeque<>();
  private final OutputStream stdin;
  private long turnStart;
  private long lastTick;
  private long lastCpu;
  private long turnCpuStart;
  private long lastTurnCpuMs = -1;
  private boolean closed;

  /** The memory rule of a bot: a resident limit the referee watches (0: none), and why it quit, if it says. */
  record Memory(long residentLimitKb, java.util.function.Supplier<java.util.Optional<String>> whyQuit) {
    static final Memory NONE = new Memory(0, java.util.Optional::empty);
  }

  private final Memory memory;

  ProcessBot(LiveProcess process, TimeControl clock, String name) {
    this(process, clock, name, Protocol.PLAIN, Memory.NONE);
  }

  ProcessBot(LiveProcess process, TimeControl clock, String name, Protocol protocol, Memory memory) {
    this.process = process;
    this.clock = clock;
    this.protocol = protocol;
    this.memory = memory;
    this.stdin = process.stdin();
    this.reader = new TokenReader(process.stdout(), name, protocol.lines());
    reader.start();
  }

  /** Starts the program, speaking {@code protocol}; call {@link #awaitStartup} before the game. */
  static ProcessBot start(ProcessRunner runner, Command command, Path stderr, TimeControl clock, String name,
      Protocol protocol, Memory memory) throws IOException {
    return new ProcessBot(runner.start(command, stderr), clock, name, protocol, memory);
  }

  /** The peak resident memory of its process tree seen so far, in KiB (sampled at its moves' ticks). */
  public long peakRssKb() {
    return process.peakRssKb();
  }

  /** Over its resident limit (sampled at the start and end of each move and at every alarm tick): it is out. */
  private void checkMemory() throws BotFault {
    long peak = process.peakRssKb();
    if (memory.residentLimitKb() > 0 && peak > memory.residentLimitKb()) {
      throw new BotFault(EndReason.QUIT, "memory limit exceeded: " + org.arbitre.Units.kib(peak)
          + " resident, over the limit of " + org.arbitre.Units.kib(memory.residentLimitKb()));
    }
  }

  public long pid() {
    return process.pid();
  }

  /**
   * Lets the program start (a JVM loads, a bot reads its files) until its CPU time stops advancing
   * for about 150 ms with no thread runnable or in the kernel's uninterruptible sleep, meaning it
   * waits on its stdin for its number, or until {@code deadlineNanos}; then stops it until its
   * first turn. The first move's clock therefore excludes start-up. (A sandbox being set up can
   * spend hundreds of milliseconds in uninterruptible sleep with no CPU time, as can a program
   * starved on a loaded machine in R: CPU time alone took those for the end of start-up, and the
   * rest of the start-up then fell in the first turn.)
   */
  public void awaitStartup(long deadlineNanos) throws InterruptedException {
    long last = process.cpuNanos();
    int stable = 0;
    while (System.nanoTime() < deadlineNanos && process.isAlive() && stable < STARTUP_STABLE_POLLS) {
      Thread.sleep(STARTUP_POLL_MS);
      long cpu = process.cpuNanos();
      stable = cpu == last && !process.isBusy() ? stable + 1 : 0;
      last = cpu;
    }
    process.suspend();
  }

  @Override
  public void send(String line) throws BotFault {
    write(protocol.toBot(line));
  }

  private void write(List<String> lines) throws BotFault {
    if (lines.isEmpty()) {
      return;
    }
    try {
      for (String l : lines) {
        stdin.write((l + "\n").getBytes(StandardCharsets.US_ASCII));
      }
      stdin.flush();
    } catch (IOException e) {
      throw fault(EndReason.PIPES, "its stdin is closed (broken pipe)");
    }
  }

  @Override
  public void beginTurn() throws BotFault {
    if (!process.isAlive()) {
      throw quit();
    }
    turnCpuStart = process.cpuNanos(); // for the record: the CPU time of each move
    checkMemory(); // what it reached during its previous move
    write(protocol.atTurn());
    // B is judged between alarm ticks 1 and 2, 2 and 3... (a bot may take a moment to be
    // scheduled after SIGCONT); only when the whole turn is shorter than two ticks is the start
    // of the turn a sample for it too.
    lastCpu = clock.limit().compareTo(clock.tick().multipliedBy(2)) < 0 ? turnCpuStart : -1;
    process.resume();
    turnStart = System.nanoTime();
    lastTick = turnStart;
  }

  @Override
  public Token next() throws BotFault {
    long limit = clock.limit().toNanos();
    long tick = clock.tick().toNanos();
    long deadline = turnStart + limit;
    try {
      while (true) {
        long now = System.nanoTime();
        if (!pending.isEmpty()) {
          return accept(pending.poll());
        }
        TokenReader.Item item = reader.poll(Math.min(lastTick + tick, deadline) - now);
        if (item != null) {
          Token t = take(item);
          if (t != null) {
            return t;
          } // else a line that is no part of a move (a pbrain MESSAGE): the clock goes on
        }
        now = System.nanoTime();
        if (!process.isAlive()) {
          item = reader.poll(0);
          Token t = item == null || item.eof() ? null : take(item);
          if (t != null) {
            return t; // its move came just before it ended
          }
          throw quit();
        }
        boolean over = now >= deadline;
        if (over || now >= lastTick + tick) {
          long cpu = process.cpuNanos();
          checkMemory();
          item = reader.poll(0); // a token that came with the alarm is in time
          Token t = item == null ? null : take(item);
          if (t != null) {
            return t;
          }
          // No CPU progress and no thread running or waiting for a CPU: it waits on something.
          // (A bot starved by a loaded machine is runnable, so it is not called blocked.)
          boolean stuck = lastCpu >= 0 && cpu <= lastCpu && !process.isBusy();
          if (over) {
            // Every pair of ticks showed progress, or it would be B already; a turn too short for
            // two ticks is B only if the CPU never moved since its start.
            if (stuck && lastTick == turnStart) {
              throw blocked(now);
            }
            throw new BotFault(EndReason.TIMEOUT, "no complete move within "
                + clock.perMove().toMillis() + " ms (+ " + clock.tolerance().toMillis()
                + " ms tolerance) while using CPU");
          }
          if (stuck) {
            throw blocked(now);
          }
          lastCpu = cpu;
          lastTick = now;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new BotFault(EndReason.QUIT, "the referee was interrupted");
    }
  }

  /**
   * The first referee token in what the program wrote (its protocol may make two of one pbrain
   * line: the rest wait in {@code pending}), or null when the item is no part of a move.
   */
  private Token take(TokenReader.Item item) throws BotFault {
    if (item.eof()) {
      return accept(item);
    }
    for (String t : protocol.fromBot(item.text())) {
      pending.add(new TokenReader.Item(t, item.atNanos()));
    }
    return pending.isEmpty() ? null : accept(pending.poll());
  }

  private Token accept(TokenReader.Item item) throws BotFault {
    if (item.eof()) {
      throw fault(EndReason.PIPES, "closed its stdout (end of file)");
    }
    long elapsed = Math.max(0, item.atNanos() - turnStart);
    if (elapsed > clock.limit().toNanos()) {
      throw new BotFault(EndReason.TIMEOUT, "its move took " + elapsed / 1_000_000 + " ms, over "
          + clock.perMove().toMillis() + " ms + " + clock.tolerance().toMillis() + " ms tolerance");
    }
    return new Token(item.text(), elapsed / 1_000_000);
  }

  private BotFault blocked(long now) {
    return new BotFault(EndReason.BLOCKED, "its CPU time did not advance between "
        + (lastTick - turnStart) / 1_000_000 + " ms and " + (now - turnStart) / 1_000_000
        + " ms of its turn (waiting on a read, a lock, a file or a sleep? a move printed but not flushed waits in its buffer)");
  }

  @Override
  public void endTurn() {
    process.suspend();
    lastTurnCpuMs = Math.max(0, process.cpuNanos() - turnCpuStart) / 1_000_000;
  }

  @Override
  public long lastTurnCpuMs() {
    return lastTurnCpuMs;
  }

  @Override
  public void end(String line) {
    process.resume();
    try {
      write(protocol.atEnd(line));
    } catch (BotFault e) {
      // it is gone or deaf already: it will be killed anyway
    }
  }

  @Override
  public synchronized void close(long deadlineNanos) {
    if (closed) {
      return;
    }
    closed = true;
    try {
      long ms = (deadlineNanos - System.nanoTime()) / 1_000_000;
      if (ms > 0) {
        process.waitFor(ms);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      process.close();
      reader.stop();
    }
  }

  /** Q if the process has ended (or does within a moment), else the given reason. */
  private BotFault fault(EndReason ifAlive, String detail) {
    try {
      if (process.waitFor(EXIT_SETTLE_MS)) {
        return quit();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return new BotFault(ifAlive, detail);
  }

  private BotFault quit() {
    OptionalInt code = process.exitCode();
    String how = code.isEmpty() ? "its process ended"
        : code.getAsInt() > 128 ? "its process was killed by signal " + (code.getAsInt() - 128)
        : "its process exited with code " + code.getAsInt();
    return new BotFault(EndReason.QUIT, memory.whyQuit().get().map(why -> why + "; " + how).orElse(how));
  }
}
