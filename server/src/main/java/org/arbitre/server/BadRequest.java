package org.arbitre.server;

/** A form or request the member got wrong (HTTP 400), with the one line the page shows. */
public final class BadRequest extends RuntimeException {
  public BadRequest(String message) {
    super(message);
  }
}
