package org.arbitre.problems;

import static org.arbitre.problems.MnkBotDriver.board;
import static org.arbitre.problems.MnkBotDriver.cells;
import static org.arbitre.problems.MnkBotDriver.field;
import static org.arbitre.problems.MnkBotDriver.fieldScore;
import static org.arbitre.problems.MnkBotDriver.fieldWins;
import static org.arbitre.problems.MnkBotDriver.game;
import static org.arbitre.problems.MnkBotDriver.model;
import static org.arbitre.problems.MnkBotDriver.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.arbitre.OneCore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * problems/mnk-bot's opponent model, on games of greedy (X) against the field's styles
 * (judge/src/test/resources/bots/mnk-field: players written apart from the bot), replayed to the
 * bot's report entry point ({@code Main.report}): what it learns of O, the replies it predicts,
 * and the plans it makes, each checked with the field's own code; every game of tic-tac-toe against
 * it; its command line. Whole games and processes: integration tests.
 */
@OneCore
class MnkBotGamesIT {

  /** What the bot learnt, watching every O move of the game (the bot is X, no opening). */
  private static Map<String, String> learnt(List<Integer> moves) {
    return model(report(20, 1, 0, moves, 0, ""));
  }

  private static Map<String, String> learnt(int w, List<Integer> moves) {
    return model(report(w, 1, 0, moves, 0, ""));
  }

  private static boolean natural(Map<String, String> m) {
    return m.get("natural").equals("true");
  }

  @Test
  void theNaturalModelIsTrustedAgainstTheGreedyBaseline() {
    // the first O stone (after one X stone) and four more quiet ones: 5 samples, all natural
    assertFalse(natural(learnt(game("greedy", 5))), "5 samples are not enough");
    assertTrue(natural(learnt(game("greedy", 6))), "6 greedy moves in a row are natural");
    Map<String, String> eight = learnt(game("greedy", 8));
    assertTrue(natural(eight));
    assertEquals("0", eight.get("choice"), "greedy's own weights are model 0");
    // one corner move (no one-ply player would play it) in 6 is tolerated
    Map<String, String> missed = learnt(game("greedy", 8, Map.of(5, 0), (i, m, b, o) -> true));
    assertEquals("1", missed.get("misses"));
    assertTrue(natural(missed), "1 miss in 8 quiet moves");
    assertTrue(natural(learnt(game("greedy", 8, Map.of(1, 399), (i, m, b, o) -> true))), "1 miss in 6, then natural");
    // two in the first six are not, and the model stays off however natural the moves that follow
    Map<String, String> twice = learnt(game("greedy", 20, Map.of(1, 399, 3, 0), (i, m, b, o) -> true));
    assertEquals("2", twice.get("misses"));
    assertFalse(natural(twice), "2 misses in 6, then 14 natural moves");
  }

  @Test
  void smallBoardsAreAlwaysSearchedFullWidth() {
    // 10 x 10, k = 5 (100 cells): greedy's quiet moves are all natural, the model still stays off
    Map<String, String> m = learnt(10, game(10, 10, 5, "greedy", 6, Map.of(), (i, mv, b, o) -> true));
    assertTrue(Integer.parseInt(m.get("samples")) >= 4, "quiet samples: " + m);
    assertEquals("0", m.get("misses"));
    assertFalse(natural(m));
  }

  /**
   * The field's one-ply styles (other weights, attack/defence ratios and run counting) are
   * recognised: each style's quiet moves fit the family, and the styles the family holds exactly
   * are told apart.
   */
  @Test
  void theFieldsOnePlyStylesAreRecognised() {
    String[] styles = {"attacker", "defender", "squares", "runs"};
    String[] models = {"1", "2", "3", "5"};
    for (int s = 0; s < styles.length; s++) {
      Map<String, String> m = learnt(game(styles[s], 12));
      assertTrue(natural(m), styles[s] + ": " + m);
      assertEquals(models[s], m.get("choice"), styles[s]);
    }
  }

  /**
   * The field's noisy style (its window score with up to 40 % noise per cell) and its two-ply
   * style fit no one-ply model exactly but nearly always play one of the 5 best cells by the plain
   * score: the loose model takes them (their noise seeded, so the games are always the same).
   */
  @Test
  void theNoisyAndTwoPlyStylesFitTheLooseModel() {
    for (String style : new String[] {"noisy", "twoply"}) {
      Map<String, String> m;
      synchronized (MnkBotDriver.class) {
        MnkBotDriver.seedField(style, 13);
        m = learnt(game(style, 16));
      }
      assertEquals("true", m.get("loose"), style + ": " + m);
      assertEquals("-1", m.get("grid"), style + ": no window counter of the grid fits 19 in 20");
    }
  }

