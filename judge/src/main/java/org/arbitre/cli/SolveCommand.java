package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.solver.Method;
import org.arbitre.solver.Progress;
import org.arbitre.solver.Solution;
import org.arbitre.solver.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code arbitre solve GAME}: the value of the empty board under best play, and a best move. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solve a small game: who wins the empty board with best play, and a best first move.",
      "The value is first-player-win, draw or second-player-win; also the positions examined and",
      "the time. The search takes mnk up to 15x15, push up to 8x8, and finishes",
      "much less: mnk 7x7 k=5 in about a second, 8x7 k=5 in about a minute.",
      "A search past 5 s prints a progress line on stderr; --time-budget stops it.",
      "",
      "Examples:  arbitre solve tictactoe",
      "           arbitre solve mnk --board 6x5 --k 4",
      "           arbitre solve mnk --board 7x7 --k 5 --time-budget 1m",
      "           arbitre solve push --board 4 --k 3 --json"
    })
public final class SolveCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Mixin GameOptions gameOptions;

  @Option(names = "--method", paramLabel = "METHOD", defaultValue = "auto",
      description = "attractor (dense retrograde table, up to 16 cells), search (mnk up to 15x15,"
          + " push up to 8x8) or auto (default: the attractor up to 12 cells, the search beyond)")
  String method;

  @Option(names = "--time-budget", paramLabel = "TIME", converter = DurationConverter.class,
      description = "Stop the search after TIME (e.g. 30s, 10m) with no value: exit code 1."
          + " (default: no limit)")
  Duration timeBudget;

  @Option(names = "--json", description = "Print one JSON object (default: lines of text).")
  boolean json;

  @Override
  public Integer call() throws Exception {
    Game g = gameOptions.create();
    Method m = parseMethod(method);
    long start = System.nanoTime();
    SolveProgress progress = new SolveProgress(spec.commandLine().getErr(), start, timeBudget);
    Solution s;
    try {
      s = Solver.solve(g, m, progress);
    } catch (IllegalArgumentException tooLarge) {
      throw new UserError(tooLarge.getMessage());
    } catch (Progress.Stopped stopped) {
      progress.end();
      spec.commandLine().getErr().println("solve: " + g.describe() + ": the time budget of "
          + SolveProgress.seconds(timeBudget.toNanos()) + " is spent after " + stopped.positions()
          + " positions; the value is unknown");
      spec.commandLine().getErr().flush();
      return ExitCodes.FAILED;
    }
    progress.end();
    long ms = (System.nanoTime() - start) / 1_000_000;
    String move = s.bestMove() == null ? null : g.codec().format(s.bestMove());
    String methodName = s.method().name().toLowerCase(Locale.ROOT);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      ObjectMapper mapper = new ObjectMapper();
      ObjectNode o = mapper.createObjectNode();
      o.put("value", s.value().text());
      o.put("bestMove", move);
      o.put("positions", s.positions());
      o.put("ms", ms);
      o.put("game", g.describe());
      o.put("method", methodName);
      out.println(mapper.writeValueAsString(o));
    } else {
      out.println(g.describe() + ": " + s.value().text());
      out.println("best first move: " + (move == null ? "none" : move));
      out.println("positions examined: " + s.positions() + " (" + methodName + ")");
      out.println("time: " + ms + " ms");
    }
    out.flush();
    return ExitCodes.OK;
  }

  private static Method parseMethod(String text) {
    try {
      return Method.valueOf(text.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UserError("unknown method '" + text + "' (attractor, search or auto)");
    }
  }
}
