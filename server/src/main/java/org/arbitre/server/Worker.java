package org.arbitre.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.arbitre.Sha256;
import org.arbitre.UserError;
import org.arbitre.app.Toolkit;
import org.arbitre.game.Game;
import org.arbitre.game.Move;
import org.arbitre.lang.CompileError;
import org.arbitre.process.LocalRunner;
import org.arbitre.referee.BotSpec;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.GameSetup;
import org.arbitre.referee.Match;
import org.arbitre.referee.TimeControl;
import org.arbitre.tournament.Openings;

/**
 * Plays the queued matches: claims one, builds both bots (the same build as the upload check),
 * gives each bot its folder with its {@code data/} files copied from the database, plays the game
 * through the referee with every move written as it is played (the live view), then writes the
 * result, the record, each bot's stderr tail and the data files the bot changed in one
 * transaction. Several lanes play at once; each renews its lease while it plays. A side can be a
 * member playing in the browser: the referee's terminal player, fed from the database
 * ({@link BrowserPlayer}); such games are played by lanes of their own (contest.yaml's
 * {@code browser-games}), since they mostly wait for the member: a match never waits behind them.
 */
public final class Worker implements AutoCloseable {
  /** Of each bot's stderr, the database keeps the last bytes up to this. */
  static final int STDERR_KEEP = 64 * 1024;
  private static final long IDLE_MS = 300;
  private static final long BROWSER_IDLE_MS = 500;
  private static final long STOP_WAIT_MS = 5000;

