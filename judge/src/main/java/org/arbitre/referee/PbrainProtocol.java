package org.arbitre.referee;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Piskvork / Gomocup brain protocol ("pbrain"), behind the referee's own: a Gomocup engine
 * plays an m,n,k game at k = 5 (free-style: five or more in a row wins, Gomocup's rule 0).
 *
 * <ul>
 *   <li>its number → {@code START n} (or {@code RECTSTART w,h}) and {@code INFO timeout_turn},
 *       {@code timeout_match}, {@code max_memory}, {@code rule 0}; the brain's {@code OK} is skipped;
 *   <li>its first turn: {@code BEGIN} on an empty board, else {@code BOARD}, one {@code x,y,field}
 *       line per stone in the order played (field 1 its own, 2 the opponent's), {@code DONE};
 *   <li>later turns: {@code TURN x,y}, the opponent's move;
 *   <li>its answer {@code x,y} is the move; coordinates are 0-based where the referee's are
 *       1-based; {@code MESSAGE}, {@code DEBUG}, {@code UNKNOWN}, {@code ERROR}, {@code OK} lines are skipped;
 *   <li>the end message → {@code END}.
 * </ul>
 */
final class PbrainProtocol implements Protocol {
  private static final List<String> SKIPPED = List.of("MESSAGE", "DEBUG", "UNKNOWN", "ERROR", "OK", "SUGGEST");

  private final int width;
  private final int height;
  private final long turnMs;
  private final long memoryBytes;
  /** Every stone so far, in order: x, y (1-based) and whose (1 or 2). */
  private final List<int[]> stones = new ArrayList<>();
  private int me;
  private String pendingX;
  private boolean started;
  private int[] lastOpponent;

  /** {@code opening}: the opening's moves as 1-based x, y pairs, player 1's first. */
  PbrainProtocol(int width, int height, long turnMs, long memoryBytes, List<int[]> opening) {
    this.width = width;
    this.height = height;
    this.turnMs = turnMs;
    this.memoryBytes = memoryBytes;
    for (int i = 0; i < opening.size(); i++) {
      stones.add(new int[] {opening.get(i)[0], opening.get(i)[1], i % 2 + 1});
    }
  }

  @Override
  public List<String> toBot(String line) {
    if (me == 0) {
      me = Integer.parseInt(line.strip());
      List<String> out = new ArrayList<>();
      out.add(width == height ? "START " + width : "RECTSTART " + width + "," + height);
      out.add("INFO timeout_turn " + turnMs);
      out.add("INFO timeout_match 1000000000");
      out.add("INFO max_memory " + memoryBytes);
      out.add("INFO rule 0");
      return out;
    }
    if (line.startsWith("F")) {
      return List.of();
    }
    if (pendingX == null) {
      pendingX = line.strip();
      return List.of();
    }
    lastOpponent = new int[] {Integer.parseInt(pendingX), Integer.parseInt(line.strip()), 3 - me};
    stones.add(lastOpponent);
    pendingX = null;
    return List.of();
  }

  @Override
  public List<String> atTurn() {
    if (!started) {
      started = true;
      if (stones.isEmpty()) {
        return List.of("BEGIN");
      }
      if (stones.size() > 1 || lastOpponent == null) { // an opening: the whole position
        List<String> out = new ArrayList<>(List.of("BOARD"));
        for (int[] s : stones) {
          out.add((s[0] - 1) + "," + (s[1] - 1) + "," + (s[2] == me ? 1 : 2));
        }
        out.add("DONE");
        return out;
      }
    }
    return lastOpponent == null ? List.of() : List.of("TURN " + (lastOpponent[0] - 1) + "," + (lastOpponent[1] - 1));
  }

  @Override
  public List<String> fromBot(String line) {
    String s = line.strip();
    String head = s.split("[\\s,]+", 2)[0].toUpperCase(Locale.ROOT);
    if (s.isEmpty() || SKIPPED.contains(head)) {
      return List.of();
    }
    String[] xy = s.split("\\s*,\\s*");
    if (xy.length == 2 && xy[0].matches("\\d{1,4}") && xy[1].matches("\\d{1,4}")) {
      int x = Integer.parseInt(xy[0]) + 1;
      int y = Integer.parseInt(xy[1]) + 1;
      stones.add(new int[] {x, y, me});
      return List.of(Integer.toString(x), Integer.toString(y));
    }
    return List.of(s.length() > 40 ? s.substring(0, 40) + "..." : s); // not a move: the referee says S
  }

  @Override
  public List<String> atEnd(String endLine) {
    return List.of("END");
  }

  @Override
  public boolean lines() {
    return true;
  }
}
