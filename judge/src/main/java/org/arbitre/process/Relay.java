package org.arbitre.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Copies one program's stdout to the other's stdin, counting the bytes (the writer's output
 * size). At the end of the writer's output it closes the reader's stdin (the reader sees end of
 * file). When the reader is gone (a broken pipe) it either closes the writer's stdout, so the
 * writer's next write fails as it would on a real pipe (SIGPIPE: the solution's side, as
 * problemtools closes it), or, with {@code drain}, reads on and drops what the writer still writes
 * until its end (the interactor's side: problemtools never closes it, so a validator never dies of
 * a broken pipe because the solution has gone: it reads end of file and gives its verdict). Past
 * {@code cap} bytes it stops both ways (the writer's watchdog then reports the flood). The moment
 * it ended orders the two programs' endings by cause: a program's output ends when it exits or
 * closes it, or earlier when its reader is gone.
 */
final class Relay implements Runnable {
  private final InputStream from;
  private final OutputStream to;
  private final long cap;
  private final boolean drain;
  final AtomicLong bytes = new AtomicLong();
  /** When the copy ended (System.nanoTime), Long.MAX_VALUE while it goes on. */
  volatile long endedNanos = Long.MAX_VALUE;
  /** True when the copy ended because the reader was gone (a broken pipe), not at the writer's end. */
  volatile boolean readerGone;

  Relay(InputStream from, OutputStream to, long cap) {
    this(from, to, cap, false);
  }

  /** {@code drain}: when the reader is gone, read on to the writer's end and drop it (see above). */
  Relay(InputStream from, OutputStream to, long cap, boolean drain) {
    this.from = from;
    this.to = to;
    this.cap = cap;
    this.drain = drain;
  }

  @Override
  public void run() {
    byte[] buf = new byte[1 << 14];
    try {
      while (true) {
        int n;
        try {
          n = from.read(buf);
        } catch (IOException e) {
          break; // the writer's pipe was closed under us: it has ended
        }
        if (n < 0) {
          break;
        }
        if (bytes.addAndGet(n) > cap && cap > 0) {
          break;
        }
        if (readerGone) {
          continue; // draining: the reader has gone, the writer's output is dropped
        }
        try {
          to.write(buf, 0, n);
          to.flush();
        } catch (IOException e) {
          readerGone = true; // the reader has ended or closed its stdin
          if (!drain) {
            break;
          }
          endedNanos = System.nanoTime();
          quietly(to);
        }
      }
    } finally {
      if (endedNanos == Long.MAX_VALUE) {
        endedNanos = System.nanoTime();
      }
      quietly(to);
      quietly(from);
    }
  }

  private static void quietly(AutoCloseable c) {
    try {
      c.close();
    } catch (Exception e) {
      // already closed or broken
    }
  }
}
