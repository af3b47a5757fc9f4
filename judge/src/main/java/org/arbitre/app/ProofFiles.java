package org.arbitre.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.UserError;
import org.arbitre.solver.ProofJoin;
import org.arbitre.solver.check.ProofChecker;

/**
 * The proof files of {@code solve}: checking one with the rules alone ({@code --check}) and
 * joining proofs after sibling moves into the proof one move earlier ({@code --join}). A file the
 * user got wrong is a {@link UserError}.
 */
public final class ProofFiles {
  private ProofFiles() {
  }

  /** What the checker said of a proof, and how long it took. */
  public record Checked(ProofChecker.Report report, long ms) {}

  /** What the joined proof holds, and how long the join took. */
  public record Joined(ProofJoin.Stats stats, long ms) {}

  /** Checks the proof in {@code file}; a malformed file is a user error, a wrong proof a report that is not ok. */
  public static Checked check(Path file) {
    long start = System.nanoTime();
    ProofChecker.Report r;
    try {
      r = ProofChecker.check(file);
    } catch (ProofChecker.Malformed e) {
      throw new UserError(e.getMessage());
    }
    return new Checked(r, (System.nanoTime() - start) / 1_000_000);
  }

  /** Joins {@code inputs} into {@code out}; proofs that do not join, or a file that cannot be written, are user errors. */
  public static Joined join(List<Path> inputs, Path out) {
    long start = System.nanoTime();
    ProofJoin.Stats s;
    try {
      s = ProofJoin.join(inputs, out);
    } catch (ProofJoin.Refused e) {
      throw new UserError(e.getMessage());
    } catch (NoSuchFileException e) {
      Path folder = out.toAbsolutePath().getParent();
      throw new UserError("cannot write " + out + ": " + (Files.isDirectory(folder)
          ? e.getMessage() : "no folder " + folder));
    } catch (IOException e) {
      throw new UserError("cannot write " + out + ": " + e.getMessage());
    }
    return new Joined(s, (System.nanoTime() - start) / 1_000_000);
  }
}
