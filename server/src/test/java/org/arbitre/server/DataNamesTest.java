package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DataNamesTest {
  @ParameterizedTest
  @ValueSource(strings = {"book.txt", "cache/openings.bin", "a/b/c/d", ".hidden", "x..y"})
  void plainRelativeNamesAreAccepted(String name) {
    assertEquals(name, DataNames.check(name));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "/etc/passwd", "../x", "a/../../b", "a/./b", "..", ".", "a//b", "a/", "a\\b",
      "new\nline", "a/b/c/d/e", "nul\0byte"})
  void traversalAbsoluteAndOddNamesAreRefused(String name) {
    assertThrows(BadRequest.class, () -> DataNames.check(name));
  }
}
