package org.arbitre.game;

/**
 * Draws a position as text for a terminal: column numbers on top, row numbers on the left,
 * {@code .} empty, {@code X} player 1, {@code O} player 2. Pure: returns the drawing.
 */
public final class BoardText {
  private BoardText() {}

  public static String render(Position p) {
    int w = p.width();
    int h = p.height();
    int cell = Math.max(2, String.valueOf(w).length() + 1);
    int margin = String.valueOf(h).length();
    StringBuilder sb = new StringBuilder();
    sb.append(" ".repeat(margin));
    for (int x = 1; x <= w; x++) {
      sb.append(pad(String.valueOf(x), cell));
    }
    sb.append('\n');
    for (int y = 1; y <= h; y++) {
      sb.append(pad(String.valueOf(y), margin));
      for (int x = 1; x <= w; x++) {
        sb.append(pad(String.valueOf(".XO".charAt(p.at(x, y))), cell));
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private static String pad(String s, int width) {
    return " ".repeat(Math.max(0, width - s.length())) + s;
  }
}
