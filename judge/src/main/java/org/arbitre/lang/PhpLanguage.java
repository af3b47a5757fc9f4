package org.arbitre.lang;

import java.util.List;
import java.util.Optional;

/**
 * PHP (the command-line interpreter): {@code php -l} as the compile step (a syntax error is CE),
 * then {@code php main.php}. A fatal error is the line {@code PHP Fatal error:  Uncaught ...};
 * {@code Allowed memory size of N bytes exhausted} is out of memory.
 */
public final class PhpLanguage extends PlainLanguage {
  public PhpLanguage() {
    super("php", List.of(".php"), List.of("php", "-l", "{entry}"),
        List.of("php", "-d", "display_errors=stderr", "{dir}/{entry}"),
        "^(?:PHP )?Fatal error: +(?:Uncaught )?([^\\n]*?)(?: in /[^\\n]*)?$",
        "Allowed memory size of \\d+ bytes exhausted[^\\n]*");
  }

  @Override
  public Optional<Failure> failure(RunOutput output) {
    return failureIn(output.stderrTail() + "\n" + output.stdoutTail());
  }

  @Override
  public String selfTest() {
    return "<?php\nfwrite(STDOUT, stream_get_contents(STDIN));\n";
  }
}
