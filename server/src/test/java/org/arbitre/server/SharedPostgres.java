package org.arbitre.server;

import java.sql.SQLException;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One PostgreSQL server for all the test classes a test JVM runs, where PostgreSQL is installed:
 * started before the first class that registers it ({@code @RegisterExtension static final
 * SharedPostgres pg = new SharedPostgres();}) and stopped when the JVM's test run ends. Each test
 * run on both engines takes a database of its own ({@code pg.newDatabase(engine)}), so classes
 * that follow one another in a JVM never see each other's data; initdb and a server start (some
 * seconds on a loaded machine) are paid once per JVM instead of once per class.
 */
final class SharedPostgres implements BeforeAllCallback {
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedPostgres.class);

  private LocalPostgres server;

  /** The server of the whole run, kept in the root context's store, which closes it at the end. */
  private record Running(LocalPostgres server) implements ExtensionContext.Store.CloseableResource, AutoCloseable {
    @Override
    public void close() throws Exception {
      if (server != null) {
        server.close();
      }
    }
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    server = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Running.class, k -> {
      try {
        return new Running(Engines.startIfInstalled());
      } catch (Exception e) {
        throw new IllegalStateException("cannot start PostgreSQL", e);
      }
    }, Running.class).server();
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
