package org.arbitre.server;

import java.sql.SQLException;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A PostgreSQL server of a test class's own, started before its first test where PostgreSQL is
 * installed and stopped after its last: {@code @RegisterExtension static final PostgresPerClass pg
 * = new PostgresPerClass();}, then {@code pg.newDatabase(engine)} in each test run on both engines.
 */
final class PostgresPerClass implements BeforeAllCallback, AfterAllCallback {
  private LocalPostgres server;

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    server = Engines.startIfInstalled();
  }

  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    if (server != null) {
      server.close();
      server = null;
    }
  }

  /** The server; null where PostgreSQL is not installed. */
  LocalPostgres server() {
    return server;
  }

  /** A new database for {@code engine} ({@link Engines#newDatabase}): null for SQLite; skips without PostgreSQL. */
  String newDatabase(String engine) throws SQLException {
    return Engines.newDatabase(engine, server);
  }
}
