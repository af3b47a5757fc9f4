package org.arbitre.tournament;

/**
 * One finished game, as one line of {@code results.jsonl}: the schedule's id and key, both players
 * (bot name and slowest move), the result three ways (winner digit, end code {@code F2V}, reason
 * letter; they must agree), a detail in words ({@code "dead draw"}, the offending text; empty for
 * none), the number of moves, the game's wall time and the record file (relative to the
 * tournament's folder; null when none was written). A double victory counts as a draw.
 *
 * <p>Time losses are not stored twice: {@link #lostOnTime} reads them from the reason ({@code T}
 * against the loser).
 */
public record GameResult(
    int id,
    String key,
    Player player1,
    Player player2,
    int winner,
    String code,
    String reason,
    String detail,
    int moves,
    long wallMs,
    String record) {

  /** The forfeit reasons (docs/rules.md, The referee), each counted against the bot that lost by it. */
  public static final String FORFEITS = "QPBTSI";

  /** A player of the game: the bot's name (as in the manifest) and its slowest move in ms. */
  public record Player(String bot, long slowestMs) {
    public Player {
      if (bot == null || bot.isEmpty()) {
        throw new IllegalArgumentException("a player needs a bot name");
      }
    }
  }

  public GameResult {
    if (key == null || player1 == null || player2 == null) {
      throw new IllegalArgumentException("key, player1 and player2 are required");
    }
    if (winner < 0 || winner > 3 || reason == null || reason.length() != 1
        || (FORFEITS + "VN").indexOf(reason.charAt(0)) < 0) {
      throw new IllegalArgumentException("winner " + winner + ", reason " + reason);
    }
    if (!("F" + winner + reason).equals(code)) {
      throw new IllegalArgumentException(
          "code " + code + " does not match winner " + winner + " and reason " + reason);
    }
    if (FORFEITS.indexOf(reason.charAt(0)) >= 0 && winner != 1 && winner != 2) {
      throw new IllegalArgumentException("a forfeit (" + reason + ") has a winner 1 or 2: " + code);
    }
    detail = detail == null ? "" : detail;
  }

  /** A result from its end code: {@code of(3, "r2-0v1-g2", p1, p2, "F0N", "dead draw", 120, ...)}. */
  public static GameResult of(int id, String key, Player player1, Player player2, String code,
      String detail, int moves, long wallMs, String record) {
    if (code == null || !code.matches("F[0-3][A-Z]")) {
      throw new IllegalArgumentException("bad end code " + code);
    }
    return new GameResult(id, key, player1, player2, code.charAt(1) - '0', code,
        code.substring(2), detail, moves, wallMs, record);
  }

  /** True when the loser lost by what it did (Q P B T S I), not on the board. */
  public boolean forfeit() {
    return FORFEITS.indexOf(reason.charAt(0)) >= 0;
  }

  /** The player (1 or 2) that {@code bot} was in this game, 0 if it did not play. */
  public int playerOf(String bot) {
    return player1.bot().equals(bot) ? 1 : player2.bot().equals(bot) ? 2 : 0;
  }

  /** The player record of player 1 or 2. */
  public Player player(int number) {
    return switch (number) {
      case 1 -> player1;
      case 2 -> player2;
      default -> throw new IllegalArgumentException("no player " + number);
    };
  }

  /**
   * Half-points of player 1 or 2: 2 for a win, 1 for a draw or a double victory, 0 for a loss
   * (integers, so sums stay exact).
   */
  public int halfPoints(int player) {
    if (winner == 0 || winner == 3) {
      return 1;
    }
    return winner == player ? 2 : 0;
  }

  /** The player (1 or 2) that forfeited, 0 if the game was not a forfeit. */
  public int forfeitedBy() {
    return forfeit() ? 3 - winner : 0;
  }

  /** Whether player 1 or 2 lost this game on time (reason T). */
  public boolean lostOnTime(int player) {
    return "T".equals(reason) && forfeitedBy() == player;
  }
}
