package org.arbitre.tournament;

import java.util.List;
import org.arbitre.game.Game;
import org.arbitre.game.Move;
import org.arbitre.game.Position;

/**
 * One opening: the moves played before the bots take over, in order (player 1's first), read from
 * line {@code line} of its file, and their canonical wire text joined by spaces ({@code text}, e.g.
 * {@code "10 10 11 10"} or {@code "8H 8B"}). {@link #NONE} is no opening (the empty board).
 */
public record Opening(int line, String text, List<Move> moves) {
  /** No opening: the game starts from the empty board. */
  public static final Opening NONE = new Opening(0, "", List.of());

  public Opening {
    moves = List.copyOf(moves);
  }

  public boolean none() {
    return moves.isEmpty();
  }

  /**
   * The position after the opening; its side to move plays first after it. Openings read by
   * {@link Openings} are legal in their game, so this throws only for another game.
   */
  public Position position(Game game) {
    Position p = game.start();
    for (Move m : moves) {
      p = game.play(p, m);
    }
    return p;
  }
}
