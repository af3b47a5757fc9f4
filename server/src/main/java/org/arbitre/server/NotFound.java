package org.arbitre.server;

/** A page or object that does not exist (HTTP 404). */
public final class NotFound extends RuntimeException {
  public NotFound(String message) {
    super(message);
  }
}
