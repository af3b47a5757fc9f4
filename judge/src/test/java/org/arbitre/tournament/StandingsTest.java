package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;

class StandingsTest {
  private static final List<String> BOTS = List.of("A", "B", "C");

  // A-B: game 0 A (player 1) wins by alignment; game 1 B (player 1) wins, A lost on time.
  // A-C: game 2 a full-board draw; game 3 a double victory, a draw for both.
  // B-C: game 4 C (player 2) wins, B played an invalid move; game 5 C (player 1) wins, B quit.
  private static final List<GameResult> RESULTS = List.of(
      game(0, "A", 300, "B", 200, "F1V"),
      game(1, "B", 250, "A", 1040, "F1T"),
      game(2, "A", 90, "C", 400, "F0N"),
      game(3, "C", 410, "A", 95, "F3V"),
      game(4, "B", 100, "C", 120, "F2I"),
      game(5, "C", 130, "B", 0, "F1Q"));

  @Test
  void linesByHand() {
    Standings s = Standings.of(BOTS, RESULTS);
    // A: 4 games, won game 0, lost game 1, drew games 2 and 3: 1-2-1, 2 points, 50 %; forfeits T once (game 1),
    // which is also its slowest move (1040 ms).
    assertEquals(new Standings.Line("A", 4, 1, 2, 1, 2.0, 50.0, forfeits(0, 0, 0, 1, 0, 0), 1040,
        1, 1), s.line(0));
    // B: won game 1, lost games 0, 4, 5: 1-0-3, 1 point, 25 %; forfeits Q (game 5) and I (game 4); slowest
    // 250 ms in game 1; no time loss.
    assertEquals(new Standings.Line("B", 4, 1, 0, 3, 1.0, 25.0, forfeits(1, 0, 0, 0, 0, 1), 250,
        1, 0), s.line(1));
    // C: drew games 2, 3, won games 4, 5: 2-2-0, 3 points, 75 %; slowest 410 ms in game 3.
    assertEquals(new Standings.Line("C", 4, 2, 2, 0, 3.0, 75.0, forfeits(0, 0, 0, 0, 0, 0), 410,
        3, 0), s.line(2));
  }

  @Test
  void crossTable() {
    Standings s = Standings.of(BOTS, RESULTS);
    double[][] expected = {{0, 1, 1}, {1, 0, 0}, {1, 2, 0}};
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) {
        assertEquals(expected[i][j], s.points(i, j), i + " vs " + j);
        assertEquals(i == j ? 0 : 2, s.games(i, j));
      }
    }
    // The ratings come from that table: C first, B last, mean 0, no prior needed (B beat A, A
    // drew C, C beat B: every bot scored against every group of others).
    Ratings r = s.ratings();
    assertFalse(r.prior());
    assertTrue(r.of(2).elo() > r.of(0).elo() && r.of(0).elo() > r.of(1).elo());
    assertEquals(0, r.of(0).elo() + r.of(1).elo() + r.of(2).elo(), 1e-9);
  }

  @Test
  void noGamesYetAndUnknownBots() {
    Standings empty = Standings.of(BOTS, List.of());
    assertEquals(new Standings.Line("B", 0, 0, 0, 0, 0.0, 0.0, forfeits(0, 0, 0, 0, 0, 0), 0, -1,
        0), empty.line(1));
    UserError e = assertThrows(UserError.class,
        () -> Standings.of(List.of("A", "B"), RESULTS));
    assertEquals("result of game 2 names bot 'C', which is not in this tournament (A, B)",
        e.getMessage());
  }

  private static Map<String, Integer> forfeits(int q, int p, int b, int t, int s, int i) {
    Map<String, Integer> m = new LinkedHashMap<>();
    m.put("Q", q);
    m.put("P", p);
    m.put("B", b);
    m.put("T", t);
    m.put("S", s);
    m.put("I", i);
    return m;
  }

  private static GameResult game(int id, String p1, long ms1, String p2, long ms2, String code) {
    return GameResult.of(id, "k" + id, new GameResult.Player(p1, ms1),
        new GameResult.Player(p2, ms2), code, "", 20, 100, null);
  }
}
