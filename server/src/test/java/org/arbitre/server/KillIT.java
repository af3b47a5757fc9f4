package org.arbitre.server;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * kill -9 of {@code arbitre serve} (the packaged jar) in the middle of a match, then the same
 * command again: its worker, under the same name, gives back the match it held and plays it; no
 * result lost or doubled, the data files as they were before the killed match
 * ({@link KillScenario}). On SQLite and on PostgreSQL.
 */
class KillIT {
  @RegisterExtension static final SharedPostgres pg = new SharedPostgres();

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aServerKilledMidMatchReplaysItWhenStartedAgain(String engine) throws Exception {
    try (KillScenario s = new KillScenario(pg.server(), dir)) {
      s.run(engine, "restart");
    }
  }
}
