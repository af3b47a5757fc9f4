package org.arbitre.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbitre.game.Game;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.Score;
import org.arbitre.referee.TimeControl;

/** What {@code arbitre match} prints: each game (board, moves, slowest moves, result), the score, or JSON. */
final class MatchReport {

  /** One game in the summary (and in the JSON output). */
  record GameLine(int game, String player1, String player2, String result, int winner,
      String reason, String words, int moves, Map<String, Long> slowestMs,
      Map<String, Long> peakHeapKb, Map<String, Long> peakRssKb, Map<String, String> stderr, String record) {

    static GameLine of(int g, GameRecord r, Path file) {
      Map<String, Long> slowest = new LinkedHashMap<>();
      Map<String, Long> heap = new LinkedHashMap<>();
      Map<String, Long> rss = new LinkedHashMap<>();
      Map<String, String> stderr = new LinkedHashMap<>();
      for (GameRecord.Player p : r.players()) {
        slowest.put("player" + p.player(), r.slowestMs(p.player()));
        heap.put("player" + p.player(), p.peakHeapKb());
        rss.put("player" + p.player(), p.peakRssKb());
        stderr.put("player" + p.player(), p.stderr());
      }
      return new GameLine(g, r.players().get(0).name(), r.players().get(1).name(),
          r.result().code(), r.result().winner(), r.result().reason(), r.result().words(),
          r.moves().size(), slowest, heap, rss, stderr, file == null ? null : file.toString());
    }
  }

  private final Game game;
  private final TimeControl clock;
  private final PrintWriter out;
  private final String sandbox;

  /** {@code sandbox}: how the bots are isolated ("bubblewrap+cgroup-v2-pids-memory", "none"). */
  MatchReport(Game game, TimeControl clock, PrintWriter out, String sandbox) {
    this.game = game;
    this.clock = clock;
    this.out = out;
    this.sandbox = sandbox;
  }

  void printGame(GameLine line, GameRecord r, boolean board) {
    if (board) {
      out.printf("%s, %d ms per move, sandbox %s%n", game.describe(), clock.perMove().toMillis(), sandbox);
      for (GameRecord.Player p : r.players()) {
        out.printf("player %d (%s): %s%s%n", p.player(), p.player() == 1 ? "X" : "O", p.name(),
            p.stderr() == null ? "" : "   stderr: " + relative(p.stderr()));
      }
      out.println();
      r.finalBoard().forEach(out::println);
      out.println();
      out.printf("%d moves; slowest move: player 1 %d ms, player 2 %d ms%n", line.moves(),
          line.slowestMs().get("player1"), line.slowestMs().get("player2"));
      out.printf("peak memory: player 1 %s, player 2 %s%n", memory(r.players().get(0)), memory(r.players().get(1)));
      out.printf("result: %s, %s%n", line.result(), line.words());
      if (line.record() != null) {
        out.println("record: " + line.record());
      }
    } else {
      out.printf("game %d: %s (X) vs %s (O): %s in %d moves, slowest %d/%d ms: %s%n", line.game(),
          line.player1(), line.player2(), line.result(), line.moves(),
          line.slowestMs().get("player1"), line.slowestMs().get("player2"), line.words());
    }
    out.flush();
  }

  void printScore(Score score) {
    out.println();
    out.printf("%-30s %5s %5s %6s   %-12s %-12s%n", "score (W-D-L)", "wins", "draws", "losses",
        "as player 1", "as player 2");
    for (Score.BotScore s : score.lines()) {
      out.printf("%-30s %5d %5d %6d   %-12s %-12s%n", abbreviate(s.name()), s.total().wins(),
          s.total().draws(), s.total().losses(), s.asPlayer1(), s.asPlayer2());
    }
    out.println("(a double victory counts as a draw for both) · sandbox " + sandbox);
  }

  void printJson(List<GameLine> lines, Score score, long cpuMs, long wallMs)
      throws JsonProcessingException {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("game", game.name());
    root.put("width", game.width());
    root.put("height", game.height());
    root.put("k", game.k());
    root.put("timePerMoveMs", clock.perMove().toMillis());
    root.put("games", lines);
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("bot1", score.lines().get(0));
    s.put("bot2", score.lines().get(1));
    root.put("score", s);
    root.put("sandbox", sandbox);
    root.put("refereeCpuMs", cpuMs);
    root.put("wallMs", wallMs);
    out.println(GameRecord.json().writeValueAsString(root));
  }

  /** "2.1 MiB heap, 37.5 MiB resident", "812 KiB resident", "-" for a person. */
  private static String memory(GameRecord.Player p) {
    if (p.peakRssKb() < 0) {
      return "-";
    }
    return (p.peakHeapKb() >= 0 ? org.arbitre.Units.kib(p.peakHeapKb()) + " heap, " : "")
        + org.arbitre.Units.kib(p.peakRssKb()) + " resident";
  }

  /** CPU time (user + sys) of this JVM so far, children excluded. */
  static long ownCpuMs() {
    return ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(0L);
  }

  private static String relative(String path) {
    Path p = Path.of(path);
    Path cwd = Path.of("").toAbsolutePath();
    return p.startsWith(cwd) ? cwd.relativize(p).toString() : path;
  }

  private static String abbreviate(String s) {
    return s.length() <= 30 ? s : "..." + s.substring(s.length() - 27);
  }
}
