package org.arbitre.referee;

/**
 * One player as the referee sees it: lines go in, whitespace-separated tokens come out. The
 * referee never touches a process: {@link ProcessBot} talks to a program over pipes with a clock,
 * {@link HumanBot} to a person at a terminal, and tests use scripted bots with no process at all.
 *
 * <p>A turn is {@link #beginTurn()}, then {@link #next()} until the move is whole, then
 * {@link #endTurn()}. A fault (quit, closed pipes, blocked, timeout) is a checked {@link BotFault}.
 */
public interface Bot extends AutoCloseable {

  /** A token of the bot's output and when it was complete, in ms since its turn began. */
  record Token(String text, long elapsedMs) {}

  /** Writes one line to the bot (the referee writes before the bot's turn begins). */
  void send(String line) throws BotFault;

  /** The bot's turn begins: it has been sent what it needs; its clock starts now. */
  void beginTurn() throws BotFault;

  /** The next token of its move, waiting no longer than its clock allows. */
  Token next() throws BotFault;

  /** Its turn is over (a process bot is suspended until its next turn). */
  void endTurn();

  /** The CPU time in ms its last turn used, as the kernel counts it; -1 when it has no process. */
  default long lastTurnCpuMs() {
    return -1;
  }

  /** The game is over: sends the end line (errors ignored) and lets the bot run to exit. */
  void end(String line);

  /** Waits until {@code deadlineNanos} (a {@link System#nanoTime()} value) for it to exit, then
   * kills whatever is left of it. Idempotent. */
  void close(long deadlineNanos);

  /** Kills it now. */
  @Override
  default void close() {
    close(System.nanoTime());
  }
}
