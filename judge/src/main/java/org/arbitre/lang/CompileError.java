package org.arbitre.lang;

/** The source did not compile: the judge's CE, with the compiler's message (trimmed). */
public final class CompileError extends Exception {
  public CompileError(String compilerMessage) {
    super(compilerMessage);
  }
}
