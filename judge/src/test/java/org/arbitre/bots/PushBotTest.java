package org.arbitre.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arbitre.RunsAlone;
import org.arbitre.game.Move;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.game.Push;
import org.arbitre.game.Side;
import org.arbitre.game.Status;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * problems/push-bot through its public entry points {@code Main.analyse(n, k, board, millis)},
 * {@code Main.replay} and {@code Main.report}, compiled with javax.tools and called by reflection
 * on public members (no process; the process-level checks are in PushBotsIT). The expected answers come from the tool's own rules ({@link Push}, written apart
 * from the bot), by brute force: the only push that wins at once, or else the only push after
 * which the opponent has no winning push. "Traps" are pushes that would complete the opponent's
 * line; the reference checks that they do.
 */
@RunsAlone
class PushBotTest {
  /** The bot's own budget for a normal move (MOVE_MS): the answer must come within it. */
  static final long BUDGET_MS = 480;

  static Method analyse;
  static Method replay;
  static PushBotFiles.Report bot;

  @BeforeAll
  static void compile(@TempDir Path dir) throws Exception {
    Path classes = PushBotFiles.compile("push-bot", dir.resolve("push-bot"));
    analyse = PushBotFiles.method(classes, "analyse", int.class, int.class, String.class, long.class);
    replay = PushBotFiles.method(classes, "replay", int.class, int.class, String.class);
    bot = PushBotFiles.report(classes);
  }

  @ParameterizedTest
  @ValueSource(strings = {"push-random", "push-greedy", "push-bot"})
  void compilesWithRelease8(String slug, @TempDir Path dir) throws Exception {
    PushBotFiles.compile(slug, dir);
  }

  /** The worked example of docs/rules.md, section 2 (8 × 8, k = 3), hand-checked: red (O, player 2) wins on move 6. */
  @Test
  void pushesLikeTheSeedExample() throws Exception {
    String expected = String.join("\n",
        "X.......", "O.......", "OX......", "O.......",
        "........", "........", "........", "X.......", "winner 2 after 6", "");
    assertEquals(expected, replay.invoke(null, 8, 3, "1H 1H 1H 3G 1B 4G"));
    assertEquals(expected, replay.invoke(null, 8, 3, "h1 1h H1 g3 B1 4g"));
  }

  @Test
  void fullLineIsRefused() throws Exception {
    assertEquals("invalid move 4\n", replay.invoke(null, 3, 3, "1G 1G 1G 1D"));
  }

  /**
   * Checks with the reference rules that {@code expected} is the only winning push, or (when
   * there is none) the only saving one, and that each trap completes the opponent's line; then
   * that the bot plays it within its budget.
   */
  private static void assertFinds(String expected, int n, int k, Side side, String rows,
      String... traps) throws Exception {
    Push game = new Push(n, k);
    Position p = Position.parse(side, rows.strip().split("\\s+"));
    List<String> wins = new ArrayList<>();
    List<String> saves = new ArrayList<>();
    for (Move m : game.legalMoves(p)) {
      Position q = game.play(p, m);
      if (game.status(q).winner() == side) {
        wins.add(game.codec().format(m));
      } else if (!game.status(q).over() && winningPushes(game, q).isEmpty()) {
        saves.add(game.codec().format(m));
      }
    }
    assertEquals(List.of(expected), wins.isEmpty() ? saves : wins, "the reference's unique answer");
    for (String t : traps) {
      Status after = game.status(game.play(p, ((MoveCodec.Parsed.Ok) game.codec().parse(t)).move()));
      assertTrue(after == Status.DOUBLE_VICTORY || after.winner() == side.other(), t + ": " + after);
    }
    long t0 = System.nanoTime();
    Object move = analyse.invoke(null, n, k, rows + "\n" + side.stone(), BUDGET_MS);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    assertEquals(expected, move, rows);
    assertTrue(ms < 2000, "answered in " + ms + " ms (budget " + BUDGET_MS + " ms)");
  }

  private static List<Move> winningPushes(Push game, Position p) {
    List<Move> wins = new ArrayList<>();
    for (Move m : game.legalMoves(p)) {
      if (game.status(game.play(p, m)).winner() == p.toMove()) {
        wins.add(m);
      }
    }
    return wins;
  }

