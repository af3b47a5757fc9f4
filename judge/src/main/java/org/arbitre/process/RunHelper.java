package org.arbitre.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.arbitre.Sha256;

/**
 * {@code arbitre-run}, the small C program (a resource next to this class) that starts a judged
 * program in one exec where setsid, prlimit and GNU time take three: it makes a new process
 * group, sets the CPU and file-size limits, forks, execs, and reports the kernel's rusage (CPU,
 * peak resident memory) in GNU time's format; {@code arbitre-run --serve} does the same for many
 * runs, one fork each ({@link RunServer}). Built once per machine with the C compiler into
 * the build cache ({@code <cache>/run-helper-<hash>/arbitre-run}); where no C compiler works,
 * {@link #build} is empty and the runner chains the three tools instead ({@link Wrappers}).
 */
final class RunHelper {
  static final String NAME = "arbitre-run";
  private static final String SOURCE = NAME + ".c";
  private static final String BUILD = "cc -O2 -static, else cc -O2";

  private RunHelper() {}

  /** The helper's executable, built on the first call (about 0.1 s), or empty without a C compiler. */
  static Optional<Path> build(BuildCache cache) {
    try {
      byte[] source;
      try (InputStream in = RunHelper.class.getResourceAsStream(SOURCE)) {
        if (in == null) {
          return Optional.empty();
        }
        source = in.readAllBytes();
      }
      // named after the source and how it is built: a change of either builds it afresh
      String name = "run-helper-" + Sha256.hex(source, BUILD.getBytes(java.nio.charset.StandardCharsets.UTF_8)).substring(0, 16);
      boolean built = cache.build(name, tmp -> {
        Files.write(tmp.resolve(SOURCE), source);
        for (String cc : new String[] {"cc", "gcc"}) {
          // linked statically where the C library allows it: no dynamic loader at every run (~0.25 ms)
          for (boolean linkStatic : new boolean[] {true, false}) {
            if (compile(cc, tmp, linkStatic) && works(tmp.resolve(NAME))) {
              return true;
            }
          }
        }
        return false;
      });
      Path exe = cache.dir().resolve(name).resolve(NAME);
      return built && Files.isExecutable(exe) ? Optional.of(exe) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty(); // a read-only cache, say: the three tools do the same job
    }
  }

  private static boolean compile(String cc, Path dir, boolean linkStatic) {
    List<String> argv = linkStatic ? List.of(cc, "-O2", "-static", "-o", NAME, SOURCE) : List.of(cc, "-O2", "-o", NAME, SOURCE);
    return ShortRun.succeeds(dir, 60, argv) && Files.isExecutable(dir.resolve(NAME));
  }

  /** Runs {@code true} through the new helper: it must exit 0 and report (a noexec cache fails here). */
  private static boolean works(Path exe) {
    Path report = exe.resolveSibling("report.txt");
    try {
      boolean ok = ShortRun.succeeds(exe.getParent(), 10, List.of(exe.toString(), report.toString(), "5", "0", "true"))
          && Files.readString(report).matches("[0-9. ]+\\s*");
      Files.deleteIfExists(report);
      return ok;
    } catch (IOException e) {
      return false;
    }
  }
}
