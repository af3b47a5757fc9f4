package org.arbitre.game;

import java.util.List;
import java.util.regex.Pattern;

/**
 * m,n,k moves on the wire: {@code x} (column) then {@code y} (row), two integers, 1-based. A token
 * that is not an integer is a syntax error; an integer off the board (zero, negative, too large
 * even for an int) is a well-formed move that {@link Game#check} rejects as off the board.
 */
final class MnkCodec implements MoveCodec {
  static final MnkCodec INSTANCE = new MnkCodec();
  private static final Pattern INTEGER = Pattern.compile("[+-]?\\d+");

  private MnkCodec() {}

  @Override
  public int tokensPerMove() {
    return 2;
  }

  @Override
  public Parsed parse(List<String> tokens) {
    if (tokens.size() != 2) {
      return new Parsed.Syntax("a move is two integers x y, got " + tokens.size() + " token(s)");
    }
    String x = tokens.get(0).strip();
    String y = tokens.get(1).strip();
    for (String t : List.of(x, y)) {
      if (!INTEGER.matcher(t).matches()) {
        return new Parsed.Syntax("not an integer: " + abbreviate(t));
      }
    }
    return new Parsed.Ok(new Move.Place(clamp(x), clamp(y)));
  }

  @Override
  public List<String> tokens(Move move) {
    if (!(move instanceof Move.Place p)) {
      throw new IllegalArgumentException(move + " is not an m,n,k move");
    }
    return List.of(Integer.toString(p.x()), Integer.toString(p.y()));
  }

  /** The integer, or 0 when it does not fit in an int (off the board either way). */
  private static int clamp(String t) {
    try {
      return Integer.parseInt(t);
    } catch (NumberFormatException tooLarge) {
      return 0;
    }
  }

  static String abbreviate(String t) {
    return t.length() <= 20 ? "'" + t + "'" : "'" + t.substring(0, 20) + "...'";
  }
}
