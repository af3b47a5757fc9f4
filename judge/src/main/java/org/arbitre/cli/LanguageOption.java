package org.arbitre.cli;

import java.util.Optional;
import org.arbitre.UserError;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import picocli.CommandLine.Option;

/**
 * {@code --language ID} of {@code judge}, {@code test}, {@code run} and {@code stress}: the
 * solution's language named rather than found from its file's ending (a {@code .py} run by
 * PyPy, a file with no ending), as Kattis and DOMjudge let a submitter choose.
 */
public final class LanguageOption {
  @Option(names = "--language", paramLabel = "ID",
      description = "Run the solution file as language ID (e.g. pypy3; see 'arbitre languages') (default: by its ending).")
  String id;

  /** The language named, if any; an id no language has is a usage error naming the known ones. */
  Optional<Language> value() {
    return named(id);
  }

  /** The language of an id given by the user, empty for none; an unknown id is a usage error naming the known ones. */
  static Optional<Language> named(String id) {
    if (id == null) {
      return Optional.empty();
    }
    return Optional.of(Languages.byId(id).filter(l -> l != Languages.COMMAND_LINE)
        .orElseThrow(() -> new UserError(Languages.unknownId(id))));
  }
}