  /**
   * The loose model takes a noisy player early (from 6 quiet moves rather than 12), so that the
   * plans against it start while the board is still open: in six games of greedy against the
   * field's noisy style (both players' random choices seeded), it is on before its 12th sample
   * in most of them.
   */
  @Test
  void theLooseModelTakesANoisyPlayerBeforeTwelveSamples() {
    int early = 0;
    StringBuilder fits = new StringBuilder();
    for (int seed = 1; seed <= 6; seed++) {
      int[] fitAt = {-1};
      synchronized (MnkBotDriver.class) {
        MnkBotDriver.seedField("noisy", seed);
        MnkBotDriver.seedGreedy(seed);
        game("noisy", 40, Map.of(), (i, moves, board, o) -> { // X has moved, O's i-th move not yet seen
          List<Integer> seen = new ArrayList<>(moves.subList(0, moves.size() - 1));
          Map<String, String> m = learnt(seen);
          int samples = Integer.parseInt(m.get("samples"));
          if (m.get("loose").equals("true")) {
            fitAt[0] = samples;
          }
          return fitAt[0] < 0 && samples < 12;
        });
      }
      early += fitAt[0] >= 0 && fitAt[0] < 12 ? 1 : 0;
      fits.append(" seed ").append(seed).append(": ").append(fitAt[0] < 0 ? "none" : fitAt[0] + " samples");
    }
    assertTrue(early >= 4, early + " of 6 games fit before 12 samples:" + fits);
  }

  /**
   * The two-ply style is learnt as a two-ply player after 20 moves; the one-ply styles and noise
   * are not, the student (one-ply, other weights) neither.
   */
  @Test
  void theTwoPlyStyleAndOnlyItFitsTheTwoPlyModel() {
    for (String style : new String[] {"twoply", "noisy", "student", "attacker", "defender"}) {
      for (int seed = 1; seed <= 2; seed++) {
        Map<String, String> m;
        synchronized (MnkBotDriver.class) {
          MnkBotDriver.seedField(style, seed);
          m = learnt(game(style, 20));
        }
        assertEquals(String.valueOf(style.equals("twoply")), m.get("twoply"), style + ", seed " + seed + ": " + m);
      }
    }
  }

  /**
   * The field's lookahead style (two-ply with the student's weights, in no table of the grid
   * exactly) is learnt as a two-ply player after 20 quiet moves, and the model then predicts its
   * next quiet moves: at least 24 of 30 (10 in each of 3 games) are among the model's replies
   * (learnt from the earlier moves only; greedy, playing X, breaks its ties at random).
   */
  @Test
  void aTwoPlyPlayerWithOtherWeightsIsLearntAndPredicted() {
    int[] predicted = {0};
    for (int seed = 1; seed <= 3; seed++) {
      int s = seed;
      int[] asked = {0};
      synchronized (MnkBotDriver.class) {
        MnkBotDriver.seedField("lookahead", seed);
        game("lookahead", 40, Map.of(), (i, moves, board, o) -> {
          if (i >= 21 && MnkBotDriver.sixes(board, 1).isEmpty() && MnkBotDriver.sixes(board, 2).isEmpty()) {
            Map<String, String> r = report(20, 1, 0, moves, 1000, "");
            assertEquals("true", model(r).get("twoply"), "seed " + s + ": learnt after 20 moves, " + r);
            predicted[0] += cells(r.get("replies"), 20).contains(o) ? 1 : 0;
            asked[0]++;
          }
          return asked[0] < 10;
        });
      }
      assertEquals(10, asked[0], "seed " + seed + ": quiet moves asked");
    }
    assertTrue(predicted[0] >= 24, predicted[0] + " of 30 predicted");
  }

  /**
   * The field's student style (one-ply, a window of n stones worth 10^(n-1), defence 1.2 times
   * attack: weights no player of the family has) is learnt by the grid after 20 of its moves.
   */
  @Test
  void aOnePlyPlayerWithOtherWeightsIsLearntByTheGrid() {
    for (int seed = 1; seed <= 6; seed++) {
      Map<String, String> m;
      synchronized (MnkBotDriver.class) {
        MnkBotDriver.seedField("student", seed);
        m = learnt(game("student", 20));
      }
      assertTrue(natural(m) && Integer.parseInt(m.get("grid")) >= 0, "seed " + seed + ": " + m);
    }
  }

