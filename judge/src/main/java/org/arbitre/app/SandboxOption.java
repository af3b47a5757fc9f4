package org.arbitre.app;

import picocli.CommandLine.Option;

/** {@code --no-sandbox} of {@code judge}, {@code run}, {@code match}, {@code tournament} and {@code replay}. */
public final class SandboxOption {
  @Option(names = "--no-sandbox",
      description = "Run programs without the bubblewrap sandbox (default: sandboxed where bwrap works).")
  boolean off;

  /** Whether programs run sandboxed (no {@code --no-sandbox}). */
  public boolean on() {
    return !off;
  }

  /** The toolkit, with or without the sandbox as asked (before it runs anything). */
  public Toolkit apply(Toolkit kit) {
    return kit.sandboxed(!off);
  }
}
