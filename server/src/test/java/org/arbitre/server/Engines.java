package org.arbitre.server;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The two database engines a test runs on: {@code sqlite} (the contest folder's file) and
 * {@code postgresql} (a fresh database on the test JVM's {@link SharedPostgres}; the test is
 * skipped when PostgreSQL is not installed).
 */
final class Engines {
  private static final AtomicInteger NEXT = new AtomicInteger();

  private Engines() {}

  /** Starts a server for a test class when PostgreSQL is installed; null otherwise. */
  static LocalPostgres startIfInstalled() throws Exception {
    return LocalPostgres.available() ? LocalPostgres.start() : null;
  }

  /** The JDBC URL of a new database for {@code engine}: null for SQLite (the folder's file). */
  static String newDatabase(String engine, LocalPostgres pg) throws SQLException {
    if (engine.equals("sqlite")) {
      return null;
    }
    assumeTrue(pg != null, "PostgreSQL is not installed (Debian: apt-get install postgresql)");
    return pg.createDatabase("arbitre_" + ProcessHandle.current().pid() + "_" + NEXT.incrementAndGet());
  }

  static String user(String url) {
    return url == null ? null : LocalPostgres.user();
  }

  /** Opens (and migrates) the database of {@code dir} / {@code url}. */
  static Db open(Path dir, String url) {
    return Db.open(dir, url, user(url), null);
  }

  static Path root() {
    return Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  }
}
