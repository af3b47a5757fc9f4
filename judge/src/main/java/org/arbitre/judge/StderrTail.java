package org.arbitre.judge;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The last lines of what a program wrote on stderr: what a failed case's report shows. */
public final class StderrTail {
  /** At most this many lines, each cut at {@link #LINE_CHARS} characters. */
  public static final int LINES = 10;
  static final int LINE_CHARS = 200;
  private static final int READ_BYTES = 8 << 10;

  private StderrTail() {}

  /** The tail of {@code file}; null when it is empty or missing. */
  public static String of(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      return null;
    }
    String text;
    try (var ch = Files.newByteChannel(file)) {
      long size = ch.size();
      if (size == 0) {
        return null;
      }
      ch.position(Math.max(0, size - READ_BYTES));
      ByteBuffer buf = ByteBuffer.allocate((int) Math.min(size, READ_BYTES));
      while (buf.hasRemaining() && ch.read(buf) > 0) {
        // fill
      }
      text = new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8);
    }
    return of(text, Files.size(file) > READ_BYTES);
  }

  /** The last lines of {@code text} ({@code cutAtStart}: its first line may be a part of one). */
  static String of(String text, boolean cutAtStart) {
    List<String> lines = text.strip().lines().toList();
    if (cutAtStart && lines.size() > 1) {
      lines = lines.subList(1, lines.size());
    }
    if (lines.isEmpty() || text.isBlank()) {
      return null;
    }
    List<String> last = lines.subList(Math.max(0, lines.size() - LINES), lines.size()).stream()
        .map(l -> l.length() > LINE_CHARS ? l.substring(0, LINE_CHARS - 3) + "..." : l).toList();
    return String.join("\n", last);
  }
}
