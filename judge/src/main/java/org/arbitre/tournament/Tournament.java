package org.arbitre.tournament;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.arbitre.UserError;
import org.arbitre.process.LocalRunner;
import org.arbitre.referee.BotFolders;
import org.arbitre.referee.BotSpec;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.GameSetup;
import org.arbitre.referee.Match;
import org.arbitre.referee.PlayedMove;

/**
 * The tournament's use case: plays what is missing of a {@link Schedule} (or of one shard of
 * it) with {@code concurrency} games at once, each through the referee ({@link Match}), and
 * keeps everything in the tournament's folder: {@code results.jsonl} (one line per finished
 * game, appended durably), {@code games/<key>.json} (each record, written whole then renamed)
 * and {@code games/<key>.p1.stderr.txt} / {@code .p2} (each bot's stderr for that game). Stopped
 * at any point, the same call plays only what is missing; with an SPRT it stops scheduling games
 * once the test has decided (the games already running finish and count).
 */
public final class Tournament {

  /** A bot of the tournament: its name in the results and the spec it was resolved from. */
  public record Entrant(String name, BotSpec spec) {}

  /** Told as games finish (from the worker threads, one call at a time). */
  public interface Listener {
    /** The results found from an earlier run, and how many games this run will play. */
    void started(ResultsFile earlier, int toPlay);

    void finished(ScheduledGame game, GameResult result, List<GameResult> all);

    /** Something the user should know that is not an error (identical pair, SPRT decided). */
    void note(String message);
  }

  /**
   * Short, unique names for the bots as given: a {@code Main.*} file is named by its folder
   * ({@code problems/mnk-bot/Main.java} → {@code mnk-bot}), another file by its name without the
   * ending, a command line by the last file it names ({@code python3 bots/alpha.py} → {@code alpha}),
   * else by itself, a built-in bot by itself; a name taken already gets {@code -2}, {@code -3}...
   */
  public static List<String> names(List<String> given) {
    List<String> names = new ArrayList<>();
    for (String g : given) {
      String spec = BotSpec.withoutLanguage(g.startsWith(BotSpec.PBRAIN) ? g.substring(BotSpec.PBRAIN.length()) : g);
      String base = spec.strip();
      for (String word : spec.strip().split("\\s+")) { // a command line: named by the file it runs
        Path p = Path.of(word);
        if (Files.isRegularFile(p)) {
          String file = p.getFileName().toString();
          String stem = file.contains(".") ? file.substring(0, file.lastIndexOf('.')) : file;
          Path parent = p.toAbsolutePath().normalize().getParent();
          base = stem.equals("Main") && parent != null && parent.getFileName() != null
              ? parent.getFileName().toString() : stem;
        }
      }
      String name = base;
      for (int i = 2; names.contains(name); i++) {
        name = base + "-" + i;
      }
      names.add(name);
    }
    return names;
  }

  /**
   * The bots as given, resolved (compiled once) and named ({@link #names}); a person cannot enter.
   * Every bot file runs as {@code language} when one is given (a bot's {@code ID:FILE} prefix wins).
   */
  public static List<Entrant> entrants(List<String> given, org.arbitre.game.Game game, org.arbitre.lang.Compiler compiler,
      Path root, Path home, java.util.Optional<org.arbitre.lang.Language> language) throws IOException {
    List<String> names = names(given);
    List<Entrant> bots = new ArrayList<>();
    for (int i = 0; i < given.size(); i++) {
      if (given.get(i).equals("human")) {
        throw new UserError("a tournament has no human player");
      }
      bots.add(new Entrant(names.get(i), BotSpec.resolve(given.get(i), game, compiler, root, home, language)));
    }
    return bots;
  }

