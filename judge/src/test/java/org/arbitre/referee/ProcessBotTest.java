package org.arbitre.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import org.arbitre.RunsAlone;
import org.arbitre.process.LiveProcess;
import org.junit.jupiter.api.Test;

/**
 * The clock of {@link ProcessBot} against a fake process whose CPU time and output the test
 * controls: B when the CPU does not move between ticks, T when it does until the deadline, P or Q
 * on an end of file, and move times measured when the token was complete.
 */
@RunsAlone
class ProcessBotTest {
  private static final TimeControl CLOCK = new TimeControl(Duration.ofMillis(400),
      Duration.ofMillis(20), Duration.ofMillis(60), Duration.ZERO, Duration.ZERO);

  /** A process that is only an object: CPU grows when {@code computing}, output via {@link #say}. */
  static final class FakeProcess implements LiveProcess {
    final AtomicLong cpu = new AtomicLong();
    volatile boolean computing;
    volatile boolean runnable;
    volatile boolean alive = true;
    volatile int suspends;
    volatile int resumes;
    final ByteArrayOutputStream stdin = new ByteArrayOutputStream();
    final PipedOutputStream out = new PipedOutputStream();
    final PipedInputStream stdout;

    FakeProcess() throws IOException {
      stdout = new PipedInputStream(out);
    }

    void say(String s) throws IOException {
      out.write(s.getBytes(StandardCharsets.US_ASCII));
      out.flush();
    }

    @Override public long pid() { return 0; }
    @Override public OutputStream stdin() { return stdin; }
    @Override public InputStream stdout() { return stdout; }
    @Override public boolean isAlive() { return alive; }
    @Override public OptionalInt exitCode() { return alive ? OptionalInt.empty() : OptionalInt.of(1); }
    @Override public long cpuNanos() {
      // every look at a computing process finds 10 ms more, the kernel's tick
      return computing ? cpu.addAndGet(10_000_000) : cpu.get();
    }
    @Override public boolean isBusy() { return runnable; }
    @Override public long peakRssKb() { return 0; }
    @Override public void suspend() { suspends++; }
    @Override public void resume() { resumes++; }
    @Override public boolean waitFor(long millis) { return !alive; }
    @Override public void close() { alive = false; }
  }

  private static long msSince(long t0) {
    return (System.nanoTime() - t0) / 1_000_000;
  }

  @Test
  void aRunnableBotStarvedOfCpuIsNotBlockedButTimesOut() throws Exception {
    FakeProcess p = new FakeProcess();
    p.runnable = true; // wants a CPU, gets none: a loaded machine, not a blocked bot
    ProcessBot bot = new ProcessBot(p, CLOCK, "t");
    bot.beginTurn();
    BotFault f = assertThrows(BotFault.class, bot::next);
    assertEquals(EndReason.TIMEOUT, f.reason());
  }

  @Test
  void startUpIsOverOnlyWhenTheCpuStopsWithNothingRunnable() throws Exception {
    FakeProcess waiting = new FakeProcess(); // flat CPU, all threads waiting: on its stdin
    long t0 = System.nanoTime();
    new ProcessBot(waiting, CLOCK, "t").awaitStartup(t0 + 2_000_000_000L);
    long ms = msSince(t0);
    assertTrue(ms >= 150 && ms < 1_000, "start-up over after " + ms + " ms of flat CPU");
    assertEquals(1, waiting.suspends);

    FakeProcess busy = new FakeProcess(); // flat CPU but runnable or in D: a sandbox being set up, starved
    busy.runnable = true;
    t0 = System.nanoTime();
    new ProcessBot(busy, CLOCK, "t").awaitStartup(t0 + 600_000_000L);
    ms = msSince(t0);
    assertTrue(ms >= 600, "not over while runnable: until the deadline, not after " + ms + " ms");
    assertEquals(1, busy.suspends);
  }

