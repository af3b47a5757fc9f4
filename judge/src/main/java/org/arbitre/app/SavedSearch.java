package org.arbitre.app;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.arbitre.UserError;
import org.arbitre.solver.Progress;
import org.arbitre.solver.SearchRun;

/**
 * A search with its table of proven positions in a file: loaded before the search, saved after
 * it, also when it is stopped by the time budget or by SIGINT / SIGTERM (a shutdown hook stops the
 * search at its next tick, through {@code interrupt}, and waits for the save).
 */
public final class SavedSearch implements AutoCloseable {
  /**
   * How long a signalled JVM waits for the table to be saved before it exits anyway: df-pn's
   * numbers (--memory 4g: up to 64 million entries, 1.8 GB before gzip) take minutes on a loaded
   * machine. A save cut short leaves the old table whole (and FILE.tmp).
   */
  private static final long SAVE_WAIT_SECONDS = 300;

  private final SearchRun run;
  private final Path table;
  private final boolean hooked;
  private final Runnable interrupt;
  private final CountDownLatch done = new CountDownLatch(1);
  private Thread hook;
  private long loaded;
  private long loadedNumbers;
  private long saved = -1;

  /**
   * @param table the table file, or null for none
   * @param proofWanted a proof is to be written after the search (a signal then stops its writing)
   * @param interrupt stops the search, or the writing of its proof, at its next tick
   */
  public SavedSearch(SearchRun run, Path table, boolean proofWanted, Runnable interrupt) {
    this.run = run;
    this.table = table;
    this.hooked = table != null || proofWanted;
    this.interrupt = interrupt;
  }

  /** Runs {@code search} on the run, from the table file if there is one; saves the table whether it ends or stops. */
  public <T> T solve(Supplier<T> search) {
    if (table != null) {
      try {
        loaded = run.loadTable(table);
        loadedNumbers = run.tableNumbers();
      } catch (IOException e) {
        throw new UserError("cannot read the table " + table + ": " + e.getMessage());
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
    }
    if (hooked) {
      hook = new Thread(this::onSignal, "arbitre-solve-save-table");
      Runtime.getRuntime().addShutdownHook(hook);
    }
    try {
      T s = search.get();
      save();
      return s;
    } catch (Progress.Stopped stopped) {
      save();
      throw stopped;
    }
  }

  private void onSignal() {
    interrupt.run();
    try {
      done.await(SAVE_WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void save() {
    if (table == null) {
      return;
    }
    try {
      saved = run.saveTable(table);
    } catch (IOException e) {
      throw new UserError("cannot save the table " + table + ": " + why(e));
    }
  }

  /** Why a file could not be written, in a few words. */
  public static String why(IOException e) {
    return e instanceof NoSuchFileException ? "its folder does not exist" : e.getMessage();
  }

  public SearchRun searchRun() {
    return run;
  }

  /** The table file, or null. */
  public Path table() {
    return table;
  }

  /** Proven positions read from the table file. */
  public long loaded() {
    return loaded;
  }

  /** df-pn numbers read from the table file. */
  public long loadedNumbers() {
    return loadedNumbers;
  }

  /** Proven positions saved in the table file, -1 before the save. */
  public long saved() {
    return saved;
  }

  /** Lets a signalled JVM exit; drops the hook when the run ends normally. */
  @Override
  public void close() {
    done.countDown();
    if (hook != null) {
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running: it returns now that done is counted down
      }
    }
  }
}
