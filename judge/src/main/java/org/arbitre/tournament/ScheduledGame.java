package org.arbitre.tournament;

/**
 * One game of a {@link Schedule}. {@code id} is its index in the full schedule and {@code key} a
 * readable form of what it is ({@code r3-0v2-o3-g2}: round 3, bots 0 and 2, opening 3, second game
 * of the pair; no {@code -o} part without openings); both are the same for the same settings, so a
 * resumed or sharded run finds the same games. Games {@code 2i} and {@code 2i+1} are the pair
 * {@code i}: the same pairing and opening, colours swapped; in the first, bot {@code a} is player 1.
 *
 * @param round from 0
 * @param pairing the index of the pairing in its round (see {@link Format#pair})
 * @param a the pairing's first bot (index in command-line order)
 * @param b the pairing's second bot
 * @param player1 the bot that moves first in this game ({@code a} or {@code b})
 * @param player2 the other one
 * @param openingIndex the opening's index in the openings list, -1 for none
 * @param opening the opening ({@link Opening#NONE} for none)
 */
public record ScheduledGame(
    int id,
    String key,
    int round,
    int pairing,
    int a,
    int b,
    int player1,
    int player2,
    int openingIndex,
    Opening opening) {

  /** The pair this game belongs to: games {@code 2 * pair()} and {@code 2 * pair() + 1}. */
  public int pair() {
    return id / 2;
  }

  /** True for the first game of its pair (bot {@code a} is player 1), false for the second. */
  public boolean firstOfPair() {
    return id % 2 == 0;
  }
}
