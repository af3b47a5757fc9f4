package org.arbitre.cli;

import org.arbitre.app.Settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arbitre.app.Toolkit;
import org.arbitre.process.BuildCache;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A command line that names one subcommand gets only that one: the same texts and exit codes as
 * with every subcommand (the reference: {@link Arbitre#commandLine(Toolkit)}, all of them).
 */
class LazyCommandLineTest {
  private record Outcome(int code, String out, String err) {}

  private static Outcome run(boolean lazy, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    try (Toolkit toolkit = new Toolkit(Path.of("."), Settings.fromSystem().cache(), Path.of("."))) {
      CommandLine cmd = lazy ? Arbitre.commandLine(toolkit, args) : Arbitre.commandLine(toolkit);
      cmd.setOut(new PrintWriter(out, true));
      cmd.setErr(new PrintWriter(err, true));
      int code = cmd.execute(args);
      return new Outcome(code, out.toString(), err.toString());
    }
  }

  private static List<String> names() {
    try (Toolkit toolkit = new Toolkit(Path.of("."), Settings.fromSystem().cache(), Path.of("."))) {
      return new ArrayList<>(Arbitre.commandLine(toolkit).getSubcommands().keySet());
    }
  }

  @Test
  void oneSubcommandIsAllALazyCommandLineHas() {
    try (Toolkit toolkit = new Toolkit(Path.of("."), Settings.fromSystem().cache(), Path.of("."))) {
      assertEquals(List.of("judge"), List.copyOf(Arbitre.commandLine(toolkit, "judge", "x").getSubcommands().keySet()));
      assertEquals(List.of(), List.copyOf(Arbitre.commandLine(toolkit, "--version").getSubcommands().keySet()));
      assertEquals(names(), List.copyOf(Arbitre.commandLine(toolkit, "--help").getSubcommands().keySet()));
      assertEquals(names(), List.copyOf(Arbitre.commandLine(toolkit, "jugde").getSubcommands().keySet()));
      assertEquals(names(), List.copyOf(Arbitre.commandLine(toolkit, "help", "judge").getSubcommands().keySet()));
      assertEquals(names(), List.copyOf(Arbitre.commandLine(toolkit).getSubcommands().keySet()));
    }
  }

  @Test
  void everySubcommandsHelpIsTheSame() {
    List<String> names = names();
    assertTrue(names.containsAll(List.of("judge", "test", "run", "match", "solve")), names.toString());
    for (String name : names) {
      assertEquals(run(false, name, "--help"), run(true, name, "--help"), name);
    }
  }

  @Test
  void errorsVersionAndTheRootHelpAreTheSame() {
    for (String[] args : new String[][] {{"--version"}, {"-V"}, {}, {"--help"}, {"help", "judge"}, {"jugde"},
        {"judge", "--bogus"}, {"judge", "--time-limt", "1s", "x"}, {"judge"}, {"--version", "judge"},
        {"solve", "mnk", "--board", "0x0"}}) {
      assertEquals(run(false, args), run(true, args), String.join(" ", args));
    }
  }
}
