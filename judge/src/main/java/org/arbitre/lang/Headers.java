package org.arbitre.lang;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.arbitre.Sha256;

/**
 * The headers a C or C++ build may include from its source's folder ({@code *.h}, {@code *.hh},
 * {@code *.hpp}, {@code *.hxx}, not in subfolders), as one digest for the compile cache's key: a
 * changed {@code testlib.h} is a new build.
 */
final class Headers {
  private static final List<String> ENDINGS = List.of(".h", ".hh", ".hpp", ".hxx");

  private Headers() {}

  /** SHA-256 over each header's name and content, in name order; empty when there is none. */
  static byte[] digest(Path folder) {
    List<Path> headers;
    try (Stream<Path> files = Files.list(folder)) {
      headers = files.filter(Headers::isHeader).sorted().toList();
    } catch (IOException e) {
      return new byte[0]; // an unlistable folder: the compiler will say what it cannot read
    }
    if (headers.isEmpty()) {
      return new byte[0];
    }
    StringBuilder all = new StringBuilder();
    for (Path h : headers) {
      byte[] content;
      try {
        content = Files.readAllBytes(h);
      } catch (IOException e) {
        content = new byte[0]; // unreadable: not includable either
      }
      all.append(h.getFileName()).append('\0').append(content.length).append('\0').append(Sha256.hex(content)).append('\n');
    }
    return all.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static boolean isHeader(Path p) {
    String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
    return ENDINGS.stream().anyMatch(name::endsWith) && Files.isRegularFile(p);
  }
}