  /** The bots as the manifest keeps them: name, what was given, and the SHA-256 of the bot's source or executable. */
  public static List<Manifest.Bot> manifestBots(List<Entrant> bots) throws IOException {
    List<Manifest.Bot> list = new ArrayList<>();
    for (Entrant e : bots) {
      String hash = null;
      if (e.spec() instanceof BotSpec.ProgramBot p && p.program().language().id().equals("cmd")) {
        for (String word : p.program().entry().split("\\s+")) { // a command line: the files it names
          Path f = Path.of(word.replace("'", ""));
          if (Files.isRegularFile(f)) {
            hash = Manifest.sha256(f);
          }
        }
      } else if (e.spec() instanceof BotSpec.ProgramBot p && !p.program().origin().isEmpty()
          && Files.isRegularFile(Path.of(p.program().origin()))) {
        hash = Manifest.sha256(Path.of(p.program().origin()));
      }
      list.add(new Manifest.Bot(e.name(), e.spec().name(), hash));
    }
    return list;
  }

  /** How the run went: the results (earlier ones included) and the SPRT's status if there was one. */
  public record Outcome(List<GameResult> results, Optional<Sprt.Status> sprt) {}

  private final Match match;
  private final BotFolders folders;
  private final ResultsStore store;
  private final GameSetup setup;

  /** {@code setup}: the adjudication of every game (each game's opening is added to it). */
  public Tournament(Match match, BotFolders folders, ResultsStore store, GameSetup setup) {
    this.match = match;
    this.folders = folders;
    this.store = store;
    this.setup = setup;
  }

  /**
   * One game per core: a game keeps about one core busy (one bot thinks while the other is
   * stopped). Measured on 2 cores (bench/tool/tournament.sh, mnk-bot vs mnk-greedy, 1 s a move): 2 at
   * once played 15.1 games a minute against 9.3, slowest move 539 ms against 508, no time loss.
   */
  public static int defaultConcurrency() {
    return Math.max(1, Runtime.getRuntime().availableProcessors());
  }

  /**
   * Takes {@code store}'s folder for this run (its lock, released when the returned handle is
   * closed or the process ends) and writes {@code manifest} there. A folder that holds another
   * tournament (any setting differs, except more rounds than before) is refused unless
   * {@code force}; then its results are set aside ({@code results.jsonl.replaced-<time>}).
   */
  public static AutoCloseable open(ResultsStore store, Manifest manifest, boolean force) throws IOException {
    AutoCloseable lock = store.lock();
    Optional<Manifest> existing = store.readManifest();
    if (existing.isPresent()) {
      Manifest was = existing.get();
      Manifest comparable = manifest.rounds() >= was.rounds() ? new Manifest(was.version(), was.game(), was.width(),
          was.height(), was.k(), was.bots(), was.format(), manifest.rounds(), was.openingsSha256(), was.settings()) : was;
      Optional<String> difference = Manifest.firstDifference(comparable, manifest);
      if (difference.isPresent() && !force) {
        try {
          lock.close();
        } catch (Exception e) {
          // released with the process anyway
        }
        throw new UserError(store.dir() + " holds another tournament (" + difference.get()
            + "): give another --out, or --force to start again there (its results are set aside)");
      }
      if (difference.isPresent() && Files.exists(store.resultsFile())) {
        Files.move(store.resultsFile(), store.resultsFile().resolveSibling(
            ResultsStore.RESULTS + ".replaced-" + System.currentTimeMillis()));
      }
    }
    store.writeManifest(manifest);
    return lock;
  }

  /** The shards merged: their common manifest and their results as one (by game id). */
  public record Merged(Manifest manifest, ResultsFile results) {}

