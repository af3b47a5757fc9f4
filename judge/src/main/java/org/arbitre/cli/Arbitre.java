package org.arbitre.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.arbitre.app.CommandExtension;
import org.arbitre.app.ProcessLaunch;
import org.arbitre.app.Toolkit;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code arbitre} command: one subcommand per user story ({@link #COMMANDS}, then the
 * {@link CommandExtension}s'). picocli reads a command's whole model (options, mixins, help
 * sections) when it is added, about a tenth of a second for all of them: a command line that
 * names one subcommand gets only that one ({@link #commandLine(Toolkit, String...)}).
 */
@Command(
    name = "arbitre",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    description = "Judge, referee and solver for programming contests.",
    footer = {
      "",
      "Exit codes: 0 success, 1 a test failed (a verdict other than AC),",
      "2 a usage or input error, 3 an internal error of arbitre itself."
    })
public final class Arbitre implements java.util.concurrent.Callable<Integer>, CommandExtension.Host {
  /** The subcommands of this module, in the order of the usage text. */
  static final List<Class<?>> COMMANDS = List.of(CommandLine.HelpCommand.class,
      JudgeCommand.class,
      TestCommand.class,
      StressCommand.class,
      CheckCommand.class,
      RunCommand.class,
      VerifyCommand.class,
      MatchCommand.class,
      TournamentCommand.class,
      TournamentMergeCommand.class,
      ReplayCommand.class,
      SolveCommand.class,
      LanguagesCommand.class);

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  private final Toolkit toolkit;
  private boolean terminal;

  private Arbitre(Toolkit toolkit) {
    this.toolkit = toolkit;
  }

  /** Whether the output is the process's own stdout and that is a terminal (for colours). */
  boolean terminal() {
    return terminal;
  }

  /** What the subcommands are built with (they reach it as their parent command's). */
  public Toolkit toolkit() {
    return toolkit;
  }

  /** No command: the usage on stderr, and the exit code of a usage error. */
  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitCodes.USAGE;
  }

  /** Builds the command line with every subcommand and the exit-code policy of the whole tool, on {@code toolkit}. */
  public static CommandLine commandLine(Toolkit toolkit) {
    return commandLine(toolkit, (String[]) null);
  }

  /**
   * The command line that parses {@code args} as {@link #commandLine(Toolkit)} does, with only
   * what they need: the one subcommand named by {@code args[0]}, none for a lone {@code --version},
   * else (no arguments, {@code --help}, {@code help}, a misspelt command) all of them.
   */
  public static CommandLine commandLine(Toolkit toolkit, String... args) {
    CommandLine cmd = new CommandLine(new Arbitre(toolkit));
    cmd.setExecutionExceptionHandler(ExitCodes::handleExecutionException);
    cmd.setParameterExceptionHandler(ExitCodes::handleParameterException);
    String first = args == null || args.length == 0 ? null : args[0];
    if (args != null && args.length == 1 && (first.equals("--version") || first.equals("-V"))) {
      return cmd;
    }
    List<Class<?>> all = new ArrayList<>(COMMANDS);
    for (CommandExtension e : ServiceLoader.load(CommandExtension.class)) {
      all.addAll(e.commands()); // the contest server's commands, when its module is in the jar
    }
    boolean named = first != null && !first.equals("help") && all.stream().anyMatch(c -> name(c).equals(first));
    for (Class<?> c : all) {
      if (!named || name(c).equals(first)) {
        cmd.addSubcommand(c);
      }
    }
    return cmd;
  }

  private static String name(Class<?> command) {
    return command.getAnnotation(Command.class).name();
  }

  public static void main(String[] args) {
    ProcessLaunch.preferVfork();
    System.exit(execute(null, null, args));
  }

  /**
   * Runs one command line on a toolkit of its own, closed at the end (so nothing it started
   * survives); {@code out} and {@code err} replace stdout and stderr when not null (tests).
   */
  public static int execute(PrintWriter out, PrintWriter err, String... args) {
    try (Toolkit toolkit = Toolkit.fromSystem()) {
      CommandLine cmd = commandLine(toolkit, args);
      ((Arbitre) cmd.getCommand()).terminal = out == null && System.console() != null;
      if (out != null) {
        cmd.setOut(out);
      }
      if (err != null) {
        cmd.setErr(err);
      }
      return cmd.execute(args);
    }
  }
}
