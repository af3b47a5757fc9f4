package org.arbitre.solver.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/**
 * The checker on proofs written by hand (the values worked out on paper, not by the solver), and
 * on hand-corrupted copies of them.
 */
class ProofCheckerTest {

  /**
   * mnk 3x3 k=2: the first player takes the centre (cell 4); every reply is a corner (0, up to
   * symmetry) or an edge (1); every cell touches the centre, so the next stone wins: after the
   * corner 0 the edge 1 (above the centre), after the edge 1 the corner 0 (a diagonal).
   */
  private static final String WIN = """
      arbitre-proof 1 game=mnk board=3x3 k=2 value=first-player-win
      prove 1 win
      P 4
      O 0 1
      P 1
      P 0
      end nodes=4 pairings=0
      """;

  /**
   * mnk 4x2 k=4: the only lines are the two rows; the second player holds the pairs {0, 1} and
   * {4, 5}, one in each row, so the first player never fills a row: a draw (and the second
   * player does not win the empty m,n,k board, by strategy stealing).
   */
  private static final String PAIRED = """
      arbitre-proof 1 game=mnk board=4x2 k=4 value=draw
      prove 1 no-win
      D 0 1 4 5
      prove 2 no-win strategy-stealing
      end nodes=1 pairings=1
      """;

  /**
   * mnk 2x1 k=2 played out: the first player's two moves are mirror images (one class, cell 0),
   * the second answers on the other cell and the board is full: a draw. The second player's
   * part as a tree too: the first player takes cell 0, the second (to move, the opponent) has
   * one move, the full board.
   */
  private static final String PLAYED_OUT = """
      arbitre-proof 1 game=mnk board=2x1 k=2 value=draw
      prove 1 no-win
      O 0
      P 1
      prove 2 no-win
      P 0
      O 1
      end nodes=4 pairings=0
      """;

  /**
   * mnk 3x3 k=2 after the first player's corner (cell 0): whatever the second player plays, a
   * neighbour of the corner (1, 3 or 4) is still free and wins. Its replies up to the diagonal
   * mirror that keeps the corner: 1 (~3), 2 (~6), 4, 5 (~7), 8; after 1 the first player takes 3,
   * else 1.
   */
  private static final String FROM_A_CORNER = """
      arbitre-proof 1 game=mnk board=3x3 k=2 moves=0 claim=1:win
      prove 1 win
      O 1 2 4 5 8
      P 3
      P 1
      P 1
      P 1
      P 1
      end nodes=6 pairings=0
      """;

  private static ProofChecker.Report check(String text) throws IOException {
    return ProofChecker.check(new StringReader(text));
  }

  private static void assertWrong(String text, String expected) throws IOException {
    ProofChecker.Report r = check(text);
    assertFalse(r.ok(), r.line());
    assertTrue(r.line().startsWith("proof wrong: ") && r.line().contains(expected), r.line());
    assertEquals(1, r.line().lines().count(), r.line());
  }

  private static void assertMalformed(String text, String expected) {
    ProofChecker.Malformed e = assertThrows(ProofChecker.Malformed.class, () -> check(text));
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }

  @Test
  void handWrittenProofsCheck() throws IOException {
    ProofChecker.Report win = check(WIN);
    assertTrue(win.ok(), win.line());
    assertEquals("proof ok: mnk 3x3 k=2 first-player-win (4 nodes, 0 pairings)", win.line());
    ProofChecker.Report paired = check(PAIRED);
    assertEquals("proof ok: mnk 4x2 k=4 draw (1 nodes, 1 pairings)", paired.line());
    ProofChecker.Report played = check(PLAYED_OUT);
    assertEquals("proof ok: mnk 2x1 k=2 draw (4 nodes, 0 pairings)", played.line());
  }

