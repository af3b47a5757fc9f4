package org.arbitre.referee;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.arbitre.game.BoardText;
import org.arbitre.game.Game;
import org.arbitre.game.Invalid;
import org.arbitre.game.Move;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.game.Side;

/**
 * A person at the terminal. It follows the game from the lines the referee sends, like any bot,
 * draws the board on its turn and asks for a move; a typo or an illegal move asks again instead
 * of losing. No clock: a person thinks as long as they like. The end of input (Ctrl-D) is Q.
 */
public final class HumanBot implements Bot {
  private final Game game;
  private final MoveCodec codec;
  private final BufferedReader in;
  private final PrintWriter out;
  private final List<String> incoming = new ArrayList<>();
  private final Deque<String> typed = new ArrayDeque<>();
  private Position position;
  private Side me;
  private long turnStart;

  public HumanBot(Game game, BufferedReader in, PrintWriter out) {
    this.game = game;
    this.codec = game.codec();
    this.in = in;
    this.out = out;
    this.position = game.start();
  }

  @Override
  public void send(String line) {
    if (me == null) {
      me = Side.of(Integer.parseInt(line.strip()));
      out.printf("You are player %d (%s)%s.%n", me.number(), stone(me),
          me == Side.ONE ? " and move first" : "");
      out.flush();
      return;
    }
    incoming.add(line.strip());
    if (incoming.size() == codec.tokensPerMove()) {
      MoveCodec.Parsed parsed = codec.parse(incoming);
      incoming.clear();
      if (parsed instanceof MoveCodec.Parsed.Ok ok) {
        position = game.play(position, ok.move());
        out.println("Your opponent played " + codec.format(ok.move()) + ".");
      }
    }
  }

  @Override
  public void beginTurn() {
    turnStart = System.nanoTime();
    out.println();
    out.print(BoardText.render(position));
    out.flush();
  }

  @Override
  public Token next() throws BotFault {
    while (typed.isEmpty()) {
      out.printf("Your move, player %d (%s), %s: ", me.number(), stone(me), example());
      out.flush();
      String line;
      try {
        line = in.readLine();
      } catch (IOException e) {
        line = null;
      }
      if (line == null) {
        out.println();
        throw new BotFault(EndReason.QUIT, "the person left (end of input)");
      }
      Optional<Move> move = read(line);
      if (move.isPresent()) {
        position = game.play(position, move.get());
        typed.addAll(codec.tokens(move.get()));
      }
    }
    return new Token(typed.poll(), (System.nanoTime() - turnStart) / 1_000_000);
  }

  /** The move typed, or empty after saying why it is not one. */
  private Optional<Move> read(String line) {
    if (line.isBlank()) {
      return Optional.empty();
    }
    MoveCodec.Parsed parsed = codec.parse(line);
    if (parsed instanceof MoveCodec.Parsed.Syntax s) {
      out.println("Not a move (" + s.message() + "); try again: " + example() + ".");
      return Optional.empty();
    }
    if (parsed instanceof MoveCodec.Parsed.Illegal ill) {
      out.println("Invalid move: " + ill.message() + "; try again.");
      return Optional.empty();
    }
    Move move = ((MoveCodec.Parsed.Ok) parsed).move();
    Optional<Invalid> why = game.check(position, move);
    if (why.isPresent()) {
      out.println("Invalid move: " + why.get().description() + "; try again.");
      return Optional.empty();
    }
    return Optional.of(move);
  }

  @Override
  public void endTurn() {
    // nothing runs while a person waits
  }

  @Override
  public void end(String line) {
    int winner = line.length() > 1 ? line.charAt(1) - '0' : -1;
    String verdict = winner == 0 ? "a draw" : winner == 3 ? "a double victory"
        : me != null && winner == me.number() ? "you won" : "you lost";
    out.println("Game over (" + line + "): " + verdict + ".");
    out.flush();
  }

  @Override
  public void close(long deadlineNanos) {
    // nothing to kill
  }

  private String example() {
    return codec.tokensPerMove() == 2 ? "column then row, e.g. 2 3"
        : "line then side (H top, B bottom, G left, D right), e.g. 3H";
  }

  private static String stone(Side s) {
    return s == Side.ONE ? "X" : "O";
  }
}
