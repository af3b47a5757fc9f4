package org.arbitre.referee;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbitre.game.Game;
import org.arbitre.game.Invalid;
import org.arbitre.game.Move;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.game.Side;
import org.arbitre.game.Status;

/**
 * Plays one game between two {@link Bot}s with the pure rules of {@code game/} (docs/rules.md). It
 * never touches a process: each bot is sent its number, then, turn by turn, the opponent's last
 * move (one token per line), and its move is read token by token. A fault of the bot (Q P B T), a
 * text that is not a move (S) or an illegal move (I) loses; otherwise the board decides (V, N, or
 * winner 3 for a push that aligns both colours). At the end both bots get {@code F<winner><reason>}
 * and {@code grace} to exit before what is left of them is killed.
 */
public final class Referee {

  /** A game as played: the legal moves (the opening's first), the final position and the result. */
  public record Played(List<PlayedMove> moves, int openingMoves, Position finalPosition, Result result,
      long wallMs) {}

  private final Game game;
  private final MoveCodec codec;
  private final Duration grace;
  private final GameSetup setup;
  private final java.util.function.Consumer<PlayedMove> observer;

  public Referee(Game game, Duration grace) {
    this(game, grace, GameSetup.PLAIN);
  }

  public Referee(Game game, Duration grace, GameSetup setup) {
    this(game, grace, setup, m -> {});
  }

  /** {@code observer} hears each legal move as soon as it is played (a live view); it must be quick. */
  public Referee(Game game, Duration grace, GameSetup setup, java.util.function.Consumer<PlayedMove> observer) {
    this.game = game;
    this.codec = game.codec();
    this.grace = grace;
    this.setup = setup;
    this.observer = observer;
  }

  public Played play(Bot one, Bot two) {
    long start = System.nanoTime();
    List<PlayedMove> moves = new ArrayList<>();
    byte[] cells = game.start().cells();
    Result result;
    long deadline = System.nanoTime();
    try {
      result = loop(new Bot[] {one, two}, moves, cells);
      one.end(result.code());
      two.end(result.code());
      deadline = System.nanoTime() + grace.toNanos();
    } finally {
      // also when the loop failed on our side: no bot process outlives its game
      one.close(deadline);
      two.close(deadline);
    }
    Side toMove = moves.size() % 2 == 0 ? Side.ONE : Side.TWO;
    return new Played(List.copyOf(moves), setup.opening().size(),
        new Position(game.width(), game.height(), cells, toMove), result, (System.nanoTime() - start) / 1_000_000);
  }

  private Result loop(Bot[] bots, List<PlayedMove> moves, byte[] cells) {
    for (Side s : Side.values()) {
      try {
        bots[s.ordinal()].send(Integer.toString(s.number()));
      } catch (BotFault f) {
        return Result.forfeit(s, f.reason(), f.detail());
      }
    }
    // The cell level of the rules, on the board cells: one board scan per move (the
    // position level checks game-over again on every call).
    Side side = Side.ONE;
    for (Move m : setup.opening()) { // played for both; the bots read it from their environment
      Optional<Invalid> why = game.invalid(cells, m);
      if (why.isPresent()) {
        throw new IllegalArgumentException("opening move " + codec.format(m) + ": " + why.get().description());
      }
      game.apply(cells, game.id(m), side.stone());
      moves.add(new PlayedMove(moves.size() + 1, side.number(), codec.format(m), 0, -1));
      observer.accept(moves.get(moves.size() - 1));
      side = side.other();
    }
    Optional<Result> early = early(cells, moves.size());
    if (early.isPresent()) {
      return early.get();
    }
    Move last = null;
    int n = codec.tokensPerMove();
    List<String> filler = codec.tokens(game.move(0));
    for (;; side = side.other()) {
      Bot bot = bots[side.ordinal()];
      List<String> tokens = new ArrayList<>(n);
      long ms = 0;
      long cpuMs = -1;
      try {
        if (last != null) {
          for (String t : codec.tokens(last)) {
            bot.send(t);
          }
        }
        bot.beginTurn();
        try {
          while (tokens.size() < n) {
            Bot.Token t = bot.next();
            tokens.add(t.text());
            ms = t.elapsedMs();
            if (tokens.size() < n && syntax(tokens, filler).isPresent()) {
              break; // "hello" cannot start a move: no need to wait for the rest
            }
          }
        } finally {
          bot.endTurn();
        }
        cpuMs = bot.lastTurnCpuMs();
      } catch (BotFault f) {
        return Result.forfeit(side, f.reason(), f.detail());
      }
      Optional<String> bad = syntax(tokens, filler);
      if (bad.isPresent()) {
        return Result.forfeit(side, EndReason.SYNTAX, "wrote " + quote(tokens) + ": " + bad.get());
      }
      MoveCodec.Parsed parsed = codec.parse(tokens);
      if (parsed instanceof MoveCodec.Parsed.Illegal ill) {
        return Result.forfeit(side, EndReason.INVALID, "played " + quote(tokens) + ": " + ill.message());
      }
      Move move = ((MoveCodec.Parsed.Ok) parsed).move();
      Optional<Invalid> why = game.invalid(cells, move);
      if (why.isPresent()) {
        return Result.forfeit(side, EndReason.INVALID,
            "played " + codec.format(move) + ": " + why.get().description());
      }
      game.apply(cells, game.id(move), side.stone());
      moves.add(new PlayedMove(moves.size() + 1, side.number(), codec.format(move), ms, cpuMs));
      observer.accept(moves.get(moves.size() - 1));
      early = early(cells, moves.size());
      if (early.isPresent()) {
        return early.get();
      }
      last = move;
    }
  }

  /** The board's verdict (a line, a full board), else an adjudicated draw, else empty: play on. */
  private Optional<Result> early(byte[] cells, int played) {
    Status status = game.status(cells);
    if (status.over()) {
      return Optional.of(new Result(status.winnerCode(), status == Status.DRAW ? EndReason.DRAW : EndReason.VICTORY, ""));
    }
    if (setup.deadDraw() != null && setup.deadDraw().test(cells)) {
      return Optional.of(new Result(0, EndReason.DRAW,
          "dead draw: neither player can complete a line of " + game.k() + " any more"));
    }
    if (setup.maxMoves() > 0 && played >= setup.maxMoves()) {
      return Optional.of(new Result(0, EndReason.DRAW, "move limit: " + played + " moves"));
    }
    return Optional.empty();
  }

  /** Why these tokens (padded with a well-formed move's) are not a move, if they are not. */
  private Optional<String> syntax(List<String> tokens, List<String> filler) {
    List<String> full = new ArrayList<>(tokens);
    while (full.size() < filler.size()) {
      full.add(filler.get(full.size()));
    }
    if (codec.parse(full) instanceof MoveCodec.Parsed.Syntax s) {
      return Optional.of(s.message());
    }
    return Optional.empty();
  }

  private static String quote(List<String> tokens) {
    String s = String.join(" ", tokens);
    return "'" + (s.length() > 40 ? s.substring(0, 40) + "..." : s) + "'";
  }
}
