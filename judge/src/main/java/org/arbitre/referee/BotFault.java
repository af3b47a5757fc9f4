package org.arbitre.referee;

/**
 * What a bot did that loses it the game, as seen while talking to it: it quit (Q), closed its pipes
 * (P), blocked (B) or ran out of time (T). Syntax and invalid moves are the referee's to find.
 */
public final class BotFault extends Exception {
  private final EndReason reason;

  public BotFault(EndReason reason, String detail) {
    super(detail);
    if (!reason.forfeit()) {
      throw new IllegalArgumentException(reason + " is not a fault");
    }
    this.reason = reason;
  }

  public EndReason reason() {
    return reason;
  }

  /** What happened, e.g. "no CPU progress between 200 ms and 400 ms of its turn". */
  public String detail() {
    return getMessage();
  }
}
