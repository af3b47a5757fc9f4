package org.arbitre.solver.old;

import org.arbitre.game.Game;
import org.arbitre.game.Mnk;
import org.arbitre.game.Push;

/**
 * The search as it was before the wide keys (one long per board, at most 32 cells), kept verbatim
 * under test/ as a reference: the new search must agree with it wherever both can go.
 * Returns 1 when player 1 wins, 2 when player 2 wins, 0 otherwise (a draw).
 */
public final class OldSearch {
  private OldSearch() {}

  public static int winner(Game game, byte[] board, int toMove) {
    int cells = board.length;
    int tableBits = Math.min(23, Math.max(12, cells - 2));
    SearchBoard b = game instanceof Mnk mnk ? new MnkBoard(mnk, board, toMove)
        : new PushBoard((Push) game, board, toMove);
    if (new Search(b, toMove, new TranspositionTable(tableBits), cells).attackerWins()) {
      return toMove;
    }
    return new Search(b, 3 - toMove, new TranspositionTable(tableBits), cells).attackerWins() ? 3 - toMove : 0;
  }
}
