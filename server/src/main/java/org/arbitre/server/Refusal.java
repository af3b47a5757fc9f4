package org.arbitre.server;

import java.util.Locale;

/**
 * A request the site refuses, with the sentence its page shows: either a fixed English sentence
 * (the toolkit's own, shown through {@link Phrases}) or a key of {@code i18n/messages} with its
 * arguments, shown in the member's language; {@link #getMessage()} is the English one (the API's
 * answers and the log are in English). {@link #field()} names the form field it is about, if any,
 * so the form shows the sentence beside it.
 */
abstract class Refusal extends RuntimeException {
  private final String key;
  private final Object[] args;
  private String field = "";

  Refusal(String message) {
    super(message);
    this.key = null;
    this.args = new Object[0];
  }

  Refusal(String key, Object[] args) {
    super(Pages.text(Locale.ENGLISH, key, args));
    this.key = key;
    this.args = args.clone();
  }

  /** The sentence in {@code locale}. */
  String message(Locale locale) {
    return key == null ? Phrases.in(locale, getMessage()) : Pages.text(locale, key, args);
  }

  /** The form field this is about ("" for the whole form). */
  String field() {
    return field;
  }

  void setField(String name) {
    this.field = name;
  }
}
