package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arbitre.game.Game;
import org.arbitre.solver.Method;
import org.arbitre.solver.SearchRun;
import org.arbitre.solver.Solution;
import org.arbitre.tournament.Opening;

/** What {@code solve GAME} prints: the value or the answer, the positions, the time, the files (or JSON). */
final class SolveReport {
  private final boolean json;
  private final PrintWriter out;

  SolveReport(boolean json, PrintWriter out) {
    this.json = json;
    this.out = out;
  }

  void print(Game g, String what, Opening opening, Solution s, long ms, SolveFiles run) throws Exception {
    String move = s.bestMove() == null ? null : g.codec().format(s.bestMove());
    ObjectNode o = new ObjectMapper().createObjectNode();
    o.put("value", s.value().text());
    o.put("bestMove", move);
    report(g, opening, o, List.of(what + ": " + s.value().text(), (opening.none() ? "best first move: "
        : "best move of player " + opening.position(g).toMove().number() + ": ")
        + (move == null ? "none" : move)), s.positions(), s.method(), ms, run);
  }

  void answer(Game g, String what, Opening opening, SearchRun.Answer a, Method m, long ms,
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
}
