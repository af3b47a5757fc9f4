package org.arbitre.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.arbitre.app.Toolkit;
import org.arbitre.judge.SubmitCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code arbitre check FILE}: will this Java file pass on an online judge? */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = {"Check that a Java file will pass on an online judge.",
        "One file, no package line, a class Main (or the file's public class) with main,",
        "only java.* and javax.* imports, compiles alone with javac --release 8 (else",
        "it says which release it needs: 11, 17), reads no file (stdin only), and no",
        "System.exit with a non-zero code. A Scanner on System.in is a warning."},
    footer = {"", "Prints FILE:LINE: error|warning: what, then a summary.",
        "Exit codes: 0 ready (warnings allowed), 1 an error found, 2 a usage or input error."})
public final class CheckCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "FILE", description = "The Java file to submit, e.g. problems/othello/Main.java.")
  Path file;

  @Mixin RunContext context;

  @Override
  public Integer call() throws Exception {
    Toolkit kit = context.toolkit();
    SubmitCheck.Report r = new SubmitCheck(kit.compiler()).check(file);
    PrintWriter out = context.out();
    for (SubmitCheck.Finding f : r.findings()) {
      out.println(file + (f.line() > 0 ? ":" + f.line() : "") + ": " + f.severity().name().toLowerCase(Locale.ROOT)
          + ": " + f.message());
    }
    String counts = r.errors() + (r.errors() == 1 ? " error" : " errors") + ", " + r.warnings()
        + (r.warnings() == 1 ? " warning" : " warnings");
    out.println(r.errors() == 0
        ? "check: " + file + " is ready to submit (class " + r.mainClass() + ", javac --release " + r.release() + ")"
            + (r.warnings() > 0 ? " · " + counts : "")
        : "check: " + file + ": " + counts + ", not ready");
    out.flush();
    return r.errors() == 0 ? ExitCodes.OK : ExitCodes.FAILED;
  }
}
