package org.arbitre.lang;

import java.util.List;

/** C: {@code gcc -O2 -std=gnu17 ... -lm}. */
public final class CLanguage extends GccLanguage {
  public CLanguage() {
    super("c", List.of(".c"), List.of("gcc", "-O2", "-std=gnu17"), List.of("-lm"));
  }

  @Override
  public String selfTest() {
    return "#include <stdio.h>\nint main(void){int c;while((c=getchar())!=EOF)putchar(c);return 0;}\n";
  }
}
