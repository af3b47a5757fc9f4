package org.arbitre.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.io.file.PathUtils;

/**
 * A folder with a size quota (a bot's {@code data/}) in the {@link Sandbox}: bwrap mounts a tmpfs
 * of the quota's size on it ({@code --size}), so a write past the quota fails inside the program
 * (ENOSPC, "No space left on device") and the disk never fills.
 *
 * <p>The tmpfs lives in the sandbox's mount namespace, so this class reaches it from outside: the
 * program first waits at a gate (a shell reading one line of its stdin, named {@link #GATE}); a
 * keeper process enters the sandbox's namespaces ({@code nsenter}) with its working folder on
 * the tmpfs, which it pins: {@code /proc/<keeper>/cwd} is the tmpfs whatever the program later
 * renames. The folder's files are copied in, the gate opens; once the program has ended (the
 * keeper holds the namespace after it), what the tmpfs holds replaces the folder (written beside
 * it, then renamed). Only folders and regular files travel, never links or devices, so a program
 * cannot make the copy read or write elsewhere; at most {@link #MAX_ENTRIES} of them.
 */
final class QuotaFolder {
  /** The name ($0) of the gate shell, by which the keeper finds the sandboxed process. */
  static final String GATE = "arbitre-data-gate";
  /** What the gate shell runs first: it waits for one line on the bot's stdin (fd 3 there). */
  static final String GATE_SCRIPT = "read -r go <&3 && ";
  /** The most files and folders saved (a tmpfs counts bytes, not empty files). */
  static final int MAX_ENTRIES = 100_000;
  private static final Path NSENTER = Path.of("/usr/bin/nsenter");
  private static final long WAIT_MS = 10_000;

  private final Path folder;
  private final boolean root;
  private Process keeper;
  private boolean loaded;

  QuotaFolder(Command.Quota quota, boolean root) {
    this.folder = quota.folder().toAbsolutePath();
    this.root = root;
  }

  static boolean available() {
    return Files.isExecutable(NSENTER);
  }

  /** Finds {@code sandboxed}'s gate, starts the keeper there, copies the folder in. */
  void load(Process sandboxed) throws IOException {
    long deadline = System.nanoTime() + WAIT_MS * 1_000_000;
    long gate = -1;
    while (gate < 0) {
      gate = sandboxed.toHandle().descendants().filter(h -> isGate(cmdline(h.pid())))
          .mapToLong(ProcessHandle::pid).findFirst().orElse(-1);
      if (gate < 0) {
        pause(deadline, sandboxed.isAlive(), "the sandbox did not start");
      }
    }
    List<String> argv = new ArrayList<>(List.of(NSENTER.toString(), "-t", Long.toString(gate)));
    if (!root) {
      argv.addAll(List.of("-U", "--preserve-credentials")); // its user namespace first: ours, so allowed
    }
    argv.addAll(List.of("-m", "-r", "-w", "/bin/sh", "-c", "cd \"$0\" && exec sleep 2147483647", folder.toString()));
    keeper = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    while (!cmdline(keeper.pid()).startsWith("sleep\0")) { // after its cd: its working folder is the tmpfs
      if (!keeper.isAlive()) {
        String why = new String(keeper.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        throw new IOException("cannot enter the sandbox to load " + folder + (why.isEmpty() ? "" : ": " + why));
      }
      pause(deadline, true, "cannot enter the sandbox to load " + folder + " (timed out)");
    }
    keeper.getErrorStream().close();
    Path inside = inside();
    copy(folder, inside);
    if (root) {
      SandboxMounts.giveToNobody(inside); // the program runs as nobody
    }
    loaded = true;
  }

  /** Once the program has ended: the tmpfs's files replace the folder's; the keeper ends. */
  void save() {
    if (keeper == null) {
      return;
    }
    try {
      if (loaded && keeper.isAlive()) {
        Path fresh = folder.resolveSibling(folder.getFileName() + ".saving");
        Path old = folder.resolveSibling(folder.getFileName() + ".old");
        if (Files.exists(fresh)) {
          PathUtils.deleteDirectory(fresh);
        }
        Files.createDirectories(fresh);
        copy(inside(), fresh);
        if (Files.exists(old)) {
          PathUtils.deleteDirectory(old);
        }
        Files.move(folder, old);
        Files.move(fresh, folder);
        PathUtils.deleteDirectory(old);
      }
    } catch (IOException e) {
      // the folder keeps what it held before this run
    } finally {
      keeper.destroyForcibly();
      try {
        keeper.waitFor();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** The tmpfs, through the keeper's working folder ("." so the link is entered, not read as a file). */
  private Path inside() {
    return Path.of("/proc", Long.toString(keeper.pid()), "cwd", ".");
  }

  /** Copies the folders and regular files of {@code from} into {@code to} (which exists), links not followed. */
  private static void copy(Path from, Path to) throws IOException {
    int[] entries = {0};
    Files.walkFileTree(from, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
        if (++entries[0] > MAX_ENTRIES) {
          return FileVisitResult.TERMINATE;
        }
        if (!dir.equals(from)) {
          Files.createDirectory(to.resolve(from.relativize(dir).toString()));
        }
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
        if (++entries[0] > MAX_ENTRIES) {
          return FileVisitResult.TERMINATE;
        }
        if (attrs.isRegularFile()) {
          try {
            Files.copy(file, to.resolve(from.relativize(file).toString()), LinkOption.NOFOLLOW_LINKS,
                StandardCopyOption.COPY_ATTRIBUTES);
          } catch (java.nio.file.AccessDeniedException e) {
            // a file it made unreadable: not kept
          }
        }
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFileFailed(Path file, IOException e) {
        return FileVisitResult.CONTINUE; // a folder it made unreadable: not kept
      }
    });
  }

  /** The gate shell itself (bwrap's own command line holds the gate's words too, before them). */
  private static boolean isGate(String cmdline) {
    return cmdline.startsWith("/bin/sh\0-c\0" + GATE_SCRIPT) && cmdline.contains("\0" + GATE + "\0");
  }

  private static String cmdline(long pid) {
    try {
      return new String(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "";
    }
  }

  private static void pause(long deadline, boolean alive, String why) throws IOException {
    if (!alive || System.nanoTime() > deadline) {
      throw new IOException(why);
    }
    try {
      Thread.sleep(2);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }
}
