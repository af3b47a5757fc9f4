package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.game.BoardText;
import org.arbitre.game.Position;
import org.arbitre.game.Side;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.PlayedMove;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbitre replay FILE [--at N]} on records written here (no bot is started): the board
 * after N moves against a board drawn by hand, every board in order, and bad input as one line
 * with exit code 2.
 */
class ReplayCommandTest {
  @TempDir Path tmp;

  /** A record of {@code game} with these moves (times made up) and the given end code. */
  private Path record(String game, int w, int h, int k, String code, String... moves) throws Exception {
    List<PlayedMove> played = new ArrayList<>();
    for (int i = 0; i < moves.length; i++) {
      played.add(new PlayedMove(i + 1, i % 2 + 1, moves[i], 10 + i, 5 + i));
    }
    GameRecord r = new GameRecord(game, w, h, k, new GameRecord.Clock(1000, 50, 200),
        List.of(new GameRecord.Player(1, "blue", "blue-cmd", null, -1, -1), new GameRecord.Player(2, "red", "red-cmd", null, -1, -1)),
        0, played, new GameRecord.ResultView(code, code.charAt(1) - '0', code.substring(2), "words", ""),
        List.of(), 100, null);
    Path file = tmp.resolve(game + moves.length + ".json");
    r.write(file);
    return file;
  }

  /** The worked example of the push game (docs/rules.md, section 2): 8 × 8, k = 3, red wins with 4G. */
  private Path seedPushGame() throws Exception {
    return record("push", 8, 8, 3, "F2V", "1H", "1H", "1H", "3G", "1B", "4G");
  }

  @Test
  void theBoardAfterNMovesOfAPushGameIsTheHandDrawnOne() throws Exception {
    Cli.Result r = Cli.run("replay", seedPushGame().toString(), "--at", "4");
    assertEquals(0, r.code(), r.err());
    // 1H X at (1,1); 1H O at (1,1), X pushed to (2,1); 1H X, O (2,1), X (3,1); 3G O at (3,1), X to (3,2)
    String expected = BoardText.render(Position.parse(Side.ONE,
        "X.......",
        "O.......",
        "OX......",
        "........",
        "........",
        "........",
        "........",
        "........"));
    assertTrue(r.out().contains("move 4/6: O (red) plays 3G (13 ms wall, 8 ms CPU)\n" + expected), r.out());
    assertTrue(r.out().startsWith("push 8x8 k=3 · X: blue · O: red · 6 moves · F2V"), r.out());
  }

  @Test
  void theLastBoardOfTheSeedGameHasRedsColumn() throws Exception {
    Cli.Result r = Cli.run("replay", seedPushGame().toString(), "--at", "6");
    assertEquals(0, r.code(), r.err());
    String expected = BoardText.render(Position.parse(Side.ONE,
        "X.......",
        "O.......",
        "OX......",
        "O.......",
        "........",
        "........",
        "........",
        "X......."));
    assertTrue(r.out().contains(expected + "end: F2V"), r.out());
  }

  @Test
  void withoutAtEveryBoardIsPrintedInOrder() throws Exception {
    Path file = record("mnk", 3, 3, 3, "F1V", "1 1", "2 1", "2 2", "3 1", "3 3");
    Cli.Result r = Cli.run("replay", file.toString());
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    int previous = -1;
    for (int n = 1; n <= 5; n++) {
      int i = out.indexOf("move " + n + "/5: ");
      assertTrue(i > previous, "move " + n + " in order: " + out);
      previous = i;
    }
    String last = BoardText.render(Position.parse(Side.TWO, "XOO", ".X.", "..X"));
    assertTrue(out.contains("plays 3 3 (14 ms wall, 9 ms CPU)\n" + last + "\nend: F1V"), out);
    assertEquals(6, out.split(" 1 2 3\n", -1).length - 1, "the empty board and five more");
  }

  @Test
  void atZeroIsTheEmptyBoard() throws Exception {
    Cli.Result r = Cli.run("replay", seedPushGame().toString(), "--at", "0");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("the start (blue moves first)\n" + BoardText.render(Position.empty(8, 8))), r.out());
  }

  private static void assertUsageError(Cli.Result r, String start) {
    assertEquals(2, r.code(), r.out() + r.err());
    assertTrue(r.err().startsWith("arbitre: " + start), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
  }

  @Test
  void badInputIsOneLineAndExitCode2() throws Exception {
    Path game = seedPushGame();
    assertUsageError(Cli.run("replay", tmp.resolve("none.json").toString()), "no such record: ");
    Path text = Files.writeString(tmp.resolve("notes.txt"), "hello\n");
    assertUsageError(Cli.run("replay", text.toString()), text + " is not JSON");
    Path other = Files.writeString(tmp.resolve("other.json"), "{\"version\": 1, \"bots\": []}");
    assertUsageError(Cli.run("replay", other.toString()), other + " is not a game record");
    assertUsageError(Cli.run("replay", game.toString(), "--at", "7"), "--at 7 is out of range: this game has 6 moves");
    assertUsageError(Cli.run("replay", game.toString(), "--at", "-1"), "--at -1 is out of range");
    assertUsageError(Cli.run("replay", game.toString(), "--bot", "random"), "--bot needs --at N");
    assertUsageError(Cli.run("replay", game.toString(), "--at", "6", "--bot", "random"), "the game is over after 6 moves");
    Path broken = record("mnk", 3, 3, 3, "F1V", "1 1", "1 1");
    assertUsageError(Cli.run("replay", broken.toString()), broken + ": move 2 '1 1' cannot be played there");
  }
}
