package org.arbitre.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.arbitre.UserError;
import org.junit.jupiter.api.Test;

class SeriesTest {
  @Test
  void recordFilesAreNumberedForSeveralGames() {
    assertEquals(Path.of("out/m.json"), Series.recordFile(Path.of("out/m.json"), 1, 1));
    assertEquals(Path.of("out/m-3.json"), Series.recordFile(Path.of("out/m.json"), 3, 5));
    assertEquals(Path.of("rec-2"), Series.recordFile(Path.of("rec"), 2, 2));
  }

  @Test
  void aSeriesHasAtLeastOneGame() {
    assertEquals("--games must be at least 1, not 0",
        assertThrows(UserError.class, () -> new Series.Plan(0, true, null)).getMessage());
  }
}
