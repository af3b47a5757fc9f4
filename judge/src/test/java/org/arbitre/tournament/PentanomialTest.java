package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;

/**
 * Reference values: by hand where short, else from an independent script (Python, written for
 * this test; scipy's brentq for θ, scipy.stats.norm for Φ and the 97.5 % quantile):
 *
 * <pre>
 * a = [0, .25, .5, .75, 1]
 * def L(elo): return 1/(1+10**(-elo/400))
 * def E(s): return -400*math.log10(1/s-1)
 * mu = sum(c*a)/N; var = sum(c*(a-mu)**2)/N; se = sqrt(var/N); d = norm.ppf(.975)*se
 * elo = E(mu); err = (E(mu+d)-E(mu-d))/2; los = norm.cdf((mu-.5)/se)
 * llr: f = [c or 1e-3]; p = f/sum(f); for s in (L(elo0), L(elo1)):
 *        th = brentq(lambda th: sum(p*(a-s)/(1+th*(a-s))), -1/(1-s)+1e-12, 1/s-1e-12)
 *        q_s = p/(1+th*(a-s))
 *      llr = sum(f) * sum(p*log(q1/q0))
 * </pre>
 */
class PentanomialTest {

  @Test
  void countsPairsFromResults() {
    // Pairs of A and B (ids 2i, 2i+1), A's points in each:
    // pair 0: A wins both (2) · pair 1: A wins as player 1, loses as player 2 (1) · pair 2: a
    // draw and a win (1.5) · pair 3: a loss and a draw (0.5) · pair 4: a double victory (a draw)
    // and a loss (0.5) · pair 5: a forfeit win (S) and a loss on time, A's (1) · pair 6: only one
    // game played: left out · pair 7: C against B: not this pairing.
    List<GameResult> rs = new ArrayList<>();
    rs.add(game(0, "A", "B", "F1V"));
    rs.add(game(1, "B", "A", "F2V"));
    rs.add(game(2, "A", "B", "F1V"));
    rs.add(game(3, "B", "A", "F1V"));
    rs.add(game(4, "A", "B", "F0N"));
    rs.add(game(5, "B", "A", "F2V"));
    rs.add(game(6, "A", "B", "F2V"));
    rs.add(game(7, "B", "A", "F0N"));
    rs.add(game(8, "A", "B", "F3V"));
    rs.add(game(9, "B", "A", "F1V"));
    rs.add(game(10, "A", "B", "F1S"));
    rs.add(game(11, "B", "A", "F1T"));
    rs.add(game(12, "A", "B", "F1V"));
    rs.add(game(14, "C", "B", "F1V"));
    rs.add(game(15, "B", "C", "F1V"));
    // ll 0, ld 2 (pairs 3, 4), dd 2 (pairs 1, 5), wd 1 (pair 2), ww 1 (pair 0).
    assertEquals(new Pentanomial(0, 2, 2, 1, 1), Pentanomial.of(rs, "A", "B"));
    // Seen from B: the mirror image.
    assertEquals(new Pentanomial(1, 1, 2, 2, 0), Pentanomial.of(rs, "B", "A"));
  }

  @Test
  void meanVarianceEloErrorAndLos() {
    // Counts (ll, ld, dd, wd, ww) = (1, 2, 3, 3, 1), N = 10 pairs. By hand:
    // mu = (0*1 + .25*2 + .5*3 + .75*3 + 1*1) / 10 = 5.25 / 10 = 0.525
    // deviations -.525 -.275 -.025 .225 .475, squared .275625 .075625 .000625 .050625 .225625
    // var = (.275625 + 2*.075625 + 3*.000625 + 3*.050625 + .225625) / 10 = .80625 / 10 = .080625
    // se = sqrt(.080625 / 10) = .0897914; Elo = -400 log10(1/.525 - 1) = 17.3863.
    // Error and LOS from the script: 128.150885, Φ(.025/.0897914) = 0.609656.
    Pentanomial p = new Pentanomial(1, 2, 3, 3, 1);
    assertEquals(10, p.pairs());
    assertEquals(0.525, p.mean(), 1e-12);
    assertEquals(0.080625, p.variance(), 1e-12);
    assertEquals(0.08979142498, p.standardError(), 1e-10);
    assertEquals(17.386277512, p.elo(), 1e-8);
    assertEquals(128.150885246, p.error95(), 1e-6);
    assertEquals(0.609656176, p.los(), 1e-6); // Φ is good to about 1e-7
    // 880 pairs (40, 160, 400, 220, 60): mu .528409, Elo 19.761942, error 10.765019, LOS .999845.
    Pentanomial big = new Pentanomial(40, 160, 400, 220, 60);
    assertEquals(19.761942471, big.elo(), 1e-8);
    assertEquals(10.765018509, big.error95(), 1e-6);
    assertEquals(0.999845088, big.los(), 1e-6);
  }

