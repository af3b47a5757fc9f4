package org.arbitre.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.arbitre.UserError;
import org.arbitre.judge.Units;
import org.arbitre.lang.CompileError;
import org.arbitre.lang.Compiler;
import org.arbitre.lang.JavaLanguage;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.Program;

/** What {@code judge} and {@code run} share: turning the user's FILE into a program. */
final class Solutions {
  private final Compiler compiler;
  private final Integer javaRelease;

  Solutions(Compiler compiler, Integer javaRelease) {
    this.compiler = compiler;
    this.javaRelease = javaRelease;
  }

  Program prepare(String spec) throws CompileError, IOException {
    Path path = Path.of(spec);
    if (javaRelease != null && Files.isRegularFile(path) && spec.endsWith(".java")) {
      return compiler.prepare(path, new JavaLanguage(Optional.of(javaRelease)));
    }
    return compiler.prepare(spec);
  }

  static String languageOf(String spec) {
    return Languages.forFile(Path.of(spec)).map(Language::id).orElse("cmd");
  }

  /** A JVM does not start with a tiny heap: say so rather than report a strange RE. */
  static void checkMemory(String spec, long memoryBytes) {
    if (languageOf(spec).equals("java") && memoryBytes < JavaLanguage.MIN_HEAP_BYTES) {
      throw new UserError("memory limit " + Units.kib(memoryBytes / 1024) + " is below the "
          + Units.kib(JavaLanguage.MIN_HEAP_BYTES / 1024) + " of heap a JVM needs to start");
    }
  }
}
