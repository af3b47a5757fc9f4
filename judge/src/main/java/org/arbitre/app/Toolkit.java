package org.arbitre.app;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.arbitre.game.Game;
import org.arbitre.judge.Judgement;
import org.arbitre.judge.Stress;
import org.arbitre.lang.Compiler;
import org.arbitre.process.BuildCache;
import org.arbitre.process.LocalRunner;
import org.arbitre.process.ProcessRunner;
import org.arbitre.process.Sandbox;
import org.arbitre.referee.BotFolders;
import org.arbitre.referee.Match;
import org.arbitre.referee.Series;
import org.arbitre.referee.TimeControl;

/**
 * The one composition place: the process runner, the compiler and the bot folders are made here,
 * from the {@link Settings} read once from the system, and handed to the use cases; nothing
 * outside {@code app/} reads a property or builds a runner. One instance per JVM (a command, or
 * a server running many games at once); closing it ends whatever its runner still has running.
 */
public final class Toolkit implements AutoCloseable {
  private final Settings settings;
  private final Path botsHome;
  private final BotFolders folders = new BotFolders();
  private LocalRunner runner; // built on first use: a solve starts no process
  private Compiler compiler;
  private boolean sandboxed = true;
  private final List<Path> hidden = new java.util.ArrayList<>();
  private PrintWriter warnings = new PrintWriter(System.err, true);

  /**
   * @param settings the root (where {@code problems/} lives), the build cache and the rest read from the system
   * @param botsHome where program bots get their folders
   */
  public Toolkit(Settings settings, Path botsHome) {
    this.settings = settings;
    this.botsHome = botsHome;
  }

  /** A toolkit on {@code root} and {@code cache}, with the rest of the settings read from the system. */
  public Toolkit(Path root, BuildCache cache, Path botsHome) {
    this(Settings.fromSystem().with(root, cache), botsHome);
  }

  /** The settings of this JVM; program bots get their folders in {@code .arbitre/bots} of the current folder. */
  public static Toolkit fromSystem() {
    return new Toolkit(Settings.fromSystem(), Path.of(".arbitre", "bots").toAbsolutePath());
  }

  public Settings settings() {
    return settings;
  }

  public Path root() {
    return settings.root();
  }

  public Path botsHome() {
    return botsHome;
  }

  /**
   * Whether programs run in the sandbox (the default; {@code --no-sandbox} turns it off). Only
   * before the first run: the runner is built once.
   */
  public synchronized Toolkit sandboxed(boolean on) {
    if (runner != null && on != sandboxed) {
      throw new IllegalStateException("the runner is built already");
    }
    sandboxed = on;
    return this;
  }

  /**
   * Hides {@code dir} from every sandboxed program too (a contest's folder, with its database),
   * besides the user's home, the cache and the bots' folders. Only before the first run.
   */
  public synchronized Toolkit hide(Path dir) {
    if (runner != null) {
      throw new IllegalStateException("the runner is built already");
    }
    hidden.add(dir.toAbsolutePath().normalize());
    return this;
  }

  /** Where the one-line warning goes when the sandbox cannot run here (stderr by default). */
  public synchronized Toolkit warnings(PrintWriter err) {
    warnings = err;
    return this;
  }

  /**
   * The runner: the run helper or its fallback chain, with the sandbox innermost unless turned
   * off. The sandbox hides the user's home, the build cache and the bots' folders (a program sees
   * only its own build and folder); where it cannot run, one warning line and no sandbox.
   */
  public synchronized ProcessRunner runner() {
    if (runner == null) {
      Optional<Sandbox> sandbox = Optional.empty();
      if (sandboxed) {
        List<Path> hide = new java.util.ArrayList<>(List.of(settings.home(), settings.cache().dir(), botsHome));
        hide.addAll(hidden);
        Sandbox.Detection d = Sandbox.detect(hide, Sandbox.DEFAULT_PROCESSES, settings.path());
        sandbox = d.sandbox();
        if (d.warning() != null) {
          warnings.println("arbitre: warning: " + (sandbox.isPresent() ? "" : "no sandbox, programs run unprotected: ")
              + d.warning() + " (--no-sandbox silences this)");
          warnings.flush();
        }
      }
      runner = LocalRunner.best(settings.cache(), sandbox, settings.runServer(), settings.sandboxLanes());
    }
    return runner;
  }

  public synchronized Compiler compiler() {
    if (compiler == null) {
      compiler = new Compiler(runner(), settings.cache(), java.util.Optional.ofNullable(settings.path()));
    }
    return compiler;
  }

  public Judgement judgement() {
    return new Judgement(compiler(), runner());
  }

  public Stress stress() {
    return new Stress(compiler(), runner());
  }

  public Match match(Game game, TimeControl clock, long memoryBytes, BufferedReader humanIn, PrintWriter humanOut) {
    return new Match(game, clock, memoryBytes, runner(), humanIn, humanOut);
  }

  public BotFolders folders() {
    return folders;
  }

  public Series series(Match match) {
    return new Series(match, folders);
  }

  @Override
  public synchronized void close() {
    if (runner != null) {
      runner.close();
    }
    folders.close();
  }
}
