package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * JavaScript with Node.js: {@code node --check} as the compile step (a syntax error is CE), then
 * {@code node main.js}. An uncaught error is the line that names it ({@code TypeError: ...});
 * {@code JavaScript heap out of memory} is out of memory. The memory limit is the resident one:
 * Node starts at about 40 MB, so a match's 16 MB default is too small for it. V8's heap is given
 * what the limit leaves after those 40 MB, at least 16 MB ({@code --max-old-space-size}): its
 * collector works within it, and a heap that outgrows it ends the run with V8's own message
 * rather than a kill.
 */
public final class JavaScriptLanguage extends PlainLanguage {
  public JavaScriptLanguage() {
    super("javascript", List.of(".js"), List.of("node", "--check", "{entry}"), List.of("node", "{dir}/{entry}"),
        "^((?:[A-Z]\\w*)?Error(?:: [^\\n]*)?)$",
        "JavaScript heap out of memory");
  }

  /** Node's own resident memory at start, before the program's heap. */
  private static final long NODE_ITSELF_MIB = 40;

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    List<String> run = new ArrayList<>(super.runArgv(dir, entry, options));
    if (options.memoryBytes() > 0) {
      long mib = Math.max(16, options.memoryBytes() / (1024 * 1024) - NODE_ITSELF_MIB);
      run.add(1, "--max-old-space-size=" + mib);
    }
    return run;
  }

  @Override
  public String selfTest() {
    return "process.stdin.pipe(process.stdout);\n";
  }
}
