package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A checker that only compares texts: pure, no process, tested on strings. */
public interface TextChecker extends Checker {

  CheckResult check(String output, String answer);

  @Override
  default CheckResult check(CheckInput in) throws IOException {
    return check(read(in.output()), read(in.answer()));
  }

  /** Any bytes decode (a malformed sequence becomes U+FFFD), so a binary output is just wrong. */
  private static String read(Path file) throws IOException {
    return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
  }
}
