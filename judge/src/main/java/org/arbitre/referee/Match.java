package org.arbitre.referee;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Command;
import org.arbitre.process.ProcessRunner;

/**
 * Plays games between two {@link BotSpec}s: starts the programs (through the process layer) in
 * their own folders, lets them start up, hands them to the {@link Referee}, and makes the record.
 * Every program bot also gets the game in its environment: {@code ARBITRE_GAME} (mnk or push),
 * {@code ARBITRE_BOARD} ({@code 20x20}), {@code ARBITRE_K} and {@code ARBITRE_TIME_MS} (time per
 * move); the built-in random bot gets the board as arguments as well.
 */
public final class Match {
  private final Game game;
  private final TimeControl clock;
  private final ProcessRunner runner;
  private final BufferedReader humanIn;
  private final PrintWriter humanOut;

  public Match(Game game, TimeControl clock, ProcessRunner runner, BufferedReader humanIn,
      PrintWriter humanOut) {
    this.game = game;
    this.clock = clock;
    this.runner = runner;
    this.humanIn = humanIn;
    this.humanOut = humanOut;
  }

  /** Plays game number {@code gameNo} (from 1) with {@code first} as player 1. */
  public GameRecord play(BotSpec first, BotSpec second, int gameNo)
      throws IOException, InterruptedException {
    BotSpec[] specs = {first, second};
    Bot[] bots = new Bot[2];
    List<GameRecord.Player> players = new ArrayList<>();
    // If arbitre itself is stopped (Ctrl-C, kill), the runner kills the bots it started.
    try {
      for (int i = 0; i < 2; i++) {
        if (specs[i] instanceof BotSpec.ProgramBot p) {
          Files.createDirectories(p.dir().resolve("data"));
          Path stderr = p.dir().resolve("stderr-" + gameNo + ".txt");
          Command base = p.program().command(p.args(), p.dir(), RunOptions.NONE);
          Command command = base.withEnv(environment());
          try {
            bots[i] = ProcessBot.start(runner, command, stderr, clock, "p" + (i + 1));
          } catch (IOException e) {
            throw new UserError("cannot start bot " + p.name() + ": " + e.getMessage());
          }
          players.add(new GameRecord.Player(i + 1, p.name(), command.display(), stderr.toString()));
        } else {
          bots[i] = new HumanBot(game, humanIn, humanOut);
          players.add(new GameRecord.Player(i + 1, specs[i].name(), "human", null));
        }
      }
      long deadline = System.nanoTime() + clock.startup().toNanos();
      for (Bot b : bots) {
        if (b instanceof ProcessBot pb) {
          pb.awaitStartup(deadline);
        }
      }
      Referee.Played played = new Referee(game, clock.grace()).play(bots[0], bots[1]);
      return GameRecord.of(game, clock, players, played);
    } finally {
      closeAll(bots);
    }
  }

  private static void closeAll(Bot[] bots) {
    for (Bot b : bots) {
      if (b != null) {
        b.close();
      }
    }
  }

  private Map<String, String> environment() {
    return Map.of(
        "ARBITRE_GAME", game.name(),
        "ARBITRE_BOARD", game.width() + "x" + game.height(),
        "ARBITRE_K", Integer.toString(game.k()),
        "ARBITRE_TIME_MS", Long.toString(clock.perMove().toMillis()));
  }
}
