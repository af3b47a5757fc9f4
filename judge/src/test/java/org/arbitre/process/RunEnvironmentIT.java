package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A program runs without the variables of the shell that ran {@code arbitre} which change how
 * its runtime behaves ({@code PYTHONUNBUFFERED}, {@code JAVA_TOOL_OPTIONS}, {@code NODE_OPTIONS},
 * {@code GOGC}, {@code LUA_INIT}), and with the others: {@code arbitre test} is started as a
 * user would, with them set, on {@code resources/lang/env/runtime_env.py}, which prints those it
 * sees ("none" expected) and another variable ("kept" expected), sandboxed and not.
 */
class RunEnvironmentIT {
  private static final Path ENV = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize()
      .resolve("judge/src/test/resources/lang/env");

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"sandboxed", "--no-sandbox"})
  void aProgramDoesNotSeeTheVariablesThatChangeItsRuntime(String mode) throws Exception {
    List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), "org.arbitre.cli.Arbitre", "test",
        ENV.resolve("runtime_env.py").toString(), ENV.resolve("tests").toString(), "--json"));
    if (mode.startsWith("--")) {
      argv.add(mode);
    }
    ProcessBuilder pb = new ProcessBuilder(argv).redirectErrorStream(false);
    pb.environment().putAll(java.util.Map.of("PYTHONUNBUFFERED", "1", "JAVA_TOOL_OPTIONS", "-Darbitre.test=1",
        "NODE_OPTIONS", "--max-old-space-size=1", "GOGC", "off", "LUA_INIT", "os.exit(3)", "ARBITRE_KEPT", "kept"));
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), out + err);
    assertTrue(out.contains("\"verdict\":\"AC\""), out + err);
  }
}
