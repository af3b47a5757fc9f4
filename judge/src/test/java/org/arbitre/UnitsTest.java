package org.arbitre;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class UnitsTest {
  @Test
  void durations() {
    assertEquals(Duration.ofSeconds(1), Units.duration("1s"));
    assertEquals(Duration.ofMillis(1500), Units.duration("1500ms"));
    assertEquals(Duration.ofMillis(1500), Units.duration("1.5s"));
    assertEquals(Duration.ofMillis(2000), Units.duration(" 2S "));
  }

  @Test
  void sizesAreBinary() {
    assertEquals(16L << 20, Units.bytes("16m"));
    assertEquals(512L << 10, Units.bytes("512k"));
    assertEquals(1L << 30, Units.bytes("1g"));
    assertEquals(16000L << 10, Units.bytes("16000KB"));
    assertEquals(1536L << 10, Units.bytes("1.5MiB"));
  }

  @Test
  void unknownOrMissingUnitsAreOneClearLine() {
    UserError minutes = assertThrows(UserError.class, () -> Units.duration("1m"));
    assertEquals("unknown time unit in '1m': use ms, s or min, e.g. 1s or 1500ms", minutes.getMessage());
    assertEquals(Duration.ofMinutes(2), Units.duration("2min"));
    for (String nonPositive : new String[] {"0", "0s", "-5s", "-1"}) {
      assertEquals("the time limit must be positive: '" + nonPositive + "'",
          assertThrows(UserError.class, () -> Units.duration(nonPositive)).getMessage());
    }
    assertEquals("the memory limit must be positive: '-16m'",
        assertThrows(UserError.class, () -> Units.bytes("-16m")).getMessage());
    UserError bare = assertThrows(UserError.class, () -> Units.bytes("16"));
    assertTrue(bare.getMessage().contains("needs a unit"), bare.getMessage());
    assertThrows(UserError.class, () -> Units.bytes("16t"));
    assertThrows(UserError.class, () -> Units.duration("fast"));
    assertThrows(UserError.class, () -> Units.duration("0s"));
  }

  @Test
  void sizesAreShownReadably() {
    assertEquals("812 KiB", Units.kib(812));
    assertEquals("16 MiB", Units.kib(16384));
    assertEquals("33.3 MiB", Units.kib(34120));
  }
}
