package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Go: {@code go build}, its build cache in {@code /tmp} (a sandbox hides the user's home; its
 * {@code /tmp} is its own). A
 * panic ends the run with {@code panic: ...}; the runtime's {@code fatal error: runtime: out of
 * memory} is out of memory. The memory limit is the resident one, as for C, and the runtime is
 * told 90 % of it ({@code GOMEMLIMIT}, a soft limit): its collector then works harder as the heap
 * nears the limit, instead of letting it grow to twice the live data (the default
 * {@code GOGC=100}) and be killed for memory the program no longer uses.
 */
public final class GoLanguage extends PlainLanguage {
  public GoLanguage() {
    super("go", List.of(".go"),
        List.of("env", "GOCACHE=/tmp/arbitre-go/cache", "GOPATH=/tmp/arbitre-go/path", "GO111MODULE=off", "go", "build", "-o", "prog",
            "{entry}"),
        List.of("{dir}/prog"),
        "^(panic: [^\\n]*|fatal error: [^\\n]*)",
        "^fatal error: runtime: out of memory");
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    List<String> run = super.runArgv(dir, entry, options);
    if (options.memoryBytes() == 0) {
      return run;
    }
    List<String> argv = new ArrayList<>(List.of("env", "GOMEMLIMIT=" + options.memoryBytes() / 10 * 9));
    argv.addAll(run);
    return argv;
  }

  @Override
  public String selfTest() {
    return "package main\nimport (\"io\"\n\"os\")\nfunc main() { io.Copy(os.Stdout, os.Stdin) }\n";
  }
}
