package org.arbitre.process;

import java.nio.file.Path;

/** Where arbitre keeps what it builds once per machine: compiled solutions, its run helper. */
public final class BuildCache {
  /** System property that overrides the cache folder (tests use a temporary one). */
  public static final String PROPERTY = "arbitre.cache";

  private BuildCache() {}

  /** {@code -Darbitre.cache}, else {@code $XDG_CACHE_HOME/arbitre/compile}, else {@code ~/.cache/arbitre/compile}. */
  public static Path dir() {
    String prop = System.getProperty(PROPERTY);
    if (prop != null && !prop.isBlank()) {
      return Path.of(prop);
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
    return base.resolve("arbitre").resolve("compile");
  }
}
