package org.arbitre.lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbitre.process.Command;

/**
 * A program ready to run: built (if its language compiles) in {@code dir}, a folder of the
 * compile cache. Start it as often as needed with {@link #command}; the judge runs it once per
 * test case, the referee keeps it alive as a bot.
 *
 * @param entry the source's name in {@code dir}, or the command line for {@link CommandLineLanguage}
 * @param origin what the user gave (a file path or a command line), for messages
 */
public record Program(Language language, Path dir, String entry, String origin) {
  /**
   * A folder of this name holding heap logs is written as a whole: the command of every case is
   * then the same, and a sandbox set up once runs them all (a lane, see docs/sandbox.md).
   */
  public static final String HEAP_LOGS = "heap-logs";

  /**
   * The command that runs the program in {@code workDir} with its own arguments {@code args}. It
   * reads what its language says (its build folder) and writes its working folder and its heap
   * log; a command line run in the folder it was given in ({@link #workDir}) writes nothing there.
   */
  public Command command(List<String> args, Path workDir, RunOptions options) {
    List<Path> writes = new ArrayList<>();
    if (!workDir.equals(dir)) {
      writes.add(workDir);
    }
    if (options.heapLog() != null) {
      Path folder = options.heapLog().getParent();
      writes.add(folder != null && folder.getFileName().toString().equals(HEAP_LOGS) ? folder : options.heapLog());
    }
    return new Command(language.runArgv(dir, entry, options, args), workDir, Map.of(), language.reads(dir, entry), writes);
  }

  /**
   * Where to run it, given a fresh scratch folder: the scratch folder, except for a command line,
   * which runs in the folder it was given in (so {@code ./a.out} or {@code python3 sol.py} work).
   */
  public Path workDir(Path scratch) {
    return language.workDir(scratch, dir);
  }

  /** True when the memory limit is applied to the heap (Java) rather than the resident memory. */
  public boolean limitsHeap() {
    return language.limitsHeap();
  }

  @Override
  public String toString() {
    return origin + " (" + language.id() + ")";
  }
}
