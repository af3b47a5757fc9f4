package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The family of C and C++: one gcc driver, {@code -O2}, a standard, the program built as
 * {@code prog}; the source's own folder is on the include path (a checker's {@code testlib.h}),
 * and its parent for {@code #include "..."} (the testlib repository's {@code checkers/wcmp.cpp}).
 */
abstract class GccLanguage extends NamedLanguage {
  private final List<String> driverAndFlags;
  private final List<String> libraries;

  GccLanguage(String id, List<String> extensions, List<String> driverAndFlags, List<String> libraries) {
    super(id, extensions);
    this.driverAndFlags = driverAndFlags;
    this.libraries = libraries;
  }

  @Override
  public List<String> compileArgv(String entry) {
    List<String> argv = new ArrayList<>(driverAndFlags);
    argv.addAll(List.of("-o", "prog", entry));
    argv.addAll(libraries);
    return argv;
  }

  @Override
  public List<String> compileArgv(String entry, Path sourceDir) {
    List<String> argv = new ArrayList<>(driverAndFlags);
    argv.addAll(List.of("-I", sourceDir.toString()));
    Path parent = Compiler.includedParent(sourceDir);
    if (parent != null) { // for "..." includes only: testlib's checkers/ci.cpp finds ../testlib.h
      argv.addAll(List.of("-iquote", parent.toString()));
    }
    argv.addAll(compileArgv(entry).subList(driverAndFlags.size(), compileArgv(entry).size()));
    return argv;
  }

  @Override
  public boolean includesBeside() {
    return true;
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    return List.of(dir.resolve("prog").toString());
  }
}
