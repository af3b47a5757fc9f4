package org.arbitre.game;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds a game from what a user typed: a name ({@code mnk}, {@code push}, {@code tictactoe}), an
 * optional board ({@code 20x20}, or {@code 15} for a square) and an optional k. Defaults are the
 * seeds': mnk 20 × 20, k = 6; push 15 × 15, k = 5. Bad input is a {@link GameException} (one line).
 */
public final class Games {
  public static final List<String> NAMES = List.of("mnk", "push", "tictactoe");
  private static final Pattern BOARD = Pattern.compile("(\\d{1,9})(?:[xX](\\d{1,9}))?");

  private Games() {}

  /**
   * The game named {@code name}; {@code board} and {@code k} may be null for the defaults.
   *
   * @throws GameException for an unknown game, a malformed or impossible board, a k that does not fit
   */
  public static Game create(String name, String board, Integer k) {
    String n = name == null ? "" : name.strip().toLowerCase();
    try {
      switch (n) {
        case "mnk": {
          int[] size = board == null ? new int[] {20, 20} : parseBoard(board);
          return new Mnk(size[0], size[1], k == null ? 6 : k);
        }
        case "push": {
          int[] size = board == null ? new int[] {15, 15} : parseBoard(board);
          if (size[0] != size[1]) {
            throw new GameException("the push board is square: --board " + size[0] + ", not " + board);
          }
          return new Push(size[0], k == null ? 5 : k);
        }
        case "tictactoe": {
          if ((board != null && !board.strip().equals("3") && !board.strip().equalsIgnoreCase("3x3"))
              || (k != null && k != 3)) {
            throw new GameException("tictactoe is 3x3 with k=3; use 'mnk --board WxH --k K' for others");
          }
          return Mnk.tictactoe();
        }
        default:
          throw new GameException("unknown game '" + name + "' (one of " + String.join(", ", NAMES) + ")");
      }
    } catch (GameException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new GameException(e.getMessage());
    }
  }

  /** {@code "20x20"} → {20, 20}; {@code "15"} → {15, 15}. */
  public static int[] parseBoard(String board) {
    Matcher m = BOARD.matcher(board.strip());
    if (!m.matches()) {
      throw new GameException("bad board '" + board + "': write WIDTHxHEIGHT (20x20) or N for a square");
    }
    int w = Integer.parseInt(m.group(1));
    int h = m.group(2) == null ? w : Integer.parseInt(m.group(2));
    if (w < 1 || h < 1 || w > Mnk.MAX_SIDE || h > Mnk.MAX_SIDE) {
      throw new GameException("bad board '" + board + "': each side must be 1.." + Mnk.MAX_SIDE);
    }
    return new int[] {w, h};
  }
}
