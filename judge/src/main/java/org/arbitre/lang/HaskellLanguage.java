package org.arbitre.lang;

import java.util.List;

/**
 * Haskell: {@code ghc -O2}. A run that fails ends with {@code prog: ...} (an error call, an
 * empty list's head, a division by zero); {@code Heap exhausted} is out of memory.
 */
public final class HaskellLanguage extends PlainLanguage {
  public HaskellLanguage() {
    super("haskell", List.of(".hs"), List.of("ghc", "-O2", "-v0", "-o", "prog", "{entry}"), List.of("{dir}/prog"),
        "^prog: ([^\\n]*)",
        "^prog: (?:Heap exhausted|out of memory)[^\\n]*");
  }

  @Override
  public String selfTest() {
    return "main :: IO ()\nmain = interact id\n";
  }
}
