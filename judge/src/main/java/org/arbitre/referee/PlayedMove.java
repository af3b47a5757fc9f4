package org.arbitre.referee;

/** One legal move of a game: its number (from 1), the player (1 or 2), its canonical text, its time. */
public record PlayedMove(int n, int player, String move, long ms) {}
