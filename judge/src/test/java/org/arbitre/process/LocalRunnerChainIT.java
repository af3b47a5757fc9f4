package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Every {@link LocalRunnerIT} test again, on the fallback: setsid, prlimit and GNU time. */
class LocalRunnerChainIT extends LocalRunnerIT {
  @Override
  LocalRunner runner() {
    return new LocalRunner(Wrappers.fallback(true, true), Wrappers.live());
  }

  @Test
  void measuresWithGnuTime() {
    assertEquals("gnu-time", runner.memorySource());
  }
}
