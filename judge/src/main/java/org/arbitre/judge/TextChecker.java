package org.arbitre.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.arbitre.Inputs;

/** A checker that only compares texts: pure, no process, tested on strings. */
public interface TextChecker extends Checker {

  CheckResult check(String output, String answer);

  @Override
  default CheckResult check(CheckInput in) throws IOException {
    // the answer is the user's file: one that cannot be read (a device, an I/O error) is their error
    return check(text(Files.readAllBytes(in.output())), text(Inputs.read(in.answer(), "test answer")));
  }

  /** Any bytes decode (a malformed sequence becomes U+FFFD), so a binary output is just wrong. */
  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
