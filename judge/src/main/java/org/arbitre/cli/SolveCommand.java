package org.arbitre.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.arbitre.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code arbitre solve GAME}: the value of the empty board under best play, and a best move. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solve a small game: who wins the empty board with best play, and a best first move.",
      "--moves solves the position after those moves instead; --wins asks one player's win only.",
      "The value is first-player-win, draw or second-player-win; also the positions examined and",
      "the time. The search takes mnk up to 15x15, push up to 8x8, and finishes",
      "much less: mnk 7x7 k=5 in about a second, 8x7 k=5 in about a minute.",
      "A search past 5 s prints a progress line on stderr (--progress sets how often);",
      "--time-budget stops it.",
      "--proof writes a proof of the value that --check verifies apart from the search;",
      "--join makes one proof of proofs after sibling moves (e.g. each first move's);",
      "--table saves the proven positions when the run ends or is stopped (time budget,",
      "Ctrl-C), and a later run with the same --table resumes from them.",
      "",
      "Examples:  arbitre solve tictactoe",
      "           arbitre solve mnk --board 6x5 --k 4",
      "           arbitre solve mnk --board 7x7 --k 5 --time-budget 1min",
      "           arbitre solve push --board 4 --k 3 --json",
      "           arbitre solve mnk --board 7x7 --k 5 --moves '1 1 4 4'",
      "           arbitre solve mnk --board 8x8 --k 5 --moves '1 1' --wins 1 --time-budget 10min",
      "           arbitre solve mnk --board 7x7 --k 5 --proof 775.proof.gz",
      "           arbitre solve --check 775.proof.gz",
      "           arbitre solve --join first-*.proof.gz --proof 885.proof.gz",
      "           arbitre solve push --board 5 --k 4 --time-budget 30s --table push54.table",
      "           arbitre solve push --board 5 --k 4 --method dfpn",
      "           arbitre solve push --board 6 --k 5 --memory 3g --table p65.table"
    },
    footer = {"", "Exit codes: 0 solved (or --check: the proof is right), 1 the time budget spent",
        "or the run stopped (or --check: the proof is wrong), 2 bad input (a malformed proof file)."})
public final class SolveCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Mixin SolveOptions o;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (o.check != null) {
      if (o.join != null || o.name != null || o.board != null || o.k != null || o.proof != null || o.table != null
          || o.memory != null || o.moves != null || o.wins != null) {
        throw new UserError("--check FILE takes no GAME, --board, --k, --moves, --wins, --proof,"
            + " --join, --table nor --memory: the file names its game, its start and what it proves");
      }
      return SolveProofs.check(o.check, o.json, out);
    }
    if (o.join != null) {
      if (o.proof == null || o.name != null || o.board != null || o.k != null || o.table != null
          || o.memory != null || o.moves != null || o.wins != null) {
        throw new UserError("--join PROOF... needs --proof FILE (where to write the join) and takes"
            + " no GAME, --board, --k, --moves, --wins, --table nor --memory: the files name them");
      }
      return SolveProofs.join(o.join, o.proof, o.json, out);
    }
    if (o.name == null) {
      throw new UserError("solve needs a GAME (mnk, push or tictactoe), or --check FILE");
    }
    return new SolveGame(o, new SolveReport(o.json, out), spec.commandLine().getErr()).run();
  }
}
