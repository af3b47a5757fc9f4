package org.arbitre.lang;

import java.util.List;

/**
 * JavaScript with Node.js: {@code node --check} as the compile step (a syntax error is CE), then
 * {@code node main.js}. An uncaught error is the line that names it ({@code TypeError: ...});
 * {@code JavaScript heap out of memory} is out of memory. The memory limit is the resident one:
 * Node starts at about 40 MB, so a match's 16 MB default is too small for it.
 */
public final class JavaScriptLanguage extends PlainLanguage {
  public JavaScriptLanguage() {
    super("javascript", List.of(".js"), List.of("node", "--check", "{entry}"), List.of("node", "{dir}/{entry}"),
        "^((?:[A-Z]\\w*)?Error(?:: [^\\n]*)?)$",
        "JavaScript heap out of memory");
  }

  @Override
  public String selfTest() {
    return "process.stdin.pipe(process.stdout);\n";
  }
}
