package org.arbitre.tournament;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.Inputs;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.game.GameException;
import org.arbitre.game.Games;
import org.arbitre.game.IllegalMoveException;
import org.arbitre.game.Move;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.PlayedMove;

/**
 * A recorded game (a tournament's {@code games/<key>.json} or a {@code match --record} file)
 * replayed with the rules of {@code org.arbitre.game}: its game, its moves and every position,
 * {@code positions().get(n)} after {@code n} moves. A record whose moves do not replay (a move that
 * is not a move of its game, or illegal where it stands) is refused, not drawn half.
 */
public record Replay(Game game, GameRecord record, List<Move> moves, List<Position> positions) {
  private static final String NEEDS = " (a JSON object with game, width, height, k, moves, result)";

  public Replay {
    moves = List.copyOf(moves);
    positions = List.copyOf(positions);
  }

  /**
   * Reads and replays a record file.
   *
   * @throws UserError for a missing or unreadable file, a file that is not a game record, or a
   *     record whose moves do not replay
   */
  public static Replay read(Path file) {
    Inputs.readableFile(file, "record");
    GameRecord record;
    try {
      record = GameRecord.read(file);
    } catch (JsonParseException e) {
      String why = e.getOriginalMessage().replaceAll("\\s*\\(start marker at .*", "").lines().findFirst().orElse("");
      throw new UserError(file + " is not JSON (line " + e.getLocation().getLineNr() + ", column "
          + e.getLocation().getColumnNr() + "): " + why);
    } catch (JsonProcessingException e) {
      throw new UserError(file + " is not a game record" + NEEDS);
    } catch (IOException e) {
      throw new UserError("cannot read " + file + ": " + e.getMessage());
    }
    if (record == null || record.game() == null || record.moves() == null || record.result() == null) {
      throw new UserError(file + " is not a game record" + NEEDS);
    }
    return of(record, file.toString());
  }

  /** Replays {@code record}; {@code name} names it in errors. */
  public static Replay of(GameRecord record, String name) {
    Game game;
    try {
      game = Games.create(record.game(), record.width() + "x" + record.height(), record.k());
    } catch (GameException e) {
      throw new UserError(name + ": " + e.getMessage());
    }
    List<Move> moves = new ArrayList<>();
    List<Position> positions = new ArrayList<>(List.of(game.start()));
    Position p = game.start();
    for (PlayedMove m : record.moves()) {
      MoveCodec.Parsed parsed = game.codec().parse(m.move() == null ? "" : m.move());
      if (!(parsed instanceof MoveCodec.Parsed.Ok ok)) {
        throw new UserError(name + ": move " + m.n() + " '" + m.move() + "' is not a move of " + game.describe());
      }
      try {
        p = game.play(p, ok.move());
      } catch (IllegalMoveException e) {
        throw new UserError(name + ": move " + m.n() + " '" + m.move() + "' cannot be played there: " + e.reason().description());
      }
      moves.add(ok.move());
      positions.add(p);
    }
    return new Replay(game, record, moves, positions);
  }

  /** How many moves the game has. */
  public int length() {
    return moves.size();
  }

  /**
   * The position after {@code n} moves.
   *
   * @throws UserError when {@code n} is not 0 .. {@link #length()}
   */
  public Position at(int n) {
    if (n < 0 || n > length()) {
      throw new UserError("--at " + n + " is out of range: this game has " + length()
          + " moves (0 .. " + length() + ")");
    }
    return positions.get(n);
  }

  /** The bot's name of player 1 or 2 as the record has it ("?" when it has none). */
  public String name(int player) {
    return record.players() == null ? "?" : record.players().stream()
        .filter(pl -> pl.player() == player).map(GameRecord.Player::name).findFirst().orElse("?");
  }
}
