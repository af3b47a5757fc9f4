package org.arbitre.server;

/**
 * The names a data file may have: a relative path of plain parts ({@code book.txt},
 * {@code cache/openings.bin}), never absolute, never {@code .} or {@code ..}, no backslash, no
 * control character, at most 4 levels and 200 characters. Links cannot be made through the site
 * (files are stored as contents), and a worker copies back only regular files.
 */
final class DataNames {
  private DataNames() {}

  static String check(String name) {
    if (name == null || name.isEmpty() || name.length() > 200) {
      throw BadRequest.of("data.nameLength").on("name");
    }
    if (name.startsWith("/") || name.contains("\\") || name.chars().anyMatch(c -> c < 32 || c == 127)) {
      throw BadRequest.of("data.nameAbsolute", printable(name)).on("name");
    }
    String[] parts = name.split("/", -1);
    if (parts.length > 4) {
      throw BadRequest.of("data.nameDepth", name).on("name");
    }
    for (String p : parts) {
      if (p.isEmpty() || p.equals(".") || p.equals("..")) {
        throw BadRequest.of("data.nameParts", name).on("name");
      }
    }
    return name;
  }

  private static String printable(String s) {
    return s.replaceAll("\\p{Cntrl}", "?");
  }
}
