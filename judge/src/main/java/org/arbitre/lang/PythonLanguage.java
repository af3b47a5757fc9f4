package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/** Python 3: {@code python3 main.py}; "compiling" is a syntax check, so a syntax error is CE. */
public final class PythonLanguage implements Language {
  private static final Pattern ERROR = Pattern.compile("^([A-Za-z_][\\w.]*(?:Error|Exception|Exit|Interrupt))\\b.*");
  @Override
  public String id() {
    return "python";
  }

  @Override
  public List<String> extensions() {
    return List.of(".py", ".py3");
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
  public Optional<Failure> failure(RunOutput output) {
    return failureIn(output.stderrTail());
  }

  /** The last line of a traceback that names an error ({@code ZeroDivisionError: division by zero}). */
  static Optional<Failure> failureIn(String stderr) {
    if (stderr.contains("Traceback (most recent call last):")) {
      List<String> lines = stderr.strip().lines().toList();
      for (int i = lines.size() - 1; i >= 0; i--) {
        if (ERROR.matcher(lines.get(i)).matches()) {
          return Optional.of(Failure.error(lines.get(i)));
        }
      }
    }
    return Optional.empty();
  }

  @Override
  public String selfTest() {
    return "import sys\nsys.stdout.write(sys.stdin.read())\n";
  }
}