  @Test
  void aProofFromMovesProvesItsClaimThere() throws IOException {
    ProofChecker.Report r = check(FROM_A_CORNER);
    assertTrue(r.ok(), r.line());
    assertEquals("proof ok: mnk 3x3 k=2 after 1 1: player 1 wins (6 nodes, 0 pairings)", r.line());
    assertWrong(FROM_A_CORNER.replace("O 1 2 4 5 8\nP 3\n", "O 2 4 5 8\n").replace("nodes=6", "nodes=5"),
        "the second player's move 2 1 is not answered");
    assertWrong(FROM_A_CORNER.replace("claim=1:win", "claim=2:win"), "the claim needs 'prove 2 win' here");
    assertWrong(PAIRED.replace("value=draw", "moves=2 value=draw"),
        "strategy stealing only proves that the second player does not win the empty m,n,k board");
    assertMalformed(FROM_A_CORNER.replace("moves=0", "moves=0,0"), "line 1: move 2 of moves= (0) is not legal there");
    assertMalformed(FROM_A_CORNER.replace("moves=0", "moves=a"), "moves= is move ids separated by commas");
    assertMalformed(FROM_A_CORNER.replace("claim=1:win", "claim=3:win"), "unknown claim '3:win'");
    assertMalformed(FROM_A_CORNER.replace("claim=1:win", "claim=1:win value=draw"), "value= or claim=, one of them");
  }

  /**
   * Format 2 (tic-tac-toe, worked on paper): after X 1 1, O 2 1, X 2 2 the second player must
   * block 3 3 (the diagonal); any other move lets X complete it at once, and after 3 3 X plays
   * 1 3, two lines at once (the column 1 1 - 1 3 needs 1 2, the diagonal 1 3 - 3 1 needs 3 1)
   * while O has none to complete: every O move loses at once, so the O line is empty.
   */
  private static final String EVERY_REPLY_LOSES = """
      arbitre-proof 2 game=mnk board=3x3 k=3 moves=0,1,4 claim=1:win
      prove 1 win
      O
      end nodes=1 pairings=0
      """;

  @Test
  void formatTwoLeavesOutTheRepliesThatLoseAtOnce() throws IOException {
    ProofChecker.Report r = check(EVERY_REPLY_LOSES);
    assertTrue(r.ok(), r.line());
    assertEquals("proof ok: mnk 3x3 k=3 after 1 1 2 1 2 2: player 1 wins (1 nodes, 0 pairings)", r.line());
    // format 1 has no such rule: every reply must be listed
    assertWrong(EVERY_REPLY_LOSES.replace("arbitre-proof 2", "arbitre-proof 1"),
        "the second player's move 3 1 is not answered (nor any symmetric image of it; line 3)");
    // the centre version of the corner start: the first player in 3x3 k=2 wins at once
    assertTrue(check("""
        arbitre-proof 2 game=mnk board=3x3 k=2 value=first-player-win
        prove 1 win
        P 4
        O
        end nodes=2 pairings=0
        """).ok());
  }

  /**
   * X 1 1, O 2 2, X 3 3: O's edge 2 1 threatens 2 3 (the middle column), and X's only stone
   * there, 2 3, makes one line (the bottom row), not two; X's fork at 1 3 (column and bottom
   * row) comes too late: O completes 2 3 first. So the empty O line is refused at 2 1 (the
   * corners are answered: after O 3 1, X 1 3 is a fork and also blocks O's diagonal).
   */
  @Test
  void aDoubleThreatMustNotLeaveTheOpponentALine() throws IOException {
    assertWrong("""
        arbitre-proof 2 game=mnk board=3x3 k=3 moves=0,4,8 claim=1:win
        prove 1 win
        O
        end nodes=1 pairings=0
        """, "the second player's move 2 1 is not answered (nor any symmetric image of it, nor"
        + " refuted by a win of the first player at once or by a double threat; line 3)");
  }

  @Test
  void aMissingDefenderReplyIsFoundWithItsMoveSequence() throws IOException {
    assertWrong(WIN.replace("O 0 1\nP 1\nP 0\n", "O 0\nP 1\n").replace("nodes=4", "nodes=3"),
        "(proving that the first player wins) after 2 2: the second player's move 2 1 is not"
            + " answered");
  }

  /**
   * mnk 3x1 k=2: the first player wins from the middle (the second player takes one end, the
   * first the other end, next to the middle), not from an end: after 1 1, 2 1 the last cell
   * fills the board without a line.
   */
  @Test
  void aMoveThatDoesNotWinIsFound() throws IOException {
    String fromTheMiddle = """
        arbitre-proof 1 game=mnk board=3x1 k=2 value=first-player-win
        prove 1 win
        P 1
        O 0
        P 2
        end nodes=3 pairings=0
        """;
    assertTrue(check(fromTheMiddle).ok(), check(fromTheMiddle).line());
    assertWrong(fromTheMiddle.replace("P 1\nO 0\nP 2\n", "P 0\nO 1 2\nP 2\nP 1\n").replace("nodes=3", "nodes=4"),
        "after 1 1, 2 1, 3 1: the game ends in a draw (a full board), which does not prove that"
            + " the first player wins");
    assertWrong(WIN.replace("prove 1 win\nP 4\n", "prove 1 win\nO 4\n"),
        "at the empty board: the first player is to move and must choose a move");
    // a pairing where the first player must win
    assertWrong(WIN.replace("P 1\nP 0\n", "D 1 2\nP 0\n").replace("pairings=0", "pairings=1"),
        "a pairing only proves that the attacker of an m,n,k game does not win");
  }

