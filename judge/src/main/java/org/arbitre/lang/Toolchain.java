package org.arbitre.lang;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a language needs installed: the program it starts first (the compiler, or the interpreter
 * of a language that compiles nothing), the Debian package that provides it, and the argv that
 * prints its version. {@code scripts/languages} installs the same packages.
 */
public record Toolchain(String program, String debianPackage, List<String> versionArgv) {

  /** True when {@link #program} is an executable file on {@code path} (the {@code PATH} variable). */
  public boolean installed(String path) {
    return where(path).isPresent();
  }

  /** Where {@link #program} is on {@code path}, if it is. */
  public Optional<Path> where(String path) {
    for (String dir : (path == null ? "" : path).split(":")) {
      if (!dir.isEmpty()) {
        Path p = Path.of(dir, program);
        if (Files.isExecutable(p) && !Files.isDirectory(p)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }
}
