package org.arbitre.server;

import java.sql.SQLException;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One PostgreSQL server for all the test classes a test JVM runs, where PostgreSQL is installed:
 * started before the first class that registers it ({@code @RegisterExtension static final
 * SharedPostgres pg = new SharedPostgres();}) and stopped when the JVM ends (a shutdown hook, not
 * a JUnit store: failsafe may launch each class of a fork on its own, and a store ends with it).
 * Each test run on both engines takes a database of its own ({@code pg.newDatabase(engine)}), so
 * classes that follow one another in a JVM never see each other's data; initdb and a server
 * start (some seconds on a loaded machine) are paid once per JVM instead of once per class.
 */
final class SharedPostgres implements BeforeAllCallback {
  private static LocalPostgres running;
  private static boolean started;

  private LocalPostgres server;

  private static synchronized LocalPostgres shared() throws Exception {
    if (!started) { // a start that failed throws here, and again for the next class: never a silent skip
      running = Engines.startIfInstalled();
      started = true;
      if (running != null) {
        LocalPostgres pg = running;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
          try {
            pg.close();
          } catch (Exception e) {
            System.err.println("PostgreSQL of the tests not stopped: " + e);
          }
        }, "arbitre-test-postgres-stop"));
      }
    }
    return running;
  }

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    server = shared();
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
