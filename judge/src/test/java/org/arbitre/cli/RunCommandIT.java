package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbitre run}: the program's output on stdout, the measurement on stderr. */
@ExtendWith(PrivateCache.class)
class RunCommandIT {
  @TempDir Path tmp;

  @Test
  void printsTheOutputAndTheMeasurement() {
    Cli.Result r = Cli.run("run", Cli.fixture("c_AC_sum"), "--input", Cli.ROOT.resolve(
        "judge/src/test/resources/judge/tests/sum/10.in").toString());
    assertEquals(0, r.code(), r.err());
    assertEquals("3000000000007\n", r.out());
    assertTrue(r.err().matches("arbitre run: OK · \\d+ ms CPU · \\d+ ms wall · [\\d.]+ (KiB|MiB) resident"
        + " · limits 2000 ms CPU, 256 MiB resident · sandbox (none|bubblewrap\\S*)\\n"), r.err());
  }

  @Test
  void javaShowsItsHeapAndTheLimitThatAppliesToIt() {
    Cli.Result r = Cli.run("run", Cli.SUM.resolve("Main.java").toString(), "--memory-limit", "16m", "--input",
        Cli.ROOT.resolve("judge/src/test/resources/judge/tests/sum/1.in").toString());
    assertEquals("6\n", r.out());
    assertTrue(r.err().contains(" heap · limits 2000 ms CPU, 16 MiB of heap"), r.err());
  }

  @Test
  void passesArgumentsAndReportsALimit() throws Exception {
    Path script = Files.writeString(tmp.resolve("args.py"), "import sys\nprint(' '.join(sys.argv[1:]))\n");
    Path empty = Files.writeString(tmp.resolve("empty.in"), "");
    Cli.Result r = Cli.run("run", script.toString(), "--input", empty.toString(), "--", "a b", "-x");
    assertEquals("a b -x\n", r.out(), r.err());
    Cli.Result tle = Cli.run("run", Cli.fixture("java_TLE_loop"), "--time-limit", "300ms", "--input", empty.toString());
    assertEquals(1, tle.code());
    assertTrue(tle.err().startsWith("arbitre run: TLE ("), tle.err());
  }
}
