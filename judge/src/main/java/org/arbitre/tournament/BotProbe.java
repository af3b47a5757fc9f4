package org.arbitre.tournament;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.game.Move;
import org.arbitre.game.Position;
import org.arbitre.game.Side;
import org.arbitre.process.ProcessRunner;
import org.arbitre.referee.BotSpec;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.GameSetup;
import org.arbitre.referee.Match;
import org.arbitre.referee.PlayedMove;
import org.arbitre.referee.TimeControl;

/**
 * Asks a bot what it plays in the position after the first {@code n} moves of a recorded game,
 * through its protocol and the referee: one {@link Match} game in which the bot is the player to
 * move there (player 1 after an even number of moves, else player 2), started as in any match
 * (its folder, {@code ARBITRE_GAME}, {@code ARBITRE_BOARD}, {@code ARBITRE_K},
 * {@code ARBITRE_TIME_MS}; a {@code pbrain:} bot through its adapter), which the referee stops
 * after move {@code n + 1} ({@code maxMoves}). The first {@code opening} of the moves are the
 * game's opening, given to the bot in {@code ARBITRE_OPENING} (wire tokens separated by spaces,
 * player 1's first) as in a tournament game from an opening; the rest are played again through
 * the protocol: the other side, a {@link BotSpec.Human} reading the record's moves from a text as
 * if they were typed (no clock, no process), plays the record's moves, the bot its own.
 *
 * <ul>
 *   <li>{@code opening = n}: the whole position in {@code ARBITRE_OPENING}; the bot's first turn
 *       is the move asked for. Only a bot that reads {@code ARBITRE_OPENING} knows the position;
 *       one that does not believes the board is empty (it may then wait for a move that never
 *       comes, B, or play an occupied cell, I).
 *   <li>{@code opening} = the record's own opening (0 without): the game is played again. A
 *       deterministic bot that played this game makes the same moves again and reaches the
 *       position; a bot that does not is reported as diverging at its first different move (what
 *       it plays after that answers another position, so it is not reported as its move).
 * </ul>
 */
public final class BotProbe {

  /**
   * What the bot did: its side, its move at {@code n + 1} (null when there is none: it forfeited,
   * or it diverged before), the referee's result, the number of its first move that differs from
   * the record's (0 for none) and what it played there, and its stderr file.
   */
  public record Answer(Side side, PlayedMove move, GameRecord.ResultView result, int divergedAt,
      String divergedMove, Path stderr) {}

  private final ProcessRunner runner;
  private final TimeControl clock;
  private final long memoryBytes;

  /** {@code memoryBytes}: the bot's memory limit as in a match (0: none). */
  public BotProbe(ProcessRunner runner, TimeControl clock, long memoryBytes) {
    this.runner = runner;
    this.clock = clock;
    this.memoryBytes = memoryBytes;
  }

  /**
   * Asks {@code bot} (in its folder, already claimed) for its move after the first {@code n} of
   * {@code moves}, the first {@code opening} of them as the opening.
   *
   * @throws UserError when the game is over after {@code n} moves or the bot cannot start
   */
  public Answer ask(Game game, BotSpec.ProgramBot bot, List<Move> moves, int opening, int n)
      throws IOException, InterruptedException {
    if (opening < 0 || opening > n || n > moves.size()) {
      throw new IllegalArgumentException("opening " + opening + ", n " + n + " of " + moves.size() + " moves");
    }
    Position p = game.start();
    for (Move m : moves.subList(0, n)) {
      p = game.play(p, m);
    }
    if (game.status(p).over()) {
      throw new UserError("the game is over after " + n + " moves: there is no move to ask for");
    }
    Side side = p.toMove();
    StringBuilder typed = new StringBuilder(); // the other side's moves after the opening
    for (int i = opening; i < n; i++) {
      if ((i % 2 == 0) != (side == Side.ONE)) {
        typed.append(game.codec().format(moves.get(i))).append('\n');
      }
    }
    Match match = new Match(game, clock, memoryBytes, runner,
        new BufferedReader(new StringReader(typed.toString())), new PrintWriter(Writer.nullWriter()));
    GameSetup setup = new GameSetup(moves.subList(0, opening), n + 1, null);
    BotSpec other = new BotSpec.Human();
    GameRecord rec = side == Side.ONE ? match.play(bot, other, 0, setup) : match.play(other, bot, 0, setup);

    List<PlayedMove> got = rec.moves();
    int diverged = 0;
    String divergedMove = null;
    for (int i = opening; i < Math.min(n, got.size()); i++) {
      if (!got.get(i).move().equals(game.codec().format(moves.get(i)))) {
        diverged = i + 1;
        divergedMove = got.get(i).move();
        break;
      }
    }
    PlayedMove move = diverged == 0 && got.size() > n ? got.get(n) : null;
    String stderr = rec.players().get(side.number() - 1).stderr();
    return new Answer(side, move, rec.result(), diverged, divergedMove, stderr == null ? null : Path.of(stderr));
  }
}
