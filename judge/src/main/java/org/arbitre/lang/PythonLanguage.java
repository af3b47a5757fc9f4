package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;

/** Python 3: {@code python3 main.py}; "compiling" is a syntax check, so a syntax error is CE. */
public final class PythonLanguage implements Language {
  @Override
  public String id() {
    return "python";
  }

  @Override
  public List<String> extensions() {
    return List.of(".py");
  }

  @Override
  public List<String> compileArgv(String entry) {
    return List.of("python3", "-m", "py_compile", entry);
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    return List.of("python3", dir.resolve(entry).toString());
  }

  @Override
  public String selfTest() {
    return "import sys\nsys.stdout.write(sys.stdin.read())\n";
  }
}
