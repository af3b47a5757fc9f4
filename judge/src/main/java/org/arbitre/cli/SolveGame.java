package org.arbitre.cli;

import java.io.PrintWriter;
import org.arbitre.Units;
import org.arbitre.UserError;
import org.arbitre.app.Solving;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.game.Position;
import org.arbitre.game.Side;
import org.arbitre.solver.Method;
import org.arbitre.solver.Progress;
import org.arbitre.solver.SearchRun;
import org.arbitre.solver.Solution;
import org.arbitre.solver.Solver;
import org.arbitre.solver.Value;
import org.arbitre.tournament.Opening;
import org.arbitre.tournament.Openings;

/** {@code solve GAME}: the value (or one player's win) of a position, with its table and proof files. */
final class SolveGame {
  private final SolveOptions o;
  private final SolveReport report;
  private final PrintWriter err;

  SolveGame(SolveOptions o, SolveReport report, PrintWriter err) {
    this.o = o;
    this.report = report;
    this.err = err;
  }

  int run() throws Exception {
    Game g = Games.create(o.name, o.board, o.k);
    Method m = Solving.method(o.method);
    Opening opening = o.moves == null ? Opening.NONE : Openings.sequence(o.moves.replace(',', ' '), "--moves", g);
    if (o.wins != null && o.wins != 1 && o.wins != 2) {
      throw new UserError("--wins takes a player: 1 or 2, not " + o.wins);
    }
    Position position = opening.position(g);
    String what = g.describe() + (opening.none() ? "" : " after " + opening.text());
    boolean files = o.proof != null || o.table != null;
    if (files && m == Method.ATTRACTOR) {
      throw new UserError("--proof and --table need the search (--method search, dfpn or auto)");
    }
    long memoryBytes = o.memory == null ? 0 : Units.bytes(o.memory);
    long start = System.nanoTime();
    SolveProgress progress = new SolveProgress(err, start, o.timeBudget, o.progress);
    Solution s;
    SolveFiles run = null;
    try {
      Method resolved = Solver.resolve(m, g);
      if (memoryBytes > 0 && resolved == Method.ATTRACTOR) {
        throw new UserError("--memory is for the search (--method search, dfpn or auto past 12"
            + " cells); the attractor's table is the board's size");
      }
      if (files || resolved == Method.SEARCH || resolved == Method.DFPN) {
        SearchRun searchRun = Solving.searchRun(g, opening, resolved == Method.DFPN ? Method.DFPN : Method.SEARCH);
        if (o.wins != null) {
          searchRun.only(Side.of(o.wins));
        }
        long tables = Solving.allocate(searchRun, memoryBytes, o.memory);
        progress.first("tables " + Solving.mb(tables));
        run = new SolveFiles(searchRun, o.table, o.proof != null, progress);
        if (o.wins != null) {
          SearchRun.Answer a = run.solve(() -> searchRun.wins(Side.of(o.wins), progress));
          progress.end();
          long ms = (System.nanoTime() - start) / 1_000_000;
          String said = "player " + o.wins + (a.wins() ? " wins" : " does not win");
          if (o.proof != null && !writeProof(what, said, run, p -> searchRun.writeProof(a, o.proof, p))) {
            return ExitCodes.FAILED;
          }
          report.answer(g, what, opening, a, resolved, ms, run);
          return ExitCodes.OK;
        }
        s = run.solve();
      } else {
        s = Solving.attractor(g, position, m, progress);
        if (o.wins != null) {
          progress.end();
          report.answer(g, what, opening, Solver.answer(s, position, Side.of(o.wins)), resolved,
              (System.nanoTime() - start) / 1_000_000, null);
          return ExitCodes.OK;
        }
      }
      progress.end();
      long ms = (System.nanoTime() - start) / 1_000_000;
      Value value = s.value();
      SearchRun proven = run == null ? null : run.searchRun();
      if (o.proof != null && !writeProof(what, value.text(), run, p -> proven.writeProof(value, o.proof, p))) {
        return ExitCodes.FAILED;
      }
      report.print(g, what, opening, s, ms, run);
      return ExitCodes.OK;
    } catch (Progress.Stopped stopped) {
      progress.end();
      err.println("solve: " + what + ": "
          + (progress.interrupted() ? "interrupted" : "the time budget of "
              + SolveProgress.time(o.timeBudget.toNanos()) + " is spent")
          + " after " + stopped.positions() + " positions; the " + (o.wins == null ? "value" : "answer") + " is unknown"
          + (run == null ? "" : run.savedNote() + run.searchNote()));
      err.flush();
      return ExitCodes.FAILED;
    } finally {
      if (run != null) {
        run.close();
      }
    }
  }

  /** False when a signal stopped the writing (said in one line). */
  private boolean writeProof(String what, String said, SolveFiles run, SolveFiles.ProofJob job) {
    try {
      run.writeProof(o.proof, job);
      return true;
    } catch (Progress.Stopped stopped) {
      err.println("solve: " + what + ": " + said
          + ", but interrupted after writing " + stopped.positions() + " nodes of its proof;"
          + " no proof written" + run.savedNote());
      err.flush();
      return false;
    }
  }
}
