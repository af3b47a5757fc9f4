package org.arbitre.referee;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.game.BoardText;
import org.arbitre.game.Game;

/**
 * The record of one game, written as JSON (the replay viewer and the tournament read it): the game
 * and its parameters, the clock, both players, how many of the moves were the opening's, every
 * legal move with its wall and CPU time in ms, the result
 * (code, winner, reason letter, words, detail), the final board, one text row per line, and the
 * wall time of the game in ms (bots' start-up excluded, their exit included), and how the bots
 * were sandboxed ({@code "bubblewrap+cgroup-v1-pids-memory"}, {@code "none"}; absent in older records).
 */
public record GameRecord(
    String game,
    int width,
    int height,
    int k,
    Clock clock,
    List<Player> players,
    int openingMoves,
    List<PlayedMove> moves,
    ResultView result,
    List<String> finalBoard,
    long gameMs,
    @JsonInclude(JsonInclude.Include.NON_NULL) String sandbox) {

  public record Clock(long perMoveMs, long toleranceMs, long tickMs) {}

  /**
   * A player: 1 or 2, the bot as given, how it ran, where its stderr went (null: none), and its
   * peak memory in KiB: the resident peak of its process tree (sampled during its moves) and, for
   * a Java bot under a memory limit, the heap peak from its GC log (-1: not measured).
   */
  public record Player(int player, String name, String command, String stderr, long peakRssKb, long peakHeapKb) {}

  public record ResultView(String code, int winner, String reason, String words, String detail) {}

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public static GameRecord of(Game game, TimeControl clock, List<Player> players,
      Referee.Played played) {
    Result r = played.result();
    List<String> board = new ArrayList<>(BoardText.render(played.finalPosition()).lines().toList());
    return new GameRecord(game.name(), game.width(), game.height(), game.k(),
        new Clock(clock.perMove().toMillis(), clock.tolerance().toMillis(), clock.tick().toMillis()),
        List.copyOf(players), played.openingMoves(), played.moves(),
        new ResultView(r.code(), r.winner(), String.valueOf(r.reason().code()), r.words(),
            r.detail()),
        board, played.wallMs(), null);
  }

  /** The same record, saying how the bots were sandboxed. */
  public GameRecord withSandbox(String how) {
    return new GameRecord(game, width, height, k, clock, players, openingMoves, moves, result, finalBoard, gameMs, how);
  }

  /** The slowest move of player 1 or 2 in ms (0 if it made none). */
  public long slowestMs(int player) {
    return moves.stream().filter(m -> m.player() == player).mapToLong(PlayedMove::ms).max().orElse(0);
  }

  /** Writes the record whole or not at all: a temporary file beside it, renamed over it (a crash leaves no half record). */
  public void write(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    JSON.writeValue(tmp.toFile(), this);
    Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
  }

  public static GameRecord read(Path file) throws IOException {
    return JSON.readValue(file.toFile(), GameRecord.class);
  }

  public static ObjectMapper json() {
    return JSON;
  }
}
