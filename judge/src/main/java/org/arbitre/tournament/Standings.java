package org.arbitre.tournament;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;

/**
 * The standings of a tournament from its results: per bot the games, wins, draws and losses (a
 * double victory is a draw), points and score %, the forfeits it committed by reason letter
 * (Q P B T S I, each counted against the bot that forfeited), its slowest move and the game it was
 * in, and its losses on time (the T forfeits); and the cross table, bot × bot points and games.
 * Pure: it reads the results it is given.
 */
public final class Standings {

  /**
   * One bot's line. {@code forfeits} has the six letters in the order Q P B T S I, zeros
   * included; {@code slowestGame} is the id of the game of the slowest move, -1 without games.
   */
  public record Line(String bot, int games, int wins, int draws, int losses, double points,
      double scorePercent, Map<String, Integer> forfeits, long slowestMs, int slowestGame,
      int timeLosses) {}

  private final List<String> bots;
  private final List<Line> lines;
  private final int[][] halfPoints;
  private final int[][] games;

  private Standings(List<String> bots, List<Line> lines, int[][] halfPoints, int[][] games) {
    this.bots = bots;
    this.lines = lines;
    this.halfPoints = halfPoints;
    this.games = games;
  }

  /**
   * The standings of {@code bots} (names, in command-line order) over {@code results}.
   *
   * @throws UserError when a result names a bot that is not among {@code bots}
   */
  public static Standings of(List<String> bots, Collection<GameResult> results) {
    int n = bots.size();
    Map<String, Integer> index = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      if (index.put(bots.get(i), i) != null) {
        throw new IllegalArgumentException("two bots named " + bots.get(i));
      }
    }
    int[][] half = new int[n][n];
    int[][] games = new int[n][n];
    int[] wins = new int[n];
    int[] draws = new int[n];
    int[][] forfeits = new int[n][GameResult.FORFEITS.length()];
    long[] slowest = new long[n];
    int[] slowestGame = new int[n];
    Arrays.fill(slowestGame, -1);
    for (GameResult r : results) {
      int[] who = {indexOf(index, r, 1), indexOf(index, r, 2)};
      if (who[0] == who[1]) {
        throw new UserError("result of game " + r.id() + ": " + r.player1().bot()
            + " against itself");
      }
      for (int p = 1; p <= 2; p++) {
        int me = who[p - 1];
        int other = who[2 - p];
        int h = r.halfPoints(p);
        half[me][other] += h;
        games[me][other]++;
        wins[me] += h == 2 ? 1 : 0;
        draws[me] += h == 1 ? 1 : 0;
        long ms = r.player(p).slowestMs();
        if (slowestGame[me] < 0 || ms > slowest[me]) {
          slowest[me] = ms;
          slowestGame[me] = r.id();
        }
        if (r.forfeitedBy() == p) {
          forfeits[me][GameResult.FORFEITS.indexOf(r.reason())]++;
        }
      }
    }
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int g = 0;
      int h = 0;
      for (int j = 0; j < n; j++) {
        g += games[i][j];
        h += half[i][j];
      }
      Map<String, Integer> f = new LinkedHashMap<>();
      for (int k = 0; k < GameResult.FORFEITS.length(); k++) {
        f.put(String.valueOf(GameResult.FORFEITS.charAt(k)), forfeits[i][k]);
      }
      lines.add(new Line(bots.get(i), g, wins[i], draws[i], g - wins[i] - draws[i], h / 2.0,
          g == 0 ? 0 : 50.0 * h / g, Collections.unmodifiableMap(f), slowest[i], slowestGame[i],
          f.get("T")));
    }
    return new Standings(List.copyOf(bots), List.copyOf(lines), half, games);
  }

  private static int indexOf(Map<String, Integer> index, GameResult r, int player) {
    Integer i = index.get(r.player(player).bot());
    if (i == null) {
      throw new UserError("result of game " + r.id() + " names bot '" + r.player(player).bot()
          + "', which is not in this tournament (" + String.join(", ", index.keySet()) + ")");
    }
    return i;
  }

  public List<String> bots() {
    return bots;
  }

  /** One line per bot, in the order of {@link #bots()}. */
  public List<Line> lines() {
    return lines;
  }

  public Line line(int bot) {
    return lines.get(bot);
  }

  /** What bot {@code i} scored against bot {@code j} (a win 1, a draw 0.5). */
  public double points(int i, int j) {
    return halfPoints[i][j] / 2.0;
  }

  /** How many games bots {@code i} and {@code j} played together. */
  public int games(int i, int j) {
    return games[i][j];
  }

  /** The ratings of these results (see {@link Ratings}). */
  public Ratings ratings() {
    int n = bots.size();
    double[][] p = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        p[i][j] = points(i, j);
      }
    }
    return Ratings.fit(bots, p, games);
  }
}