  /**
   * In a real game against the student (the bot as X, the 4 opening stones placed as the referee
   * gives them), every quiet move fits some player of the family but none fits nine in ten: the
   * plans are made against the grid's entry.
   */
  @Test
  void inAGameAgainstTheStudentTheGridIsTheModel() {
    String moves = "9,8 12,8 11,11 8,11 9,9 10,10 11,9 10,9 9,10 9,7 8,9 9,12 11,7 11,10 10,11 11,12 7,10"
        + " 10,7 7,11 10,8 10,6 7,8 6,10 5,10 6,11 5,12 12,11 14,11 7,12 7,14 9,6 5,9 6,13 6,12 8,12 5,11"
        + " 5,13 5,7 5,8 9,13 6,7 6,9 4,13 3,13 3,12 7,6 6,15 5,14 6,14 6,16";
    Map<String, String> r = report(20, 1, 4, cells(moves, 20), 0, "");
    assertTrue(natural(model(r)), r.toString());
    assertEquals("grid", r.get("plans-against"), r.toString());
  }

  /**
   * The loose model's replies are the plain score's best cell near the stones, as the field's own
   * code (its two-ply style's window score, the noisy style's before its noise) scores it.
   */
  @Test
  void theLooseModelsReplyIsThePlainScoresBestCell() {
    synchronized (MnkBotDriver.class) {
      var field = field("twoply");
      java.util.Random random = new java.util.Random(29);
      for (int trial = 0; trial < 6; trial++) {
        List<Integer> moves = new ArrayList<>();
        int[] board = new int[400];
        for (int i = 0; i < 24 + 6 * trial; i++) {
          int c = 105 + random.nextInt(10) + 20 * random.nextInt(10);
          if (board[c] == 0) {
            board[c] = moves.size() % 2 + 1;
            moves.add(c);
          }
        }
        if (!MnkBotDriver.sixes(board, 1).isEmpty() || !MnkBotDriver.sixes(board, 2).isEmpty()) {
          continue;
        }
        int o = moves.size() % 2 + 1; // to move: the opponent the model plays
        Map<String, String> r = report(20, 20, 6, 3 - o, moves.size(), moves, 1000, "loose");
        List<Integer> replies = cells(r.get("replies"), 20);
        assertEquals(1, replies.size(), "trial " + trial + ": " + r);
        double best = -1;
        for (int c = 0; c < 400; c++) {
          if (board[c] == 0 && nearAStone(board, c)) {
            best = Math.max(best, fieldScore(field, board, c, o));
          }
        }
        int c = replies.get(0);
        assertTrue(board[c] == 0 && nearAStone(board, c), "trial " + trial + ": cell " + c);
        assertEquals(best, fieldScore(field, board, c, o), "trial " + trial + ": reply " + c);
      }
    }
  }

