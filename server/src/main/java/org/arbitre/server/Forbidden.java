package org.arbitre.server;

/** What the member asking may not see or do (HTTP 403): another member's source, data or stderr. */
public final class Forbidden extends Refusal {
  public Forbidden(String message) {
    super(message);
  }

  private Forbidden(String key, Object[] args) {
    super(key, args);
  }

  /** The sentence {@code key} of {@code i18n/messages}, in the member's language on the pages. */
  static Forbidden of(String key, Object... args) {
    return new Forbidden(key, args);
  }
}
