package org.arbitre.server;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.Reader;
import java.util.Optional;

/**
 * The moves of a member playing in the browser, as the referee's terminal player reads them
 * ({@link org.arbitre.referee.HumanBot}): one line per move, taken from the database where the
 * site keeps what the member clicked, so that any worker can play the game. The person has no
 * clock, but a game nobody plays ends: after {@link #ABANDON_MS} without a move the input ends,
 * which the referee counts as the person leaving (they lose by Q).
 */
final class BrowserPlayer extends Reader {
  static final long ABANDON_MS = 5 * 60_000;
  private static final long POLL_MS = 100;

  private final Matches matches;
  private final long match;
  private final long abandonMs;
  private String pending = "";

  BrowserPlayer(Matches matches, long match, long abandonMs) {
    this.matches = matches;
    this.match = match;
    this.abandonMs = abandonMs;
  }

  @Override
  public int read(char[] buf, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    long end = System.currentTimeMillis() + abandonMs;
    while (pending.isEmpty()) {
      Optional<String> line;
      try {
        line = matches.takeHumanMove(match);
      } catch (RuntimeException e) {
        line = Optional.empty(); // the database busy for a moment: ask again
      }
      if (line.isPresent()) {
        pending = line.get().replace('\n', ' ') + "\n";
        break;
      }
      if (System.currentTimeMillis() > end) {
        return -1;
      }
      try {
        Thread.sleep(POLL_MS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("the worker stops");
      }
    }
    int n = Math.min(len, pending.length());
    pending.getChars(0, n, buf, off);
    pending = pending.substring(n);
    return n;
  }

  @Override
  public void close() {
    // nothing held
  }
}
