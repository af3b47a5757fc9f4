package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Every language Arbitre knows; a new language is one class and one entry here. */
public final class Languages {
  public static final CommandLineLanguage COMMAND_LINE = new CommandLineLanguage();

  public static final List<Language> ALL =
      List.of(new JavaLanguage(), new CLanguage(), new CppLanguage(), new PythonLanguage(), COMMAND_LINE);

  private Languages() {}

  /** The language of a source file, by its name's ending. */
  public static Optional<Language> forFile(Path file) {
    String name = file.getFileName().toString();
    for (Language lang : ALL) {
      for (String ext : lang.extensions()) {
        if (name.endsWith(ext) && name.length() > ext.length()) {
          return Optional.of(lang);
        }
      }
    }
    return Optional.empty();
  }

  public static Optional<Language> byId(String id) {
    return ALL.stream().filter(l -> l.id().equals(id)).findFirst();
  }

  /** The extensions known, for messages: {@code .java .c .cpp ...}. */
  public static String knownExtensions() {
    StringBuilder sb = new StringBuilder();
    for (Language lang : ALL) {
      for (String ext : lang.extensions()) {
        sb.append(sb.length() > 0 ? " " : "").append(ext);
      }
    }
    return sb.toString();
  }
}
