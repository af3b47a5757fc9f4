package org.arbitre.referee;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.arbitre.game.Game;
import org.arbitre.game.Move;
import org.arbitre.game.MoveCodec;

/**
 * The dummy client in process, for fast tests of the referee loop: follows the game from the lines
 * it is sent, as a real bot does (on the cell level of the rules, to stay cheap), and plays a
 * uniformly random legal move.
 */
final class RandomBot implements Bot {
  private final Game game;
  private final MoveCodec codec;
  private final Random random;
  private final List<String> incoming = new ArrayList<>();
  private final Deque<String> out = new ArrayDeque<>();
  private final byte[] cells;
  private byte me;

  RandomBot(Game game, long seed) {
    this.game = game;
    this.codec = game.codec();
    this.random = new Random(seed);
    this.cells = new byte[game.width() * game.height()];
  }

  @Override
  public void send(String line) {
    if (me == 0) {
      me = Byte.parseByte(line);
      return;
    }
    incoming.add(line);
    if (incoming.size() == codec.tokensPerMove()) {
      Move m = ((MoveCodec.Parsed.Ok) codec.parse(incoming)).move();
      game.apply(cells, game.id(m), (byte) (3 - me));
      incoming.clear();
    }
  }

  @Override
  public void beginTurn() {
    List<Integer> legal = new ArrayList<>();
    for (int id = 0; id < game.moveIds(); id++) {
      if (game.legal(cells, id)) {
        legal.add(id);
      }
    }
    int id = legal.get(random.nextInt(legal.size()));
    game.apply(cells, id, me);
    out.addAll(codec.tokens(game.move(id)));
  }

  @Override
  public Token next() {
    return new Token(out.poll(), 0);
  }

  @Override
  public void endTurn() {}

  @Override
  public void end(String line) {}

  @Override
  public void close(long deadlineNanos) {}
}
