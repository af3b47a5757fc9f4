package org.arbitre.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.arbitre.RunsAlone;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sandbox for a user who is not root (a contestant on a laptop): the packaged jar, run with
 * {@code java -jar} as {@code nobody} (setpriv), in a folder of nobody's. There no cgroup is
 * writable, so the sandbox is a user namespace with RLIMIT_NPROC ({@code bubblewrap+userns-nproc},
 * which the output says); a fork bomb is contained and gets TLE, and a write into a folder nobody
 * may write (checked: without the sandbox it succeeds) is refused. Runs when the tests run as root
 * (as CI does), where it can become nobody; skipped otherwise (then the tests run as a user
 * already, and HostileProgramsIT covers it).
 */
@RunsAlone
class NonRootSandboxIT {
  private static final Path JAR = Cli.ROOT.resolve("judge/target/arbitre.jar");
  private static final Path HOSTILE = Cli.ROOT.resolve("judge/src/test/resources/hostile");
  private static final int NOBODY = 65534;
  private static final long TIMEOUT_S = 120; // a first build of the run helper, a JVM, on a loaded machine

  @TempDir static Path tmp;
  private static Path home;
  private static Path outside;

  @BeforeAll
  static void nobodysFolder() throws IOException {
    assumeTrue(isRoot(), "not root: cannot become nobody (the tests already run unprivileged)");
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/setpriv")), "setpriv (util-linux) is missing");
    assumeTrue(Files.isRegularFile(JAR), "the jar is not built: " + JAR);
    Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x")); // nobody may enter
    home = Files.createDirectory(tmp.resolve("home"));
    outside = Files.createDirectory(tmp.resolve("outside"));
    Files.copy(JAR, home.resolve("arbitre.jar"));
    for (String f : List.of("fork_bomb_TLE.py", "write_outside_AC_nothing_written.py")) {
      Files.copy(HOSTILE.resolve(f), home.resolve(f), StandardCopyOption.REPLACE_EXISTING);
    }
    chownNobody(home);
    chownNobody(outside);
  }

  @Test
  void aBuildCacheThatCannotBeWrittenIsOneLine() throws Exception {
    // nobody's home is /nonexistent: a cache under it cannot be made
    Run r = asNobody(Path.of("/nonexistent/.cache/arbitre"), "run", home.resolve("fork_bomb_TLE.py").toString(),
        "--input", "/dev/null");
    assertEquals(2, r.code, r.err);
    assertTrue(r.err.startsWith("arbitre: cannot write the build cache /nonexistent/.cache/arbitre ("), r.err);
    assertEquals(1, r.err.lines().count(), r.err);
  }

  @Test
  void aForkBombIsContainedAndTheOutputSaysHow() throws Exception {
    String marker = "arbitre-nonroot-" + UUID.randomUUID();
    // 2 GiB as in HostileProgramsIT: without a memory cgroup the resident figure is the watchdog's
    // sum over the tree, which counts the pages 256 forked interpreters share once per process
    Run r = asNobody("run", home.resolve("fork_bomb_TLE.py").toString(), "--time-limit", "1s",
        "--memory-limit", "2g", "--input", "/dev/null", "--", marker);
    assertEquals(1, r.code, r.err); // a failed run: TLE
    assertTrue(r.err.startsWith("arbitre run: TLE ("), r.err);
    assertTrue(r.err.contains(" · sandbox bubblewrap+userns-nproc\n"), r.err);
    assertFalse(anyProcessWith(marker), "a process of the fork bomb survived");
    // stopped near its limits (1 s CPU, 4 s wall): in its own session the bomb is scheduled as one
    // group beside the watchdog; in the judge's, its 256 processes starved the watchdog for 15 s
    java.util.regex.Matcher wall = java.util.regex.Pattern.compile(" · (\\d+) ms wall · ").matcher(r.err);
    assertTrue(wall.find(), r.err);
    assertTrue(Long.parseLong(wall.group(1)) < 10_000, r.err);
  }

  @Test
  void aWriteOutsideTheScratchFolderIsRefused() throws Exception {
    Path escaped = outside.resolve("escaped.txt");
    String program = home.resolve("write_outside_AC_nothing_written.py").toString();
    // the folder is nobody's: without the sandbox the write succeeds, so a refusal is the sandbox's
    Run bare = asNobody("run", program, "--input", "/dev/null", "--no-sandbox", "--", outside.toString());
    assertEquals(0, bare.code, bare.err);
    assertTrue(bare.out.contains("wrote " + escaped), bare.out);
    assertTrue(bare.err.contains(" · sandbox none\n"), bare.err);
    Files.delete(escaped);
    Files.deleteIfExists(home.resolve("escaped.txt"));
    Files.deleteIfExists(Path.of("/tmp", "escaped.txt")); // the bare run's other write: no litter left
    try (Stream<Path> before = Files.list(home)) {
      List<Path> homeBefore = before.sorted().toList();
      Run r = asNobody("run", program, "--input", "/dev/null", "--", outside.toString());
      assertEquals(0, r.code, r.err); // AC: it ran and exited 0
      assertTrue(r.out.contains("refused " + escaped), r.out);
      assertTrue(r.err.contains(" · sandbox bubblewrap+userns-nproc\n"), r.err);
      try (Stream<Path> out = Files.list(outside); Stream<Path> after = Files.list(home)) {
        assertEquals(List.of(), out.toList(), "a file was written outside");
        assertEquals(homeBefore, after.sorted().toList(), "nobody's home changed");
      }
    }
  }

  private record Run(int code, String out, String err) {}

  /** {@code java -jar arbitre.jar ARGS} as nobody, in nobody's folder, with it as HOME and cache. */
  private static Run asNobody(String... args) throws Exception {
    return asNobody(home.resolve("cache"), args);
  }

  private static Run asNobody(Path cache, String... args) throws Exception {
    List<String> argv = new ArrayList<>(List.of("/usr/bin/setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY,
        "--clear-groups", "--", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Darbitre.cache=" + cache, "-Darbitre.root=" + home, "-jar", home.resolve("arbitre.jar").toString()));
    argv.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(argv).directory(home.toFile())
        .redirectOutput(tmp.resolve("out").toFile()).redirectError(tmp.resolve("err").toFile());
    pb.environment().clear();
    pb.environment().putAll(java.util.Map.of("HOME", home.toString(), "PATH", "/usr/local/bin:/usr/bin:/bin",
        "LANG", "C.UTF-8"));
    Process p = pb.start();
    if (!p.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      throw new AssertionError("arbitre " + String.join(" ", args) + " did not end within " + TIMEOUT_S + " s");
    }
    return new Run(p.exitValue(), Files.readString(tmp.resolve("out")), Files.readString(tmp.resolve("err")));
  }

  private static void chownNobody(Path dir) throws IOException {
    Files.setAttribute(dir, "unix:uid", NOBODY);
    Files.setAttribute(dir, "unix:gid", NOBODY);
  }

  private static boolean isRoot() throws IOException {
    for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
      if (line.startsWith("Uid:")) {
        return line.split("\\s+")[1].equals("0");
      }
    }
    return false;
  }

  private static boolean anyProcessWith(String marker) throws IOException {
    try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
      return procs.filter(p -> p.getFileName().toString().matches("\\d+")).anyMatch(p -> {
        try {
          return new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.ISO_8859_1)
              .replace('\0', ' ').contains(marker);
        } catch (IOException e) {
          return false;
        }
      });
    }
  }
}