  @Test
  void noCpuProgressBetweenTwoTicksIsBlocked() throws Exception {
    FakeProcess p = new FakeProcess();
    ProcessBot bot = new ProcessBot(p, CLOCK, "t");
    bot.beginTurn();
    long t0 = System.nanoTime();
    BotFault f = assertThrows(BotFault.class, bot::next);
    assertEquals(EndReason.BLOCKED, f.reason());
    long ms = msSince(t0);
    assertTrue(ms >= 2 * 60 && ms < 400, "B after " + ms + " ms: two ticks, well before the deadline");
    assertEquals(1, p.resumes);
  }

  @Test
  void computingPastTheDeadlineIsATimeout() throws Exception {
    FakeProcess p = new FakeProcess();
    p.computing = true;
    ProcessBot bot = new ProcessBot(p, CLOCK, "t");
    bot.beginTurn();
    long t0 = System.nanoTime();
    BotFault f = assertThrows(BotFault.class, bot::next);
    assertEquals(EndReason.TIMEOUT, f.reason());
    assertTrue(msSince(t0) >= 420, "T at the deadline (400 + 20 ms), not before: " + msSince(t0));
  }

  @Test
  void aMoveInTimeIsReadWithItsTime() throws Exception {
    FakeProcess p = new FakeProcess();
    p.computing = true;
    ProcessBot bot = new ProcessBot(p, CLOCK, "t");
    bot.beginTurn();
    Thread writer = new Thread(() -> {
      try {
        Thread.sleep(150);
        p.say("7\n 12\n");
      } catch (Exception e) {
        throw new RuntimeException(e);
      }
    });
    writer.start();
    Bot.Token x = bot.next();
    Bot.Token y = bot.next();
    assertEquals("7", x.text());
    assertEquals("12", y.text());
    assertTrue(y.elapsedMs() >= 140 && y.elapsedMs() < 400, "took " + y.elapsedMs());
    bot.endTurn();
    assertEquals(1, p.suspends);
  }

  @Test
  void endOfFileIsPWhileAliveAndQOnceEnded() throws Exception {
    FakeProcess p = new FakeProcess();
    ProcessBot bot = new ProcessBot(p, CLOCK, "t");
    p.out.close();
    bot.beginTurn();
    assertEquals(EndReason.PIPES, assertThrows(BotFault.class, bot::next).reason());

    FakeProcess q = new FakeProcess();
    ProcessBot quitter = new ProcessBot(q, CLOCK, "t");
    q.alive = false;
    q.out.close();
    assertEquals(EndReason.QUIT, assertThrows(BotFault.class, quitter::beginTurn).reason());
  }

  @Test
  void aTurnShorterThanTwoTicksIsBOnlyIfTheCpuNeverMoved() throws Exception {
    TimeControl fast = new TimeControl(Duration.ofMillis(50), Duration.ZERO,
        Duration.ofMillis(200), Duration.ZERO, Duration.ZERO);
    FakeProcess idle = new FakeProcess();
    ProcessBot a = new ProcessBot(idle, fast, "t");
    a.beginTurn();
    assertEquals(EndReason.BLOCKED, assertThrows(BotFault.class, a::next).reason());

    FakeProcess busy = new FakeProcess();
    busy.computing = true;
    ProcessBot b = new ProcessBot(busy, fast, "t");
    b.beginTurn();
    assertEquals(EndReason.TIMEOUT, assertThrows(BotFault.class, b::next).reason());
  }

  @Test
  void overlongTokenIsCutAndMarked() throws Exception {
    FakeProcess p = new FakeProcess();
    p.computing = true;
    ProcessBot bot = new ProcessBot(p, CLOCK, "t");
    p.say("9".repeat(500));
    bot.beginTurn();
    Bot.Token t = bot.next();
    assertEquals(TokenReader.MAX_TOKEN + TokenReader.OVERLONG_MARK.length(), t.text().length());
    assertTrue(t.text().endsWith(TokenReader.OVERLONG_MARK));
  }
}
