package org.arbitre.process;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Set;
import org.apache.commons.io.file.PathUtils;

/**
 * A folder with a size quota (a bot's {@code data/}) in the {@link Sandbox}: bwrap mounts a tmpfs
 * of the quota's size on it ({@code --size}), so a write past the quota fails inside the program
 * (ENOSPC, "No space left on device") and the disk never fills.
 *
 * <p>The tmpfs lives in the sandbox's mount namespace, so this class reaches it from outside: the
 * program first waits at a gate (a shell reading one line of its stdin, named {@link #GATE}),
 * before any of its own code has run. Through the gate's {@code /proc/<pid>/root} the folder's
 * files are copied in, and the tmpfs is opened as a directory (a {@link SecureDirectoryStream}:
 * an open file descriptor, which keeps the tmpfs alive after the sandbox has ended and which no
 * rename inside can redirect); then the gate opens. Once the program has ended, what the tmpfs
 * holds is read through that descriptor (each entry opened relative to its folder, links not
 * followed) and replaces the folder (written beside it, then renamed). Only folders and regular
 * files travel, never links, devices or pipes; at most {@link #MAX_ENTRIES} of them. Works the
 * same as root and not (no privilege is needed to open a file of one's own sandbox).
 */
final class QuotaFolder {
  /** The name ($0) of the gate shell, by which the sandboxed process is found. */
  static final String GATE = "arbitre-data-gate";
  /** What the gate shell runs first: it waits for one line on the bot's stdin (fd 3 there). */
  static final String GATE_SCRIPT = "read -r go <&3 && ";
  /** The most files and folders saved (a tmpfs counts bytes, not empty files). */
  static final int MAX_ENTRIES = 100_000;
  private static final long WAIT_MS = 10_000;

  private final Path folder;
  private final boolean root;
  private SecureDirectoryStream<Path> tmpfs;

  QuotaFolder(Command.Quota quota, boolean root) {
    this.folder = SandboxMounts.real(quota.folder()).orElse(quota.folder().toAbsolutePath());
    this.root = root;
  }

  /** Finds {@code sandboxed}'s gate, copies the folder into its tmpfs and keeps the tmpfs open. */
  void load(Process sandboxed) throws IOException {
    long deadline = System.nanoTime() + WAIT_MS * 1_000_000;
    long gate = -1;
    while (gate < 0) {
      gate = sandboxed.toHandle().descendants().filter(h -> isGate(cmdline(h.pid())))
          .mapToLong(ProcessHandle::pid).findFirst().orElse(-1);
      if (gate < 0) {
        pause(deadline, sandboxed.isAlive());
      }
    }
    Path inside = Path.of("/proc", Long.toString(gate), "root").resolve(folder.toString().substring(1));
    copy(folder, inside); // nothing of the program has run yet: these paths are the ones bwrap made
    if (root) {
      SandboxMounts.giveToNobody(inside); // the program runs as nobody
    }
    if (!(Files.newDirectoryStream(inside) instanceof SecureDirectoryStream<Path> open)) {
      throw new IOException("this system cannot open a folder securely (no openat)");
    }
    tmpfs = open;
  }

  /** Once the program has ended: the tmpfs's files replace the folder's; the tmpfs is let go. */
  void save() {
    if (tmpfs == null) {
      return;
    }
    try {
      Path fresh = folder.resolveSibling(folder.getFileName() + ".saving");
      Path old = folder.resolveSibling(folder.getFileName() + ".old");
      for (Path p : List.of(fresh, old)) {
        if (Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
          PathUtils.deleteDirectory(p);
        }
      }
      Files.createDirectory(fresh);
      saveTree(tmpfs, fresh, new int[] {0});
      Files.move(folder, old);
      Files.move(fresh, folder);
      PathUtils.deleteDirectory(old);
    } catch (IOException e) {
      // the folder keeps what it held before this run
    } finally {
      try {
        tmpfs.close();
      } catch (IOException e) {
        // closed already
      }
      tmpfs = null;
    }
  }

  /** The folders and regular files of the open folder {@code dir} into {@code to}, each opened relative to its folder. */
  private static void saveTree(SecureDirectoryStream<Path> dir, Path to, int[] entries) throws IOException {
    for (Path entry : dir) {
      if (++entries[0] > MAX_ENTRIES) {
        return;
      }
      Path name = entry.getFileName();
      BasicFileAttributes a = dir.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
          .readAttributes();
      if (a.isDirectory()) {
        Files.createDirectory(to.resolve(name.toString()));
        try (SecureDirectoryStream<Path> sub = dir.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS)) {
          saveTree(sub, to.resolve(name.toString()), entries);
        } catch (java.nio.file.AccessDeniedException e) {
          // a folder it made unreadable: not kept
        }
      } else if (a.isRegularFile()) {
        try (SeekableByteChannel in = dir.newByteChannel(name, Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS));
            OutputStream out = Files.newOutputStream(to.resolve(name.toString()))) {
          Channels.newInputStream(in).transferTo(out);
        } catch (java.nio.file.AccessDeniedException e) {
          // a file it made unreadable: not kept
        }
        Files.setLastModifiedTime(to.resolve(name.toString()), a.lastModifiedTime());
      }
    }
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

  private static void pause(long deadline, boolean alive) throws IOException {
    if (!alive || System.nanoTime() > deadline) {
      throw new IOException("the sandbox did not start");
    }
    try {
      Thread.sleep(2);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }
}
