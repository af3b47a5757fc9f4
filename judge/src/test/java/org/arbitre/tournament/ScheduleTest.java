package org.arbitre.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.arbitre.UserError;
import org.arbitre.game.Games;
import org.junit.jupiter.api.Test;

class ScheduleTest {

  private static final List<Opening> THREE = Openings.parse(
      List.of("10 10 11 10", "10 10 11 11", "10 10 9 9"), "test", Games.create("mnk", null, null));

  @Test
  void roundRobinOfFourBotsInTwoRoundsIs24Games() {
    // 4 bots: C(4,2) = 6 pairings; 2 rounds; 2 games (one pair) per pairing and round: 6*2*2 = 24.
    Schedule s = new Schedule(4, Format.ROUND_ROBIN, 2, List.of());
    assertEquals(24, s.size());
    assertEquals(12, s.pairs());
    // Gauntlet of 4 bots: bot 0 against 3 others, 3 rounds: 3*3*2 = 18.
    assertEquals(18, new Schedule(4, Format.GAUNTLET, 3, List.of()).size());
  }

  @Test
  void pairingsInOrder() {
    List<Format.Pairing> rr = new ArrayList<>();
    for (int i = 0; i < Format.ROUND_ROBIN.pairings(4); i++) {
      rr.add(Format.ROUND_ROBIN.pair(4, i));
    }
    assertEquals(List.of(p(0, 1), p(0, 2), p(0, 3), p(1, 2), p(1, 3), p(2, 3)), rr);
    List<Format.Pairing> g = new ArrayList<>();
    for (int i = 0; i < Format.GAUNTLET.pairings(4); i++) {
      g.add(Format.GAUNTLET.pair(4, i));
    }
    assertEquals(List.of(p(0, 1), p(0, 2), p(0, 3)), g);
  }

  @Test
  void everyPairingPlaysBothColoursEqually() {
    Schedule s = new Schedule(4, Format.ROUND_ROBIN, 2, List.of());
    // (player 1, player 2) -> games: every ordered pair of distinct bots appears 2 times (once a
    // round), so each bot is player 1 against each other bot as often as player 2.
    Map<List<Integer>, Integer> ordered = new HashMap<>();
    for (ScheduledGame g : s.games()) {
      ordered.merge(List.of(g.player1(), g.player2()), 1, Integer::sum);
    }
    assertEquals(12, ordered.size());
    ordered.values().forEach(n -> assertEquals(2, n));
    // The gauntlet: bot 0 meets 1, 2, 3, never do two others meet.
    for (ScheduledGame g : new Schedule(4, Format.GAUNTLET, 2, List.of()).games()) {
      assertTrue(g.player1() == 0 || g.player2() == 0, g.key());
    }
  }

  @Test
  void aPairIsTwoGamesWithColoursSwapped() {
    Schedule s = new Schedule(3, Format.ROUND_ROBIN, 4, THREE);
    for (int i = 0; i < s.pairs(); i++) {
      ScheduledGame first = s.game(2 * i);
      ScheduledGame second = s.game(2 * i + 1);
      assertEquals(i, first.pair());
      assertEquals(i, second.pair());
      assertTrue(first.firstOfPair() && !second.firstOfPair());
      assertEquals(first.a(), first.player1());
      assertEquals(first.player1(), second.player2());
      assertEquals(first.player2(), second.player1());
      assertEquals(first.round(), second.round());
      assertEquals(first.opening(), second.opening());
    }
  }

  @Test
  void openingsCycleOncePerRound() {
    // Two bots, 5 rounds, 3 openings: rounds 1..5 play openings 1, 2, 3, 1, 2 (both games).
    Schedule s = new Schedule(2, Format.ROUND_ROBIN, 5, THREE);
    List<Integer> perGame = new ArrayList<>();
    for (ScheduledGame g : s.games()) {
      perGame.add(g.openingIndex());
      assertEquals(THREE.get(g.openingIndex()), g.opening());
    }
    assertEquals(List.of(0, 0, 1, 1, 2, 2, 0, 0, 1, 1), perGame);
    assertEquals("10 10 11 11", s.game(2).opening().text());
    // Three bots: all three pairings of round 2 play opening 2.
    for (ScheduledGame g : new Schedule(3, Format.ROUND_ROBIN, 2, THREE).games()) {
      assertEquals(g.round(), g.openingIndex());
    }
    // Without openings every game starts from the empty board.
    new Schedule(2, 2).games().forEach(g -> assertTrue(g.opening().none() && g.openingIndex() < 0));
  }

  @Test
  void idsAndKeysAreStableAndMoreRoundsExtendTheSchedule() {
    Schedule three = new Schedule(3, Format.ROUND_ROBIN, 3, THREE);
    Schedule five = new Schedule(3, Format.ROUND_ROBIN, 5, THREE);
    Set<String> keys = new HashSet<>();
    for (int id = 0; id < five.size(); id++) {
      assertEquals(id, five.game(id).id());
      assertTrue(keys.add(five.game(id).key()), "unique key " + five.game(id).key());
    }
    assertEquals(three.games(), five.games().subList(0, three.size()));
    // Game 0: round 1, bots 0 and 1, opening 1, first of the pair; game 9: round 2 (3 pairings =
    // 6 games a round, ids 6..11), pairing 0v2 is its second (ids 8, 9), second game of the pair.
    assertEquals("r1-0v1-o1-g1", five.game(0).key());
    assertEquals("r2-0v2-o2-g2", five.game(9).key());
    assertEquals("r1-0v1-g2", new Schedule(2, 1).game(1).key());
  }

  @Test
  void shardsPartitionTheScheduleAndKeepPairsTogether() {
    Schedule s = new Schedule(4, Format.ROUND_ROBIN, 3, THREE); // 36 games, 18 pairs
    for (int n = 1; n <= 20; n++) {
      List<Integer> all = new ArrayList<>();
      for (int i = 1; i <= n; i++) {
        List<ScheduledGame> slice = s.shard(i, n);
        Set<Integer> pairs = new HashSet<>();
        for (ScheduledGame g : slice) {
          all.add(g.id());
          pairs.add(g.pair());
        }
        assertEquals(2 * pairs.size(), slice.size(), "both games of each pair in shard " + i);
      }
      all.sort(null);
      List<Integer> expected = new ArrayList<>();
      for (int id = 0; id < s.size(); id++) {
        expected.add(id);
      }
      assertEquals(expected, all, n + " shards: each game exactly once");
    }
    // 18 pairs in 4 shards: pairs 0, 4, 8, 12, 16 in the first (10 games), 4 pairs in the last.
    assertEquals(List.of(0, 1, 8, 9, 16, 17, 24, 25, 32, 33),
        s.shard(1, 4).stream().map(ScheduledGame::id).toList());
    assertEquals(8, s.shard(4, 4).size());
    assertTrue(s.shard(20, 20).isEmpty());
  }

  @Test
  void badSettingsAreUserErrors() {
    assertThrows(UserError.class, () -> new Schedule(1, 2));
    assertThrows(UserError.class, () -> new Schedule(2, 0));
    Schedule s = new Schedule(3, 1);
    assertThrows(UserError.class, () -> s.shard(0, 3));
    assertThrows(UserError.class, () -> s.shard(4, 3));
    assertThrows(UserError.class, () -> s.shard(1, 0));
  }

  private static Format.Pairing p(int a, int b) {
    return new Format.Pairing(a, b);
  }
}
