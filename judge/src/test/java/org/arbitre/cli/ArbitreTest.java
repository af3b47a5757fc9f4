package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ArbitreTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    Cli.Result r = Cli.run(args);
    out.write(r.out());
    err.write(r.err());
    return r.code();
  }

  @Test
  void helpListsTheToolAndExitsZero() {
    assertEquals(0, run("--help"));
    assertTrue(out.toString().contains("Usage: arbitre"), out.toString());
  }

  @Test
  void unknownOptionIsOneLineAndExitTwo() {
    assertEquals(2, run("--no-such-option"));
    assertTrue(err.toString().startsWith("arbitre: Unknown option: '--no-such-option'"), err.toString());
    assertTrue(err.toString().lines().count() <= 2, err.toString());
  }
}
