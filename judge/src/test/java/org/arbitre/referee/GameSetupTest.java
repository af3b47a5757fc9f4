package org.arbitre.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.arbitre.game.DeadDraw;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.game.Move;
import org.junit.jupiter.api.Test;

/** Openings, dead-draw adjudication and the move limit, with scripted bots (no process). */
class GameSetupTest {
  private static final Game TTT = Games.create("tictactoe", null, null);

  private static Move at(int x, int y) {
    return new Move.Place(x, y);
  }

  private static List<String> moves(Referee.Played p) {
    return p.moves().stream().map(m -> m.player() + ":" + m.move()).toList();
  }

  @Test
  void anOpeningIsPlayedForBothAndTheBotsStartFromIt() {
    // opening X(1,1) O(2,2): X to move; the bots are not sent the opening's moves as moves
    ScriptedBot x = new ScriptedBot("3", "1", "1", "3");
    ScriptedBot o = new ScriptedBot("2", "1");
    Referee.Played p = new Referee(TTT, Duration.ZERO, new GameSetup(List.of(at(1, 1), at(2, 2)), 0, null))
        .play(x, o);
    assertEquals(2, p.openingMoves());
    assertEquals(List.of("1:1 1", "2:2 2", "1:3 1", "2:2 1", "1:1 3"), moves(p));
    assertEquals(List.of(-1L, -1L), p.moves().subList(0, 2).stream().map(PlayedMove::cpuMs).toList());
    // then O's script is over (blocked, the scripted bot's way): X wins; what matters is that each
    // bot read its number, then only the moves played after the opening, one token a line
    assertEquals("F1B", p.result().code());
    assertEquals(List.of("1", "2", "1"), x.received);
    assertEquals(List.of("2", "3", "1", "1", "3"), o.received);
  }

  @Test
  void anOddOpeningLetsPlayerTwoMoveFirst() {
    ScriptedBot x = new ScriptedBot();
    ScriptedBot o = new ScriptedBot("1", "1");
    Referee.Played p = new Referee(TTT, Duration.ZERO, new GameSetup(List.of(at(2, 2)), 0, null)).play(x, o);
    assertEquals("2:1 1", moves(p).get(1));
    assertEquals(List.of("1", "1", "1"), x.received); // its number, then O's move (1,1)
    assertEquals(List.of("2"), o.received); // its number, then its turn at once
  }

  @Test
  void anIllegalOpeningIsRefused() {
    GameSetup twice = new GameSetup(List.of(at(1, 1), at(1, 1)), 0, null);
    assertThrows(IllegalArgumentException.class,
        () -> new Referee(TTT, Duration.ZERO, twice).play(new ScriptedBot(), new ScriptedBot()));
  }

  @Test
  void aDeadDrawStopsTheGameBeforeTheBoardIsFull() {
    // X O X / X O O / O X . after 8 moves (x = column, y = row): every line holds both colours
    // (checked by hand: rows XOX, XOO, OX.; columns XXO, OOX, XO.; diagonals XO., XOO), though
    // one cell is empty
    ScriptedBot x = new ScriptedBot("1", "1", "3", "1", "1", "2", "2", "3");
    ScriptedBot o = new ScriptedBot("2", "1", "2", "2", "3", "2", "1", "3");
    Game g = TTT;
    GameSetup adjudicated = new GameSetup(List.of(), 0, cells -> DeadDraw.mnk(cells, g.width(), g.height(), g.k()));
    Referee.Played p = new Referee(g, Duration.ZERO, adjudicated).play(x, o);
    assertEquals("F0N", p.result().code());
    assertEquals(8, p.moves().size());
    assertEquals("draw: dead draw: neither player can complete a line of 3 any more", p.result().words());
    assertEquals("F0N", x.endLine);
    // without adjudication the same game goes on to its ninth move
    ScriptedBot x2 = new ScriptedBot("1", "1", "3", "1", "1", "2", "2", "3", "3", "3");
    ScriptedBot o2 = new ScriptedBot("2", "1", "2", "2", "3", "2", "1", "3");
    Referee.Played full = new Referee(g, Duration.ZERO).play(x2, o2);
    assertEquals(9, full.moves().size());
    assertEquals("draw: the board is full", full.result().words());
  }

  @Test
  void theMoveLimitIsADraw() {
    ScriptedBot x = new ScriptedBot("1", "1", "3", "3");
    ScriptedBot o = new ScriptedBot("2", "2", "3", "1");
    Referee.Played p = new Referee(TTT, Duration.ZERO, new GameSetup(List.of(), 3, null)).play(x, o);
    assertEquals("F0N", p.result().code());
    assertEquals(3, p.moves().size());
    assertEquals("draw: move limit: 3 moves", p.result().words());
  }
}
