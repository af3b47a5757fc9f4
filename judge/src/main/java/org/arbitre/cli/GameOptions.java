package org.arbitre.cli;

import org.arbitre.game.Game;
import org.arbitre.game.Games;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game of {@code match} and {@code solve}: GAME, {@code --board}, {@code --k}. */
public final class GameOptions {
  @Parameters(index = "0", paramLabel = "GAME", description = "mnk (k in a row), push (stones enter from a side) or tictactoe (mnk 3x3, k 3).")
  String name;

  @Option(names = "--board", paramLabel = "WxH",
      description = "Board size, e.g. 20x20, or 15 for a square (default: mnk 20x20, push 15, tictactoe 3x3).")
  String board;

  @Option(names = "--k", paramLabel = "K", description = "Stones in a row to win (default: mnk 6, push 5, tictactoe 3).")
  Integer k;

  /** The game asked for; a bad name, board or k is a {@link org.arbitre.game.GameException}. */
  Game create() {
    return Games.create(name, board, k);
  }
}
