package org.arbitre.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.nio.file.Files;
import java.time.Duration;
import org.arbitre.app.Toolkit;
import org.arbitre.lang.Language;
import org.arbitre.lang.Languages;
import org.arbitre.lang.RunOptions;
import org.arbitre.lang.Toolchain;
import org.arbitre.process.Limits;
import org.arbitre.process.ProcessRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbitre languages}: every language, whether it is installed here, and its commands. */
@Command(name = "languages", mixinStandardHelpOptions = true,
    description = {"List the languages solutions and bots may be written in.",
        "Each one's id, file endings, whether its toolchain is installed here (and its",
        "version), the Debian package that provides it, and the exact compile and run",
        "command lines (DIR: the program's build folder; run with the default memory",
        "limit, 256 MiB). docs/languages.md tells how a language is chosen and installed."},
    footer = {"", "Install missing ones with scripts/languages ID... (or all).",
        "Exit codes: 0 listed, 2 a usage error."})
public final class LanguagesCommand implements Callable<Integer> {

  @Option(names = "--json", description = "Print one JSON array instead of the table (default: the table).")
  boolean json;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @picocli.CommandLine.ParentCommand Arbitre app;

  record Row(Language lang, Optional<Toolchain> toolchain, boolean installed, String version, String compile, String run) {}

  @Override
  public Integer call() throws Exception {
    Toolkit kit = app.toolkit();
    String path = kit.settings().path();
    ProcessRunner runner = kit.runner();
    List<Row> rows = Languages.ALL.parallelStream().map(l -> row(l, path, runner)).toList();
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      ObjectMapper mapper = new ObjectMapper();
      ArrayNode all = mapper.createArrayNode();
      for (Row r : rows) {
        ObjectNode o = all.addObject();
        o.put("id", r.lang().id());
        o.set("extensions", mapper.valueToTree(r.lang().extensions()));
        o.put("installed", r.installed());
        o.put("version", r.version());
        o.put("package", r.toolchain().map(Toolchain::debianPackage).orElse(""));
        o.put("compile", r.compile());
        o.put("run", r.run());
        o.put("memory", r.lang().limitsHeap() ? "heap" : "resident");
        o.set("files", mapper.valueToTree(new java.util.TreeMap<>(r.lang().supportFiles())));
      }
      out.println(mapper.writeValueAsString(all));
    } else {
      out.printf("%-11s %-17s %-9s %-22s %s%n", "language", "endings", "installed", "version", "package");
      for (Row r : rows) {
        out.printf("%-11s %-17s %-9s %-22s %s%n", r.lang().id(),
            r.lang().extensions().isEmpty() ? "-" : String.join(" ", r.lang().extensions()),
            r.installed() ? "yes" : "no", r.version().isEmpty() ? "-" : cut(r.version(), 22),
            r.toolchain().map(Toolchain::debianPackage).orElse("-"));
        if (!r.compile().isEmpty()) {
          out.println("    compile: " + r.compile());
        }
        out.println("    run:     " + r.run() + "   (memory limit 256 MiB: " + (r.lang().limitsHeap() ? "heap" : "resident") + ")");
      }
    }
    out.flush();
    return ExitCodes.OK;
  }

  /**
   * The memory limit the run command lines are shown with (the judge's default): the flags a
   * runtime is given for it ({@code -Xmx262144k}, {@code GOMEMLIMIT}, {@code --max-old-space-size})
   * are part of the exact command.
   */
  static final long SHOWN_LIMIT_BYTES = 256L << 20;

  private static Row row(Language lang, String path, ProcessRunner runner) {
    Optional<Toolchain> t = Languages.toolchain(lang);
    boolean installed = t.map(x -> x.installed(path)).orElse(true);
    String entry = lang == Languages.COMMAND_LINE ? "COMMAND" : lang.entryName(lang.selfTest());
    String compile = String.join(" ", lang.compileArgv(entry));
    String run = String.join(" ", lang.runArgv(Path.of("DIR"), entry, new RunOptions(SHOWN_LIMIT_BYTES, null)));
    return new Row(lang, t, installed, installed ? t.map(x -> version(x, runner)).orElse("") : "", compile, run);
  }

  /**
   * The first line of what the version command prints (javac and some others print to stderr),
   * run as programs are run, so it is the version a build gets.
   */
  private static String version(Toolchain t, ProcessRunner runner) {
    Path dir = null;
    try {
      dir = Files.createTempDirectory("arbitre-version");
      Path out = dir.resolve("out");
      Path err = dir.resolve("err");
      runner.run(org.arbitre.process.Command.of(dir, t.versionArgv()), Limits.generous(Duration.ofSeconds(20)), null, out, err);
      return (Files.readString(out, StandardCharsets.UTF_8) + "\n" + Files.readString(err, StandardCharsets.UTF_8))
          .lines().map(String::strip).filter(s -> !s.isEmpty() && !s.contains("warning")).findFirst().orElse("");
    } catch (java.io.IOException | RuntimeException e) {
      return "";
    } finally {
      if (dir != null) {
        org.apache.commons.io.FileUtils.deleteQuietly(dir.toFile());
      }
    }
  }

  private static String cut(String s, int n) {
    return s.length() <= n ? s : s.substring(0, n - 1) + "…";
  }
}
