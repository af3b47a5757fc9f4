package org.arbitre.lang;

import java.nio.file.Path;
import org.arbitre.UserError;

/**
 * What a user named as a program, resolved once: a source file of a known language
 * ({@code file} set), or a command line (an executable file, quoted, or what they typed) run by
 * {@link CommandLineLanguage}. {@code spec} is what they gave, for messages.
 */
public record Source(String spec, Language language, Path file, String commandLine) {
  public boolean isFile() {
    return file != null;
  }

  /** A memory limit the language cannot run under (a JVM with a heap of a few KiB) is the user's error. */
  public void checkMemory(long memoryBytes) {
    language.refusesMemory(memoryBytes).ifPresent(why -> {
      throw new UserError(why);
    });
  }
}
