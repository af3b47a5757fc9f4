package org.arbitre.game;

import java.util.Arrays;

/**
 * An immutable position: the board (row-major cells, 0 empty, 1 and 2 the players' stones) and the
 * side to move. Coordinates are the SPEC's, 1-based: {@code x} the column, {@code y} the row.
 */
public final class Position {
  private final int width;
  private final int height;
  private final byte[] cells;
  private final Side toMove;

  /** A position from row-major cells (copied); values must be 0, 1 or 2. */
  public Position(int width, int height, byte[] cells, Side toMove) {
    if (width < 1 || height < 1 || cells.length != width * height) {
      throw new IllegalArgumentException("cells do not fit a " + width + "x" + height + " board");
    }
    for (byte c : cells) {
      if (c < 0 || c > 2) {
        throw new IllegalArgumentException("cell value " + c + " (0, 1 or 2)");
      }
    }
    this.width = width;
    this.height = height;
    this.cells = cells.clone();
    this.toMove = toMove;
  }

  /** The empty board, player 1 to move. */
  public static Position empty(int width, int height) {
    return new Position(width, height, new byte[width * height], Side.ONE);
  }

  /**
   * A position drawn as text, one row per line from the top, {@code .} empty, {@code X} (or
   * {@code 1}) player 1, {@code O} (or {@code 2}) player 2; spaces are ignored. For tests.
   */
  public static Position parse(Side toMove, String... rows) {
    int height = rows.length;
    String first = rows[0].replace(" ", "");
    int width = first.length();
    byte[] cells = new byte[width * height];
    for (int y = 0; y < height; y++) {
      String row = rows[y].replace(" ", "");
      if (row.length() != width) {
        throw new IllegalArgumentException("row " + (y + 1) + " is not " + width + " cells wide");
      }
      for (int x = 0; x < width; x++) {
        cells[y * width + x] = switch (row.charAt(x)) {
          case '.' -> 0;
          case 'X', 'x', '1' -> 1;
          case 'O', 'o', '2' -> 2;
          default -> throw new IllegalArgumentException("bad cell '" + row.charAt(x) + "'");
        };
      }
    }
    return new Position(width, height, cells, toMove);
  }

  public int width() {
    return width;
  }

  public int height() {
    return height;
  }

  public Side toMove() {
    return toMove;
  }

  /** The cell at column x, row y (1-based): 0 empty, 1 or 2. */
  public int at(int x, int y) {
    if (x < 1 || x > width || y < 1 || y > height) {
      throw new IndexOutOfBoundsException("(" + x + "," + y + ") is off the board");
    }
    return cells[(y - 1) * width + (x - 1)];
  }

  /** A copy of the row-major cells. */
  public byte[] cells() {
    return cells.clone();
  }

  /** The number of stones on the board. */
  public int stones() {
    int n = 0;
    for (byte c : cells) {
      n += c == 0 ? 0 : 1;
    }
    return n;
  }

  /** The cells without a copy, for the rules in this package (never modified). */
  byte[] cellsView() {
    return cells;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position p
        && p.width == width
        && p.height == height
        && p.toMove == toMove
        && Arrays.equals(p.cells, cells);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cells) * 31 + toMove.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        sb.append(".XO".charAt(cells[y * width + x]));
      }
      sb.append(y + 1 < height ? "/" : "");
    }
    return sb.append(' ').append(toMove).toString();
  }
}
