package org.arbitre.solver;

import org.arbitre.game.Move;

/**
 * What the solver found: the value of the position, a best move for the side to move (null when
 * the game is already over), the number of positions examined and the method used.
 */
public record Solution(Value value, Move bestMove, long positions, Method method) {}
