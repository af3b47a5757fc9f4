package org.arbitre.referee;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A fake bot with no process: answers from a script of tokens (or a fault), and remembers every
 * line the referee sent it, so tests check the protocol itself.
 */
final class ScriptedBot implements Bot {
  final List<String> received = new ArrayList<>();
  final Deque<Object> script = new ArrayDeque<>();
  int turns;
  int tokensAsked;
  boolean inTurn;
  boolean closed;
  String endLine;

  /** Tokens to answer with, in order; a {@link BotFault} in the list is thrown when reached. */
  ScriptedBot(Object... items) {
    for (Object o : items) {
      script.add(o);
    }
  }

  @Override
  public void send(String line) {
    if (inTurn) {
      throw new AssertionError("the referee wrote during the bot's turn");
    }
    received.add(line);
  }

  @Override
  public void beginTurn() {
    turns++;
    inTurn = true;
  }

  @Override
  public Token next() throws BotFault {
    tokensAsked++;
    Object o = script.poll();
    if (o == null) {
      throw new BotFault(EndReason.BLOCKED, "script exhausted");
    }
    if (o instanceof BotFault f) {
      throw f;
    }
    return new Token((String) o, 1);
  }

  @Override
  public void endTurn() {
    inTurn = false;
  }

  @Override
  public void end(String line) {
    endLine = line;
  }

  @Override
  public void close(long deadlineNanos) {
    closed = true;
  }
}
