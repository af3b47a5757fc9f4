package org.arbitre.lang;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The ends of what a finished run wrote, where runtimes print their errors (read on demand). */
public interface RunOutput {
  /** How much of each end is read. */
  int END_BYTES = 16 << 10;

  /** The start of stderr and then its end (where the JVM writes an uncaught exception). */
  String stderrHeadAndTail();

  /** The end of stderr (Python's traceback). */
  String stderrTail();

  /** The end of stdout (the JVM's "Terminating due to java.lang.OutOfMemoryError"). */
  String stdoutTail();

  /**
   * The files of a run, read when asked ({@code stdout} null: a bot's, whose stdout was the
   * protocol). A file that cannot be read is an {@link UncheckedIOException}.
   */
  static RunOutput of(Path stdout, Path stderr) {
    return new RunOutput() {
      @Override
      public String stderrHeadAndTail() {
        return head(stderr) + "\n" + tail(stderr);
      }

      @Override
      public String stderrTail() {
        return tail(stderr);
      }

      @Override
      public String stdoutTail() {
        return stdout == null ? "" : tail(stdout);
      }
    };
  }

  private static String head(Path file) {
    byte[] buf = new byte[END_BYTES];
    try (var in = Files.newInputStream(file)) {
      int n = in.readNBytes(buf, 0, buf.length);
      return new String(buf, 0, n, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String tail(Path file) {
    try (var ch = Files.newByteChannel(file)) {
      long size = ch.size();
      ch.position(Math.max(0, size - END_BYTES));
      ByteBuffer buf = ByteBuffer.allocate((int) Math.min(size, END_BYTES));
      while (buf.hasRemaining() && ch.read(buf) > 0) {
        // fill
      }
      return new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
