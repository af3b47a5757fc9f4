package org.arbitre.tournament;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.game.Move;
import org.arbitre.game.Position;
import org.arbitre.game.Side;
import org.arbitre.lang.RunOptions;
import org.arbitre.process.Command;
import org.arbitre.process.ProcessRunner;
import org.arbitre.referee.Bot;
import org.arbitre.referee.BotFault;
import org.arbitre.referee.BotSpec;
import org.arbitre.referee.EndReason;
import org.arbitre.referee.GameSetup;
import org.arbitre.referee.PlayedMove;
import org.arbitre.referee.ProcessBot;
import org.arbitre.referee.Referee;
import org.arbitre.referee.Result;
import org.arbitre.referee.TimeControl;

/**
 * Asks a bot what it plays in the position after the first {@code n} moves of a recorded game,
 * through its protocol and the referee. The bot is started as the player to move there (player 1
 * after an even number of moves, else player 2), in its folder, with {@code ARBITRE_GAME},
 * {@code ARBITRE_BOARD}, {@code ARBITRE_K} and {@code ARBITRE_TIME_MS} as in a match; the
 * referee stops after its move. The first {@code opening} of those moves are given to it in
 * {@code ARBITRE_OPENING} (wire tokens separated by spaces, player 1's first), as in a tournament
 * game from an opening; the rest are played again through the protocol: the other side plays the
 * record's moves, the bot its own. Two ways to use it:
 *
 * <ul>
 *   <li>{@code opening = n}: the whole position in {@code ARBITRE_OPENING}, and the bot's first
 *       turn is the move asked for. Only a bot that reads {@code ARBITRE_OPENING} knows the
 *       position; one that does not believes the board is empty (it may then wait for a move that
 *       never comes, B, or play an occupied cell, I).
 *   <li>{@code opening} = the record's own opening (0 without): the game is played again. A
 *       deterministic bot that played this game makes the same moves again and reaches the
 *       position; a bot that does not is reported as diverging at its first different move (what
 *       it plays after that answers another position, so it is not reported as its move).
 * </ul>
 */
public final class BotProbe {

  /**
   * What the bot did: its side, its move at {@code n} (null when the game ended before: a
   * forfeit, or the other side's recorded move became illegal after a divergence), the referee's
   * result, the first of its moves that differs from the record's (its number, 0 for none), what
   * it played there, and its stderr file.
   */
  public record Answer(Side side, PlayedMove move, Result result, int divergedAt, String divergedMove,
      Path stderr) {}

  private final ProcessRunner runner;
  private final TimeControl clock;

  public BotProbe(ProcessRunner runner, TimeControl clock) {
    this.runner = runner;
    this.clock = clock;
  }

  /**
   * Asks {@code bot} (in its folder, already claimed) for its move after the first {@code n} of
   * {@code moves}, the first {@code opening} of them in {@code ARBITRE_OPENING}.
   *
   * @throws UserError when the game is over after {@code n} moves or the bot cannot start
   */
  public Answer ask(Game game, BotSpec.ProgramBot bot, List<Move> moves, int opening, int n)
      throws IOException, InterruptedException {
    List<Move> before = moves.subList(0, n);
    Position p = game.start();
    for (Move m : before) {
      p = game.play(p, m);
    }
    if (game.status(p).over()) {
      throw new UserError("the game is over after " + n + " moves: there is no move to ask for");
    }
    Side side = p.toMove();
    Files.createDirectories(bot.dir().resolve("data"));
    Path stderr = bot.dir().resolve("stderr-replay.txt");
    Command base = bot.program().command(bot.args(), bot.dir(), RunOptions.NONE);
    if (opening < 0 || opening > n) {
      throw new IllegalArgumentException("opening " + opening + " of " + n + " moves");
    }
    List<Move> given = before.subList(0, opening);
    Command command = new Command(base.argv(), base.workDir(), environment(game, given));
    ProcessBot process;
    try {
      process = ProcessBot.start(runner, command, stderr, clock, "p" + side.number());
    } catch (IOException e) {
      throw new UserError("cannot start bot " + bot.name() + ": " + e.getMessage());
    }
    Bot other = new Script(game, movesOf(before, opening, side.other()));
    try {
      process.awaitStartup(System.nanoTime() + clock.startup().toNanos());
      GameSetup setup = new GameSetup(given, n + 1, null);
      Referee.Played played = new Referee(game, clock.grace(), setup)
          .play(side == Side.ONE ? process : other, side == Side.ONE ? other : process);
      List<PlayedMove> got = played.moves();
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
      return new Answer(side, move, played.result(), diverged, divergedMove, stderr);
    } finally {
      process.close();
    }
  }

  /** The moves of {@code side} among {@code moves} from index {@code from} (player 1's are the even indexes). */
  private static List<Move> movesOf(List<Move> moves, int from, Side side) {
    List<Move> own = new ArrayList<>();
    for (int i = from; i < moves.size(); i++) {
      if ((i % 2 == 0) == (side == Side.ONE)) {
        own.add(moves.get(i));
      }
    }
    return own;
  }

  private Map<String, String> environment(Game game, List<Move> before) {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("ARBITRE_GAME", game.name());
    env.put("ARBITRE_BOARD", game.width() + "x" + game.height());
    env.put("ARBITRE_K", Integer.toString(game.k()));
    env.put("ARBITRE_TIME_MS", Long.toString(clock.perMove().toMillis()));
    if (!before.isEmpty()) {
      env.put("ARBITRE_OPENING", String.join(" ",
          before.stream().flatMap(m -> game.codec().tokens(m).stream()).toList()));
    }
    return env;
  }

  /**
   * The other side: plays the given moves in order, with no clock. With none left it quits (a
   * turn it never gets when the whole position is the opening).
   */
  private static final class Script implements Bot {
    private final Deque<String> tokens = new ArrayDeque<>();

    Script(Game game, List<Move> moves) {
      moves.forEach(m -> tokens.addAll(game.codec().tokens(m)));
    }

    @Override
    public void send(String line) {}

    @Override
    public void beginTurn() throws BotFault {
      if (tokens.isEmpty()) {
        throw new BotFault(EndReason.QUIT, "the record's moves ran out");
      }
    }

    @Override
    public Token next() throws BotFault {
      String t = tokens.poll();
      if (t == null) {
        throw new BotFault(EndReason.QUIT, "the record's moves ran out");
      }
      return new Token(t, 0);
    }

    @Override
    public void endTurn() {}

    @Override
    public void end(String line) {}

    @Override
    public void close(long deadlineNanos) {}
  }
}
