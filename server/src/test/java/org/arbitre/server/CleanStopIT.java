package org.arbitre.server;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code arbitre serve} (the packaged jar) stopped by SIGTERM, as Ctrl-C does, in the middle of a
 * match: the match is queued again at once for any worker, not after its lease; the data files
 * as they were ({@link KillScenario#stop}). On SQLite and on PostgreSQL.
 */
class CleanStopIT {
  @RegisterExtension static final SharedPostgres pg = new SharedPostgres();

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aServerStoppedMidMatchGivesItBackAtOnce(String engine) throws Exception {
    try (KillScenario s = new KillScenario(pg.server(), dir)) {
      s.stop(engine);
    }
  }
}
