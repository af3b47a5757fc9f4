package org.arbitre.tournament;

import java.util.HashMap;
import java.util.Map;
import org.arbitre.UserError;

/**
 * A sequential probability ratio test on game pairs: H0 "A is {@code elo0} Elo stronger than B",
 * H1 "{@code elo1}", with error rates {@code alpha} (accepting H1 when H0 holds) and {@code beta}.
 * After each pair, the log-likelihood ratio is compared with Wald's bounds
 * {@code ln(beta / (1 - alpha))} (accept H0) and {@code ln((1 - beta) / alpha)} (accept H1).
 *
 * <p>The model is fastchess's {@code logistic} one over the pentanomial (fishtest's as well): the
 * bounds are logistic Elo, the same scale as {@link Ratings} and {@link Pentanomial#elo()}; they
 * become expected pair scores {@code s = 1/(1 + 10^(-elo/400))}. The LLR is the generalized SPRT
 * of Michel Van den Bergh ("Comments on Normalized Elo", proposition 1.1): for each hypothesis,
 * the distribution over the five pair scores {@code a_i} closest (maximum likelihood) to the
 * observed frequencies {@code p̂_i} with mean {@code s} is {@code p_i = p̂_i / (1 + θ (a_i - s))},
 * θ the root of {@code Σ p̂_i (a_i - s) / (1 + θ (a_i - s)) = 0}; then
 * {@code LLR = N Σ p̂_i ln(p1_i / p0_i)}. As fastchess does, an outcome never seen counts 0.001
 * pairs, so that a few pairs of one kind do not give an infinite LLR. Not the normalized model:
 * its bounds are in normalized Elo, a scale of its own that the rest of the standings do not use.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

  public enum Decision {
    ACCEPT_H0,
    ACCEPT_H1,
    CONTINUE
  }

  /** Where the test stands: the LLR, the two bounds and what it decides. */
  public record Status(double llr, double lower, double upper, Decision decision) {}

  public Sprt {
    if (!(elo0 < elo1)) {
      throw new UserError("SPRT: elo0 must be less than elo1 (got " + elo0 + ", " + elo1 + ")");
    }
    if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1 && alpha + beta < 1)) {
      throw new UserError("SPRT: alpha and beta must be in (0, 1) with alpha + beta < 1");
    }
  }

  /**
   * Reads {@code "elo0=0 elo1=10 alpha=0.05 beta=0.05"} (spaces or commas between; alpha and beta
   * default to 0.05, elo0 and elo1 are required).
   */
  public static Sprt parse(String text) {
    Map<String, Double> v = new HashMap<>(Map.of("alpha", 0.05, "beta", 0.05));
    for (String part : text.strip().split("[\\s,]+")) {
      String[] kv = part.split("=", 2);
      if (kv.length != 2 || !(kv[0].equals("elo0") || kv[0].equals("elo1")
          || kv[0].equals("alpha") || kv[0].equals("beta"))) {
        throw new UserError("SPRT: '" + part + "' is not elo0=, elo1=, alpha= or beta=");
      }
      try {
        v.put(kv[0], Double.parseDouble(kv[1]));
      } catch (NumberFormatException e) {
        throw new UserError("SPRT: " + kv[0] + "=" + kv[1] + " is not a number");
      }
    }
    if (!v.containsKey("elo0") || !v.containsKey("elo1")) {
      throw new UserError("SPRT: give elo0= and elo1=, e.g. elo0=0 elo1=10 alpha=0.05 beta=0.05");
    }
    return new Sprt(v.get("elo0"), v.get("elo1"), v.get("alpha"), v.get("beta"));
  }

  /** The bound below which H0 is accepted: ln(beta / (1 - alpha)). */
  public double lower() {
    return Math.log(beta / (1 - alpha));
  }

  /** The bound above which H1 is accepted: ln((1 - beta) / alpha). */
  public double upper() {
    return Math.log((1 - beta) / alpha);
  }

  public Decision decide(double llr) {
    return llr >= upper() ? Decision.ACCEPT_H1 : llr <= lower() ? Decision.ACCEPT_H0
        : Decision.CONTINUE;
  }

  public Status status(Pentanomial p) {
    double llr = llr(p);
    return new Status(llr, lower(), upper(), decide(llr));
  }

  /** The log-likelihood ratio of H1 against H0 for these pairs (0 without pairs). */
  public double llr(Pentanomial p) {
    if (p.pairs() == 0) {
      return 0;
    }
    int[] c = p.counts();
    double[] freq = new double[5];
    double total = 0;
    for (int i = 0; i < 5; i++) {
      freq[i] = c[i] == 0 ? 1e-3 : c[i];
      total += freq[i];
    }
    for (int i = 0; i < 5; i++) {
      freq[i] /= total;
    }
    double[] p0 = closest(freq, Pentanomial.score(elo0));
    double[] p1 = closest(freq, Pentanomial.score(elo1));
    double sum = 0;
    for (int i = 0; i < 5; i++) {
      sum += freq[i] * (Math.log(p1[i]) - Math.log(p0[i]));
    }
    return total * sum;
  }

  /**
   * The distribution over the pair scores with mean {@code s} of largest likelihood for the
   * observed frequencies (all positive): {@code p̂_i / (1 + θ (a_i - s))}, θ found by bisection.
   * The function of θ decreases from +∞ to -∞ on {@code (-1/(1 - s), 1/s)}, where every
   * {@code 1 + θ (a_i - s)} is positive.
   */
  static double[] closest(double[] freq, double s) {
    double[] a = Pentanomial.SCORES;
    double lo = -1 / (a[4] - s);
    double hi = -1 / (a[0] - s);
    for (int it = 0; it < 200; it++) {
      double mid = (lo + hi) / 2;
      if (mid == lo || mid == hi) {
        break;
      }
      double f = 0;
      for (int i = 0; i < 5; i++) {
        f += freq[i] * (a[i] - s) / (1 + mid * (a[i] - s));
      }
      if (f > 0) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    double theta = (lo + hi) / 2;
    double[] p = new double[5];
    for (int i = 0; i < 5; i++) {
      p[i] = freq[i] / (1 + theta * (a[i] - s));
    }
    return p;
  }
}
