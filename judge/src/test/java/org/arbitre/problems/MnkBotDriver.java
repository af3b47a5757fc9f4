package org.arbitre.problems;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Drives problems/mnk-bot through its public entry points only ({@code Main.analyse} and
 * {@code Main.report}, documented in its source), and plays the games the tests replay to it:
 * greedy (problems/mnk-greedy) against a style of the field (judge/src/test/resources/bots/mnk-field,
 * players written apart from the bot, used here as the reference for what a style plays and how it
 * scores a cell). Cells are y * 20 + x, 0-based, on 20 x 20 unless said otherwise.
 */
final class MnkBotDriver {
  static final SingleFile BOT = SingleFile.problem("mnk-bot");

  private MnkBotDriver() {}

  /** The bot's move {x, y} (1-based) for side on the board rows ('.', 'X', 'O'). */
  static int[] analyse(int w, int h, int k, String[] rows, int side, long ms) {
    return (int[]) BOT.call("analyse",
        new Class<?>[] {int.class, int.class, int.class, String[].class, int.class, long.class},
        w, h, k, rows, side, ms);
  }

  /** The report's lines by their first word (the rest of the line as the value). */
  static Map<String, String> report(int w, int me, int opening, List<Integer> cells, long ms, String model) {
    return report(w, w, w == 20 ? 6 : 5, me, opening, cells, ms, model);
  }

  static Map<String, String> report(int w, int h, int k, int me, int opening, List<Integer> cells, long ms,
      String model) {
    StringBuilder moves = new StringBuilder();
    for (int c : cells) {
      moves.append(c % w + 1).append(',').append(c / w + 1).append(' ');
    }
    String text = (String) BOT.call("report", new Class<?>[] {int.class, int.class, int.class, int.class,
        int.class, String.class, long.class, String.class}, w, h, k, me, opening, moves.toString(), ms, model);
    Map<String, String> lines = new HashMap<>();
    for (String line : text.split("\n")) {
      int space = line.indexOf(' ');
      lines.put(space < 0 ? line : line.substring(0, space), space < 0 ? "" : line.substring(space + 1));
    }
    return lines;
  }

  /** The {@code model} line of a report, as name, value pairs. */
  static Map<String, String> model(Map<String, String> report) {
    String[] t = report.get("model").split(" ");
    Map<String, String> m = new HashMap<>();
    for (int i = 0; i + 1 < t.length; i += 2) {
      m.put(t[i], t[i + 1]);
    }
    return m;
  }

  /** Cells of a report's list of x,y tokens (replies, plan). */
  static List<Integer> cells(String xys, int w) {
    List<Integer> cells = new ArrayList<>();
    for (String t : xys.trim().split(" ")) {
      if (!t.isEmpty()) {
        String[] xy = t.split(",");
        cells.add((Integer.parseInt(xy[1]) - 1) * w + Integer.parseInt(xy[0]) - 1);
      }
    }
    return cells;
  }

  // ---- the players of the games: greedy and the field's styles ----

  /** The field's code with its style set (its state is static: callers hold the class lock). */
  static SingleFile field(String style) {
    SingleFile field = SingleFile.of(Path.of(System.getProperty("arbitre.root", "."))
        .resolve("judge/src/test/resources/bots/mnk-field/Main.java"));
    field.set(null, "STYLE", style);
    field.set(null, "W", 20);
    field.set(null, "H", 20);
    field.set(null, "K", 6);
    return field;
  }

  static void seedField(String style, long seed) {
    ((Random) field(style).get(null, "RANDOM")).setSeed(seed);
  }

  static void seedGreedy(long seed) {
    ((Random) SingleFile.problem("mnk-greedy").get(null, "RANDOM")).setSeed(seed);
  }

  /** problems/mnk-greedy's own choice for me on a W x H board. */
  static synchronized int greedyChoice(int[] board, int me, int w, int h, int k) {
    SingleFile greedy = SingleFile.problem("mnk-greedy");
    greedy.set(null, "WIDTH", w);
    greedy.set(null, "HEIGHT", h);
    greedy.set(null, "K", k);
    greedy.set(null, "board", board.clone());
    return greedy.callInt("choose", me);
  }

  /** The field's score of cell c for me (its own code). */
  static double fieldScore(SingleFile field, int[] board, int c, int me) {
    field.set(null, "board", board.clone());
    return (Double) field.call("windows", new Class<?>[] {int.class, int.class}, c, me);
  }

