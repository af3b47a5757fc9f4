package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built-in bots ({@code random}, {@code greedy}) play with only the packaged jar: {@code java
 * -jar arbitre.jar match ...} run in a fresh folder outside the checkout, with no
 * {@code -Darbitre.root} and an empty build cache, so their sources can come from nowhere but the jar.
 */
class BuiltinBotsIT {
  private static final Path JAR = Cli.ROOT.resolve("judge/target/arbitre.jar");
  /**
   * The one game's result: ended on the board (an alignment, V, or a full board, N), not by a
   * forfeit. One game shows what these tests are about, that the bots come from the jar and play.
   */
  private static final String GAME_ENDED = "(?m)^result: F[0-2][VN], ";

  @TempDir Path tmp;

  private record Run(int code, String output) {}

  /** {@code java -jar arbitre.jar ARGS} in {@code dir} (outside the checkout), with its own cache. */
  private Run jar(Path dir, String... args) throws Exception {
    assertTrue(Files.isRegularFile(JAR), "the jar is built at package, before the integration tests: " + JAR);
    List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Darbitre.cache=" + tmp.resolve("cache"), "-jar", JAR.toString()));
    argv.addAll(List.of(args));
    Path log = tmp.resolve("log.txt");
    Process p = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    if (!p.waitFor(300, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("the match did not end in 300 s: " + Files.readString(log, StandardCharsets.UTF_8));
    }
    return new Run(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
  }

  private Path folder(String name) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve(name));
    assertTrue(!dir.toAbsolutePath().startsWith(Cli.ROOT), "the folder is outside the checkout: " + dir);
    return dir;
  }

  @Test
  void randomAgainstRandomInMnkFromAFolderOutsideTheCheckout() throws Exception {
    Path dir = folder("mnk");
    Run r = jar(dir, "match", "mnk", "random", "random", "--board", "8x8", "--k", "4");
    assertEquals(0, r.code(), r.output());
    assertTrue(r.output().contains("player 1 (X): random ") && r.output().contains("player 2 (O): random "), r.output());
    assertTrue(Pattern.compile(GAME_ENDED).matcher(r.output()).find(), r.output());
    assertTrue(Files.isDirectory(dir.resolve(".arbitre/bots/random-mnk")), "the bot's folder is in the working folder");
  }

  @Test
  void greedyAgainstRandomInPushFromAFolderOutsideTheCheckout() throws Exception {
    Path dir = folder("push");
    Run r = jar(dir, "match", "push", "greedy", "random", "--board", "8", "--k", "4");
    assertEquals(0, r.code(), r.output());
    assertTrue(r.output().contains("player 1 (X): greedy ") && r.output().contains("player 2 (O): random "), r.output());
    assertTrue(Pattern.compile(GAME_ENDED).matcher(r.output()).find(), r.output());
    assertTrue(Files.isDirectory(dir.resolve(".arbitre/bots/greedy-push")), "the bot's folder is in the working folder");
  }
}
