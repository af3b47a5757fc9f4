package org.arbitre.referee;

/**
 * One legal move of a game: its number (from 1), the player (1 or 2), its canonical text, its
 * wall time in ms (from the moment the bot had what it needed to the moment its move was
 * complete) and the CPU time its process tree used during that turn in ms (-1 when not measured:
 * a person, or a move of the opening, which no bot played).
 */
public record PlayedMove(int n, int player, String move, long ms, long cpuMs) {}
