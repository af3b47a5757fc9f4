package org.arbitre.server;

/** What the member asking may not see or do (HTTP 403): another member's source, data or stderr. */
public final class Forbidden extends RuntimeException {
  public Forbidden(String message) {
    super(message);
  }
}
