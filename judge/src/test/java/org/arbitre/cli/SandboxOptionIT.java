package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.arbitre.process.Sandbox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@code --no-sandbox}, and the judge's JSON and summary saying how the solution ran. */
@ExtendWith(PrivateCache.class)
class SandboxOptionIT {
  private static final String HERE = Sandbox.detect(List.of(Path.of(System.getProperty("user.home"))), 64)
      .sandbox().map(Sandbox::sandbox).orElse("none");

  @Test
  void theJsonSaysHowTheSolutionRan() {
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(HERE, r.json().get("sandbox").asText());
    Cli.Result off = Cli.run("judge", Cli.SUM.toString(), "--json", "--no-sandbox");
    assertEquals(0, off.code(), off.err());
    assertEquals("none", off.json().get("sandbox").asText());
    assertEquals("", off.err(), "no warning with --no-sandbox");
  }

  @Test
  void theSummarySaysItToo() {
    Cli.Result r = Cli.run("judge", Cli.SUM.toString());
    assertTrue(r.out().contains(" · sandbox " + HERE + "\n"), r.out());
  }
}
