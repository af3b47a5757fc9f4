package org.arbitre.referee;

import java.util.List;
import java.util.function.Predicate;
import org.arbitre.game.DeadDraw;
import org.arbitre.game.Game;
import org.arbitre.game.Move;

/**
 * What a game adds to the bare rules: an opening (moves played before the bots' first turn,
 * player 1's first; the bots learn it from {@code ARBITRE_OPENING}), and when the referee stops
 * a game early as a draw: after {@code maxMoves} moves in all (0 = never), or as soon as
 * {@code deadDraw} says no line can be completed any more (null = never: {@code match}'s default).
 */
public record GameSetup(List<Move> opening, int maxMoves, Predicate<byte[]> deadDraw) {
  public static final GameSetup PLAIN = new GameSetup(List.of(), 0, null);

  public GameSetup {
    opening = List.copyOf(opening);
    if (maxMoves < 0) {
      throw new IllegalArgumentException("maxMoves must be >= 0");
    }
  }

  /**
   * No opening, a draw after {@code maxMoves} moves (0 = never) and, with {@code adjudicate}, an
   * m,n,k game stopped as a draw once no line can be completed.
   */
  public static GameSetup of(Game game, int maxMoves, boolean adjudicate) {
    return new GameSetup(List.of(), maxMoves, adjudicate && game.name().equals("mnk")
        ? cells -> DeadDraw.mnk(cells, game.width(), game.height(), game.k()) : null);
  }

  public GameSetup withOpening(List<Move> moves) {
    return new GameSetup(moves, maxMoves, deadDraw);
  }
}