  /** Random games played with the reference rules: the bot's replay gives the same board and end. */
  @Test
  void agreesWithTheReferenceRulesOnRandomGames() throws Exception {
    Random rnd = new Random(5);
    int[][] sizes = {{15, 5}, {8, 3}, {6, 4}, {4, 4}};
    for (int g = 0; g < 40; g++) {
      int n = sizes[g % sizes.length][0], k = sizes[g % sizes.length][1];
      Push game = new Push(n, k);
      Position p = game.start();
      StringBuilder moves = new StringBuilder();
      int count = 0;
      while (!game.status(p).over()) {
        List<Move> legal = game.legalMoves(p);
        Move m = legal.get(rnd.nextInt(legal.size()));
        moves.append(game.codec().format(m)).append(' ');
        p = game.play(p, m);
        count++;
      }
      StringBuilder expected = new StringBuilder();
      for (int y = 1; y <= n; y++) {
        for (int x = 1; x <= n; x++) {
          expected.append(".XO".charAt(p.at(x, y)));
        }
        expected.append('\n');
      }
      int w = game.status(p).winnerCode();
      expected.append(w == 0 ? "ongoing after " + count : "winner " + w + " after " + count).append('\n');
      assertEquals(expected.toString(), replay.invoke(null, n, k, moves.toString()), moves.toString());
    }
  }

  @Test
  void winsAtOnceOn15x15() throws Exception {
    // only 7H wins: column 7 pushed down completes X's diagonal from (row 2, col 9) to (row 6, col 5)
    assertFinds("7H", 15, 5, Side.ONE, """
        O..OOOXXOO.....
        ...XOOOXX......
        ....OXXXO......
        ....XO.........
        ....XX.........
        ....XO.........
        ....X..........
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............""");
  }

  @Test
  void winsAtOnceOn8x8() throws Exception {
    assertFinds("5H", 8, 4, Side.TWO, """
        ...XO...
        X...O...
        ....O...
        ........
        X......X
        ........
        ........
        ........""");
  }

  @Test
  void blocksTheOnlyWinningPushOn15x15() throws Exception {
    // X threatens 7D (its four in row 7 pushed left, a fifth entering); only O's own 7D parries
    assertFinds("7D", 15, 5, Side.TWO, """
        ..............O
        ...............
        ...............
        ...............
        ...............
        ...............
        ...........XXXX
        O............XO
        ...............
        ...............
        ...............
        ...............
        ...............
        ...............
        .......O.......""");
  }

  @Test
  void blocksTheOnlyWinningPushOn8x8() throws Exception {
    assertFinds("4B", 8, 4, Side.ONE, """
        ........
        ........
        .......X
        ........
        ........
        ...O....
        ...O....
        X.XO....""");
  }

  @Test
  void avoidsCompletingTheOpponentsLineOn15x15() throws Exception {
    // X threatens 6H, 11H and 1G; 1G for O would complete X's line; only 9H saves O
    assertFinds("9H", 15, 5, Side.TWO, """
        OOXOXOXXXX.XX.O
        OXOXX.OXX..O..O
        X..O....X......
        XX......O......
        OOO............
        O..............
        X.............X
        ............OXO
        ...............
        X.............O
        X..............
        X.............X
        OO...........XX
        O.....X......OX
        OXO.X.OXO.O.O.O""", "1G");
    // O threatens 1H, 2G and 6G; 1H for X would complete O's line; only 4G saves X
    assertFinds("4G", 15, 5, Side.ONE, """
        OXXOX.O.XX.X.OX
        XO.XO......OXOO
        OO.OX........XO
        OXO..........OX
        OX...........XX
        ..............X
        O..............
        OO.............
        ............XXO
        O.............O
        ...............
        XO...........XX
        XOX...........O
        OXXO....O..XOXO
        XXOOOXX.OX.XOX.""", "1H");
  }

  @Test
  void avoidsCompletingTheOpponentsLineOn6x6() throws Exception {
    // 1H and 1B for O would complete X's line; only 4G leaves X no winning push
    assertFinds("4G", 6, 4, Side.TWO, """
        X....O
        XO....
        ......
        X....X
        XX...O
        XOO..O""", "1H", "1B");
  }

  /**
   * The table fits the contest's 16 MB (-Xmx16m: maxMemory 15.5 MiB) and is as big as before on a
   * big heap: the report's {@code table BYTES}, the entries for a heap of BYTES.
   */
  @Test
  void theTranspositionTableIsSizedFromTheHeap() throws Exception {
    String empty = "....\n....\n....\n....";
    assertEquals(String.valueOf(1 << 19), bot.line(4, 3, empty, 1, 0, "table 16252928"), "-Xmx16m: 2^19 entries, 6 MiB");
    assertEquals(String.valueOf(1 << 20), bot.line(4, 3, empty, 1, 0, "table " + (6L << 30)), "a big heap: 2^20 as before");
    assertEquals(String.valueOf(1 << 18), bot.line(4, 3, empty, 1, 0, "table " + (8L << 20)), "-Xmx8m: 2^18");
    assertEquals(String.valueOf(1 << 12), bot.line(4, 3, empty, 1, 0, "table 100000"), "the floor");
  }
}
