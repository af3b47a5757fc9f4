package org.arbitre.lang;

import java.util.List;

/**
 * Go: {@code go build}, its build cache in {@code /tmp} (a sandbox hides the user's home; its
 * {@code /tmp} is its own). A
 * panic ends the run with {@code panic: ...}; the runtime's {@code fatal error: runtime: out of
 * memory} is out of memory. The memory limit is the resident one, as for C.
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
  public String selfTest() {
    return "package main\nimport (\"io\"\n\"os\")\nfunc main() { io.Copy(os.Stdout, os.Stdin) }\n";
  }
}
