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
  private static final String HERE = Sandbox.detect(List.of(Path.of(System.getProperty("user.home"))), 64, System.getenv("PATH"))
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
  void aResidentLimitSaysWhoMeasuredIt() {
    // a C solution: its limit is resident memory, the kernel's where the sandbox has memory cgroups
    Cli.Result java = Cli.run("judge", Cli.SUM.toString(), "--json"); // Java: its heap is the limit
    String plain = java.json().get("memorySource").asText();
    assertTrue(plain.equals("rusage") || plain.equals("gnu-time") || plain.equals("proc-sampling"), plain);
    Cli.Result r = Cli.run("judge", Cli.SUM.toString(), "--solution", Cli.fixture("c_AC_sum"), "--json");
    assertEquals(0, r.code(), r.err());
    String expected = HERE.contains("cgroup-v2-pids-memory") ? "cgroup-v2"
        : HERE.contains("cgroup-v1-pids-memory") ? "cgroup-v1" : plain;
    assertEquals(expected, r.json().get("memorySource").asText(), r.json().toString());
  }

  @Test
  void theSummarySaysItToo() {
    Cli.Result r = Cli.run("judge", Cli.SUM.toString());
    assertTrue(r.out().contains(" · sandbox " + HERE + "\n"), r.out());
  }

  @Test
  void aCommandLineInAFolderOthersCannotEnterStillRuns(@org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
    // JUnit's temporary folder is 0700, like a checkout made with mktemp -d: as root the sandbox
    // runs the program as nobody, who could not cross it; the sandbox covers it and binds the
    // named script (and the folder's other files) back in
    Path dir = java.nio.file.Files.createDirectories(tmp.resolve("bots"));
    java.nio.file.Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
    java.nio.file.Files.setPosixFilePermissions(dir, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
    java.nio.file.Files.writeString(dir.resolve("lib.sh"), "echo from the library\n");
    Path script = java.nio.file.Files.writeString(dir.resolve("hello.sh"), ". \"$(dirname \"$0\")/lib.sh\"\n");
    Cli.Result r = Cli.run("run", "sh " + script, "--input", "/dev/null");
    assertEquals(0, r.code(), r.err());
    assertEquals("from the library\n", r.out());
  }

  @Test
  void aCommandLineMayNameTheSandboxsOwnProc() {
    // /proc/self on the tool's side is the tool's own process: bound from outside it broke bwrap
    // ("Can't mkdir /proc/NNN"); the program sees the sandbox's fresh /proc instead
    Cli.Result r = Cli.run("run", "cat /proc/self/status", "--input", "/dev/null");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Pid:"), r.out());
  }
}
