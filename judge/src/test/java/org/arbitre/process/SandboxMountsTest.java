package org.arbitre.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.apache.commons.io.file.PathUtils;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The runtimes the sandbox shows a program outside the system: found from the program itself
 * (a JDK's folder above its bin/, a venv and the interpreter its pyvenv.cfg names), never from a
 * hidden folder. The installations are made under target/ (a temporary folder is never a runtime).
 */
class SandboxMountsTest {
  private Path base;

  @BeforeEach
  void makeBase() throws IOException {
    base = Files.createDirectories(Path.of("target", "sandbox-mounts-test").toAbsolutePath()).toRealPath();
    if (base.startsWith("/tmp") || base.startsWith("/var/tmp") || base.startsWith("/dev/shm")) {
      // a checkout under /tmp (a CI's clone): its target/ is a temporary folder, never a runtime
      PathUtils.deleteDirectory(base);
      Path cache = Path.of("/var/cache");
      assumeTrue(Files.isWritable(cache), "the checkout is in a temporary folder and /var/cache is not writable");
      base = Files.createTempDirectory(cache, "arbitre-sandbox-mounts-test").toRealPath();
    }
  }

  @AfterEach
  void removeBase() throws IOException {
    PathUtils.deleteDirectory(base);
  }

  private Path executable(String relative) throws IOException {
    Path p = base.resolve(relative);
    Files.createDirectories(p.getParent());
    Files.writeString(p, "#!/bin/sh\n");
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    return p;
  }

  @Test
  void aJdkOutsideTheSystemIsShownWhole() throws IOException {
    Path java = executable("opt/jdk-21/bin/java");
    SandboxMounts mounts = new SandboxMounts(List.of(), false, java.getParent().toString());
    Command run = Command.of(base, "java", "-version");
    assertEquals(List.of(base.resolve("opt/jdk-21")), mounts.runtimes(run));
    assertTrue(mounts.canStart("java", run));
  }

  @Test
  void aVenvAndTheInterpreterItIsMadeFrom() throws IOException {
    Path python = executable("srv/venv/bin/python3");
    Path home = executable("opt/python3.12/bin/python3").getParent();
    Files.writeString(base.resolve("srv/venv/pyvenv.cfg"), "home = " + home + "\nversion = 3.12.1\n");
    SandboxMounts mounts = new SandboxMounts(List.of(), false, null);
    Command run = Command.of(base, List.of("sh", "-c", python + " main.py"));
    assertEquals(List.of(base.resolve("srv/venv"), base.resolve("opt/python3.12")), mounts.runtimes(run));
  }

  @Test
  void noRuntimeFromAHiddenFolder() throws IOException {
    Path shim = executable("home/user/.pyenv/shims/python3");
    Path home = base.resolve("home");
    SandboxMounts mounts = new SandboxMounts(List.of(home), false, shim.getParent() + ":/usr/bin:/bin");
    Command run = Command.of(base, "python3", "main.py");
    assertFalse(mounts.runtimes(run).stream().anyMatch(p -> p.startsWith(home)), mounts.runtimes(run).toString());
    assertTrue(mounts.canStart("python3", run), "the system's python3, further on the PATH");
  }

  @Test
  void theSystemIsNoRuntime() {
    SandboxMounts mounts = new SandboxMounts(List.of(), false, "/usr/bin:/bin");
    assertEquals(List.of(), mounts.runtimes(Command.of(base, "sh", "-c", "cat x | sort")));
  }

  /**
   * A command's allow-list is worked out once and reused (every case of a solution asks for it:
   * the runner keeps it in the command's lane), but what it writes is made ready at every run: a
   * log file deleted since is made again, and the key the allow-list is reused by is the same.
   * A program not found is looked for again at the next run.
   */
  @Test
  void aReusedAllowListStillMakesItsWritesReady() throws IOException {
    Path work = Files.createDirectories(base.resolve("work"));
    Path log = work.resolve("run.log");
    SandboxMounts mounts = new SandboxMounts(List.of(), false, base.resolve("bin") + ":/usr/bin:/bin");
    Command run = new Command(List.of("tool", "--log", log.toString()), work, java.util.Map.of(), List.of(), List.of(log));
    assertFalse(mounts.canStart("tool", run));
    executable("bin/tool");
    assertTrue(mounts.canStart("tool", run), "found once it is there");
    SandboxMounts.AllowList first = mounts.allowList(run, null, mounts.prepare(run, null));
    assertTrue(first.reusable());
    List<String> firstArguments = first.arguments();
    assertTrue(Files.exists(log));
    Files.delete(log);
    assertEquals(first.key(), mounts.prepare(run, null).key(), "reused at the next run");
    assertEquals(firstArguments, mounts.arguments(run, null));
    assertTrue(Files.exists(log), "made again for the next run");
  }

  /**
   * As root the program runs as nobody: a folder it reads that others may not enter is a tmpfs
   * with its entries of the moment bound in it, so that allow-list is not reused (an entry gone by
   * the next run would fail it); one of an open folder is.
   */
  @Test
  void anAllowListListingAClosedFoldersEntriesIsNotReused() throws IOException {
    Path closed = Files.createDirectories(base.resolve("closed"));
    Files.writeString(closed.resolve("case.ans"), "42\n");
    Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("rwx------"));
    Path open = Files.createDirectories(base.resolve("open"));
    Path work = Files.createDirectories(base.resolve("work"));
    SandboxMounts mounts = new SandboxMounts(List.of(), true, "/usr/bin:/bin");
    Command readsClosed = new Command(List.of("cat"), work, java.util.Map.of(), List.of(closed), List.of());
    SandboxMounts.AllowList listed = mounts.allowList(readsClosed, null, mounts.prepare(readsClosed, null));
    assertTrue(listed.arguments().contains(closed.resolve("case.ans").toString()), listed.arguments().toString());
    assertFalse(listed.reusable());
    Command readsOpen = new Command(List.of("cat"), work, java.util.Map.of(), List.of(open), List.of());
    assertTrue(mounts.allowList(readsOpen, null, mounts.prepare(readsOpen, null)).reusable());
  }
}
