package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatingsTest {
  private static final double ELO = 400 / Math.log(10); // Elo per natural-log unit
  private static final double Z = 1.959963984540054;

  @Test
  void threeWinsOneLoss() {
    // Two bots, A 3 wins 1 loss. The likelihood p^3 (1-p) is largest at p = 3/4, and
    // p = 1/(1+10^(-d/400)) gives d = 400 log10(p/(1-p)) = 400 log10 3 = 190.849. Mean 0: +-95.42.
    // Interval: the information of d is n p (1-p) = 4 * 3/4 * 1/4 = 3/4 (in natural-log units), so
    // var(d) = 4/3 and the 95 % half-width of d is 1.96 * sqrt(4/3) * 400/ln 10 = 393.15; each
    // bot's own rating is d/2 from the mean: half of that, 196.58.
    Ratings r = Ratings.fit(List.of("A", "B"), new double[][] {{0, 3}, {1, 0}},
        new int[][] {{0, 4}, {4, 0}});
    assertFalse(r.prior());
    assertEquals(400 * Math.log10(3), r.difference(0, 1).elo(), 1e-6);
    assertEquals(190.8485, r.difference(0, 1).elo(), 1e-4);
    assertEquals(200 * Math.log10(3), r.of(0).elo(), 1e-6);
    assertEquals(-200 * Math.log10(3), r.of(1).elo(), 1e-6);
    assertEquals(Z * Math.sqrt(4.0 / 3) * ELO, r.difference(0, 1).error95(), 1e-6);
    assertEquals(393.15, r.difference(0, 1).error95(), 0.01);
    assertEquals(Z * Math.sqrt(4.0 / 3) * ELO / 2, r.of(0).error95(), 1e-6);
    assertEquals(new Ratings.Rating("A", r.of(0).elo(), r.of(0).error95(), 4, 3), r.of(0));
  }

  @Test
  void symmetricResultsGiveZero() {
    // Each of three bots 1 win, 1 loss and 2 draws against each other one; and a cycle A > B > C
    // > A, each 2-1: by symmetry (relabelling the bots maps the data to itself) all ratings are 0.
    double[][] even = {{0, 2, 2}, {2, 0, 2}, {2, 2, 0}};
    double[][] cycle = {{0, 2, 1}, {1, 0, 2}, {2, 1, 0}};
    int[][] four = {{0, 4, 4}, {4, 0, 4}, {4, 4, 0}};
    int[][] three = {{0, 3, 3}, {3, 0, 3}, {3, 3, 0}};
    for (Ratings r : List.of(Ratings.fit(List.of("A", "B", "C"), even, four),
        Ratings.fit(List.of("A", "B", "C"), cycle, three))) {
      for (Ratings.Rating x : r.list()) {
        assertEquals(0, x.elo(), 1e-9, x.bot());
      }
    }
  }

  @Test
  void threeBotsSolvedByHand() {
    // A-B: A 2 wins 1 loss. B-C: B 1 win 2 draws (2 points of 3). A-C: A 3 wins 2 draws (4 of 5).
    // Try strengths g = (4, 2, 1): expected scores A-B 4/6 = 2/3, B-C 2/3, A-C 4/5, exactly the
    // observed ones, so the likelihood equations (points of i = sum n_ij g_i/(g_i+g_j)) hold:
    // A 3*2/3 + 5*4/5 = 6 = 2+4, B 3*1/3 + 3*2/3 = 3 = 1+2, C 3*1/3 + 5*1/5 = 2 = 1+1. Mean 0
    // divides by the geometric mean 2: (2, 1, 1/2), Elo 400 log10 of that = +120.41, 0, -120.41.
    //
    // Information (natural-log units), n p q per pair: A-B 3*2/3*1/3 = 2/3, B-C 2/3, A-C
    // 5*4/5*1/5 = 4/5. I = [[22/15, -2/3, -4/5], [-2/3, 4/3, -2/3], [-4/5, -2/3, 22/15]].
    // Eigenvectors besides (1,1,1): v = (1,0,-1), I v = (34/15) v; w = (1,-2,1), I w = 2 w. The
    // pseudo-inverse is (15/34) v v'/2 + (1/2) w w'/6, so var A = 15/68 + 1/12 = 31/102,
    // var B = 0 + (1/2)(4/6) = 1/3, and var(A - C) = |v|^2 / (34/15) = 15/17.
    double[][] points = {{0, 2, 4}, {1, 0, 2}, {1, 1, 0}};
    int[][] games = {{0, 3, 5}, {3, 0, 3}, {5, 3, 0}};
    Ratings r = Ratings.fit(List.of("A", "B", "C"), points, games);
    assertFalse(r.prior());
    double d = 400 * Math.log10(2);
    assertEquals(120.412, d, 1e-3);
    assertEquals(d, r.of(0).elo(), 1e-6);
    assertEquals(0, r.of(1).elo(), 1e-6);
    assertEquals(-d, r.of(2).elo(), 1e-6);
    assertEquals(Z * Math.sqrt(31.0 / 102) * ELO, r.of(0).error95(), 1e-6);
    assertEquals(Z * Math.sqrt(1.0 / 3) * ELO, r.of(1).error95(), 1e-6);
    assertEquals(Z * Math.sqrt(31.0 / 102) * ELO, r.of(2).error95(), 1e-6);
    assertEquals(2 * d, r.difference(0, 2).elo(), 1e-6);
    assertEquals(Z * Math.sqrt(15.0 / 17) * ELO, r.difference(0, 2).error95(), 1e-6);
  }

  @Test
  void allWinsGetsOneVirtualDrawPerPair() {
    // A wins 2 of 2: unbounded. With one virtual draw: A 2.5 of 3, strength ratio 2.5/0.5 = 5,
    // d = 400 log10 5 = 279.59.
    Ratings r = Ratings.fit(List.of("A", "B"), new double[][] {{0, 2}, {0, 0}},
        new int[][] {{0, 2}, {2, 0}});
    assertTrue(r.prior());
    assertEquals(400 * Math.log10(5), r.difference(0, 1).elo(), 1e-6);
    // The reported games and points are the real ones.
    assertEquals(2, r.of(0).games());
    assertEquals(2, r.of(0).points());
    // Gauntlet of 3 where A beat both: the virtual draws go to the pairs that met (A-B, A-C)
    // only. By symmetry B = C; A's ratio to each is again 2.5/0.5 = 5.
    Ratings g = Ratings.fit(List.of("A", "B", "C"),
        new double[][] {{0, 2, 2}, {0, 0, 0}, {0, 0, 0}},
        new int[][] {{0, 2, 2}, {2, 0, 0}, {2, 0, 0}});
    assertTrue(g.prior());
    assertEquals(400 * Math.log10(5), g.difference(0, 1).elo(), 1e-6);
    assertEquals(0, g.difference(1, 2).elo(), 1e-6);
  }

  @Test
  void aBotWithoutGamesHasNoRating() {
    // C has not played yet: the other two are fitted alone (3-1 as above).
    Ratings r = Ratings.fit(List.of("A", "B", "C"),
        new double[][] {{0, 3, 0}, {1, 0, 0}, {0, 0, 0}},
        new int[][] {{0, 4, 0}, {4, 0, 0}, {0, 0, 0}});
    assertEquals(400 * Math.log10(3), r.difference(0, 1).elo(), 1e-6);
    assertTrue(Double.isNaN(r.of(2).elo()));
    assertTrue(Double.isNaN(r.difference(0, 2).elo()));
  }

  @Test
  void lopsidedButFiniteResultsConverge() {
    // 99 wins 1 loss: d = 400 log10 99 = 798.25, far from the start at 0.
    Ratings r = Ratings.fit(List.of("A", "B"), new double[][] {{0, 99}, {1, 0}},
        new int[][] {{0, 100}, {100, 0}});
    assertEquals(400 * Math.log10(99), r.difference(0, 1).elo(), 1e-6);
  }
}
