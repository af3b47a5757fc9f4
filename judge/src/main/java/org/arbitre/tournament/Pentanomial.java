package org.arbitre.tournament;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Game pairs between two bots A and B, counted by A's points in the pair (the two colour-swapped
 * games of one pairing with one opening): {@code ll} 0, {@code ld} 0.5, {@code dd} 1 (two draws,
 * or a win and a loss), {@code wd} 1.5, {@code ww} 2. A double victory counts as a draw.
 *
 * <p>The statistics are fastchess's and fishtest's for pentanomial results: each pair is one
 * sample, its score {@code x} = A's points / 2 in {0, 1/4, 1/2, 3/4, 1}; {@code μ} the mean of x,
 * {@code σ² } the variance of x over pairs, and the standard error of μ is {@code σ / √N}. The
 * Elo is logistic, {@code -400 log10(1/μ - 1)}, and its 95 % interval is the Elo of
 * {@code μ ± 1.96 σ/√N}, half the width between them. Counting pairs rather than games takes the
 * correlation of the two games of a pair into account (same opening, colours swapped), which the
 * per-game (trinomial) variance ignores.
 */
public record Pentanomial(int ll, int ld, int dd, int wd, int ww) {
  /** The pair scores of the five outcomes: A's points / 2. */
  static final double[] SCORES = {0, 0.25, 0.5, 0.75, 1};

  public Pentanomial {
    if (ll < 0 || ld < 0 || dd < 0 || wd < 0 || ww < 0) {
      throw new IllegalArgumentException("negative count");
    }
  }

  /**
   * The complete pairs of {@code results} between bots {@code a} and {@code b}, seen from
   * {@code a}: a pair is games {@code 2i} and {@code 2i + 1} (see {@link Schedule}); a pair with
   * one game missing (not played yet, or in another shard's results) is left out, and so are the
   * games of other pairings.
   */
  public static Pentanomial of(Collection<GameResult> results, String a, String b) {
    Map<Integer, List<GameResult>> pairs = new HashMap<>();
    for (GameResult r : results) {
      if (r.playerOf(a) != 0 && r.playerOf(b) != 0 && !a.equals(b)) {
        pairs.computeIfAbsent(r.id() / 2, k -> new ArrayList<>()).add(r);
      }
    }
    int[] counts = new int[5];
    for (List<GameResult> pair : pairs.values()) {
      if (pair.size() == 2) {
        int half = 0;
        for (GameResult r : pair) {
          half += r.halfPoints(r.playerOf(a));
        }
        counts[half]++;
      }
    }
    return new Pentanomial(counts[0], counts[1], counts[2], counts[3], counts[4]);
  }

  /** The counts in order of A's points: 0, 0.5, 1, 1.5, 2. */
  public int[] counts() {
    return new int[] {ll, ld, dd, wd, ww};
  }

  /** The number of pairs. */
  public int pairs() {
    return ll + ld + dd + wd + ww;
  }

  /** A's mean score per game, μ (NaN without pairs). */
  public double mean() {
    int[] c = counts();
    double sum = 0;
    for (int i = 0; i < 5; i++) {
      sum += c[i] * SCORES[i];
    }
    return sum / pairs();
  }

  /** The variance of the pair score over pairs, σ² (NaN without pairs). */
  public double variance() {
    int[] c = counts();
    double mu = mean();
    double sum = 0;
    for (int i = 0; i < 5; i++) {
      sum += c[i] * (SCORES[i] - mu) * (SCORES[i] - mu);
    }
    return sum / pairs();
  }

  /** The standard error of μ: σ / √N. */
  public double standardError() {
    return Math.sqrt(variance() / pairs());
  }

  /** A's Elo advantage, {@code -400 log10(1/μ - 1)}: infinite when A won or lost every pair 2-0. */
  public double elo() {
    return elo(mean());
  }

  /**
   * The half-width of the 95 % interval of {@link #elo()}: {@code (elo(μ + 1.96 se) - elo(μ - 1.96
   * se)) / 2}; infinite when either end leaves (0, 1).
   */
  public double error95() {
    double mu = mean();
    double d = Ratings.Z95 * standardError();
    if (mu - d <= 0 || mu + d >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return (elo(mu + d) - elo(mu - d)) / 2;
  }

  /**
   * The likelihood of superiority: the probability that A is the stronger, under the normal
   * approximation of μ, {@code Φ((μ - 1/2) / se)}; with no spread at all, 1, 0 or 1/2.
   */
  public double los() {
    double mu = mean();
    double se = standardError();
    if (se == 0) {
      return mu > 0.5 ? 1 : mu < 0.5 ? 0 : 0.5;
    }
    return Normal.cdf((mu - 0.5) / se);
  }

  /** The logistic Elo of a mean score. */
  public static double elo(double score) {
    return -400 * Math.log10(1 / score - 1);
  }

  /** The expected score of a logistic Elo advantage: {@code 1 / (1 + 10^(-elo/400))}. */
  public static double score(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }
}
