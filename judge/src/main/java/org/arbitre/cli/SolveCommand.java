package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.arbitre.Units;
import org.arbitre.UserError;
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
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
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
      "A search past 5 s prints a progress line on stderr; --time-budget stops it.",
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

  // GameOptions' GAME is required; here --check needs none.
  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME",
      description = "mnk (k in a row), push (stones enter from a side) or tictactoe (mnk 3x3, k 3).")
  String name;

  @Option(names = "--board", paramLabel = "WxH",
      description = "Board size, e.g. 7x7, or 5 for a square (default: mnk 20x20, push 15, tictactoe 3x3).")
  String board;

  @Option(names = "--k", paramLabel = "K", description = "Stones in a row to win (default: mnk 6, push 5, tictactoe 3).")
  Integer k;

  @Option(names = "--method", paramLabel = "METHOD", defaultValue = "auto",
      description = "attractor (dense retrograde table, up to 16 cells), search (alpha-beta: mnk up"
          + " to 15x15, push up to 8x8), dfpn (proof-number search, the same boards and rules)"
          + " or auto (default: the attractor up to 12 cells, then the search, dfpn for push"
          + " from 5x5; with --proof or --table, the search or dfpn)")
  String method;

  @Option(names = "--time-budget", paramLabel = "TIME", converter = DurationConverter.class,
      description = "Stop the search after TIME (e.g. 30s, 10min) with no value: exit code 1."
          + " (default: no limit)")
  Duration timeBudget;

  @Option(names = "--proof", paramLabel = "FILE",
      description = "Write a proof of the value to FILE (gzip if it ends in .gz), for --check."
          + " (default: none)")
  Path proof;

  @Option(names = "--check", paramLabel = "FILE",
      description = "Check the proof in FILE with the rules alone (no GAME): 'proof ok: ...' and"
          + " exit 0, or what is wrong and where, exit 1. (default: solve GAME)")
  Path check;

  @Option(names = "--join", arity = "1..*", paramLabel = "PROOF",
      description = "Join proofs of one claim after sibling moves (each from --moves M --wins P"
          + " --proof) into the proof one move earlier, written to --proof FILE: the ten first"
          + " moves of mnk 8x8 k=5 not winning for player 1 make the empty board's draw. Nothing"
          + " is trusted: --check the result. (default: none)")
  java.util.List<Path> join;

  @Option(names = "--table", paramLabel = "FILE",
      description = "Start from the proven positions saved in FILE, if it exists, and save them"
          + " there when the run ends or is stopped (time budget, Ctrl-C). (default: none)")
  Path table;

  @Option(names = "--memory", paramLabel = "SIZE",
      description = "Memory for the search's tables, e.g. 4g: df-pn's tables of numbers get what"
          + " the proven positions leave, the alpha-beta's tables of proven positions all of it"
          + " (a larger table loses less of a long run); needs a JVM"
          + " heap above it (ARBITRE_JAVA_OPTS=-Xmx...). (default: as the board needs, about"
          + " 1.2 GB at most: push 6x6)")
  String memory;

  @Option(names = "--moves", paramLabel = "MOVES",
      description = "Solve the position after MOVES, played from the empty board in the game's"
          + " wire format, player 1's first: '4 4 5 5' (mnk: x y, 1-based), '3H 3B' (push);"
          + " commas may separate them. The value stays the game's (first-player-win, draw,"
          + " second-player-win); the best move is the side to move's; a proof names the moves."
          + " (default: the empty board)")
  String moves;

  @Option(names = "--wins", paramLabel = "PLAYER",
      description = "Answer only whether PLAYER (1 or 2) forces a win: one search where the value"
          + " may take two (a 'no' does not tell a draw from a loss); with a win and PLAYER to"
          + " move, a winning move; --proof proves that answer. (default: the value)")
  Integer wins;

  @Option(names = "--json", description = "Print one JSON object (default: lines of text).")
  boolean json;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (check != null) {
      if (join != null || name != null || board != null || k != null || proof != null || table != null
          || memory != null || moves != null || wins != null) {
        throw new UserError("--check FILE takes no GAME, --board, --k, --moves, --wins, --proof,"
            + " --join, --table nor --memory: the file names its game, its start and what it proves");
      }
      return SolveFiles.check(check, json, out);
    }
    if (join != null) {
      if (proof == null || name != null || board != null || k != null || table != null
          || memory != null || moves != null || wins != null) {
        throw new UserError("--join PROOF... needs --proof FILE (where to write the join) and takes"
            + " no GAME, --board, --k, --moves, --wins, --table nor --memory: the files name them");
      }
      return SolveFiles.join(join, proof, json, out);
    }
    if (name == null) {
      throw new UserError("solve needs a GAME (mnk, push or tictactoe), or --check FILE");
    }
    Game g = Games.create(name, board, k);
    Method m = parseMethod(method);
    Opening opening = moves == null ? Opening.NONE : Openings.sequence(moves.replace(',', ' '), "--moves", g);
    if (wins != null && wins != 1 && wins != 2) {
      throw new UserError("--wins takes a player: 1 or 2, not " + wins);
    }
    Position position = opening.position(g);
    String what = g.describe() + (opening.none() ? "" : " after " + opening.text());
    boolean files = proof != null || table != null;
    if (files && m == Method.ATTRACTOR) {
      throw new UserError("--proof and --table need the search (--method search, dfpn or auto)");
    }
    long memoryBytes = memory == null ? 0 : Units.bytes(memory);
    long start = System.nanoTime();
    SolveProgress progress = new SolveProgress(spec.commandLine().getErr(), start, timeBudget);
    Solution s;
    SolveFiles run = null;
    try {
      Method resolved = Solver.resolve(m, g);
      if (memoryBytes > 0 && resolved == Method.ATTRACTOR) {
        throw new UserError("--memory is for the search (--method search, dfpn or auto past 12"
            + " cells); the attractor's table is the board's size");
      }
      if (files || resolved == Method.SEARCH || resolved == Method.DFPN) {
        SearchRun searchRun = searchRun(g, opening, resolved == Method.DFPN ? Method.DFPN : Method.SEARCH);
        if (wins != null) {
          searchRun.only(Side.of(wins));
        }
        long tables = memoryBytes > 0 ? searchRun.limitMemory(memoryBytes) : searchRun.memory();
        long room = SearchRun.heapRoom();
        if (memoryBytes > 0 && tables > room) {
          throw tooLarge(tables, room);
        }
        try {
          searchRun.allocate();
        } catch (OutOfMemoryError e) {
          throw tooLarge(tables, room);
        }
        progress.first("tables " + mb(tables));
        run = new SolveFiles(searchRun, table, proof != null, progress);
        if (wins != null) {
          SearchRun.Answer a = run.solve(() -> searchRun.wins(Side.of(wins), progress));
          progress.end();
          long ms = (System.nanoTime() - start) / 1_000_000;
          String said = "player " + wins + (a.wins() ? " wins" : " does not win");
          if (proof != null && !writeProof(what, said, run, p -> searchRun.writeProof(a, proof, p))) {
            return ExitCodes.FAILED;
          }
          answer(g, what, opening, a, resolved, ms, run);
          return ExitCodes.OK;
        }
        s = run.solve();
      } else {
        s = attractor(g, position, m, progress);
        if (wins != null) {
          progress.end();
          answer(g, what, opening, Solver.answer(s, position, Side.of(wins)), resolved,
              (System.nanoTime() - start) / 1_000_000, null);
          return ExitCodes.OK;
        }
      }
      progress.end();
      long ms = (System.nanoTime() - start) / 1_000_000;
      Value value = s.value();
      SearchRun proven = run == null ? null : run.searchRun();
      if (proof != null && !writeProof(what, value.text(), run, p -> proven.writeProof(value, proof, p))) {
        return ExitCodes.FAILED;
      }
      print(g, what, opening, s, ms, run);
      return ExitCodes.OK;
    } catch (Progress.Stopped stopped) {
      progress.end();
      spec.commandLine().getErr().println("solve: " + what + ": "
          + (progress.interrupted() ? "interrupted" : "the time budget of "
              + SolveProgress.time(timeBudget.toNanos()) + " is spent")
          + " after " + stopped.positions() + " positions; the " + (wins == null ? "value" : "answer") + " is unknown"
          + (run == null ? "" : run.savedNote() + run.searchNote()));
      spec.commandLine().getErr().flush();
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
      run.writeProof(proof, job);
      return true;
    } catch (Progress.Stopped stopped) {
      spec.commandLine().getErr().println("solve: " + what + ": " + said
          + ", but interrupted after writing " + stopped.positions() + " nodes of its proof;"
          + " no proof written" + run.savedNote());
      spec.commandLine().getErr().flush();
      return false;
    }
  }

  private static Solution attractor(Game g, Position position, Method m, SolveProgress progress) {
    try {
      return Solver.solve(g, position, m, progress);
    } catch (IllegalArgumentException tooLarge) {
      throw new UserError(tooLarge.getMessage());
    }
  }

  private static SearchRun searchRun(Game g, Opening opening, Method m) {
    try {
      return SearchRun.after(g, opening.moves(), m);
    } catch (IllegalArgumentException tooLarge) {
      throw new UserError(tooLarge.getMessage());
    }
  }

  private void print(Game g, String what, Opening opening, Solution s, long ms, SolveFiles run) throws Exception {
    String move = s.bestMove() == null ? null : g.codec().format(s.bestMove());
    ObjectNode o = new ObjectMapper().createObjectNode();
    o.put("value", s.value().text());
    o.put("bestMove", move);
    report(g, opening, o, List.of(what + ": " + s.value().text(), (opening.none() ? "best first move: "
        : "best move of player " + opening.position(g).toMove().number() + ": ")
        + (move == null ? "none" : move)), s.positions(), s.method(), ms, run);
  }

  private void answer(Game g, String what, Opening opening, SearchRun.Answer a, Method m, long ms,
      SolveFiles run) throws Exception {
    String move = a.move() == null ? null : g.codec().format(a.move());
    int player = a.player().number();
    ObjectNode o = new ObjectMapper().createObjectNode();
    o.put("question", "player " + player + " wins");
    o.put("wins", a.wins());
    o.put("winningMove", move);
    List<String> head = new ArrayList<>();
    head.add(what + ": player " + player + (a.wins() ? " forces a win" : " does not force a win"));
    if (move != null) {
      head.add("winning move: " + move);
    }
    report(g, opening, o, head, a.positions(), m, ms, run);
  }

  /** The lines of text after {@code head}, or the JSON object {@code o} completed: what every solve reports. */
  private void report(Game g, Opening opening, ObjectNode o, List<String> head, long positions, Method m,
      long ms, SolveFiles run) throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    String methodName = m.name().toLowerCase(Locale.ROOT);
    if (json) {
      o.put("positions", positions);
      o.put("ms", ms);
      o.put("game", g.describe());
      if (!opening.none()) {
        o.put("moves", opening.text());
        o.put("toMove", opening.position(g).toMove().number());
      }
      o.put("method", methodName);
      if (run != null) {
        run.json(o);
      }
      out.println(new ObjectMapper().writeValueAsString(o));
    } else {
      head.forEach(out::println);
      out.println("positions examined: " + positions + " (" + methodName + ")");
      out.println("time: " + ms + " ms");
      if (run != null) {
        run.text(out);
      }
    }
    out.flush();
  }

  /** The tables of a run do not fit in the JVM's heap: what to give it instead. */
  private UserError tooLarge(long tables, long room) {
    return new UserError((memory == null ? "the search" : "--memory " + memory) + ": the tables"
        + " would take " + mb(tables) + " where this JVM's heap has room for " + mb(Math.max(0, room))
        + "; give the JVM more, e.g. ARBITRE_JAVA_OPTS='-Xmx" + ((tables + (tables >> 3)) / (1L << 30) + 2)
        + "g -Xmn256m' (a small young generation leaves the tables the rest)"
        + (memory == null ? ", or the search less with --memory" : ""));
  }

  /** "1,240 MB". */
  static String mb(long bytes) {
    return String.format(Locale.ROOT, "%,d MB", bytes >> 20);
  }

  private static Method parseMethod(String text) {
    try {
      return Method.valueOf(text.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UserError("unknown method '" + text + "' (attractor, search, dfpn or auto)");
    }
  }
}
