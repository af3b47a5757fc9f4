package org.arbitre.lang;

import java.util.List;

/** Bash: {@code bash -n} as the compile step (a syntax error is CE), then {@code bash main.sh}. */
public final class BashLanguage extends PlainLanguage {
  public BashLanguage() {
    super("bash", List.of(".sh", ".bash"), List.of("bash", "-n", "{entry}"), List.of("bash", "{dir}/{entry}"),
        "^\\S+: line \\d+: ([^\\n]*)", "^[^\\n]*(?:xmalloc|cannot allocate memory)[^\\n]*");
  }

  @Override
  public String entryName(String source) {
    return "main.sh";
  }

  @Override
  public String selfTest() {
    return "cat\n";
  }
}
