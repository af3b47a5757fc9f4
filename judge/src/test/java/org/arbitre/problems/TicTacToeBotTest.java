package org.arbitre.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * problems/tictactoe/Main.java as a player: every opponent, the mercy levels and the m,n,k
 * protocol, in-process. Who wins what comes from TicTacToeReference (an independent minimax).
 */
class TicTacToeBotTest {

  static final TicTacToeReference REF = TicTacToeTest.REF;
  static final SingleFile MAIN = TicTacToeTest.MAIN;
  static final int[] POW = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};

  private int games;
  private int punished;

  @Test
  void neverLosesAndPunishesEveryMistakeAgainstEveryOpponent() {
    for (int program = 1; program <= 2; program++) {
      games = 0;
      punished = 0;
      play(0, program, false);
      assertTrue(games > 50, "games explored as player " + program + ": " + games);
      assertTrue(punished > 10, "games where the opponent erred, as player " + program + ": " + punished);
    }
  }

  /** All continuations from s, the program moving for `program`, the opponent trying every cell. */
  private void play(int s, int program, boolean opponentErred) {
    int[] b = TicTacToeReference.board(s);
    if (TicTacToeReference.over(b)) {
      int winner = TicTacToeReference.winner(b);
      assertNotEquals(3 - program, winner, "the program lost as player " + program + " at " + s);
      if (opponentErred) {
        assertEquals(program, winner, "the opponent erred and the program did not win at " + s);
        punished++;
      }
      games++;
      return;
    }
    if (TicTacToeReference.toMove(b) == program) {
      int m = MAIN.callInt("bestMove", s);
      assertTrue(m >= 0 && m < 9 && b[m] == 0, "illegal move " + m + " at " + s);
      play(s + program * POW[m], program, opponentErred);
      return;
    }
    for (int i = 0; i < 9; i++) {
      if (b[i] == 0) {
        int t = s + (3 - program) * POW[i];
        play(t, program, opponentErred || REF.solve(t).winner() == program);
      }
    }
  }

  private static int mercyMove(int s, int mercy, long seed) {
    return (Integer) MAIN.call("mercyMove", new Class<?>[] {int.class, int.class, Random.class},
        s, mercy, new Random(seed));
  }

  @Test
  void mercyZeroIsThePerfectPlayer() {
    for (int s : REF.reachable) {
      for (long seed = 0; seed < 3; seed++) {
        assertEquals(MAIN.callInt("bestMove", s), mercyMove(s, 0, seed), "position " + s);
      }
    }
  }

  @Test
  void mercyHundredGivesTheAdvantageAwayButNeverLosesOnTheSpot() {
    int gifts = 0;
    for (int s : REF.reachable) {
      int[] b = TicTacToeReference.board(s);
      if (TicTacToeReference.over(b)) {
        continue;
      }
      int me = TicTacToeReference.toMove(b);
      int here = REF.solve(s).winner();
      boolean canDraw = false;
      boolean canOfferAWin = false;
      for (int i = 0; i < 9; i++) {
        if (b[i] == 0) {
          TicTacToeReference.Outcome o = REF.solve(s + me * POW[i]);
          canDraw |= o.winner() == 0;
          canOfferAWin |= o.winner() == 3 - me && o.plies() > 1;
        }
      }
      for (long seed = 0; seed < 4; seed++) {
        int m = mercyMove(s, 100, seed);
        assertTrue(m >= 0 && m < 9 && b[m] == 0, "illegal mercy move at " + s);
        int t = s + me * POW[m];
        if (here != 3 - me) {
          assertTrue(!opponentWinsAtOnce(t, me), "mercy move " + m + " at " + s + " loses on the spot");
        }
        int after = REF.solve(t).winner();
        if (here == me && canDraw) {
          assertEquals(0, after, "won position " + s + ": mercy 100 gives a draw away");
          gifts++;
        } else if (here == 0 && canOfferAWin) {
          assertEquals(3 - me, after, "drawn position " + s + ": mercy 100 offers a win");
          gifts++;
        } else {
          assertEquals(MAIN.callInt("bestMove", s), m, "nothing to give at " + s + ": perfect move");
        }
      }
    }
    assertTrue(gifts > 1000, "mercy moves checked: " + gifts);
  }

  private static boolean opponentWinsAtOnce(int t, int me) {
    int[] b = TicTacToeReference.board(t);
    for (int j = 0; j < 9 && !TicTacToeReference.over(b); j++) {
      if (b[j] == 0) {
        b[j] = 3 - me;
        boolean won = TicTacToeReference.winner(b) == 3 - me;
        b[j] = 0;
        if (won) {
          return true;
        }
      }
    }
    return false;
  }

  /** Runs play() on a scripted game; returns what the bot wrote. */
  private static String run(String input, int mercy, long seed) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    MAIN.call("play", new Class<?>[] {InputStream.class, PrintStream.class, int.class, Random.class},
        new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)), new PrintStream(out, true),
        mercy, new Random(seed));
    return out.toString(StandardCharsets.US_ASCII);
  }

  /**
   * Plays a whole game on the protocol against a scripted opponent (a cell chooser); the
   * expected moves come from bestMove, the expected text from SPEC section 1 (x = column, y = row,
   * both from 1, one per line).
   */
  private static void protocolGame(int program, IntUnaryOperator opponent, String separator) {
    StringBuilder in = new StringBuilder().append(program).append('\n');
    StringBuilder expected = new StringBuilder();
    int s = 0;
    for (int turn = 1; !TicTacToeReference.over(TicTacToeReference.board(s)); turn = 3 - turn) {
      int c = turn == program ? MAIN.callInt("bestMove", s) : opponent.applyAsInt(s);
      String move = (c % 3 + 1) + (turn == program ? "\n" : separator) + (c / 3 + 1) + "\n";
      (turn == program ? expected : in).append(move);
      s += turn * POW[c];
    }
    int winner = TicTacToeReference.winner(TicTacToeReference.board(s));
    assertNotEquals(3 - program, winner);
    in.append('F').append(winner).append(winner == 0 ? "N" : "V").append('\n').append("9\n9\n");
    assertEquals(expected.toString(), run(in.toString(), 0, 1), "game as player " + program + ": " + in);
  }

  @Test
  void playsWholeGamesOnTheProtocolAsEitherPlayer() {
    IntUnaryOperator firstFree = s -> {
      int[] b = TicTacToeReference.board(s);
      int i = 0;
      while (b[i] != 0) {
        i++;
      }
      return i;
    };
    IntUnaryOperator lastFree = s -> {
      int[] b = TicTacToeReference.board(s);
      int i = 8;
      while (b[i] != 0) {
        i--;
      }
      return i;
    };
    protocolGame(1, firstFree, "\n");
    protocolGame(2, firstFree, "\n");
    protocolGame(1, lastFree, " ");
    protocolGame(2, lastFree, "  \t");
  }

  @Test
  void answersTheCentreWithACornerAndStopsAtTheEndMessage() {
    assertEquals("1\n1\n", run("2\n2\n2\nF1Q\n", 0, 1), "O answers X's centre with a corner");
    assertEquals("1\n1\n", run("1\nF2P\n1\n2\n", 0, 1), "one move, then F ends the game");
    assertEquals("", run("", 0, 1), "no input: no output, no hang");
    assertEquals("", run("2\n4\n1\n", 0, 1), "a move off the board: the bot stops");
    assertEquals("1\n1\n", run("2\n2\n2\n1\n1\n", 0, 1), "a move on an occupied cell: the bot stops");
  }
}
