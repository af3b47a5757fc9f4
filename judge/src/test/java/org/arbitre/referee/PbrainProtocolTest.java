package org.arbitre.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Gomocup translation, line by line (Gomocup protocol: 0-based "x,y"; ours: 1-based x then y). */
class PbrainProtocolTest {

  @Test
  void playerOneBeginsThenGetsTurns() {
    PbrainProtocol p = new PbrainProtocol(20, 20, 1000, 0, List.of());
    assertEquals(List.of("START 20", "INFO timeout_turn 1000", "INFO timeout_match 1000000000", "INFO max_memory 0",
        "INFO rule 0"), p.toBot("1"));
    assertEquals(List.of("BEGIN"), p.atTurn());
    assertEquals(List.of(), p.fromBot("OK"));
    assertEquals(List.of(), p.fromBot("MESSAGE I think, therefore I am"));
    assertEquals(List.of("10", "11"), p.fromBot("9,10"));
    assertEquals(List.of(), p.toBot("3"));
    assertEquals(List.of(), p.toBot("4"));
    assertEquals(List.of("TURN 2,3"), p.atTurn());
    assertEquals(List.of("END"), p.atEnd("F1V"));
  }

  @Test
  void playerTwoGetsTurnForTheFirstMove() {
    PbrainProtocol p = new PbrainProtocol(15, 10, 500, 16 << 20, List.of());
    assertEquals("RECTSTART 15,10", p.toBot("2").get(0));
    p.toBot("8");
    p.toBot("5");
    assertEquals(List.of("TURN 7,4"), p.atTurn());
    assertEquals(List.of("1", "1"), p.fromBot(" 0 , 0 "));
  }

  @Test
  void anOpeningIsSentAsABoard() {
    // opening X(10,10) O(11,10) X(10,11): O to move; for O its own stone is field 1
    PbrainProtocol o = new PbrainProtocol(20, 20, 1000, 0, List.of(new int[] {10, 10}, new int[] {11, 10},
        new int[] {10, 11}));
    o.toBot("2");
    assertEquals(List.of("BOARD", "9,9,2", "10,9,1", "9,10,2", "DONE"), o.atTurn());
    // X, after O's first move, gets the whole position too (it has not seen the opening)
    PbrainProtocol x = new PbrainProtocol(20, 20, 1000, 0, List.of(new int[] {10, 10}, new int[] {11, 10},
        new int[] {10, 11}));
    x.toBot("1");
    x.toBot("12");
    x.toBot("12");
    assertEquals(List.of("BOARD", "9,9,1", "10,9,2", "9,10,1", "11,11,2", "DONE"), x.atTurn());
  }

  @Test
  void whatIsNotAMoveGoesToTheRefereeAsItIs() {
    PbrainProtocol p = new PbrainProtocol(20, 20, 1000, 0, List.of());
    p.toBot("1");
    assertEquals(List.of("10 10"), p.fromBot("10 10"));
    assertEquals(List.of(), p.fromBot("DEBUG 1,1"));
    assertEquals(List.of(), p.fromBot(""));
  }
}
