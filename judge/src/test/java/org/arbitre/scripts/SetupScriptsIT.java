package org.arbitre.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/setup} and the {@code ./arbitre} launcher on a machine that lacks the JDK and
 * Maven: the machine is a PATH holding only the basic tools the scripts use (no java, javac, mvn,
 * compilers, bwrap), with a fake {@code apt-get} that records what it was asked and a fake
 * {@code id} that says who runs it. Nothing is installed.
 */
class SetupScriptsIT {
  private static final Path ROOT = Path.of(System.getProperty("arbitre.root", "..")).toAbsolutePath().normalize();
  private static final List<String> BASIC = List.of("bash", "sh", "dirname", "readlink", "find", "mkdir", "flock",
      "rm", "touch", "mktemp", "cp", "sed", "cat", "env");

  @TempDir Path tmp;
  private Path bin;
  private Path aptLog;

  private record Result(int code, String err) {}

  @BeforeEach
  void bareMachine() throws IOException {
    bin = Files.createDirectories(tmp.resolve("bin"));
    for (String tool : BASIC) {
      for (String dir : List.of("/usr/bin", "/bin")) {
        Path p = Path.of(dir, tool);
        if (Files.isExecutable(p)) {
          Files.createSymbolicLink(bin.resolve(tool), p);
          break;
        }
      }
    }
    aptLog = tmp.resolve("apt-get.log");
  }

