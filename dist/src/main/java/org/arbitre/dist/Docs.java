package org.arbitre.dist;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbitre.process.BuildCache;
import org.arbitre.cli.Arbitre;
import org.arbitre.app.Toolkit;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes, from the command definitions themselves, the AsciiDoc source of the man pages (one for
 * {@code arbitre}, one per subcommand, the contest server's included: {@code arbitre-judge},
 * {@code arbitre-serve}...) and the bash completion script. Run at build time by dist/pom.xml:
 * {@code Docs MAN_ADOC_DIR COMPLETION_FILE}.
 */
public final class Docs {
  private Docs() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: Docs MAN_ADOC_DIR COMPLETION_FILE");
      System.exit(2);
    }
    Path adoc = Files.createDirectories(Path.of(args[0]));
    Path completion = Path.of(args[1]);
    // a toolkit that is never used to run anything: the commands only need one to be built
    try (Toolkit toolkit = new Toolkit(Path.of("").toAbsolutePath(), new BuildCache(adoc.resolve("unused-cache")),
        adoc.resolve("unused-bots"))) {
      CommandLine cmd = Arbitre.commandLine(toolkit); // every subcommand, the server's too (ServiceLoader)
      int code = ManPageGenerator.generateManPage(adoc.toFile(), null, new boolean[0], true, cmd.getCommandSpec());
      if (code != 0) {
        System.err.println("the man page generator failed with exit code " + code);
        System.exit(3);
      }
      Files.createDirectories(completion.toAbsolutePath().getParent());
      // sourced, never run: no #! line (Debian's lintian: bash-completion-with-hashbang)
      String script = AutoComplete.bash("arbitre", cmd).replaceFirst("\\A#![^\n]*\n", "");
      Files.writeString(completion, script, StandardCharsets.UTF_8);
    }
  }
}
