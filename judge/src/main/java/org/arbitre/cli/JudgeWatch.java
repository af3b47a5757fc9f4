package org.arbitre.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.arbitre.UserError;
import org.arbitre.judge.Problem;
import org.arbitre.judge.ProblemDescriptor;

/** {@code --watch} of {@code judge} and {@code test}: judging again after every save, until Ctrl-C. */
final class JudgeWatch {
  private JudgeWatch() {
  }

  /** One judgement of a problem; its exit code. */
  interface Judging {
    int run(Problem problem) throws IOException;
  }

  /**
   * Watches what {@code problem} is made of (its solution, descriptor and case folders) and, after
   * each save, loads it again from {@code source} and judges it; a mistake in a later version is
   * one line and the watch goes on. Returns the last exit code ({@code code} at first) when
   * interrupted.
   */
  static int watch(Problem problem, int code, JudgeRun.Source source, Judging judging, PrintWriter out,
      PrintWriter err) throws IOException {
    while (true) {
      List<Path> files = new ArrayList<>();
      Set<Path> folders = new LinkedHashSet<>();
      if (problem != null) {
        Path solution = Path.of(problem.solution());
        if (Files.exists(solution)) {
          files.add(solution);
        }
        files.add(problem.dir().resolve(ProblemDescriptor.FILE));
        problem.cases().forEach(c -> folders.add(c.input().toAbsolutePath().getParent()));
      }
      Path changed;
      try (Watcher w = new Watcher(files, folders)) {
        out.println("watching " + folders.size() + " case folder(s) and " + files.size()
            + " file(s); Ctrl-C to stop"); // once watched: a save from now on is seen
        out.flush();
        changed = w.awaitChange();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return code;
      }
      out.println();
      out.println("changed: " + changed + " — judging again");
      out.flush();
      try {
        problem = source.load();
        code = judging.run(problem);
      } catch (UserError e) {
        err.println("arbitre: " + e.getMessage());
        err.flush();
        code = ExitCodes.USAGE;
      }
    }
  }
}
