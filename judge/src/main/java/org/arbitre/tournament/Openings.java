package org.arbitre.tournament;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.game.Invalid;
import org.arbitre.game.Move;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;

/**
 * Reads an openings file: one opening per line, a move sequence in the game's wire format, player
 * 1's move first (mnk: {@code x y} pairs, {@code 10 10 11 10 10 11}; push: {@code 8H 8B}). A
 * {@code #} starts a comment to the end of its line; blank lines are skipped. Each opening is
 * played with the pure rules: an opening that is not a move sequence, plays an illegal move, ends
 * the game, or leads to the same position as an earlier line is refused with a {@link UserError}
 * naming the file and the line.
 */
public final class Openings {
  private Openings() {}

  /** The openings of {@code file} for {@code game}, in file order; at least one. */
  public static List<Opening> read(Path file, Game game) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new UserError("openings file " + file + " not found");
    } catch (MalformedInputException e) {
      throw new UserError("openings file " + file + " is not UTF-8 text");
    } catch (IOException e) {
      throw new UserError("cannot read openings file " + file + ": " + e.getMessage(), e);
    }
    return parse(lines, file.toString(), game);
  }

  /** The openings in {@code lines}; {@code source} names them in messages (the file name). */
  public static List<Opening> parse(List<String> lines, String source, Game game) {
    List<Opening> openings = new ArrayList<>();
    Map<Position, Integer> seen = new HashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i);
      int hash = text.indexOf('#');
      String body = (hash >= 0 ? text.substring(0, hash) : text).strip();
      if (body.isEmpty()) {
        continue;
      }
      int lineNo = i + 1;
      Opening o = parseLine(body, source + ":" + lineNo, lineNo, game, false);
      Integer earlier = seen.putIfAbsent(o.position(game), lineNo);
      if (earlier != null) {
        throw new UserError(source + ":" + lineNo + ": the same position as line " + earlier
            + " (each opening is played twice already, colours swapped)");
      }
      openings.add(o);
    }
    if (openings.isEmpty()) {
      throw new UserError(source + ": no openings (one move sequence per line, # comments)");
    }
    return List.copyOf(openings);
  }

  /**
   * A move sequence in the wire format, player 1's first ({@code "4 4 5 5"}, {@code "3H 3B"}),
   * played with the pure rules from the empty board; {@code where} names it in messages
   * ({@code "--moves"}). Unlike an opening's, its last move may end the game.
   *
   * @throws UserError when it is not a move sequence, plays an illegal move, or goes on after
   *     the end of the game
   */
  public static Opening sequence(String body, String where, Game game) {
    return body.isBlank() ? Opening.NONE : parseLine(body.strip(), where, 0, game, true);
  }

  private static Opening parseLine(String body, String where, int lineNo, Game game, boolean mayEnd) {
    MoveCodec codec = game.codec();
    List<String> tokens = Arrays.asList(body.split("\\s+"));
    int per = codec.tokensPerMove();
    if (tokens.size() % per != 0) {
      throw new UserError(where + ": " + tokens.size() + " tokens, not a whole number of "
          + game.name() + " moves (" + per + " token(s) each): '" + body + "'");
    }
    List<Move> moves = new ArrayList<>();
    List<String> canonical = new ArrayList<>();
    Position p = game.start();
    for (int t = 0; t < tokens.size(); t += per) {
      int n = t / per + 1;
      List<String> moveTokens = tokens.subList(t, t + per);
      String shown = String.join(" ", moveTokens);
      MoveCodec.Parsed parsed = codec.parse(moveTokens);
      Move move;
      if (parsed instanceof MoveCodec.Parsed.Ok ok) {
        move = ok.move();
      } else if (parsed instanceof MoveCodec.Parsed.Syntax s) {
        throw new UserError(where + ": move " + n + " '" + shown + "' is not a " + game.name()
            + " move: " + s.message());
      } else {
        MoveCodec.Parsed.Illegal il = (MoveCodec.Parsed.Illegal) parsed;
        throw new UserError(where + ": move " + n + " '" + shown + "' is illegal: " + il.message());
      }
      Optional<Invalid> why = game.check(p, move);
      if (why.isPresent()) {
        throw new UserError(where + ": move " + n + " '" + shown + "' is illegal in "
            + game.describe() + ": " + why.get().description());
      }
      p = game.play(p, move);
      moves.add(move);
      canonical.add(codec.format(move));
      if (game.status(p).over() && !(mayEnd && t + per == tokens.size())) {
        throw new UserError(where + ": the game is over after move " + n + " ('" + shown
            + (mayEnd ? "'): no move can follow it" : "'): an opening must leave the game to the bots"));
      }
    }
    return new Opening(lineNo, String.join(" ", canonical), moves);
  }
}
