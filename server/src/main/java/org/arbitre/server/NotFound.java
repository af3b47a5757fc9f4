package org.arbitre.server;

/** A page or object that does not exist (HTTP 404). */
public final class NotFound extends Refusal {
  public NotFound(String message) {
    super(message);
  }

  private NotFound(String key, Object[] args) {
    super(key, args);
  }

  /** The sentence {@code key} of {@code i18n/messages}, in the member's language on the pages. */
  static NotFound of(String key, Object... args) {
    return new NotFound(key, args);
  }
}
