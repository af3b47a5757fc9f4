package org.arbitre.lang;

import java.util.List;

/**
 * Ruby: {@code ruby -c} as the compile step (a syntax error is CE), then {@code ruby main.rb}.
 * An uncaught exception ends with {@code main.rb:3:in '/': divided by 0 (ZeroDivisionError)};
 * {@code NoMemoryError} is out of memory.
 */
public final class RubyLanguage extends PlainLanguage {
  public RubyLanguage() {
    super("ruby", List.of(".rb"), List.of("ruby", "-c", "{entry}"), List.of("ruby", "{dir}/{entry}"),
        "^\\S+:\\d+:in [^\\n]*?: ([^\\n]* \\([\\w:]+\\))$",
        "NoMemoryError|failed to allocate memory");
  }

  @Override
  public String selfTest() {
    return "$stdout.write($stdin.read)\n";
  }
}