  @Test
  void edgeCases() {
    // Every pair won 2-0: mu = 1, infinite Elo and error; all pairs 1-1: Elo 0, no spread, LOS 1/2.
    Pentanomial sweep = new Pentanomial(0, 0, 0, 0, 3);
    assertEquals(Double.POSITIVE_INFINITY, sweep.elo());
    assertEquals(Double.POSITIVE_INFINITY, sweep.error95());
    assertEquals(1, sweep.los());
    Pentanomial even = new Pentanomial(0, 0, 4, 0, 0);
    assertEquals(0, even.elo(), 1e-12);
    assertEquals(0, even.error95(), 1e-12);
    assertEquals(0.5, even.los());
    assertTrue(Double.isNaN(new Pentanomial(0, 0, 0, 0, 0).elo()));
  }

  @Test
  void sprtBoundsAndLlr() {
    Sprt sprt = Sprt.parse("elo0=0 elo1=10 alpha=0.05 beta=0.05");
    // Wald's bounds: ln(.05/.95) = -2.944439, ln(.95/.05) = +2.944439.
    assertEquals(-2.944438979166, sprt.lower(), 1e-9);
    assertEquals(2.944438979166, sprt.upper(), 1e-9);
    // (1, 2, 3, 3, 1): the script gives LLR 0.0313400. Cross-check with the normal approximation
    // LLR ≈ N (s1 - s0)(2 mu - s0 - s1) / (2 var), s0 = 1/2, s1 = 1/(1+10^(-1/40)) = .5143868:
    // 10 * .0143868 * (1.05 - 1.0143868) / (2 * .080625) = 10 * .0143868 * .0356132 / .16125
    // = .031775, close to the exact value as it should be near s0 and s1.
    Pentanomial p = new Pentanomial(1, 2, 3, 3, 1);
    assertEquals(0.0313400203, sprt.llr(p), 1e-8);
    assertEquals(Sprt.Decision.CONTINUE, sprt.status(p).decision());
    // 880 pairs at +19.8 Elo: LLR 4.852725 > 2.944: H1.
    Sprt.Status h1 = sprt.status(new Pentanomial(40, 160, 400, 220, 60));
    assertEquals(4.8527246878, h1.llr(), 1e-7);
    assertEquals(Sprt.Decision.ACCEPT_H1, h1.decision());
    // 760 pairs at exactly +0 Elo: LLR -4.428411 < -2.944: H0.
    Sprt.Status h0 = sprt.status(new Pentanomial(40, 160, 400, 120, 40));
    assertEquals(-4.4284105405, h0.llr(), 1e-7);
    assertEquals(Sprt.Decision.ACCEPT_H0, h0.decision());
    // 160 pairs at -7.6 Elo: LLR -1.406075: continue.
    assertEquals(-1.4060752308, sprt.llr(new Pentanomial(3, 30, 100, 25, 2)), 1e-7);
    // Outcomes never seen count 0.001 pairs: (0, 5, 20, 30, 5) with elo1 = 5 gives 0.857150;
    // and one single 1-1 pair a small negative LLR, not minus infinity: -0.0253314.
    Sprt five = Sprt.parse("elo0=0,elo1=5");
    assertEquals(0.8571503102, five.llr(new Pentanomial(0, 5, 20, 30, 5)), 1e-7);
    assertEquals(-0.0253313996, sprt.llr(new Pentanomial(0, 0, 1, 0, 0)), 1e-7);
    assertEquals(0, sprt.llr(new Pentanomial(0, 0, 0, 0, 0)));
  }

  @Test
  void sprtSettingsAreChecked() {
    assertEquals(new Sprt(0, 10, 0.05, 0.05), Sprt.parse("elo0=0 elo1=10"));
    assertEquals(new Sprt(-2, 3, 0.1, 0.2), Sprt.parse(" elo0=-2, elo1=3 alpha=0.1 beta=0.2 "));
    assertThrows(UserError.class, () -> Sprt.parse("elo0=5 elo1=5"));
    assertThrows(UserError.class, () -> Sprt.parse("elo0=0 elo1=5 alpha=0"));
    assertThrows(UserError.class, () -> Sprt.parse("elo0=0 elo1=5 alpha=0.6 beta=0.5"));
    assertThrows(UserError.class, () -> Sprt.parse("elo1=5"));
    assertThrows(UserError.class, () -> Sprt.parse("elo0=0 elo1=five"));
    assertThrows(UserError.class, () -> Sprt.parse("elo0=0 elo1=5 gamma=1"));
  }

  private static GameResult game(int id, String p1, String p2, String code) {
    return GameResult.of(id, "k" + id, new GameResult.Player(p1, 10),
        new GameResult.Player(p2, 10), code, "", 20, 100, null);
  }
}
