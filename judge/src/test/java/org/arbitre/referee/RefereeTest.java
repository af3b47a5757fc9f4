package org.arbitre.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.game.Position;
import org.junit.jupiter.api.Test;

/** The referee loop with scripted bots (no process): protocol, end reasons, end message. */
class RefereeTest {

  private static Referee.Played play(Game game, ScriptedBot one, ScriptedBot two) {
    return new Referee(game, Duration.ZERO).play(one, two);
  }

  @Test
  void seedPushExampleIsWonByRed() {
    // docs/rules.md, section 2: 8x8, k=3: blue 1H, red 1H, blue 1H, red 3G, blue 1B, red 4G: red (player 2) wins.
    ScriptedBot blue = new ScriptedBot("1H", "1H", "1B");
    ScriptedBot red = new ScriptedBot("1H", "3G", "4G");
    Referee.Played p = play(Games.create("push", "8", 3), blue, red);
    assertEquals("F2V", p.result().code());
    assertEquals(List.of("1H", "1H", "1H", "3G", "1B", "4G"),
        p.moves().stream().map(PlayedMove::move).toList());
    assertEquals(List.of(1, 2, 1, 2, 1, 2), p.moves().stream().map(PlayedMove::player).toList());
    // each bot read its number, then the opponent's moves; both got the end message
    assertEquals(List.of("1", "1H", "3G"), blue.received);
    assertEquals(List.of("2", "1H", "1H", "1B"), red.received);
    assertEquals("F2V", blue.endLine);
    assertEquals("F2V", red.endLine);
    assertTrue(blue.closed && red.closed);
    // the final board, worked out by hand from the seed: column 1 holds red at rows 2, 3, 4
    Position f = p.finalPosition();
    assertEquals(1, f.at(1, 1));
    assertEquals(2, f.at(1, 2));
    assertEquals(2, f.at(1, 3));
    assertEquals(1, f.at(2, 3));
    assertEquals(2, f.at(1, 4));
    assertEquals(1, f.at(1, 8));
    assertEquals(6, f.stones());
  }

  @Test
  void pushThatAlignsBothColoursIsADoubleVictory() {
    // 3x3, k=3, by hand: X 1H, O 2H, X 2D, O 3H, X 2D (pushes X to the middle), then O 1H
    // pushes X down: row 1 O O O and row 2 X X X at once.
    ScriptedBot x = new ScriptedBot("1H", "2D", "2D");
    ScriptedBot o = new ScriptedBot("2H", "3H", "1H");
    Referee.Played p = play(Games.create("push", "3", 3), x, o);
    assertEquals("F3V", p.result().code());
    assertEquals(6, p.moves().size());
  }

  @Test
  void letterFirstAndLowerCaseAreAcceptedAndSentCanonically() {
    ScriptedBot blue = new ScriptedBot("H1", "h1", "b1");
    ScriptedBot red = new ScriptedBot("1h", "g3", "G4");
    Referee.Played p = play(Games.create("push", "8", 3), blue, red);
    assertEquals("F2V", p.result().code());
    assertEquals(List.of("2", "1H", "1H", "1B"), red.received);
  }

  @Test
  void ticTacToeLineWinsAndFullBoardDraws() {
    ScriptedBot x = new ScriptedBot("1", "1", "2", "1", "3", "1");
    ScriptedBot o = new ScriptedBot("1", "2", "2", "2");
    Referee.Played win = play(Games.create("tictactoe", null, null), x, o);
    assertEquals("F1V", win.result().code());
    assertEquals(5, win.moves().size());
    assertEquals(List.of("2", "1", "1", "2", "1"), o.received);

    // X O X / X O O / O X X: no line anywhere, board full
    ScriptedBot x2 = new ScriptedBot("1", "1", "3", "1", "1", "2", "2", "3", "3", "3");
    ScriptedBot o2 = new ScriptedBot("2", "1", "2", "2", "3", "2", "1", "3");
    Referee.Played draw = play(Games.create("tictactoe", null, null), x2, o2);
    assertEquals("F0N", draw.result().code());
    assertEquals(9, draw.moves().size());
  }

  @Test
  void helloIsASyntaxErrorAtOnce() {
    ScriptedBot one = new ScriptedBot("hello", "1");
    ScriptedBot two = new ScriptedBot();
    Referee.Played p = play(Games.create("mnk", null, null), one, two);
    assertEquals("F2S", p.result().code());
    assertEquals(1, one.tokensAsked, "the referee must not wait for a second token after 'hello'");
    assertEquals("F2S", two.endLine);
  }

  @Test
  void aBadSecondTokenIsASyntaxError() {
    ScriptedBot one = new ScriptedBot("7", "x");
    Referee.Played p = play(Games.create("mnk", null, null), one, new ScriptedBot());
    assertEquals("F2S", p.result().code());
  }

  @Test
  void offTheBoardAndOccupiedAreInvalid() {
    ScriptedBot one = new ScriptedBot("1", "1");
    ScriptedBot off = new ScriptedBot("21", "1");
    assertEquals("F1I", play(Games.create("mnk", null, null), one, off).result().code());

    ScriptedBot first = new ScriptedBot("1", "1");
    ScriptedBot same = new ScriptedBot("1", "1");
    Referee.Played p = play(Games.create("mnk", null, null), first, same);
    assertEquals("F1I", p.result().code());
    assertTrue(p.result().detail().contains("occupied"), p.result().detail());
    assertEquals(1, p.moves().size());
  }

  @Test
  void pushBadSideLetterAndFullLineAreInvalid() {
    assertEquals("F2I", play(Games.create("push", "8", 3), new ScriptedBot("1X"),
        new ScriptedBot()).result().code());
    assertEquals("F2I", play(Games.create("push", "8", 3), new ScriptedBot("9H"),
        new ScriptedBot()).result().code());
    // 3x3: column 1 entered from the top three times is full; the fourth entry is invalid
    ScriptedBot c = new ScriptedBot("1H", "1H");
    ScriptedBot d = new ScriptedBot("1H", "1H");
    Referee.Played full = play(Games.create("push", "3", 3), c, d);
    assertEquals("F1I", full.result().code());
    assertTrue(full.result().detail().contains("full"), full.result().detail());
  }

  @Test
  void faultsOfTheBotLoseWithTheirCode() {
    for (EndReason r : List.of(EndReason.QUIT, EndReason.PIPES, EndReason.BLOCKED,
        EndReason.TIMEOUT)) {
      ScriptedBot one = new ScriptedBot("1", "1", "2", "2");
      ScriptedBot two = new ScriptedBot("5", "5", new BotFault(r, "scripted"));
      Referee.Played p = play(Games.create("mnk", null, null), one, two);
      assertEquals("F1" + r.code(), p.result().code());
      assertEquals("F1" + r.code(), one.endLine);
      assertEquals(3, p.moves().size());
      assertTrue(one.closed && two.closed);
    }
  }

  @Test
  void resultWords() {
    assertEquals("player 2 won: player 1 wrote something that is not a move (wrote 'hello')",
        Result.forfeit(org.arbitre.game.Side.ONE, EndReason.SYNTAX, "wrote 'hello'").words());
    assertEquals("draw: the board is full", new Result(0, EndReason.DRAW, "").words());
  }
}
