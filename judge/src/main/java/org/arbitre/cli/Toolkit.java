package org.arbitre.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.arbitre.game.Game;
import org.arbitre.judge.Judgement;
import org.arbitre.lang.Compiler;
import org.arbitre.process.BuildCache;
import org.arbitre.process.LocalRunner;
import org.arbitre.process.ProcessRunner;
import org.arbitre.referee.BotFolders;
import org.arbitre.referee.Match;
import org.arbitre.referee.Series;
import org.arbitre.referee.TimeControl;

/**
 * The one composition place: the paths (read once from the system properties, the environment
 * and the current folder), the process runner, the compiler and the bot folders are made here
 * and handed to the use cases; nothing below {@code cli/} reads a property or builds a runner.
 * One instance per JVM (a command, or later a server running many games at once); closing it
 * ends whatever its runner still has running.
 *
 * @param root where {@code problems/} lives: {@code -Darbitre.root} (set by the launcher), else the current folder
 * @param botsHome where program bots get their folders: {@code .arbitre/bots} of the current folder
 */
public final class Toolkit implements AutoCloseable {
  private final Path root;
  private final BuildCache cache;
  private final Path botsHome;
  private final BotFolders folders = new BotFolders();
  private LocalRunner runner; // built on first use: a solve starts no process
  private Compiler compiler;

  public Toolkit(Path root, BuildCache cache, Path botsHome) {
    this.root = root;
    this.cache = cache;
    this.botsHome = botsHome;
  }

  public static Toolkit fromSystem() {
    String root = System.getProperty("arbitre.root");
    return new Toolkit(root != null ? Path.of(root).toAbsolutePath() : Path.of("").toAbsolutePath(),
        BuildCache.fromSystem(), Path.of(".arbitre", "bots").toAbsolutePath());
  }

  public Path root() {
    return root;
  }

  public Path botsHome() {
    return botsHome;
  }

  public synchronized ProcessRunner runner() {
    if (runner == null) {
      runner = LocalRunner.best(cache);
    }
    return runner;
  }

  public synchronized Compiler compiler() {
    if (compiler == null) {
      compiler = new Compiler(runner(), cache);
    }
    return compiler;
  }

  public Judgement judgement() {
    return new Judgement(compiler(), runner());
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
