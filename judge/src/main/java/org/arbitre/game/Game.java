package org.arbitre.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The rules of a two-player board game, pure: no I/O, no threads, no clocks. Used by the referee,
 * the solver, the tests and the replay viewer alike.
 *
 * <p>Two levels. Position level ({@link #start}, {@link #check}, {@link #play}, {@link #status})
 * for referees and tests. Cell level, on row-major {@code byte[]} boards (0 empty, 1, 2) and dense
 * move ids {@code 0 .. moveIds()-1}, for search without allocation; the position level is built on
 * it, so both always agree.
 */
public sealed interface Game permits Mnk, Push {

  /** "mnk" or "push". */
  String name();

  int width();

  int height();

  /** Stones in a row needed to win (k or more). */
  int k();

  /** The wire format of this game's moves. */
  MoveCodec codec();

  /** E.g. "mnk 20x20 k=6", "push 15x15 k=5". */
  default String describe() {
    return name() + " " + width() + "x" + height() + " k=" + k();
  }

  // ---- position level

  default Position start() {
    return Position.empty(width(), height());
  }

  /** Why {@code move} is not legal in {@code p}, or empty when it is. */
  default Optional<Invalid> check(Position p, Move move) {
    requireSize(p);
    if (status(p).over()) {
      return Optional.of(Invalid.GAME_OVER);
    }
    return invalid(p.cellsView(), move);
  }

  /** The position after {@code move}; throws {@link IllegalMoveException} when it is not legal. */
  default Position play(Position p, Move move) {
    Optional<Invalid> why = check(p, move);
    if (why.isPresent()) {
      throw new IllegalMoveException(move, why.get());
    }
    byte[] cells = p.cells();
    apply(cells, id(move), p.toMove().stone());
    return new Position(width(), height(), cells, p.toMove().other());
  }

  /** Every legal move in {@code p}, in move-id order; none once the game is over. */
  default List<Move> legalMoves(Position p) {
    requireSize(p);
    List<Move> moves = new ArrayList<>();
    if (status(p).over()) {
      return moves;
    }
    for (int id = 0; id < moveIds(); id++) {
      if (legal(p.cellsView(), id)) {
        moves.add(move(id));
      }
    }
    return moves;
  }

  default Status status(Position p) {
    requireSize(p);
    return status(p.cellsView());
  }

  private void requireSize(Position p) {
    if (p.width() != width() || p.height() != height()) {
      throw new IllegalArgumentException(
          "a " + p.width() + "x" + p.height() + " position in " + describe());
    }
  }

  // ---- cell level (boards are row-major byte arrays of width() * height() cells)

  /** Move ids are {@code 0 .. moveIds()-1}. */
  int moveIds();

  /** The move with this id. */
  Move move(int id);

  /**
   * The id of a move of this game's kind whose line or cell exists (it may still be occupied or
   * full); throws IllegalArgumentException for anything else.
   */
  int id(Move move);

  /** Why {@code move} cannot be played on {@code cells}, ignoring whether the game is over. */
  Optional<Invalid> invalid(byte[] cells, Move move);

  /** Whether the move with this id can be played on {@code cells} (game-over not checked). */
  boolean legal(byte[] cells, int id);

  /** Plays the move with this id for the player whose stones are {@code stone}, in place. */
  void apply(byte[] cells, int id, byte stone);

  /** The status read from the board: lines of k or more of each colour, then a full board. */
  default Status status(byte[] cells) {
    return Lines.status(cells, width(), height(), k());
  }

  /**
   * The transposed graph: hands {@code sink} every board from which one legal move by the player
   * of {@code stone} gives {@code cells}, once per such (board, move) pair. The array passed to the
   * sink is reused: copy it to keep it. Whether those boards are reachable or already terminal is
   * for the caller to check.
   */
  void predecessors(byte[] cells, byte stone, Consumer<byte[]> sink);
}
