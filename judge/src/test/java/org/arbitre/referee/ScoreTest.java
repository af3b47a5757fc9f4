package org.arbitre.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ScoreTest {

  @Test
  void winsDrawsLossesPerBotAndPerColour() {
    // A and B alternate colours: game 1 A is player 1 and loses (F2V), game 2 A is player 2 and
    // loses (F1V), game 3 draw (F0N) with A player 1, game 4 A player 2 loses (F1V), game 5 A
    // player 1, double victory (F3V): a draw for both.
    Score s = new Score("A", "B");
    s.add(true, 2);
    s.add(false, 1);
    s.add(true, 0);
    s.add(false, 1);
    s.add(true, 3);
    Score.BotScore a = s.lines().get(0);
    Score.BotScore b = s.lines().get(1);
    assertEquals(new Score.Tally(0, 2, 3), a.total());
    assertEquals(new Score.Tally(0, 2, 1), a.asPlayer1());
    assertEquals(new Score.Tally(0, 0, 2), a.asPlayer2());
    assertEquals(new Score.Tally(3, 2, 0), b.total());
    assertEquals(new Score.Tally(2, 0, 0), b.asPlayer1());
    assertEquals(new Score.Tally(1, 2, 0), b.asPlayer2());
  }
}