  private final Contest contest;
  private final Toolkit toolkit;
  private final Matches matches;
  private final Bots bots;
  private final Builds builds;
  private final Path home;
  private final String name;
  private final PrintWriter log;
  private final List<Thread> lanes = new ArrayList<>();
  private final List<String> laneNames = new ArrayList<>();
  private final ScheduledExecutorService leases = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "arbitre-leases");
    t.setDaemon(true);
    return t;
  });
  private volatile boolean stopping;

  Worker(Contest contest, Toolkit toolkit, Matches matches, Bots bots, Builds builds, String name, PrintWriter log) {
    this.contest = contest;
    this.toolkit = toolkit;
    this.matches = matches;
    this.bots = bots;
    this.builds = builds;
    this.home = toolkit.botsHome();
    this.name = name;
    this.log = log;
  }

  /**
   * Starts {@code n} lanes for matches, named {@code NAME/1}..., and, when {@code n} is not 0,
   * contest.yaml's {@code browser-games} lanes for games members play in the browser, named
   * {@code NAME/browser-1}...; each first gives back what it held when its process stopped.
   */
  public void start(int n) {
    start(n, n > 0 ? contest.browserGames() : 0);
  }

  /** Starts {@code n} lanes for matches and {@code browser} lanes for browser games. */
  public void start(int n, int browser) {
    for (int i = 1; i <= n + browser; i++) {
      boolean human = i > n;
      String lane = human ? name + "/browser-" + (i - n) : name + "/" + i;
      int back = matches.requeueOwn(lane);
      if (back > 0) {
        say(lane + ": " + back + " match(es) interrupted when it last stopped: queued again or marked failed");
      }
      Thread t = new Thread(() -> loop(lane, human), "arbitre-worker-" + lane.substring(name.length() + 1));
      t.setDaemon(true);
      lanes.add(t);
      laneNames.add(lane);
      t.start();
    }
  }

  /**
   * A lane's life: claim a match of its kind, play it, again. A browser lane first asks whether a
   * browser game waits at all (a read), so that ten idle ones cost the database little.
   */
  private void loop(String lane, boolean browser) {
    while (!stopping) {
      try {
        Optional<Matches.Claim> c = browser && !matches.browserGameWaiting() ? Optional.empty()
            : matches.claim(lane, browser);
        if (c.isEmpty()) {
          Thread.sleep(browser ? BROWSER_IDLE_MS : IDLE_MS);
          continue;
        }
        try {
          play(c.get(), lane);
        } catch (RuntimeException | IOException e) {
          if (!stopping) {
            // at once, not when the lease runs out: this worker lives, and may well play it next
            say(lane + ": match " + c.get().match().id() + " could not be played here: " + e);
            matches.giveBack(c.get(), lane, e.toString());
          }
          throw e;
        }
      } catch (InterruptedException e) {
        return;
      } catch (RuntimeException | IOException e) {
        if (stopping) {
          return;
        }
        say(lane + ": " + e); // the database went away for a moment, say; the lease brings the match back
        try {
          Thread.sleep(2000);
        } catch (InterruptedException ie) {
          return;
        }
      }
    }
  }

  private void play(Matches.Claim claim, String lane) throws IOException, InterruptedException {
    Matches.Match m = claim.match();
    Game game = contest.offer(m.game()).rules();
    BotSpec[] specs = new BotSpec[2];
    long[] botIds = new long[2];
    try {
      specs[0] = Integer.valueOf(1).equals(m.human()) ? new BotSpec.Human() : spec(m.p1Version(), m.p1Name(), game, botIds, 0);
      specs[1] = Integer.valueOf(2).equals(m.human()) ? new BotSpec.Human() : spec(m.p2Version(), m.p2Name(), game, botIds, 1);
    } catch (CompileError | UserError e) {
      matches.fail(claim, lane, "a bot cannot be built: " + e.getMessage().lines().findFirst().orElse(""));
      return;
    }
    List<Move> opening = m.opening().isBlank() ? List.of()
        : Openings.parse(List.of(m.opening()), "match " + m.id(), game).get(0).moves();
    long every = Math.max(50, matches.leaseMs() / 6);
    var renewal = leases.scheduleAtFixedRate(() -> renew(claim, lane), every, every, TimeUnit.MILLISECONDS);
    Map<Long, Map<String, String>> given = new HashMap<>();
    try {
      for (int i = 0; i < 2; i++) {
        specs[i] = toolkit.folders().claim(specs[i]);
        if (botIds[i] != 0 && specs[i] instanceof BotSpec.ProgramBot p) {
          scrub(p.dir());
          given.put((long) i, materialize(botIds[i], p.dir().resolve("data")));
        }
      }
      TimeControl clock = TimeControl.DEFAULT.withPerMove(contest.timePerMove());
      // a member playing in the browser: their moves come from the database (no clock, but a
      // game left alone ends after BrowserPlayer.ABANDON_MS); the bot plays as in any match
      java.io.BufferedReader person = m.human() == null ? null
          : new java.io.BufferedReader(new BrowserPlayer(matches, m.id(), BrowserPlayer.ABANDON_MS));
      Match match = toolkit.match(game, clock, contest.memoryBytes(), person,
          new PrintWriter(java.io.Writer.nullWriter())).withDataQuota(contest.dataQuotaBytes());
      GameSetup setup = GameSetup.PLAIN.withOpening(opening);
      GameRecord record = match.play(specs[0], specs[1], (int) m.id(), setup,
          pm -> live(m.id(), pm));
      if (stopping || LocalRunner.exiting()) {
        // cut short by close() ("the referee was interrupted"), or by the process layer's exit
        // hook killing the bots before the server's hook reached close(): not a result;
        // close() gives it back
        return;
      }
      Map<Integer, String> stderr = new HashMap<>();
      Map<Integer, Long> stderrBytes = new HashMap<>();
      List<Matches.DataChange> changes = new ArrayList<>();
      List<String> notes = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        if (specs[i] instanceof BotSpec.ProgramBot p) {
          Path file = p.dir().resolve("stderr-" + m.id() + ".txt");
          if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) { // the bot may have made it a link
            stderrBytes.put(i + 1, Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).size());
            stderr.put(i + 1, tail(file));
          }
          Files.deleteIfExists(file);
          if (botIds[i] != 0) {
            changes.addAll(changes(botIds[i], p.dir().resolve("data"), given.get((long) i), notes, i + 1));
          }
        }
      }
      GameRecord.ResultView r = record.result();
      String json = GameRecord.json().writeValueAsString(record);
      Matches.Outcome o = new Matches.Outcome(r.code(), r.detail(), record.moves().size(), record.gameMs(),
          record.slowestMs(1), record.slowestMs(2), json, stderr, stderrBytes, changes,
          notes.isEmpty() ? null : String.join("; ", notes));
      if (!matches.finish(claim, lane, o)) {
        say(lane + ": match " + m.id() + " was taken back while it played (its lease ran out): result not kept");
      }
    } finally {
      renewal.cancel(false);
      for (BotSpec s : specs) {
        toolkit.folders().release(s);
      }
    }
  }

  /** A move for the live view: best effort (a database busy for a moment loses a live move, never the game's record). */
  private void live(long match, org.arbitre.referee.PlayedMove pm) {
    try {
      matches.move(match, pm.n(), pm.player(), pm.move(), pm.ms());
    } catch (RuntimeException e) {
      say("match " + match + ": move " + pm.n() + " not shown live: " + e.getMessage());
    }
  }

  /**
   * One renewal; never throws, since a scheduled task that throws is never run again: a moment
   * without the database would otherwise end the renewals and lose the match's result.
   */
  private void renew(Matches.Claim claim, String lane) {
    try {
      matches.renew(claim, lane);
    } catch (RuntimeException e) {
      say(lane + ": could not renew the lease of match " + claim.match().id() + ": " + e);
    }
  }

  private BotSpec spec(Long version, String label, Game game, long[] botIds, int i)
      throws CompileError, IOException {
    if (version == null) {
      // a built-in bot, by its name (random for a name that is none of theirs)
      String builtIn = BotSpec.BUILT_IN.contains(label) ? label : "random";
      return BotSpec.resolve(builtIn, game, toolkit.compiler(), toolkit.root(), home);
    }
    Bots.Version v = bots.version(version).orElseThrow(() -> new UserError("version " + version + " is gone"));
    botIds[i] = v.botId();
    var program = builds.build(v.fileName(), bots.source(version));
    return new BotSpec.ProgramBot(label, program, List.of(), home.resolve("bot-" + v.botId()));
  }

  /**
   * Empties a member's bot folder but for {@code data/} (which {@link #materialize} replaces):
   * whatever the bot left there in an earlier match, links above all ({@code stderr-N.txt} made
   * a link to the database, which the referee would open for writing outside the sandbox), is
   * deleted without following a link.
   */
  static void scrub(Path dir) throws IOException {
    if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> entries = Files.list(dir)) {
      for (Path e : (Iterable<Path>) entries::iterator) {
        if (Files.isDirectory(e, LinkOption.NOFOLLOW_LINKS)) {
          if (!e.getFileName().toString().equals("data")) {
            org.apache.commons.io.file.PathUtils.deleteDirectory(e);
          }
        } else if (!(e.getFileName().toString().equals(".lock") && Files.isRegularFile(e, LinkOption.NOFOLLOW_LINKS))) {
          Files.delete(e); // not the claim's lock: deleting it would let another match claim this folder too
        }
      }
    }
  }

  /** Replaces {@code data} with the bot's files from the database; returns their hashes by name. */
  private Map<String, String> materialize(long bot, Path data) throws IOException {
    if (Files.exists(data, LinkOption.NOFOLLOW_LINKS)) {
      org.apache.commons.io.file.PathUtils.deleteDirectory(data);
    }
    Files.createDirectories(data);
    Map<String, String> hashes = new HashMap<>();
    for (Map.Entry<String, byte[]> e : bots.dataContents(bot).entrySet()) {
      Path f = data.resolve(DataNames.check(e.getKey()));
      Files.createDirectories(f.getParent());
      Files.write(f, e.getValue());
      hashes.put(e.getKey(), Sha256.hex(e.getValue()));
    }
    return hashes;
  }

  /**
   * What the bot changed in {@code data}: regular files only (a link is ignored), within the
   * quota; over it, nothing is kept (a note says so).
   */
  private List<Matches.DataChange> changes(long bot, Path data, Map<String, String> before, List<String> notes, int player)
      throws IOException {
    Map<String, Path> now = new HashMap<>();
    long total = 0;
    if (Files.isDirectory(data, LinkOption.NOFOLLOW_LINKS)) {
      try (Stream<Path> files = Files.walk(data)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          if (Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)) {
            String rel = data.relativize(f).toString();
            try {
              DataNames.check(rel);
            } catch (BadRequest e) {
              continue;
            }
            now.put(rel, f);
            total += Files.size(f);
          }
        }
      }
    }
    if (total > contest.dataQuotaBytes()) {
      notes.add("player " + player + "'s data/ grew to " + total + " bytes, over its quota of "
          + contest.dataQuotaBytes() + ": its changes were not kept");
      return List.of();
    }
    List<Matches.DataChange> out = new ArrayList<>();
    for (Map.Entry<String, Path> e : now.entrySet()) {
      byte[] content;
      try (InputStream in = Files.newInputStream(e.getValue(), LinkOption.NOFOLLOW_LINKS)) {
        content = in.readAllBytes();
      }
      if (!Sha256.hex(content).equals(before.get(e.getKey()))) {
        out.add(new Matches.DataChange(bot, e.getKey(), content));
      }
    }
    for (String gone : before.keySet()) {
      if (!now.containsKey(gone)) {
        out.add(new Matches.DataChange(bot, gone, null));
      }
    }
    return out;
  }

  /** The end of the bot's stderr file, opened without following a link. */
  private static String tail(Path file) throws IOException {
    long size = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).size();
    try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
      in.skipNBytes(Math.max(0, size - STDERR_KEEP));
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private void say(String line) {
    synchronized (log) {
      log.println("arbitre worker " + line);
      log.flush();
    }
  }

  /**
   * Stops the lanes (a match being played is cut short), waits a little for them to end (before
   * the database closes under a lane in the middle of a statement), then gives back at once what
   * they held, so another worker need not wait for the lease to run out.
   */
  @Override
  public void close() {
    stopping = true;
    lanes.forEach(Thread::interrupt);
    leases.shutdownNow();
    for (int i = 0; i < lanes.size(); i++) {
      try {
        lanes.get(i).join(STOP_WAIT_MS);
        int back = matches.requeueOwn(laneNames.get(i));
        if (back > 0) {
          say(laneNames.get(i) + ": stopped during a match: queued again");
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (RuntimeException e) {
        say(laneNames.get(i) + ": " + e + " (its match comes back when its lease runs out)");
      }
    }
  }
}
