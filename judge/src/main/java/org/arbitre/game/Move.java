package org.arbitre.game;

/**
 * A move as it travels on the wire, with the SPEC's 1-based numbers. Building one checks nothing:
 * {@link Game#check} says whether it is legal in a position (an off-board {@code Place} is a valid
 * value, and an invalid move).
 */
public sealed interface Move {

  /** An m,n,k move: a stone on column {@code x} (1 = left), row {@code y} (1 = top). */
  record Place(int x, int y) implements Move {}

  /** A push-game move: a stone entering line {@code line} (1-based) from {@code edge}. */
  record Entry(int line, Edge edge) implements Move {
    public Entry {
      if (edge == null) {
        throw new IllegalArgumentException("a push needs an edge");
      }
    }
  }
}
