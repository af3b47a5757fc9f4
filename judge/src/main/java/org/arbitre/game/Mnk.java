package org.arbitre.game;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * The m,n,k game (docs/rules.md, The m,n,k game): {@code width} columns × {@code height} rows, players alternate placing
 * a stone on an empty cell, k or more in a row (any of the four directions) wins, a full board
 * without a line is a draw. Move id = row-major cell index.
 */
public record Mnk(int width, int height, int k) implements Game {
  /** Largest width or height accepted. */
  public static final int MAX_SIDE = 100;

  public Mnk {
    if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
      throw new IllegalArgumentException(
          "board " + width + "x" + height + ": each side must be 1.." + MAX_SIDE);
    }
    if (k < 1 || k > Math.max(width, height)) {
      throw new IllegalArgumentException(
          "k=" + k + " does not fit a " + width + "x" + height + " board (1.."
              + Math.max(width, height) + ")");
    }
  }

  /** Tic-tac-toe: 3 × 3, three in a row. */
  public static Mnk tictactoe() {
    return new Mnk(3, 3, 3);
  }

  @Override
  public String name() {
    return "mnk";
  }

  @Override
  public MoveCodec codec() {
    return MnkCodec.INSTANCE;
  }

  @Override
  public int moveIds() {
    return width * height;
  }

  @Override
  public Move move(int id) {
    if (id < 0 || id >= moveIds()) {
      throw new IllegalArgumentException("no move id " + id);
    }
    return new Move.Place(id % width + 1, id / width + 1);
  }

  @Override
  public int id(Move move) {
    if (!(move instanceof Move.Place p) || !onBoard(p)) {
      throw new IllegalArgumentException(move + " is not a cell of " + describe());
    }
    return (p.y() - 1) * width + p.x() - 1;
  }

  @Override
  public Optional<Invalid> invalid(byte[] cells, Move move) {
    if (!(move instanceof Move.Place p)) {
      return Optional.of(Invalid.WRONG_KIND);
    }
    if (!onBoard(p)) {
      return Optional.of(Invalid.OFF_BOARD);
    }
    return cells[id(p)] != 0 ? Optional.of(Invalid.OCCUPIED) : Optional.empty();
  }

  @Override
  public boolean legal(byte[] cells, int id) {
    return cells[id] == 0;
  }

  @Override
  public void apply(byte[] cells, int id, byte stone) {
    cells[id] = stone;
  }

  @Override
  public void predecessors(byte[] cells, byte stone, Consumer<byte[]> sink) {
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] == stone) {
        cells[i] = 0;
        sink.accept(cells);
        cells[i] = stone;
      }
    }
  }

  private boolean onBoard(Move.Place p) {
    return p.x() >= 1 && p.x() <= width && p.y() >= 1 && p.y() <= height;
  }
}
