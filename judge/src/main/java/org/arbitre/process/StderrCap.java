package org.arbitre.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A long-lived program's stderr, drained on a thread of its own into a file, up to a cap: past
 * it the rest is read and dropped (one line says so), so a bot that floods its stderr neither
 * fills the disk nor blocks on a full pipe, and its game goes on.
 */
final class StderrCap {
  /** What a bot may write to its stderr file in one game. */
  static final long CAP_BYTES = 8L << 20;

  private StderrCap() {}

  static Thread drain(InputStream from, Path file, long cap) throws IOException {
    OutputStream to = Files.newOutputStream(file);
    Thread t = new Thread(() -> {
      byte[] buf = new byte[8192];
      long written = 0;
      try (from; to) {
        for (int n; (n = from.read(buf)) > 0; ) {
          if (written < cap) {
            int keep = (int) Math.min(n, cap - written);
            to.write(buf, 0, keep);
            written += keep;
            if (written == cap) {
              to.write(("\n[arbitre: stderr cut at " + cap / (1 << 20) + " MiB; the rest was dropped]\n")
                  .getBytes(StandardCharsets.US_ASCII));
            }
            to.flush();
          }
        }
      } catch (IOException e) {
        // the program is gone, or closed its stderr: nothing more to keep
      }
    }, "bot-stderr");
    t.setDaemon(true);
    t.start();
    return t;
  }
}
