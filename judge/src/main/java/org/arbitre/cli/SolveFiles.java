package org.arbitre.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.arbitre.UserError;
import org.arbitre.app.SavedSearch;
import org.arbitre.solver.Progress;
import org.arbitre.solver.ProofWriter;
import org.arbitre.solver.SearchRun;
import org.arbitre.solver.Solution;

/**
 * The files of {@code solve}: the table of proven positions ({@link SavedSearch}: loaded before
 * the search, saved after it, also when it is stopped), the proof (a signal while it is written
 * stops it, leaving no file), and what is said of them.
 */
final class SolveFiles implements AutoCloseable {
  private final SearchRun run;
  private final Path table;
  private final SavedSearch saved;
  private volatile SolveProgress progress;
  private Path proof;
  private ProofWriter.Stats proofStats;
  private long proofMs;

  SolveFiles(SearchRun run, Path table, boolean proofWanted, SolveProgress progress) {
    this.run = run;
    this.table = table;
    this.progress = progress;
    this.saved = new SavedSearch(run, table, proofWanted, () -> this.progress.interrupt());
    progress.note(run::progressNote);
  }

  /** Solves, from the table file if there is one; saves the table whether it ends or stops. */
  Solution solve() {
    return solve(() -> run.solve(progress));
  }

  /** Runs {@code search} on the run, from the table file if there is one; saves the table whether it ends or stops. */
  <T> T solve(java.util.function.Supplier<T> search) {
    return saved.solve(search);
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
    return saved.saved() < 0 ? "" : "; " + saved.saved() + " proven positions" + numbersNote() + " saved in " + table;
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
      throw new UserError("cannot write the proof " + file + ": " + SavedSearch.why(e));
    }
    proofMs = (System.nanoTime() - start) / 1_000_000;
    proof = file;
  }

  void text(PrintWriter out) {
    if (table != null) {
      String read = saved.loadedNumbers() > 0 ? " (and " + saved.loadedNumbers() + " df-pn numbers)" : "";
      out.println("table: " + saved.loaded() + " proven positions read" + read + ", " + saved.saved()
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
      o.put("tableRead", saved.loaded());
      o.put("tableSaved", saved.saved());
      o.put("tableNumbersRead", saved.loadedNumbers());
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
    saved.close();
  }
}