  private void script(String name, String body) throws IOException {
    Path p = bin.resolve(name);
    Files.writeString(p, "#!/bin/sh\n" + body + "\n");
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  private void uid(int uid) throws IOException {
    script("id", "echo " + uid);
  }

  private void aptGet() throws IOException {
    script("apt-get", "echo \"$@\" >> '" + aptLog + "'");
  }

  private Result run(Path dir, String... argv) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile());
    pb.environment().clear();
    pb.environment().put("PATH", bin.toString());
    pb.environment().put("HOME", tmp.toString());
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Path err = tmp.resolve("stderr.txt");
    pb.redirectError(err.toFile());
    Process p = pb.start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the script hangs");
    return new Result(p.exitValue(), Files.readString(err, StandardCharsets.UTF_8));
  }

  @Test
  void setupAsRootInstallsTheJdkMavenAndTheTools() throws Exception {
    uid(0);
    aptGet();
    Result r = run(ROOT, ROOT.resolve("scripts/setup").toString());
    assertEquals(0, r.code(), r.err());
    List<String> calls = Files.readAllLines(aptLog);
    assertEquals("update -qq", calls.get(0), calls.toString());
    String install = calls.get(1);
    assertTrue(install.startsWith("install -y -qq "), install);
    for (String pkg : List.of("default-jdk-headless", "maven", "bubblewrap", "gcc", "g++", "python3")) {
      assertTrue(List.of(install.split(" ")).contains(pkg), pkg + " not asked for: " + install);
    }
    assertTrue(r.err().contains("arbitre setup: installing default-jdk-headless maven"), r.err());
  }

  @Test
  void setupInstallsOnlyThePartsItIsAskedFor() throws Exception {
    uid(0);
    aptGet();
    Result r = run(ROOT, ROOT.resolve("scripts/setup").toString(), "--judge", "--build");
    assertEquals(0, r.code(), r.err());
    List<String> asked = List.of(Files.readAllLines(aptLog).get(1).split(" "));
    for (String pkg : List.of("default-jdk-headless", "maven", "bubblewrap", "gcc", "g++", "python3")) {
      assertTrue(asked.contains(pkg), pkg + " not asked for: " + asked);
    }
    for (String pkg : List.of("chromium", "chromium-driver", "postgresql")) {
      assertTrue(!asked.contains(pkg), pkg + " asked for: " + asked);
    }
    Files.delete(aptLog);
    run(ROOT, ROOT.resolve("scripts/setup").toString(), "--tests");
    assertEquals("install -y -qq chromium chromium-driver", Files.readAllLines(aptLog).get(1));
    Files.delete(aptLog);
    run(ROOT, ROOT.resolve("scripts/setup").toString(), "--server");
    assertEquals("install -y -qq postgresql", Files.readAllLines(aptLog).get(1));
  }

  @Test
  void setupRejectsAnUnknownPartInOneLine() throws Exception {
    uid(0);
    aptGet();
    Result r = run(ROOT, ROOT.resolve("scripts/setup").toString(), "--jugde");
    assertEquals(2, r.code(), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().startsWith("arbitre setup: unknown option --jugde; usage: scripts/setup "), r.err());
    assertTrue(!Files.exists(aptLog), "apt-get ran on a usage error");
  }

  @Test
  void setupAsksForANewerJdkWhenJavacIsOlderThan17() throws Exception {
    uid(0);
    aptGet();
    script("javac", "echo 'javac 11.0.20' >&2");
    script("mvn", "exit 0");
    run(ROOT, ROOT.resolve("scripts/setup").toString());
    String install = Files.readAllLines(aptLog).get(1);
    assertTrue(install.contains("default-jdk-headless"), install);
    assertTrue(!install.contains("maven"), install);
  }

  @Test
  void setupWithoutRootOrSudoSaysWhatToInstall() throws Exception {
    uid(1000);
    aptGet();
    Result r = run(ROOT, ROOT.resolve("scripts/setup").toString());
    assertEquals(0, r.code(), r.err()); // never fails its caller
    assertTrue(!Files.exists(aptLog), "apt-get ran without root");
    assertTrue(r.err().startsWith("arbitre setup: missing default-jdk-headless maven "), r.err());
    assertTrue(r.err().contains("(Debian: sudo apt-get install default-jdk-headless maven "), r.err());
  }

  @Test
  void setupIsQuietWhenEverythingIsThere() throws Exception {
    uid(1000);
    for (String tool : List.of("mvn", "bwrap", "gcc", "g++", "python3", "chromium", "chromedriver", "pg_ctlcluster")) {
      script(tool, "exit 0");
    }
    script("javac", "echo 'javac 17.0.12' >&2");
    Result r = run(ROOT, ROOT.resolve("scripts/setup").toString());
    assertEquals(0, r.code());
    assertEquals("", r.err());
  }

  /** A copy of the launcher and the setup script, without the jar: the launcher must build first. */
  private Path checkout() throws IOException {
    Path root = Files.createDirectories(tmp.resolve("checkout"));
    Files.createDirectories(root.resolve("scripts"));
    Files.copy(ROOT.resolve("arbitre"), root.resolve("arbitre"));
    Files.copy(ROOT.resolve("scripts/setup"), root.resolve("scripts/setup"));
    return root;
  }

  @Test
  void theLauncherWithoutJdkOrMavenSaysWhatIsMissing() throws Exception {
    uid(1000);
    Path root = checkout();
    Result r = run(root, root.resolve("arbitre").toString(), "--version");
    assertEquals(3, r.code(), r.err());
    List<String> lines = r.err().lines().toList();
    assertTrue(lines.get(0).startsWith("arbitre setup: missing default-jdk-headless maven"), r.err());
    assertEquals("arbitre: cannot build the tool: java javac mvn not found; install a JDK 17+ and Maven"
        + " (Debian: sudo apt-get install default-jdk-headless maven, or run scripts/setup as root)", lines.get(1));
    assertEquals(2, lines.size(), r.err());
  }

  @Test
  void theLauncherWithABuiltJarButNoJavaSaysSo() throws Exception {
    uid(1000);
    Path root = checkout();
    Files.createDirectories(root.resolve("server/target")); // the launcher runs the whole tool's jar
    Files.writeString(root.resolve("server/target/arbitre.jar"), "not really a jar");
    Result r = run(root, root.resolve("arbitre").toString(), "--version");
    assertEquals(3, r.code(), r.err());
    assertTrue(r.err().strip().endsWith("arbitre: cannot run the tool: java not found; install a JDK 17+ and Maven"
        + " (Debian: sudo apt-get install default-jdk-headless maven, or run scripts/setup as root)"), r.err());
  }

  @Test
  void theJarPrintsItsRealVersion() throws Exception {
    Path jar = ROOT.resolve("judge/target/arbitre.jar");
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
        jar.toString(), "--version").redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    String pom = Files.readString(ROOT.resolve("judge/pom.xml"));
    String version = pom.replaceAll("(?s).*?<version>([^<]+)</version>.*", "$1"); // the parent's: the project's
    List<String> lines = out.lines().toList();
    assertEquals("arbitre " + version, lines.get(0));
    // the commit (abbreviated hash, or "unknown" outside a git checkout) and an ISO build date
    assertTrue(lines.get(1).matches("commit ([0-9a-f]{7,}|unknown), built \\d{4}-\\d{2}-\\d{2}"), out);
    assertEquals(2, lines.size(), out);
    assertEquals(0, p.exitValue());
  }
}
