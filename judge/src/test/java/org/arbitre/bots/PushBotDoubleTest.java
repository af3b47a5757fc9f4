package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.arbitre.game.Status;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * push-bot's horizon and the double victory: a push that aligns both
 * colours ends the game as a draw, so a side to move that has one is worth at least 0, whatever
 * the opponent threatens. v6's horizon (Main.leaf) scored such a position by its evaluation
 * alone: a threat the opponent could only escape by a double victory looked won, and the search
 * steered into it. The position's values come from the tool's own rules ({@link Push}, every push
 * enumerated), not from the bot.
 */
class PushBotDoubleTest {
  /**
   * 6 × 6, k = 4, O (player 2) to move; found among random games by a separate brute force on
   * the rules of docs/rules.md, section 2 (not the bot): X threatens more than one push can stop, O has no winning
   * push, and O's 3B (column 3 from the bottom: O enters at the bottom, the column's stones move
   * up) aligns O on row 6 and X on column 3 at once.
   */
  static final String POSITION = """
      ..O..O
      O.....
      XX..XO
      OX....
      XXOX..
      OOXOXX""";

  static Constructor<?> newBoard;
  static Method set;
  static Method leaf;
  static Method evaluate;
  static Method analyse;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    Path classes = PushBotFiles.compile("push-bot", dir.resolve("push-bot"));
    analyse = PushBotFiles.method(classes, "analyse", int.class, int.class, String.class, long.class);
    Class<?> main = analyse.getDeclaringClass();
    Class<?> board = main.getClassLoader().loadClass("Main$Board");
    newBoard = board.getDeclaredConstructor(int.class, int.class);
    set = board.getDeclaredMethod("set", int.class, int.class);
    leaf = main.getDeclaredMethod("leaf", board, int.class, int.class);
    evaluate = main.getDeclaredMethod("evaluate", board, int.class);
    for (Method m : new Method[] {set, leaf, evaluate}) {
      m.setAccessible(true);
    }
    newBoard.setAccessible(true);
  }

  /** The reference: 3B is O's only push that does not lose at once or to X's next push, and it aligns both. */
  @Test
  void theReferenceSaysOnlyTheDoubleVictoryDoesNotLose() {
    Push game = new Push(6, 4);
    byte[] cells = cells();
    assertEquals(Status.ONGOING, game.status(cells));
    List<String> notLost = new ArrayList<>();
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(cells, id)) {
        byte[] c = cells.clone();
        game.apply(c, id, Side.TWO.stone());
        Status s = game.status(c);
        assertFalse(s == Status.winFor(Side.TWO), "O has no winning push: " + text(game, id));
        if (s == Status.winFor(Side.ONE) || !s.over() && PushBotThreatsTest.winsAtOnce(game, c, Side.ONE)) {
          continue;
        }
        notLost.add(text(game, id));
      }
    }
    assertEquals(List.of("3B"), notLost);
    byte[] c = cells.clone();
    game.apply(c, id(game, "3B"), Side.TWO.stone());
    assertEquals(Status.DOUBLE_VICTORY, game.status(c), "3B aligns both colours");
  }

  /**
   * The bot's horizon value for O is at least the draw O can take (0), while its evaluation of the
   * same position, the only thing v6's horizon looked at since O cannot win at once, says O is
   * worse off.
   */
  @Test
  void theHorizonCountsTheDoubleVictoryAsADrawAtHand() throws Exception {
    Object board = newBoard.newInstance(6, 4);
    byte[] cells = cells();
    for (int p = 0; p < cells.length; p++) {
      if (cells[p] != 0) {
        set.invoke(board, p, (int) cells[p]);
      }
    }
    int v = (int) leaf.invoke(null, board, 2, 0);
    assertTrue(v >= 0, "leaf for O: " + v);
    assertTrue(v < 1000, "but not a win: " + v);
    int e = (int) evaluate.invoke(null, board, 2);
    assertTrue(e < 0, "the evaluation alone is against O: " + e);
  }

  /** Through the analysis entry point, O plays the double victory, its only push that does not lose. */
  @Test
  void theBotTakesTheDraw() throws Exception {
    assertEquals("3B", analyse.invoke(null, 6, 4, POSITION + "\n2", 200L));
  }

  private static byte[] cells() {
    return Position.parse(Side.ONE, POSITION.strip().split("\\s+")).cells();
  }

  private static String text(Push game, int id) {
    return game.codec().format(game.move(id));
  }

  private static int id(Push game, String move) {
    return game.id(((MoveCodec.Parsed.Ok) game.codec().parse(move)).move());
  }
}
