package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Python 3 run by PyPy: a {@code .py} file whose first line names {@code pypy}
 * ({@code #!/usr/bin/env pypy3}). It claims no ending of its own: {@code .py} is CPython's.
 * Its traceback reads as CPython's.
 */
public final class PypyLanguage implements Language {
  @Override
  public String id() {
    return "pypy3";
  }

  @Override
  public List<String> extensions() {
    return List.of();
  }

  @Override
  public String entryName(String source) {
    return "main.py";
  }

  @Override
  public List<String> compileArgv(String entry) {
    return List.of("pypy3", "-m", "py_compile", entry);
  }

  @Override
  public List<String> runArgv(Path dir, String entry, RunOptions options) {
    return List.of("pypy3", dir.resolve(entry).toString());
  }

  @Override
  public Optional<Failure> failure(RunOutput output) {
    String stderr = output.stderrTail();
    return stderr.contains("MemoryError") ? Optional.of(new Failure(true, "MemoryError"))
        : PythonLanguage.failureIn(stderr);
  }

  @Override
  public String selfTest() {
    return "#!/usr/bin/env pypy3\nimport sys\nsys.stdout.write(sys.stdin.read())\n";
  }
}
