package org.arbitre.cli;

import java.util.Optional;
import org.arbitre.lang.Language;
import picocli.CommandLine.Option;

/**
 * {@code --language ID} of {@code match} and {@code tournament}: every bot file run as that
 * language whatever its ending (a {@code .py} run by PyPy), as {@code judge --language} does for a
 * solution; one bot's own {@code ID:FILE} prefix wins over it.
 */
public final class BotLanguageOption {
  @Option(names = "--language", paramLabel = "ID",
      description = "Run every bot file as language ID, e.g. pypy3 (default: by its ending; one bot: ID:FILE).")
  String id;

  /** The language named, if any; an id no language has is a usage error naming the known ones. */
  Optional<Language> value() {
    return LanguageOption.named(id);
  }
}
