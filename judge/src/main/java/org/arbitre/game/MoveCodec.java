package org.arbitre.game;

import java.util.Arrays;
import java.util.List;

/**
 * A game's wire format for moves (docs/rules.md, the two games). The referee reads whitespace-separated tokens from a
 * bot: {@link #tokensPerMove()} of them make one move. Parsing tells a syntax error (end reason
 * {@code S}: not a move at all) from a well-formed but impossible move (reason {@code I}).
 */
public interface MoveCodec {

  /** The outcome of reading a move. */
  sealed interface Parsed {
    /** A well-formed move; the game still has to check it is legal. */
    record Ok(Move move) implements Parsed {}

    /** Not a move of this game's format: end reason S. */
    record Syntax(String message) implements Parsed {}

    /** Well formed but impossible whatever the position (e.g. side letter X): end reason I. */
    record Illegal(Invalid reason, String message) implements Parsed {}
  }

  /** How many whitespace-separated tokens one move takes on the wire: mnk 2, push 1. */
  int tokensPerMove();

  /** Reads one move from exactly {@link #tokensPerMove()} tokens. */
  Parsed parse(List<String> tokens);

  /** The canonical wire tokens of a move, one per line when sent: {@code ["7", "12"]}, {@code ["15B"]}. */
  List<String> tokens(Move move);

  /** Reads a move from text, tokens separated by any whitespace (a typed move, a record). */
  default Parsed parse(String text) {
    String trimmed = text.strip();
    List<String> tokens = trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\\s+"));
    if (tokens.size() != tokensPerMove()) {
      return new Parsed.Syntax(
          "expected " + tokensPerMove() + " token(s) for a move, got " + tokens.size());
    }
    return parse(tokens);
  }

  /** The canonical text of a move, tokens joined by one space: {@code "7 12"}, {@code "15B"}. */
  default String format(Move move) {
    return String.join(" ", tokens(move));
  }
}
