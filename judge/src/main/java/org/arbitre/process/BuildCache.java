package org.arbitre.process;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.UserError;

/**
 * Where arbitre keeps what it builds once per machine (compiled solutions, its run helper), and
 * the one way a build gets there: made in a temporary folder of the cache, then renamed into
 * place, so a crash leaves no half build and two arbitre processes building the same thing at
 * once both end with one whole build.
 */
public final class BuildCache {
  /** System property that overrides the cache folder (tests use a temporary one); read by the composition place. */
  public static final String PROPERTY = "arbitre.cache";

  private final Path dir;

  public BuildCache(Path dir) {
    this.dir = dir;
  }

  public Path dir() {
    return dir;
  }

  /** Fills a fresh temporary folder; true keeps it as the build, false throws it away. */
  @FunctionalInterface
  public interface Step<E extends Exception> {
    boolean fill(Path tmp) throws IOException, E;
  }

  /**
   * Makes the build {@code name} (a folder of the cache) with {@code step}, unless it is there
   * already. True when the build is there afterwards (ours, or another process's made meanwhile).
   */
  public <E extends Exception> boolean build(String name, Step<E> step) throws IOException, E {
    Path target = dir.resolve(name);
    if (Files.isDirectory(target)) {
      readableByAll(target); // a build made before builds were: a sandboxed run (nobody) reads it
      return true;
    }
    Path tmp;
    try {
      Files.createDirectories(dir);
      tmp = Files.createTempDirectory(dir, name + ".tmp");
    } catch (FileSystemException e) { // a home that is not one's own (nobody's /nonexistent), a read-only disk
      throw new UserError("cannot write the build cache " + dir + " (" + e.getClass().getSimpleName()
          + " " + e.getFile() + "): set XDG_CACHE_HOME, or -D" + PROPERTY + "=DIR, to a folder you can write");
    }
    try {
      if (!step.fill(tmp)) {
        return false;
      }
      readableByAll(tmp);
      try {
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
      } catch (FileSystemException e) {
        if (!Files.isDirectory(target)) {
          throw e;
        } // else another process built it meanwhile (rename gave ENOTEMPTY): use theirs
      }
      return true;
    } finally {
      if (Files.exists(tmp)) {
        PathUtils.deleteDirectory(tmp);
      }
    }
  }

  /**
   * A build folder is {@code rwxr-xr-x} (a temporary folder starts {@code rwx------}): the
   * sandbox runs programs as another user (nobody, when arbitre runs as root), who must read it.
   * The cache itself stays hidden from programs by the sandbox, except the one build they run.
   */
  private static void readableByAll(Path build) throws IOException {
    Set<PosixFilePermission> perms = Files.getPosixFilePermissions(build);
    if (!perms.contains(PosixFilePermission.OTHERS_EXECUTE) || !perms.contains(PosixFilePermission.OTHERS_READ)) {
      try {
        Files.setPosixFilePermissions(build, PosixFilePermissions.fromString("rwxr-xr-x"));
      } catch (IOException e) {
        // not ours (another user's cache): the run will say what it cannot read
      }
    }
  }
}
