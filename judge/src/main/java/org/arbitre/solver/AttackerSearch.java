package org.arbitre.solver;

/**
 * Does one player (the attacker) force a win from the board's current position? The alpha-beta
 * {@link Search} and the proof-number {@link ProofNumberSearch} answer it over the same board
 * and the same table of proven results.
 */
interface AttackerSearch {
  /** Whether the attacker forces a win from the board's current position. */
  boolean attackerWins();

  /** Positions examined so far. */
  long nodes();

  /** Positions examined by the other searches of the same solve, for {@link Progress}. */
  void offset(long positions);
}
