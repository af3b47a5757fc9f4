package org.arbitre.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Optional;
import org.arbitre.game.MoveCodec.Parsed;
import org.junit.jupiter.api.Test;

class MoveCodecTest {

  private final MoveCodec mnk = Mnk.tictactoe().codec();
  private final MoveCodec push = new Push(15, 5).codec();

  @Test
  void mnkMovesAreTwoIntegersXThenY() {
    assertEquals(2, mnk.tokensPerMove());
    assertEquals(new Parsed.Ok(new Move.Place(7, 12)), mnk.parse("7 12"));
    assertEquals(new Parsed.Ok(new Move.Place(7, 12)), mnk.parse("7\n\t12\n"));
    assertEquals(new Parsed.Ok(new Move.Place(7, 12)), mnk.parse(List.of("7", "12")));
    assertEquals(List.of("7", "12"), mnk.tokens(new Move.Place(7, 12)));
    assertEquals("7 12", mnk.format(new Move.Place(7, 12)));
  }

  @Test
  void mnkRejectsNonIntegersAsSyntax() {
    for (String s : new String[] {"hello", "7", "7 12 3", "1.5 2", "x 1", "", "7,12"}) {
      assertInstanceOf(Parsed.Syntax.class, mnk.parse(s), s);
    }
  }

  @Test
  void mnkOffBoardIntegersAreMovesTheGameRejects() {
    Mnk game = new Mnk(20, 20, 6);
    for (String s : new String[] {"0 5", "21 1", "-3 4", "99999999999 1"}) {
      Parsed p = mnk.parse(s);
      Move m = ((Parsed.Ok) p).move();
      assertEquals(Optional.of(Invalid.OFF_BOARD), game.check(game.start(), m), s);
    }
  }

  @Test
  void mnkRoundTripsEveryCell() {
    Mnk game = new Mnk(5, 4, 3);
    for (int id = 0; id < game.moveIds(); id++) {
      Move m = game.move(id);
      assertEquals(new Parsed.Ok(m), mnk.parse(mnk.tokens(m)));
    }
  }

  @Test
  void pushMovesAreANumberAndASideLetterEitherWayRound() {
    assertEquals(1, push.tokensPerMove());
    Parsed want = new Parsed.Ok(new Move.Entry(15, Edge.BOTTOM));
    for (String s : new String[] {"15B", "B15", "15b", "b15", " 15B\n"}) {
      assertEquals(want, push.parse(s), s);
    }
    assertEquals(new Parsed.Ok(new Move.Entry(3, Edge.LEFT)), push.parse("3g"));
    assertEquals(new Parsed.Ok(new Move.Entry(1, Edge.TOP)), push.parse("H1"));
    assertEquals(new Parsed.Ok(new Move.Entry(7, Edge.RIGHT)), push.parse("d07"));
    assertEquals("15B", push.format(new Move.Entry(15, Edge.BOTTOM)));
    assertEquals(List.of("3G"), push.tokens(new Move.Entry(3, Edge.LEFT)));
  }

  @Test
  void pushRoundTripsEveryEntryInCanonicalForm() {
    Push game = new Push(15, 5);
    for (int id = 0; id < game.moveIds(); id++) {
      Move m = game.move(id);
      String text = push.format(m);
      assertEquals(new Parsed.Ok(m), push.parse(text));
      assertEquals(text, push.format(((Parsed.Ok) push.parse(text.toLowerCase())).move()));
    }
  }

  @Test
  void pushTextThatIsNotNumberAndLetterIsSyntax() {
    for (String s : new String[] {"hello", "15", "B", "15BB", "-3B", "1 5B", "", "15 B", "B1B"}) {
      assertInstanceOf(Parsed.Syntax.class, push.parse(s), s);
    }
  }

  @Test
  void pushBadSideLetterAndOutOfRangeLineAreInvalidMoves() {
    assertEquals(Invalid.BAD_SIDE, ((Parsed.Illegal) push.parse("15X")).reason());
    assertEquals(Invalid.BAD_SIDE, ((Parsed.Illegal) push.parse("Z15")).reason());
    assertEquals(Invalid.LINE_OUT_OF_RANGE, ((Parsed.Illegal) push.parse("99999999999B")).reason());
    Push game = new Push(15, 5);
    for (String s : new String[] {"0B", "16B", "H16"}) {
      Move m = ((Parsed.Ok) push.parse(s)).move();
      assertEquals(Optional.of(Invalid.LINE_OUT_OF_RANGE), game.check(game.start(), m), s);
    }
  }
}
