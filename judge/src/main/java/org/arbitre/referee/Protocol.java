package org.arbitre.referee;

import java.util.List;

/**
 * How a program bot speaks, seen from the referee, which always speaks the protocol of docs/rules.md (its number,
 * then the opponent's moves one token a line; the bot's move as tokens; the end message). The
 * plain protocol passes everything through; {@link PbrainProtocol} translates to a Gomocup brain.
 */
interface Protocol {
  /** The lines to write to the program for a line the referee sends (none: held back). */
  List<String> toBot(String refereeLine);

  /** The lines to write as the bot's turn begins (before its clock starts). */
  List<String> atTurn();

  /**
   * The referee's tokens in one item the program wrote (a token, or a line when {@link #lines});
   * empty when the item is not part of a move (a message, an acknowledgement).
   */
  List<String> fromBot(String item);

  /** The lines to write for the end message. */
  List<String> atEnd(String endLine);

  /** True when the program's output is read by lines rather than by whitespace-separated tokens. */
  boolean lines();

  /** SPEC's own protocol: every line and token as it is. */
  Protocol PLAIN = new Protocol() {
    @Override
    public List<String> toBot(String refereeLine) {
      return List.of(refereeLine);
    }

    @Override
    public List<String> atTurn() {
      return List.of();
    }

    @Override
    public List<String> fromBot(String item) {
      return List.of(item);
    }

    @Override
    public List<String> atEnd(String endLine) {
      return List.of(endLine);
    }

    @Override
    public boolean lines() {
      return false;
    }
  };
}
