package org.arbitre.lang;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.arbitre.Units;

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

  /**
   * What PyPy takes before it runs a line (its memory cgroup's peak for an empty program: 17.2
   * MiB): under it, every run would be killed at start-up, an MLE that says nothing of why.
   */
  static final long START_BYTES = 18L << 20;

  @Override
  public Optional<String> refusesMemory(long memoryBytes) {
    return memoryBytes <= 0 || memoryBytes >= START_BYTES ? Optional.empty() : Optional.of("memory limit "
        + Units.kib(memoryBytes / 1024) + " is below the " + Units.kib(START_BYTES / 1024) + " of resident memory"
        + " PyPy takes to start: give pypy3 more (--memory-limit 64m: a match counts its shared libraries too)"
        + " or run the file as python");
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
