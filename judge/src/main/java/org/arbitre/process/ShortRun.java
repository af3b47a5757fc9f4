package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A short tool run of the process layer itself (kill(1), the C compiler building the run
 * helper): started, waited for, killed if it hangs. Its output is discarded.
 */
final class ShortRun {
  private ShortRun() {}

  /** Whether {@code argv} exits 0 within {@code seconds} (in {@code dir}, null = here); false if it cannot start. */
  static boolean succeeds(Path dir, long seconds, List<String> argv) {
    try {
      ProcessBuilder pb = new ProcessBuilder(argv)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .redirectError(ProcessBuilder.Redirect.DISCARD);
      if (dir != null) {
        pb.directory(dir.toFile());
      }
      Process p = pb.start();
      if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return false;
      }
      return p.exitValue() == 0;
    } catch (IOException e) {
      return false; // no such program
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
