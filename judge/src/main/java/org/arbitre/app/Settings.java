package org.arbitre.app;

import java.nio.file.Path;
import java.util.Map;
import org.arbitre.process.BuildCache;

/**
 * What the tool takes from the system properties and the environment, read once ({@link
 * #fromSystem()}) and handed down as values: nothing outside {@code app/} reads a property or an
 * environment variable.
 *
 * @param root where {@code problems/} lives: {@code -Darbitre.root} (set by the launcher), else the current folder
 * @param cache the build cache: {@code -Darbitre.cache}, else {@code $XDG_CACHE_HOME/arbitre/compile}, else
 *     {@code ~/.cache/arbitre/compile}
 * @param runServer whether runs go through the run server (off with {@code -Darbitre.run-server=off}: every
 *     run starts its helper, to compare, as bench/tool/judge.sh does)
 * @param home the user's home ({@code user.home}), hidden from sandboxed programs
 * @param environment the environment variables
 * @param sandboxLanes whether judged runs may share a sandbox per lane (off with
 *     {@code -Darbitre.sandbox-lanes=off}: a bubblewrap per run, to compare, as bench/tool/judge.sh does)
 */
public record Settings(Path root, BuildCache cache, boolean runServer, Path home, Map<String, String> environment,
    boolean sandboxLanes) {
  /** System property that overrides the cache folder (tests use a temporary one). */
  public static final String CACHE_PROPERTY = BuildCache.PROPERTY;

  /** Settings with lanes on, as by default. */
  public Settings(Path root, BuildCache cache, boolean runServer, Path home, Map<String, String> environment) {
    this(root, cache, runServer, home, environment, true);
  }

  public Settings {
    environment = Map.copyOf(environment);
  }

  /** Reads the system properties and the environment of this JVM. */
  public static Settings fromSystem() {
    String root = System.getProperty("arbitre.root");
    Map<String, String> env = System.getenv();
    Path home = Path.of(System.getProperty("user.home"));
    return new Settings(root != null ? Path.of(root).toAbsolutePath() : Path.of("").toAbsolutePath(),
        buildCache(System.getProperty(CACHE_PROPERTY), env.get("XDG_CACHE_HOME"), home),
        !"off".equals(System.getProperty("arbitre.run-server")), home, env,
        !"off".equals(System.getProperty("arbitre.sandbox-lanes")));
  }

  /** The same settings with another root and build cache (tests, the contest server). */
  public Settings with(Path root, BuildCache cache) {
    return new Settings(root, cache, runServer, home, environment, sandboxLanes);
  }

  /** The {@code PATH}, where bare program names are looked for (null when unset). */
  public String path() {
    return environment.get("PATH");
  }

  /** {@code NO_COLOR} (no-color.org), null when unset. */
  public String noColor() {
    return environment.get("NO_COLOR");
  }

  private static BuildCache buildCache(String property, String xdg, Path home) {
    if (property != null && !property.isBlank()) {
      return new BuildCache(Path.of(property));
    }
    Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".cache");
    return new BuildCache(base.resolve("arbitre").resolve("compile"));
  }
}
