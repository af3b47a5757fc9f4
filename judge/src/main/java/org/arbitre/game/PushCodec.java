package org.arbitre.game;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Push moves on the wire: the line number then the side letter, {@code 15B}; the letter first
 * ({@code B15}) and lower case are accepted too, {@code 15B} is always produced.
 *
 * <p>Syntax (end reason S) is "digits and one letter, in either order", nothing else. Within that
 * shape, a letter other than H, B, G, D is a bad side letter and a line number out of 1..n is out
 * of range: both are invalid moves (reason I), as the seed lists "direction non valide" among the
 * invalid moves. So {@code hello}, {@code 15}, {@code -3B}, {@code 15BB} are S; {@code 15X},
 * {@code 0B}, {@code 16B} on 15 × 15 are I.
 */
final class PushCodec implements MoveCodec {
  static final PushCodec INSTANCE = new PushCodec();
  private static final Pattern NUMBER_FIRST = Pattern.compile("(\\d+)([A-Za-z])");
  private static final Pattern LETTER_FIRST = Pattern.compile("([A-Za-z])(\\d+)");

  private PushCodec() {}

  @Override
  public int tokensPerMove() {
    return 1;
  }

  @Override
  public Parsed parse(List<String> tokens) {
    if (tokens.size() != 1) {
      return new Parsed.Syntax("a move is one token like 15B, got " + tokens.size() + " token(s)");
    }
    String t = tokens.get(0).strip();
    String digits;
    char letter;
    Matcher m = NUMBER_FIRST.matcher(t);
    if (m.matches()) {
      digits = m.group(1);
      letter = m.group(2).charAt(0);
    } else if ((m = LETTER_FIRST.matcher(t)).matches()) {
      letter = m.group(1).charAt(0);
      digits = m.group(2);
    } else {
      return new Parsed.Syntax("not a line number and a side letter: " + MnkCodec.abbreviate(t));
    }
    Edge edge = Edge.ofLetter(letter);
    if (edge == null) {
      return new Parsed.Illegal(Invalid.BAD_SIDE, "side letter '" + letter + "' (H, B, G or D)");
    }
    int line;
    try {
      line = Integer.parseInt(digits);
    } catch (NumberFormatException tooLarge) {
      return new Parsed.Illegal(Invalid.LINE_OUT_OF_RANGE, "line number " + digits + " too large");
    }
    return new Parsed.Ok(new Move.Entry(line, edge));
  }

  @Override
  public List<String> tokens(Move move) {
    if (!(move instanceof Move.Entry e)) {
      throw new IllegalArgumentException(move + " is not a push move");
    }
    return List.of(e.line() + String.valueOf(e.edge().letter()));
  }
}
