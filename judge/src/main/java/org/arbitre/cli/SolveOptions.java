package org.arbitre.cli;

import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options of {@code solve}: a game and how to solve it, or the proof files to check or join. */
final class SolveOptions {
  // GameOptions' GAME is required; here --check needs none.
  @Parameters(index = "0", arity = "0..1", paramLabel = "GAME",
      description = "mnk (k in a row), push (stones enter from a side) or tictactoe (mnk 3x3, k 3).")
  String name;

  @Option(names = "--board", paramLabel = "WxH",
      description = "Board size, e.g. 7x7, or 5 for a square (default: mnk 20x20, push 15, tictactoe 3x3).")
  String board;

  @Option(names = "--k", paramLabel = "K", description = "Stones in a row to win (default: mnk 6, push 5, tictactoe 3).")
  Integer k;

  @Option(names = "--method", paramLabel = "METHOD", defaultValue = "auto",
      description = "attractor (dense retrograde table, up to 16 cells), search (alpha-beta: mnk up"
          + " to 15x15, push up to 8x8), dfpn (proof-number search, the same boards and rules)"
          + " or auto (default: the attractor up to 12 cells, then the search, dfpn for push"
          + " from 5x5; with --proof or --table, the search or dfpn)")
  String method;

  @Option(names = "--time-budget", paramLabel = "TIME", converter = DurationConverter.class,
      description = "Stop the search after TIME (e.g. 30s, 10min) with no value: exit code 1."
          + " (default: no limit)")
  Duration timeBudget;

  @Option(names = "--progress", paramLabel = "TIME", converter = DurationConverter.class,
      description = "Print a progress line on stderr every TIME of the search (e.g. 1s, 1min),"
          + " the first after TIME. (default: the first after 5 s, then every 10 s)")
  Duration progress;

  @Option(names = "--proof", paramLabel = "FILE",
      description = "Write a proof of the value to FILE (gzip if it ends in .gz), for --check."
          + " (default: none)")
  Path proof;

  @Option(names = "--check", paramLabel = "FILE",
      description = "Check the proof in FILE with the rules alone (no GAME): 'proof ok: ...' and"
          + " exit 0, or what is wrong and where, exit 1. (default: solve GAME)")
  Path check;

  @Option(names = "--join", arity = "1..*", paramLabel = "PROOF",
      description = "Join proofs of one claim after sibling moves (each from --moves M --wins P"
          + " --proof) into the proof one move earlier, written to --proof FILE: the ten first"
          + " moves of mnk 8x8 k=5 not winning for player 1 make the empty board's draw. Nothing"
          + " is trusted: --check the result. (default: none)")
  java.util.List<Path> join;

  @Option(names = "--table", paramLabel = "FILE",
      description = "Start from the proven positions saved in FILE, if it exists, and save them"
          + " there when the run ends or is stopped (time budget, Ctrl-C). (default: none)")
  Path table;

  @Option(names = "--memory", paramLabel = "SIZE",
      description = "Memory for the search's tables, e.g. 4g: df-pn's tables of numbers get what"
          + " the proven positions leave, the alpha-beta's tables of proven positions all of it"
          + " (a larger table loses less of a long run); needs a JVM"
          + " heap above it (ARBITRE_JAVA_OPTS=-Xmx...). (default: as the board needs, about"
          + " 1.2 GB at most: push 6x6)")
  String memory;

  @Option(names = "--moves", paramLabel = "MOVES",
      description = "Solve the position after MOVES, played from the empty board in the game's"
          + " wire format, player 1's first: '4 4 5 5' (mnk: x y, 1-based), '3H 3B' (push);"
          + " commas may separate them. The value stays the game's (first-player-win, draw,"
          + " second-player-win); the best move is the side to move's; a proof names the moves."
          + " (default: the empty board)")
  String moves;

  @Option(names = "--wins", paramLabel = "PLAYER",
      description = "Answer only whether PLAYER (1 or 2) forces a win: one search where the value"
          + " may take two (a 'no' does not tell a draw from a loss); with a win and PLAYER to"
          + " move, a winning move; --proof proves that answer. (default: the value)")
  Integer wins;

  @Option(names = "--json", description = "Print one JSON object (default: lines of text).")
  boolean json;
}
