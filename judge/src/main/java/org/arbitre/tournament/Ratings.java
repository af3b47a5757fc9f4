package org.arbitre.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * Ratings by maximum likelihood over all games: the Bradley–Terry model on the logistic Elo scale
 * (as Ordo and BayesElo's simplest model do): bot i scores against bot j with expectation
 * {@code p = 1 / (1 + 10^((R_j - R_i) / 400))}, a draw (or a double victory) counting half a win
 * for each. Not order-dependent: every game weighs the same, whenever it was played.
 *
 * <ul>
 *   <li>Fit: Newton's method on the log-likelihood (concave), with step halving, from all ratings
 *       0, until no rating moves by more than 1e-9 Elo.
 *   <li>Anchor: the mean rating of the bots that played is 0.
 *   <li>Error: 95 % intervals {@code ± 1.96 σ} from the inverse of the observed Fisher information
 *       at the maximum. That matrix is singular along "all ratings + c"; its pseudo-inverse is the
 *       covariance of the mean-0 ratings. {@link #difference} gives the interval of R_i − R_j.
 *   <li>Unbounded maximum: when some group of bots scored nothing against the others (a bot with
 *       all wins or all losses), the likelihood grows forever. Then, and only then, one virtual
 *       draw is added between every two bots that met (BayesElo adds such virtual draws always;
 *       here they are added only when needed, so clean data is fitted exactly). {@link #prior()}
 *       says so. If the bots that played form separate groups that never met, the virtual draw is
 *       added between every two of them, so the groups are placed around the same mean.
 *   <li>A bot without games has no rating: NaN.
 * </ul>
 */
public final class Ratings {
  /** Elo points per natural-log unit of the strength ratio: 400 / ln 10. */
  public static final double ELO_PER_NAT = 400 / Math.log(10);
  /** The two-sided 95 % quantile of the normal distribution. */
  public static final double Z95 = 1.959963984540054;

  /** One bot's rating and its 95 % interval half-width, both in Elo; NaN without games. */
  public record Rating(String bot, double elo, double error95, int games, double points) {}

  /** A rating difference and its 95 % interval half-width, in Elo. */
  public record Difference(double elo, double error95) {}

  private final List<Rating> ratings;
  private final double[] theta;
  private final double[][] covariance;
  private final int[] index;
  private final boolean prior;

  private Ratings(List<Rating> ratings, double[] theta, double[][] covariance, int[] index,
      boolean prior) {
    this.ratings = ratings;
    this.theta = theta;
    this.covariance = covariance;
    this.index = index;
    this.prior = prior;
  }

  /**
   * Fits the ratings of {@code bots} from the cross table: {@code points[i][j]} what bot i scored
   * against bot j (a win 1, a draw 0.5), {@code games[i][j]} how many games they played.
   */
  public static Ratings fit(List<String> bots, double[][] points, int[][] games) {
    int n = bots.size();
    int[] index = new int[n];
    List<Integer> rated = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int g = 0;
      for (int j = 0; j < n; j++) {
        g += games[i][j];
      }
      index[i] = g > 0 ? rated.size() : -1;
      if (g > 0) {
        rated.add(i);
      }
    }
    int m = rated.size();
    double[][] w = new double[m][m];
    double[][] ng = new double[m][m];
    for (int a = 0; a < m; a++) {
      for (int b = 0; b < m; b++) {
        w[a][b] = points[rated.get(a)][rated.get(b)];
        ng[a][b] = games[rated.get(a)][rated.get(b)];
      }
    }
    boolean met = connected(ng, false);
    boolean prior = !met || !connected(w, true);
    if (prior) {
      for (int a = 0; a < m; a++) {
        for (int b = 0; b < m; b++) {
          if (a != b && (!met || ng[a][b] > 0)) {
            w[a][b] += 0.5;
            ng[a][b] += 1;
          }
        }
      }
    }
    double[] theta = maximise(w, ng);
    double[][] cov = m == 0 ? new double[0][0] : Matrices.pseudoInverse(information(theta, ng));
    List<Rating> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int g = 0;
      double p = 0;
      for (int j = 0; j < n; j++) {
        g += games[i][j];
        p += points[i][j];
      }
      int a = index[i];
      list.add(a < 0 ? new Rating(bots.get(i), Double.NaN, Double.NaN, 0, 0)
          : new Rating(bots.get(i), theta[a] * ELO_PER_NAT,
              Z95 * Math.sqrt(cov[a][a]) * ELO_PER_NAT, g, p));
    }
    return new Ratings(List.copyOf(list), theta, cov, index, prior);
  }

  /** Every bot's rating, in the order given. */
  public List<Rating> list() {
    return ratings;
  }

  public Rating of(int bot) {
    return ratings.get(bot);
  }

  /** R_i − R_j with its 95 % interval (NaN if either has no games). */
  public Difference difference(int i, int j) {
    int a = index[i];
    int b = index[j];
    if (a < 0 || b < 0) {
      return new Difference(Double.NaN, Double.NaN);
    }
    double var = covariance[a][a] + covariance[b][b] - 2 * covariance[a][b];
    return new Difference((theta[a] - theta[b]) * ELO_PER_NAT,
        Z95 * Math.sqrt(Math.max(0, var)) * ELO_PER_NAT);
  }

  /** Whether virtual draws were added because the plain maximum was unbounded. */
  public boolean prior() {
    return prior;
  }

  /**
   * Whether every bot reaches every other: through meetings ({@code directed} false: any
   * {@code x[a][b] > 0}), or through points scored ({@code directed}: a reaches b when a scored
   * against b, and the graph must be strongly connected, Zermelo's condition for a finite maximum).
   */
  private static boolean connected(double[][] x, boolean directed) {
    int m = x.length;
    for (int start = 0; start < (directed ? m : Math.min(m, 1)); start++) {
      boolean[] seen = new boolean[m];
      List<Integer> todo = new ArrayList<>(List.of(start));
      seen[start] = true;
      int count = 1;
      while (!todo.isEmpty()) {
        int a = todo.remove(todo.size() - 1);
        for (int b = 0; b < m; b++) {
          if (!seen[b] && (x[a][b] > 0 || (!directed && x[b][a] > 0))) {
            seen[b] = true;
            count++;
            todo.add(b);
          }
        }
      }
      if (count < m) {
        return false;
      }
    }
    return true;
  }

  /** Newton's method with step halving; ratings in natural-log units, mean 0. */
  private static double[] maximise(double[][] w, double[][] ng) {
    int m = w.length;
    double[] theta = new double[m];
    double ll = logLikelihood(theta, w);
    for (int iteration = 0; iteration < 500; iteration++) {
      double[] grad = new double[m];
      for (int a = 0; a < m; a++) {
        for (int b = 0; b < m; b++) {
          if (a != b) {
            grad[a] += w[a][b] - ng[a][b] * logistic(theta[a] - theta[b]);
          }
        }
      }
      double[] step = Matrices.multiply(Matrices.pseudoInverse(information(theta, ng)), grad);
      double[] next = new double[m];
      double nextLl = Double.NEGATIVE_INFINITY;
      for (double scale = 1; scale > 1e-12; scale /= 2) {
        for (int a = 0; a < m; a++) {
          next[a] = theta[a] + scale * step[a];
        }
        nextLl = logLikelihood(next, w);
        if (nextLl >= ll) {
          break;
        }
      }
      double moved = 0;
      for (int a = 0; a < m; a++) {
        moved = Math.max(moved, Math.abs(next[a] - theta[a]));
      }
      if (nextLl < ll) {
        break; // no step improves: at the maximum within rounding
      }
      theta = next.clone();
      ll = nextLl;
      if (moved * ELO_PER_NAT < 1e-9) {
        break;
      }
    }
    return theta;
  }

  /** The observed Fisher information: I_aa = Σ n p q, I_ab = −n_ab p q. */
  private static double[][] information(double[] theta, double[][] ng) {
    int m = theta.length;
    double[][] info = new double[m][m];
    for (int a = 0; a < m; a++) {
      for (int b = 0; b < m; b++) {
        if (a != b) {
          double p = logistic(theta[a] - theta[b]);
          double v = ng[a][b] * p * (1 - p);
          info[a][a] += v;
          info[a][b] -= v;
        }
      }
    }
    return info;
  }

  private static double logLikelihood(double[] theta, double[][] w) {
    double ll = 0;
    for (int a = 0; a < theta.length; a++) {
      for (int b = 0; b < theta.length; b++) {
        if (a != b && w[a][b] > 0) {
          double x = theta[a] - theta[b];
          ll -= w[a][b] * (x > 0 ? Math.log1p(Math.exp(-x)) : -x + Math.log1p(Math.exp(x)));
        }
      }
    }
    return ll;
  }

  private static double logistic(double x) {
    return 1 / (1 + Math.exp(-x));
  }
}
