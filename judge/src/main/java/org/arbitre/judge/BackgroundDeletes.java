package org.arbitre.judge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Deletes a judge's used files on a thread of its own, off the path from one case to the next.
 * On a disk file system deleting a file that was just written frees its blocks in the journal
 * (and, mounted with {@code discard}, trims them): usually well under a millisecond, but a few
 * milliseconds now and then on a busy disk, three or four files a case. {@link #close} waits
 * until every file given is gone, so the caller can then delete their folder.
 */
final class BackgroundDeletes implements AutoCloseable {
  private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "arbitre-deletes");
    t.setDaemon(true);
    return t;
  });

  /** Deletes {@code file} soon (a file already gone is fine). */
  void delete(Path file) {
    thread.execute(() -> {
      try {
        Files.deleteIfExists(file);
      } catch (IOException e) {
        // left for the caller's deletion of the whole folder
      }
    });
  }

  /** Waits until every file given so far is deleted. */
  @Override
  public void close() {
    thread.shutdown();
    boolean interrupted = false;
    try {
      while (!thread.awaitTermination(1, TimeUnit.MINUTES)) {
        // a delete stuck for a minute: keep waiting, the folder must not be deleted under it
      }
    } catch (InterruptedException e) {
      interrupted = true;
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
