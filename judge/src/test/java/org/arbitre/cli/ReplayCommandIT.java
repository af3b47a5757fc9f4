package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arbitre replay FILE --at N --bot BOT} with real bot processes: the position given in
 * {@code ARBITRE_OPENING} (a bot written here that reads it and plays the first free cell), and the
 * game played again through the protocol ({@code --feed moves}) by the seeded bot that played it,
 * which reaches the position again, and by another one, which diverges.
 */
@ExtendWith(PrivateCache.class)
class ReplayCommandIT {
  private static final String SEEDED =
      Cli.ROOT.resolve("judge/src/test/resources/bots/seeded_random.py").toString();
  @TempDir Path tmp;

  /** A 5 x 5, k = 4 game between seeded bots 1 and 2, recorded. */
  private Path recordedGame() {
    Path file = tmp.resolve("game.json");
    Cli.Result r = Cli.run("match", "mnk", seeded(1), seeded(2), "--board", "5x5", "--k", "4", "--record", file.toString());
    assertEquals(0, r.code(), r.err());
    return file;
  }

  private static String seeded(int seed) {
    return "python3 " + SEEDED + " " + seed + " mnk 5 5";
  }

  @Test
  void aBotThatReadsTheOpeningAnswersThePosition() throws Exception {
    Path file = recordedGame();
    JsonNode moves = new ObjectMapper().readTree(file.toFile()).get("moves");
    assertTrue(moves.size() >= 4, moves.toString());
    // plays the first free cell, row by row, of the board after ARBITRE_OPENING
    Path bot = Files.writeString(tmp.resolve("first_free.py"), String.join("\n",
        "import os, sys",
        "w, h = map(int, os.environ['ARBITRE_BOARD'].split('x'))",
        "t = os.environ.get('ARBITRE_OPENING', '').split()",
        "taken = {(int(t[i]), int(t[i + 1])) for i in range(0, len(t), 2)}",
        "me = sys.stdin.readline()",
        "x, y = next((x, y) for y in range(1, h + 1) for x in range(1, w + 1) if (x, y) not in taken)",
        "print('opening of %d moves' % (len(t) // 2), file=sys.stderr)",
        "print(x); print(y); sys.stdout.flush()",
        "sys.stdin.readline()", ""));
    int[][] board = new int[6][6];
    for (int i = 0; i < 3; i++) {
      String[] xy = moves.get(i).get("move").asText().split(" ");
      board[Integer.parseInt(xy[0])][Integer.parseInt(xy[1])] = 1;
    }
    String expected = null;
    for (int y = 1; y <= 5 && expected == null; y++) {
      for (int x = 1; x <= 5 && expected == null; x++) {
        expected = board[x][y] == 0 ? x + " " + y : null;
      }
    }
    Cli.Result r = Cli.run("replay", file.toString(), "--at", "3", "--bot", "python3 " + bot);
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("python3 " + bot + " (O, player 2) plays " + expected + " ("), r.out());
    assertTrue(r.out().contains("opening of 3 moves"), "its stderr is shown: " + r.out());
  }

  @Test
  void theBotThatPlayedTheGamePlaysItAgainAnotherDiverges() throws Exception {
    Path file = recordedGame();
    JsonNode moves = new ObjectMapper().readTree(file.toFile()).get("moves");
    String fifth = moves.get(4).get("move").asText();
    Cli.Result same = Cli.run("replay", file.toString(), "--at", "4", "--bot", seeded(1), "--feed", "moves");
    assertEquals(0, same.code(), same.err());
    assertTrue(same.out().contains("(X, player 1) plays " + fifth + " ("), same.out());
    assertTrue(same.out().contains("the same move as in the record"), same.out());

    Cli.Result other = Cli.run("replay", file.toString(), "--at", "4", "--bot", seeded(7), "--feed", "moves");
    assertEquals(0, other.code(), other.err());
    assertTrue(other.out().contains("(X, player 1) played "), other.out());
    assertTrue(other.out().contains("where the record has " + moves.get(0).get("move").asText()), other.out());
  }
}
