package org.arbitre.referee;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Reads a bot's stdout on its own thread and cuts it into whitespace-separated tokens, each stamped
 * with the moment it was complete, so the referee waits on a queue with a deadline and never blocks
 * on a pipe. A token is complete at the whitespace after it (the protocol ends every datum with a
 * newline). An overlong token (a flood with no whitespace) is cut at {@link #MAX_TOKEN} characters and
 * marked, so it is a syntax error at once. The end of the stream (or a read error) is one last item.
 */
final class TokenReader {
  static final int MAX_TOKEN = 64;
  static final int MAX_LINE = 256;
  static final String OVERLONG_MARK = "...";
  private static final int CAPACITY = 4096;

  /** A token, or the end of the stream when {@code text} is null; {@code atNanos} from nanoTime. */
  record Item(String text, long atNanos) {
    boolean eof() {
      return text == null;
    }
  }

  private final BlockingQueue<Item> queue = new LinkedBlockingQueue<>(CAPACITY);
  private final InputStream in;
  private final boolean lines;
  private final Thread thread;

  /** {@code lines}: cut at newlines only (a line is one item, up to {@link #MAX_LINE}), not at any whitespace. */
  TokenReader(InputStream in, String name, boolean lines) {
    this.in = in;
    this.lines = lines;
    this.thread = new Thread(this::run, "bot-reader-" + name);
    thread.setDaemon(true);
  }

  void start() {
    thread.start();
  }

  /** Stops the reader thread (after the stream was closed, or if it waits on a full queue). */
  void stop() {
    thread.interrupt();
  }

  /** The next item, or null when none came within {@code nanos}. */
  Item poll(long nanos) throws InterruptedException {
    return queue.poll(Math.max(0, nanos), TimeUnit.NANOSECONDS);
  }

  private void run() {
    byte[] buf = new byte[8192];
    StringBuilder token = new StringBuilder();
    boolean skipping = false; // the rest of an overlong token, already reported
    try {
      int n;
      while ((n = in.read(buf)) > 0) {
        for (int i = 0; i < n; i++) {
          char c = (char) (buf[i] & 0xff);
          if (lines ? c == '\n' : Character.isWhitespace(c)) {
            if (token.length() > 0) {
              put(token.toString());
              token.setLength(0);
            }
            skipping = false;
          } else if (!skipping) {
            token.append(c);
            int max = lines ? MAX_LINE : MAX_TOKEN;
            if (token.length() > max) {
              token.setLength(max);
              put(token + OVERLONG_MARK);
              token.setLength(0);
              skipping = true;
            }
          }
        }
      }
    } catch (IOException e) {
      // closed by us, or a broken stream: either way the end of the tokens
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return;
    }
    if (token.length() > 0) {
      queue.offer(new Item(token.toString(), System.nanoTime()));
    }
    // The end marker must get through even to a full queue: drop a token to make room.
    while (!queue.offer(new Item(null, System.nanoTime()))) {
      queue.poll();
    }
  }

  private void put(String text) throws InterruptedException {
    queue.put(new Item(text, System.nanoTime()));
  }
}
