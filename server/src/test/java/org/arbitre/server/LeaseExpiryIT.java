package org.arbitre.server;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * kill -9 of a worker process (a 1 s lease) in the middle of a match; another worker, under
 * another name, takes the match once the lease ran out and plays it; no result lost or doubled,
 * the data files as they were before the killed match ({@link KillScenario}). On SQLite and on
 * PostgreSQL.
 */
class LeaseExpiryIT {
  @RegisterExtension static final SharedPostgres pg = new SharedPostgres();

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aDeadWorkersMatchGoesToAnotherWhenItsLeaseRunsOut(String engine) throws Exception {
    try (KillScenario s = new KillScenario(pg.server(), dir)) {
      s.run(engine, "expiry");
    }
  }
}
