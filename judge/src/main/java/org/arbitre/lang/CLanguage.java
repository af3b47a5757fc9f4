package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;

/** C: {@code gcc -O2 -std=gnu17 ... -lm}. */
public final class CLanguage implements Language {
  @Override
  public String id() {
    return "c";
  }

  @Override
  public List<String> extensions() {
    return List.of(".c");
  }

  @Override
  public List<String> compileArgv(String entry) {
    return List.of("gcc", "-O2", "-std=gnu17", "-o", "prog", entry, "-lm");
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    return List.of(dir.resolve("prog").toString());
  }

  @Override
  public String selfTest() {
    return "#include <stdio.h>\nint main(void){int c;while((c=getchar())!=EOF)putchar(c);return 0;}\n";
  }
}