  private static boolean nearAStone(int[] board, int c) {
    for (int dy = -2; dy <= 2; dy++) {
      for (int dx = -2; dx <= 2; dx++) {
        int x = c % 20 + dx;
        int y = c / 20 + dy;
        if (x >= 0 && x < 20 && y >= 0 && y < 20 && board[y * 20 + x] != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A position of a game against the field's defender (X the bot, the first four moves the
   * opening), after which the bot recognised the defender (model 2) and its beam search finds a
   * plan: each predicted reply is one the defender plays (its own code), and the plan's last move
   * makes two winning cells at once.
   */
  @Test
  void theBeamFindsAPlanThatBeatsTheDefender() {
    List<Integer> moves = List.of(148, 151, 210, 207, 190, 169, 188, 189, 170, 230, 128, 168, 149, 191, 147, 146, 107, 86);
    Map<String, String> r = report(20, 1, 4, moves, 1000, "");
    assertTrue(natural(model(r)), "the defender's quiet moves fit the family: " + r);
    assertEquals("2", model(r).get("choice"), "and model 2 (defence x 3) fits them all");
    synchronized (MnkBotDriver.class) {
      assertThePlanBeatsTheField(r, field("defender"), board(moves, 400));
    }
  }

  /**
   * Against the loose model (named here: the bot has not watched this game) the beam is wider and
   * longer. The position after 50 moves of a game against the field's noisy style (X the bot):
   * the plan's predicted replies are the plain score's best cells by the field's own code, and
   * its last move makes two winning cells at once.
   */
  @Test
  void againstTheLooseModelTheWiderBeamFindsAPlan() {
    List<Integer> moves = List.of(147, 149, 192, 228, 152, 212, 173, 211, 213, 194, 154, 153, 171, 150, 128, 276, 112,
        172, 133, 91, 114, 95, 110, 190, 134, 111, 90, 74, 131, 68, 132, 130, 92, 52, 155, 135, 113, 71, 170, 176,
        151, 189, 168, 94, 166, 185, 148, 167, 196, 175);
    Map<String, String> r = report(20, 20, 6, 1, moves.size(), moves, 1000, "loose");
    synchronized (MnkBotDriver.class) {
      assertThePlanBeatsTheField(r, field("twoply"), board(moves, 400));
    }
  }

  private static void assertThePlanBeatsTheField(Map<String, String> r, MnkBotDriver.Field field, int[] board) {
    List<Integer> plan = cells(r.get("plan"), 20);
    assertFalse(plan.isEmpty(), "a plan: " + r);
    for (int i = 0; i < plan.size(); i += 2) {
      int c = plan.get(i);
      assertEquals(0, board[c], "own move " + i / 2 + " on an empty cell");
      board[c] = 1;
      if (i + 1 < plan.size()) {
        int reply = plan.get(i + 1);
        assertTrue(defenderMoves(field, board).contains(reply), "reply " + i / 2 + " is one the field's player plays");
        board[reply] = 2;
      }
    }
    Set<Integer> sixes = new HashSet<>();
    for (int c = 0; c < 400; c++) {
      if (board[c] == 0 && fieldWins(field, board, c, 1)) {
        sixes.add(c);
      }
      assertFalse(board[c] == 0 && fieldWins(field, board, c, 2), "the field's player has no six to make");
    }
    assertTrue(sixes.size() >= 2, "two cells make six: " + sixes + " after the plan " + plan);
  }

  /** The cells the field's player may play for O: its win, else its block, else its style's best scores. */
  private static Set<Integer> defenderMoves(MnkBotDriver.Field field, int[] board) {
    Set<Integer> wins = new HashSet<>();
    Set<Integer> blocks = new HashSet<>();
    Set<Integer> best = new HashSet<>();
    double top = -1;
    for (int c = 0; c < 400; c++) {
      if (board[c] != 0) {
        continue;
      }
      if (fieldWins(field, board, c, 2)) {
        wins.add(c);
      }
      if (fieldWins(field, board, c, 1)) {
        blocks.add(c);
      }
      double s = fieldScore(field, board, c, 2);
      if (s > top) {
        top = s;
        best.clear();
      }
      if (s == top) {
        best.add(c);
      }
    }
    return !wins.isEmpty() ? wins : !blocks.isEmpty() ? blocks : best;
  }

  // ---- every tic-tac-toe game, and the command line ----

  private int games;

  @Test
  void neverLosesTicTacToeAgainstAnyOpponent() {
    for (int bot = 1; bot <= 2; bot++) {
      games = 0;
      Set<Integer> seen = new HashSet<>();
      play(new int[9], bot, seen);
      assertTrue(games > 20, "games explored as player " + bot + ": " + games);
    }
  }

  /** Every continuation from b: the bot plays for `bot`, the opponent tries every empty cell. */
  private void play(int[] b, int bot, Set<Integer> seen) {
    if (TicTacToeReference.over(b)) {
      assertNotEquals(3 - bot, TicTacToeReference.winner(b),
          "the bot lost as player " + bot + ": " + Arrays.toString(b));
      games++;
      return;
    }
    if (TicTacToeReference.toMove(b) == bot) {
      String[] rows = new String[3];
      for (int y = 0; y < 3; y++) {
        StringBuilder r = new StringBuilder();
        for (int x = 0; x < 3; x++) {
          r.append(".XO".charAt(b[y * 3 + x]));
        }
        rows[y] = r.toString();
      }
      int[] m = MnkBotDriver.analyse(3, 3, 3, rows, bot, 1000);
      int cell = (m[1] - 1) * 3 + m[0] - 1;
      assertTrue(cell >= 0 && cell < 9 && b[cell] == 0, "illegal move " + Arrays.toString(m));
      int[] next = b.clone();
      next[cell] = bot;
      play(next, bot, seen);
      return;
    }
    for (int i = 0; i < 9; i++) {
      if (b[i] == 0) {
        int[] next = b.clone();
        next[i] = 3 - bot;
        play(next, bot, seen);
      }
    }
  }

  /** The bot's own arguments: a mistake is named on one line of stderr, exit code 2. */
  @Test
  void aWrongArgumentIsNamed(@TempDir Path tmp) throws Exception {
    Path source = Path.of(System.getProperty("arbitre.root", "."), "problems", "mnk-bot", "Main.java");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertEquals(0, javac.run(null, null, null, "--release", "8", "-Xlint:-options", "-d", tmp.toString(),
        source.toString()));
    for (String bad : new String[] {"abc", "0"}) {
      Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-cp", tmp.toString(), "Main", "analyse", "20", bad, "6").start();
      p.getOutputStream().close();
      String err = new String(p.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      assertEquals(2, p.waitFor(), err);
      assertEquals(1, err.lines().count(), err);
      assertTrue(err.startsWith("mnk-bot: not a whole number from 1: " + bad + " ("), err);
    }
  }
}