  @Test
  void anIllegalMoveIsFound() throws IOException {
    assertWrong(WIN.replace("P 1\nP 0\n", "P 0\nP 0\n"), "after 2 2, 1 1: the move 0 is not legal");
  }

  @Test
  void aWrongPairingIsFound() throws IOException {
    assertWrong(PAIRED.replace("D 0 1 4 5", "D 0 1"),
        "at the empty board: the pairing leaves the live line 1 2 - 4 2 without a pair");
    assertWrong(PAIRED.replace("D 0 1 4 5", "D 0 1 1 5"), "is taken or in two pairs");
    assertWrong(PAIRED.replace("D 0 1 4 5", "D 0 1 4 9"), "no cell 9");
  }

  @Test
  void aWrongValueIsFound() throws IOException {
    assertWrong(PAIRED.replace("value=draw", "value=first-player-win"),
        "the value first-player-win needs 'prove 1 win' here, not 'prove 1 no-win'");
    assertWrong(WIN.replace("value=first-player-win", "value=draw"),
        "the value draw needs 'prove 1 no-win' here");
    // the second player's stealing rule does not prove the first player's part
    assertWrong(PAIRED.replace("prove 1 no-win\nD 0 1 4 5\nprove 2 no-win strategy-stealing",
        "prove 1 no-win strategy-stealing\nprove 2 no-win strategy-stealing").replace("nodes=1 pairings=1", "nodes=0 pairings=0"),
        "strategy stealing only proves that the second player does not win");
  }

  @Test
  void aGameThatEndsTheWrongWayIsFound() throws IOException {
    // the second player's part, with the second player "winning" by filling the board: a draw
    assertWrong(PLAYED_OUT.replace("prove 2 no-win\nP 0\nO 1\n", "prove 2 win\nO 0\nP 1\n")
        .replace("value=draw", "value=second-player-win").replace("prove 1 no-win\nO 0\nP 1\n", "")
        .replace("nodes=4", "nodes=2"),
        "after 1 1, 2 1: the game ends in a draw (a full board), which does not prove that the"
            + " second player wins");
  }

  @Test
  void aReferenceToAnotherPositionIsFound() throws IOException {
    assertWrong(WIN.replace("P 0\nend", "= 2\nend").replace("nodes=4", "nodes=3"),
        "after 2 2, 2 1: node 2 is another position");
    assertWrong(WIN.replace("P 0\nend", "= 7\nend").replace("nodes=4", "nodes=3"),
        "node 7 is not defined yet");
  }

  @Test
  void aTruncatedOrMalformedFileIsMalformed() {
    assertMalformed(WIN.replace("end nodes=4 pairings=0\n", ""), "the file is truncated");
    assertMalformed(WIN.substring(0, WIN.indexOf("P 1")), "the file is truncated");
    // cut inside a line: "O 0 1" becomes "O 0", a missing reply, but the end line is gone too
    assertMalformed(WIN.substring(0, WIN.indexOf("O 0 1") + 3), "the file is truncated");
    assertMalformed(WIN.replace("nodes=4", "nodes=5"), "expected 'end nodes=4 pairings=0'");
    assertMalformed(WIN.replace("P 4", "P four"), "'four' is not a number");
    assertMalformed(WIN.replace("P 4", "X 4"), "unknown node 'X'");
    assertMalformed("hello\n", "not a proof file");
    assertMalformed(WIN.replace("arbitre-proof 1", "arbitre-proof 7"), "version 7 is not supported (1 or 2)");
    assertMalformed(WIN.replace("board=3x3", "board=0x3"), "bad board '0x3'");
    assertMalformed(WIN.replace("value=first-player-win", "value=maybe"), "unknown value 'maybe'");
    assertMalformed(WIN + "P 3\n", "text after the end line");
  }
}
