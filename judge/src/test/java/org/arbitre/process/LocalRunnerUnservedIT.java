package org.arbitre.process;

import org.arbitre.app.Settings;

/** The tests of {@link LocalRunnerIT} on the run helper started once per run, as without its server. */
class LocalRunnerUnservedIT extends LocalRunnerIT {
  @Override
  LocalRunner runner() {
    return LocalRunner.unserved(Settings.fromSystem().cache());
  }
}