  /**
   * Merges the folders of the shards of one tournament into {@code out}: the same manifest (else
   * a {@link UserError} naming the first difference), the results of all in id order (a game in
   * two folders counts once, with a warning), every record and stderr file copied into
   * {@code out/games/}. The standings of {@code out} are those of an unsharded run of the same
   * schedule that gave the same games.
   */
  public static Merged merge(List<Path> shards, Path out) throws IOException {
    Manifest manifest = null;
    List<ResultsFile> files = new ArrayList<>();
    for (Path dir : shards) {
      ResultsStore s = new ResultsStore(dir);
      Manifest m = s.readManifest().orElseThrow(() -> new UserError("no tournament in " + dir + " (no "
          + ResultsStore.MANIFEST + ")"));
      if (manifest != null) {
        Optional<String> d = Manifest.firstDifference(manifest, m);
        if (d.isPresent()) {
          throw new UserError(dir + " is another tournament than " + shards.get(0) + " (" + d.get() + ")");
        }
      }
      manifest = m;
      files.add(s.read());
    }
    if (manifest == null) {
      throw new UserError("give the folders of the shards to merge");
    }
    ResultsFile merged = ResultsFile.merge(files);
    ResultsStore target = new ResultsStore(out);
    if (Files.exists(target.resultsFile())) {
      throw new UserError(out + " holds results already: merge into a new folder");
    }
    try (AutoCloseable lock = open(target, manifest, false)) {
      Path games = Files.createDirectories(out.resolve("games"));
      for (Path dir : shards) {
        Path from = dir.resolve("games");
        if (Files.isDirectory(from)) {
          try (var list = Files.list(from)) {
            for (Path f : list.toList()) {
              Files.copy(f, games.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
          }
        }
      }
      for (GameResult r : merged.results().stream().sorted(java.util.Comparator.comparingInt(GameResult::id)).toList()) {
        target.append(r);
      }
    } catch (IOException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IOException(e);
    }
    return new Merged(manifest, merged);
  }

  /**
   * Plays the games of {@code games} (the schedule, or a shard of it) not yet in the results.
   *
   * @param sprt stop once it decides (two bots only), or null
   */
  public Outcome run(List<Entrant> bots, Schedule schedule, List<ScheduledGame> games, int concurrency,
      Sprt sprt, Listener listener) throws IOException, InterruptedException {
    if (sprt != null && bots.size() != 2) {
      throw new UserError("--sprt compares two bots; this tournament has " + bots.size());
    }
    ResultsFile earlier = store.read();
    List<ScheduledGame> todo = earlier.remaining(schedule, games);
    List<GameResult> all = Collections.synchronizedList(new ArrayList<>(earlier.results()));
    listener.started(earlier, todo.size());
    Files.createDirectories(store.dir().resolve("games"));
    AtomicBoolean stop = new AtomicBoolean(sprt != null && decided(sprt, all, bots));
    AtomicInteger next = new AtomicInteger();
    Map<String, Played> seen = new HashMap<>();
    Object lock = new Object();
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, concurrency), r -> {
      Thread t = new Thread(r, "tournament-game");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<Void>> lanes = new ArrayList<>();
      for (int lane = 0; lane < Math.max(1, concurrency); lane++) {
        lanes.add(pool.submit(() -> {
          for (int i = next.getAndIncrement(); i < todo.size() && !stop.get(); i = next.getAndIncrement()) {
            ScheduledGame g = todo.get(i);
            GameRecord record = play(bots, g);
            if (LocalRunner.exiting()) { // stopped (Ctrl-C, SIGTERM): its bots were killed, not beaten
              return null;
            }
            GameResult result = store(g, record, bots);
            synchronized (lock) {
              all.add(result);
              listener.finished(g, result, List.copyOf(all));
              identicalGame(g, record, seen, listener);
              if (sprt != null && !stop.get() && decided(sprt, all, bots)) {
                stop.set(true);
                listener.note("SPRT: " + sprt.status(pentanomial(all, bots)).decision() + " after "
                    + all.size() + " games: no new game is started");
              }
            }
          }
          return null;
        }));
      }
      for (Future<Void> f : lanes) {
        try {
          f.get();
        } catch (ExecutionException e) {
          stop.set(true);
          if (e.getCause() instanceof IOException io) {
            throw io;
          }
          if (e.getCause() instanceof RuntimeException re) {
            throw re;
          }
          throw new IOException(e.getCause());
        }
      }
    } finally {
      pool.shutdownNow();
    }
    Optional<Sprt.Status> status = sprt == null ? Optional.empty()
        : Optional.of(sprt.status(pentanomial(all, bots)));
    return new Outcome(List.copyOf(all), status);
  }

  private GameRecord play(List<Entrant> bots, ScheduledGame g) throws IOException, InterruptedException {
    BotSpec one = folders.claim(bots.get(g.player1()).spec());
    BotSpec two = folders.claim(bots.get(g.player2()).spec());
    try {
      return match.play(one, two, g.id() + 1, setup.withOpening(g.opening().moves()));
    } finally {
      folders.release(one);
      folders.release(two);
    }
  }

  /** Keeps the game: its bots' stderr and its record in games/, then its line in results.jsonl. */
  private GameResult store(ScheduledGame g, GameRecord r, List<Entrant> bots) throws IOException {
    Path games = store.dir().resolve("games");
    List<GameRecord.Player> players = new ArrayList<>();
    for (GameRecord.Player p : r.players()) {
      String kept = null;
      if (p.stderr() != null && Files.exists(Path.of(p.stderr()))) {
        Path copy = games.resolve(g.key() + ".p" + p.player() + ".stderr.txt");
        Files.move(Path.of(p.stderr()), copy, StandardCopyOption.REPLACE_EXISTING);
        kept = store.dir().relativize(copy).toString();
      }
      String name = bots.get(p.player() == 1 ? g.player1() : g.player2()).name();
      players.add(new GameRecord.Player(p.player(), name, p.command(), kept, p.peakRssKb(), p.peakHeapKb()));
    }
    GameRecord kept = new GameRecord(r.game(), r.width(), r.height(), r.k(), r.clock(), players,
        r.openingMoves(), r.moves(), r.result(), r.finalBoard(), r.gameMs(), r.sandbox());
    Path file = games.resolve(g.key() + ".json");
    kept.write(file); // whole, then renamed
    GameResult result = GameResult.of(g.id(), g.key(),
        new GameResult.Player(players.get(0).name(), r.slowestMs(1)),
        new GameResult.Player(players.get(1).name(), r.slowestMs(2)),
        r.result().code(), r.result().detail(), r.moves().size(), r.gameMs(), store.dir().relativize(file).toString());
    store.append(result);
    return result;
  }

  /**
   * Deterministic bots replay the same game whenever they meet again with the same colours and
   * the same opening (without openings: every round): say so once for each such game.
   */
  private static void identicalGame(ScheduledGame g, GameRecord r, Map<String, Played> seen,
      Listener listener) {
    List<String> moves = r.moves().stream().map(PlayedMove::move).toList();
    String setting = g.player1() + "v" + g.player2() + "o" + g.openingIndex();
    Played before = seen.putIfAbsent(setting, new Played(g.key(), moves));
    if (before != null && before.moves().equals(moves) && !before.said()) {
      seen.put(setting, new Played(before.key(), moves, true));
      listener.note("game " + g.key() + " replays game " + before.key() + " move for move: the bots"
          + " play deterministically" + (g.opening().none() ? "; use --openings for different games" : ""));
    }
  }

  private record Played(String key, List<String> moves, boolean said) {
    Played(String key, List<String> moves) {
      this(key, moves, false);
    }
  }

  private static Pentanomial pentanomial(List<GameResult> all, List<Entrant> bots) {
    synchronized (all) {
      return Pentanomial.of(List.copyOf(all), bots.get(0).name(), bots.get(1).name());
    }
  }

  private static boolean decided(Sprt sprt, List<GameResult> all, List<Entrant> bots) {
    return sprt.status(pentanomial(all, bots)).decision() != Sprt.Decision.CONTINUE;
  }
}