  static boolean fieldWins(SingleFile field, int[] board, int c, int who) {
    field.set(null, "board", board.clone());
    return (Boolean) field.call("wins", new Class<?>[] {int.class, int.class}, c, who);
  }

  static int fieldChoice(SingleFile field, int[] board, int me) {
    field.set(null, "board", board.clone());
    return field.callInt("choose", me);
  }

  /** What a test does at one move of a game: after X's i-th move, O about to play o; false stops. */
  interface Ply {
    boolean at(int i, List<Integer> moves, int[] board, int o);
  }

  /**
   * A game on 20 x 20 of greedy (X, from the centre) against O: the field's style, or greedy when
   * style is "greedy", except O's moves i of own. Returns the moves, X first.
   */
  static List<Integer> game(String style, int oMoves, Map<Integer, Integer> own, Ply ply) {
    return game(20, 20, 6, style, oMoves, own, ply);
  }

  static List<Integer> game(int w, int h, int k, String style, int oMoves, Map<Integer, Integer> own, Ply ply) {
    synchronized (MnkBotDriver.class) {
      SingleFile field = style.equals("greedy") ? null : field(style);
      int[] board = new int[w * h];
      List<Integer> moves = new ArrayList<>();
      for (int i = 0; i < oMoves; i++) {
        int x = i == 0 ? (h / 2) * w + w / 2 : greedyChoice(board, 1, w, h, k);
        moves.add(x);
        board[x] = 1;
        int o = own.containsKey(i) ? own.get(i)
            : field == null ? greedyChoice(board, 2, w, h, k) : fieldChoice(field, board, 2);
        if (!ply.at(i, moves, board, o)) {
          break;
        }
        moves.add(o);
        board[o] = 2;
      }
      return moves;
    }
  }

  static List<Integer> game(String style, int oMoves) {
    return game(style, oMoves, Map.of(), (i, m, b, o) -> true);
  }

  /** The board of a list of moves, player 1 first. */
  static int[] board(List<Integer> moves, int n) {
    int[] board = new int[n];
    for (int i = 0; i < moves.size(); i++) {
      board[moves.get(i)] = i % 2 + 1;
    }
    return board;
  }

  // ---- an independent reference on 20 x 20, k = 6 ----

  /** The cells where who completes six (k in a row). */
  static List<Integer> sixes(int[] board, int who) {
    List<Integer> cells = new ArrayList<>();
    for (int c = 0; c < 400; c++) {
      if (board[c] != 0) {
        continue;
      }
      int x = c % 20;
      int y = c / 20;
      for (int[] d : new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
        int run = 1;
        for (int s = -1; s <= 1; s += 2) {
          int cx = x + s * d[0];
          int cy = y + s * d[1];
          while (cx >= 0 && cx < 20 && cy >= 0 && cy < 20 && board[cy * 20 + cx] == who) {
            run++;
            cx += s * d[0];
            cy += s * d[1];
          }
        }
        if (run >= 6) {
          cells.add(c);
          break;
        }
      }
    }
    return cells;
  }

  /**
   * Brute force, written apart from the bot: who (to move) wins by continuous fives within depth
   * own moves: some cell gives it two cells that complete six, or one, which the other side must
   * take (when it has no six of its own to complete), and so on. Every empty cell is tried.
   */
  static boolean winsByFives(int[] board, int who, int depth) {
    if (!sixes(board, who).isEmpty()) {
      return true;
    }
    List<Integer> theirs = sixes(board, 3 - who);
    if (theirs.size() >= 2 || depth == 0) {
      return false;
    }
    for (int c = 0; c < 400; c++) {
      if (board[c] != 0 || (!theirs.isEmpty() && c != theirs.get(0))) {
        continue; // facing one six of the other side, only its cell
      }
      board[c] = who;
      List<Integer> mine = sixes(board, who);
      boolean won = mine.size() >= 2;
      if (mine.size() == 1 && sixes(board, 3 - who).isEmpty()) {
        board[mine.get(0)] = 3 - who;
        won = winsByFives(board, who, depth - 1);
        board[mine.get(0)] = 0;
      }
      board[c] = 0;
      if (won) {
        return true;
      }
    }
    return false;
  }
}
