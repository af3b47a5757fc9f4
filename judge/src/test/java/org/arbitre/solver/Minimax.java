package org.arbitre.solver;

import java.util.HashMap;
import java.util.Map;
import org.arbitre.game.Game;
import org.arbitre.game.Move;
import org.arbitre.game.Position;
import org.arbitre.game.Side;
import org.arbitre.game.Status;

/**
 * The independent reference for the solver tests: plain minimax over the public position API of
 * the rules, memoised on whole positions, visiting every position reachable from the start.
 */
final class Minimax {
  private static final Map<Game, Minimax> CACHE = new HashMap<>();

  final Map<Position, Value> values = new HashMap<>();
  private final Game game;

  private Minimax(Game game) {
    this.game = game;
    value(game.start());
  }

  /** The reference for {@code game}, computed once per test run. */
  static synchronized Minimax of(Game game) {
    return CACHE.computeIfAbsent(game, Minimax::new);
  }

  Value value(Position p) {
    Value known = values.get(p);
    if (known != null) {
      return known;
    }
    Status status = game.status(p);
    Value v;
    if (status.over()) {
      v = Value.of(status);
    } else {
      // player 1 wants the smallest ordinal (FIRST_PLAYER_WIN), player 2 the largest
      v = null;
      for (Move m : game.legalMoves(p)) {
        Value c = value(game.play(p, m));
        if (v == null || (p.toMove() == Side.ONE ? c.ordinal() < v.ordinal() : c.ordinal() > v.ordinal())) {
          v = c;
        }
      }
    }
    values.put(p, v);
    return v;
  }
}
