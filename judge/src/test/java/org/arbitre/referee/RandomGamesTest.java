package org.arbitre.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.junit.jupiter.api.Test;

/**
 * 200 random-vs-random games of each game through the referee loop, with the in-process random
 * client (the real-process sample is in MatchIT): every game ends on the board, V or N, never with
 * a forfeit.
 */
class RandomGamesTest {

  private static Map<String, Integer> playMany(Game game, int games) {
    Map<String, Integer> codes = new TreeMap<>();
    for (int g = 0; g < games; g++) {
      Referee.Played p = new Referee(game, Duration.ZERO)
          .play(new RandomBot(game, 2 * g), new RandomBot(game, 2 * g + 1));
      codes.merge(p.result().code(), 1, Integer::sum);
      assertEquals(p.moves().size(), p.finalPosition().stones(), "every move adds one stone");
    }
    return codes;
  }

  @Test
  void mnkRandomGamesEndOnTheBoard() {
    Map<String, Integer> codes = playMany(Games.create("mnk", null, null), 50);
    assertEquals(50, codes.values().stream().mapToInt(Integer::intValue).sum());
    codes.keySet().forEach(c -> assertTrue(c.matches("F[12]V|F0N"), codes.toString()));
  }

  @Test
  void pushRandomGamesEndOnTheBoard() {
    Map<String, Integer> codes = playMany(Games.create("push", null, null), 50);
    assertEquals(50, codes.values().stream().mapToInt(Integer::intValue).sum());
    codes.keySet().forEach(c -> assertTrue(c.matches("F[123]V|F0N"), codes.toString()));
  }

  @Test
  void ticTacToeRandomGamesEndOnTheBoard() {
    Map<String, Integer> codes = playMany(Games.create("tictactoe", null, null), 200);
    codes.keySet().forEach(c -> assertTrue(c.matches("F[12]V|F0N"), codes.toString()));
    assertTrue(codes.containsKey("F0N") && codes.containsKey("F1V"), codes.toString());
  }
}
