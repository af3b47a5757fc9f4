package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Colours on a terminal, none with NO_COLOR: the packaged jar run under {@code script}, which gives
 * it a pseudo-terminal (skipped where util-linux's script or the jar is missing).
 */
class ColourIT {
  private static final Path JAR = Cli.ROOT.resolve("judge/target/arbitre.jar");
  @TempDir Path dir;

  private String onATerminal(boolean noColor) throws Exception {
    Files.createDirectories(dir.resolve("tests"));
    Files.writeString(dir.resolve("tests/1.in"), "1 2\n");
    Files.writeString(dir.resolve("tests/1.out"), "3\n");
    Path sol = Files.writeString(dir.resolve("sum.py"), "print(4)\n");
    String cmd = "java -jar '" + JAR + "' test '" + sol + "' --no-sandbox";
    ProcessBuilder pb = new ProcessBuilder(List.of("script", "-qec", cmd, "/dev/null")).redirectErrorStream(true);
    pb.environment().remove("NO_COLOR");
    if (noColor) {
      pb.environment().put("NO_COLOR", "1");
    }
    Process p = pb.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), out);
    return out;
  }

  @Test
  void coloursOnATerminalUnlessNoColor() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")) && Files.isRegularFile(JAR), "script(1) and the jar");
    String coloured = onATerminal(false);
    assertTrue(coloured.contains("\u001b[31mWA"), coloured);
    String plain = onATerminal(true);
    assertTrue(plain.contains("WA"), plain);
    assertFalse(plain.contains("\u001b["), plain);
  }
}
