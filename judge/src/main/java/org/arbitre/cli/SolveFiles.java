package org.arbitre.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.arbitre.UserError;
import org.arbitre.solver.Progress;
import org.arbitre.solver.ProofWriter;
import org.arbitre.solver.SearchRun;
import org.arbitre.solver.Solution;

/**
 * The files of {@code solve}: the table of proven positions (loaded before the search, saved
 * after it, also when it is stopped by the time budget or by SIGINT / SIGTERM: a shutdown hook
 * stops the search at its next tick and waits for the save), the proof (a signal while it is
 * written stops it, leaving no file).
 */
final class SolveFiles implements AutoCloseable {
  /**
   * How long a signalled JVM waits for the table to be saved before it exits anyway: df-pn's
   * numbers (--memory 4g: up to 64 million entries, 1.8 GB before gzip) take minutes on a loaded
   * machine. A save cut short leaves the old table whole (and FILE.tmp).
   */
  private static final long SAVE_WAIT_SECONDS = 300;

  private final SearchRun run;
  private final Path table;
  private final boolean proofWanted;
  private volatile SolveProgress progress;
  private final CountDownLatch done = new CountDownLatch(1);
  private Thread hook;
  private long loaded;
  private long loadedNumbers;
  private long saved = -1;
  private Path proof;
  private ProofWriter.Stats proofStats;
  private long proofMs;

  SolveFiles(SearchRun run, Path table, boolean proofWanted, SolveProgress progress) {
    this.run = run;
    this.table = table;
    this.proofWanted = proofWanted;
    this.progress = progress;
    progress.note(run::progressNote);
  }

  /** Solves, from the table file if there is one; saves the table whether it ends or stops. */
  Solution solve() {
    return solve(() -> run.solve(progress));
  }

  /** Runs {@code search} on the run, from the table file if there is one; saves the table whether it ends or stops. */
  <T> T solve(java.util.function.Supplier<T> search) {
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
    if (table != null || proofWanted) {
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
    progress.interrupt();
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

  private static String why(IOException e) {
    return e instanceof java.nio.file.NoSuchFileException ? "its folder does not exist" : e.getMessage();
  }

  /** "; player 1 wins? root pn/dn ..." for a df-pn run, or nothing. */
  String searchNote() {
    String note = run.searchNote();
    return note.isEmpty() ? "" : "; " + note;
  }

  /**
   * "; 1234 proven positions saved in FILE" ("... and 5678 df-pn numbers saved ..." for df-pn),
   * or nothing without a table.
   */
  String savedNote() {
    return saved < 0 ? "" : "; " + saved + " proven positions" + numbersNote() + " saved in " + table;
  }

  private String numbersNote() {
    return run.tableNumbers() > 0 ? " and " + run.tableNumbers() + " df-pn numbers" : "";
  }

  /** What writes a proof: the value's or one answer's ({@link SearchRun#writeProof}). */
  interface ProofJob {
    ProofWriter.Stats write(org.arbitre.solver.Progress progress) throws IOException;
  }

  /** The run whose tables the proof reads. */
  SearchRun searchRun() {
    return run;
  }

  /**
   * Writes the proof, with its own progress lines; a signal stops it ({@link Progress.Stopped},
   * no file left).
   */
  void writeProof(Path file, ProofJob job) {
    long start = System.nanoTime();
    progress = progress.forProof();
    try {
      proofStats = job.write(progress);
    } catch (IOException e) {
      throw new UserError("cannot write the proof " + file + ": " + why(e));
    }
    proofMs = (System.nanoTime() - start) / 1_000_000;
    proof = file;
  }

  void text(PrintWriter out) {
    if (table != null) {
      String read = loadedNumbers > 0 ? " (and " + loadedNumbers + " df-pn numbers)" : "";
      out.println("table: " + loaded + " proven positions read" + read + ", " + saved
          + numbersNote() + " saved in " + table);
    }
    if (proof != null) {
      out.println("proof: " + proof + " (" + proofStats.nodes() + " nodes, "
          + proofStats.pairings() + " pairings, " + proofStats.bytes() + " bytes, written in "
          + proofMs + " ms)");
    }
  }

  void json(ObjectNode o) {
    if (table != null) {
      o.put("tableRead", loaded);
      o.put("tableSaved", saved);
      o.put("tableNumbersRead", loadedNumbers);
      o.put("tableNumbersSaved", run.tableNumbers());
    }
    if (proof != null) {
      ObjectNode p = o.putObject("proof");
      p.put("file", proof.toString());
      p.put("nodes", proofStats.nodes());
      p.put("pairings", proofStats.pairings());
      p.put("bytes", proofStats.bytes());
      p.put("ms", proofMs);
    }
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
