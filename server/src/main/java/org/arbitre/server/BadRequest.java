package org.arbitre.server;

/** A form or request the member got wrong (HTTP 400), with the one line the page shows. */
public final class BadRequest extends Refusal {
  public BadRequest(String message) {
    super(message);
  }

  private BadRequest(String key, Object[] args) {
    super(key, args);
  }

  /** The sentence {@code key} of {@code i18n/messages}, in the member's language on the pages. */
  static BadRequest of(String key, Object... args) {
    return new BadRequest(key, args);
  }

  /** The same refusal, about the form field {@code name} (shown beside it). */
  BadRequest on(String name) {
    setField(name);
    return this;
  }
}
