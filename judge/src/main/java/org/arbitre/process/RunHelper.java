package org.arbitre.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.commons.io.file.PathUtils;

/**
 * {@code arbitre-run}, the small C program (a resource next to this class) that starts a judged
 * program in one exec where setsid, prlimit and GNU time take three: it makes a new process
 * group, sets the CPU and file-size limits, forks, execs, and reports the kernel's rusage (CPU,
 * peak resident memory) in GNU time's format. Built once per machine with the C compiler into
 * the build cache ({@code <cache>/run-helper-<hash>/arbitre-run}); where no C compiler works,
 * {@link #find} is empty and {@link LocalRunner} chains the three tools instead.
 */
final class RunHelper {
  static final String NAME = "arbitre-run";
  private static final String SOURCE = NAME + ".c";

  private static Optional<Path> found;

  private RunHelper() {}

  /** The helper's executable, built on the first call (about 0.1 s), or empty without a C compiler. */
  static synchronized Optional<Path> find() {
    if (found == null) {
      found = build(BuildCache.dir());
    }
    return found;
  }

  static Optional<Path> build(Path cache) {
    try {
      byte[] source;
      try (InputStream in = RunHelper.class.getResourceAsStream(SOURCE)) {
        if (in == null) {
          return Optional.empty();
        }
        source = in.readAllBytes();
      }
      Path dir = cache.resolve("run-helper-" + HexFormat.of().formatHex(sha256(source)).substring(0, 16));
      Path exe = dir.resolve(NAME);
      if (Files.isExecutable(exe)) {
        return Optional.of(exe);
      }
      Files.createDirectories(cache);
      Path tmp = Files.createTempDirectory(cache, dir.getFileName() + ".tmp");
      try {
        Files.write(tmp.resolve(SOURCE), source);
        for (String cc : new String[] {"cc", "gcc"}) {
          if (compile(cc, tmp) && works(tmp.resolve(NAME))) {
            try {
              Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileSystemException e) {
              if (!Files.isExecutable(exe)) {
                throw e;
              } // else another arbitre built it meanwhile: use theirs
            }
            return Optional.of(exe);
          }
        }
        return Optional.empty();
      } finally {
        if (Files.exists(tmp)) {
          PathUtils.deleteDirectory(tmp);
        }
      }
    } catch (IOException e) {
      return Optional.empty(); // a read-only cache, say: the three tools do the same job
    }
  }

  private static boolean compile(String cc, Path dir) {
    return succeeds(dir, 60, cc, "-O2", "-o", NAME, SOURCE) && Files.isExecutable(dir.resolve(NAME));
  }

  /** Runs {@code true} through the new helper: it must exit 0 and report (a noexec cache fails here). */
  private static boolean works(Path exe) {
    Path report = exe.resolveSibling("report.txt");
    try {
      boolean ok = succeeds(exe.getParent(), 10, exe.toString(), report.toString(), "5", "0", "true")
          && Files.readString(report).matches("[0-9. ]+\\s*");
      Files.deleteIfExists(report);
      return ok;
    } catch (IOException e) {
      return false;
    }
  }

  /** Whether {@code argv} (output discarded) exits 0 within {@code seconds}; false if it cannot start. */
  private static boolean succeeds(Path dir, long seconds, String... argv) {
    try {
      Process p = new ProcessBuilder(argv)
          .directory(dir.toFile())
          .redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .start();
      if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return false;
      }
      return p.exitValue() == 0;
    } catch (IOException e) {
      return false; // no such program
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
