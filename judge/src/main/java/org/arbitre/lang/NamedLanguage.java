package org.arbitre.lang;

import java.util.List;

/** A language whose id and file endings are given when it is made. */
abstract class NamedLanguage implements Language {
  private final String id;
  private final List<String> extensions;

  NamedLanguage(String id, List<String> extensions) {
    this.id = id;
    this.extensions = extensions;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public List<String> extensions() {
    return extensions;
  }
}
