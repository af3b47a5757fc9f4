package org.arbitre.referee;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.Units;
import org.arbitre.lang.Failure;
import org.arbitre.lang.JavaHeapLog;
import org.arbitre.lang.Language;
import org.arbitre.lang.RunOptions;
import org.arbitre.lang.RunOutput;
import org.arbitre.process.Command;
import org.arbitre.process.ProcessRunner;

/**
 * Plays games between two {@link BotSpec}s: starts the programs (through the process layer) in
 * their own folders, lets them start up, hands them to the {@link Referee}, and makes the record.
 * Every program bot also gets the game in its environment: {@code ARBITRE_GAME} (mnk or push),
 * {@code ARBITRE_BOARD} ({@code 20x20}), {@code ARBITRE_K} and {@code ARBITRE_TIME_MS} (time per
 * move), and {@code ARBITRE_OPENING} when the game starts from an opening; the built-in random bot
 * gets the board as arguments as well.
 */
public final class Match {
  /** What a bot's {@code data/} may hold by default (64 MiB; the folder: docs/rules.md, The referee). */
  public static final long DEFAULT_DATA_QUOTA = 64L << 20;
  private final Game game;
  private final TimeControl clock;
  private final ProcessRunner runner;
  private final long memoryBytes;
  private final long dataQuotaBytes;
  private final BufferedReader humanIn;
  private final PrintWriter humanOut;

  /** A match with no memory limit. */
  public Match(Game game, TimeControl clock, ProcessRunner runner, BufferedReader humanIn,
      PrintWriter humanOut) {
    this(game, clock, 0, runner, humanIn, humanOut);
  }

  /**
   * {@code memoryBytes} (0: none) is applied as the judge applies it: to the heap of a Java bot
   * ({@code -Xmx}; an OutOfMemoryError it dies of is "memory limit exceeded"), to the resident
   * memory of the process tree for the others (sampled during its moves); a bot over it loses (Q).
   */
  public Match(Game game, TimeControl clock, long memoryBytes, ProcessRunner runner, BufferedReader humanIn,
      PrintWriter humanOut) {
    this(game, clock, memoryBytes, DEFAULT_DATA_QUOTA, runner, humanIn, humanOut);
  }

  private Match(Game game, TimeControl clock, long memoryBytes, long dataQuotaBytes, ProcessRunner runner,
      BufferedReader humanIn, PrintWriter humanOut) {
    this.game = game;
    this.dataQuotaBytes = dataQuotaBytes;
    this.clock = clock;
    this.memoryBytes = memoryBytes;
    this.runner = runner;
    this.humanIn = humanIn;
    this.humanOut = humanOut;
  }

  /**
   * The same match with at most {@code bytes} in each bot's {@code data/} (0: no quota): in the
   * sandbox a write past it fails inside the bot (the process layer's {@code Command.Quota}).
   */
  public Match withDataQuota(long bytes) {
    return new Match(game, clock, memoryBytes, bytes, runner, humanIn, humanOut);
  }

  /** Plays game number {@code gameNo} (from 1) with {@code first} as player 1, by the bare rules. */
  public GameRecord play(BotSpec first, BotSpec second, int gameNo)
      throws IOException, InterruptedException {
    return play(first, second, gameNo, GameSetup.PLAIN);
  }

  /**
   * Plays game number {@code gameNo} with {@code first} as player 1, from {@code setup}'s opening
   * (given to the bots as {@code ARBITRE_OPENING}, the moves in the wire format separated by
   * spaces, player 1's first) and with its adjudication.
   */
  public GameRecord play(BotSpec first, BotSpec second, int gameNo, GameSetup setup)
      throws IOException, InterruptedException {
    return play(first, second, gameNo, setup, m -> {});
  }

  /** The same, telling {@code observer} each move as it is played (the contest server's live view). */
  public GameRecord play(BotSpec first, BotSpec second, int gameNo, GameSetup setup,
      java.util.function.Consumer<PlayedMove> observer) throws IOException, InterruptedException {
    BotSpec[] specs = {first, second};
    Bot[] bots = new Bot[2];
    Path[] heapLogs = new Path[2];
    List<GameRecord.Player> players = new ArrayList<>();
    // If arbitre itself is stopped (Ctrl-C, kill), the runner kills the bots it started.
    try {
      for (int i = 0; i < 2; i++) {
        if (specs[i] instanceof BotSpec.ProgramBot p) {
          if (memoryBytes > 0) {
            p.program().language().refusesMemory(memoryBytes).ifPresent(why -> {
              throw new UserError("bot " + p.name() + ": " + why);
            });
          }
          Files.createDirectories(p.dir().resolve("data"));
          Path stderr = p.dir().resolve("stderr-" + gameNo + ".txt");
          // a bot's folder outlives its games: what a bot left under these names (a link to a
          // file of the user's, say) goes first, so the referee writes and reads only files it made
          Files.deleteIfExists(stderr);
          Files.deleteIfExists(p.dir().resolve("heap-" + gameNo + ".log"));
          boolean heap = p.program().limitsHeap() && memoryBytes > 0;
          heapLogs[i] = heap ? p.dir().resolve("heap-" + gameNo + ".log") : null;
          Command base = p.program().command(p.args(), p.dir(),
              heap || memoryBytes > 0 ? RunOptions.bot(memoryBytes, heapLogs[i]) : RunOptions.NONE);
          // it runs in its folder but writes only its data/ there (docs/rules.md, The referee; its
          // heap log is the JVM's)
          Path data = p.dir().resolve("data");
          Command command = base.withEnv(environment(setup)).withWrites(base.writes().stream()
              .map(w -> w.equals(p.dir()) ? data : w).toList());
          if (dataQuotaBytes > 0) {
            command = command.withQuota(data, dataQuotaBytes);
          }
          try {
            bots[i] = ProcessBot.start(runner, command, stderr, clock, "p" + (i + 1), protocol(p, setup),
                memory(p, heap, stderr));
          } catch (IOException e) {
            throw new UserError("cannot start bot " + p.name() + ": " + e.getMessage());
          }
          players.add(new GameRecord.Player(i + 1, p.name(), command.display(), stderr.toString(), -1, -1));
        } else {
          bots[i] = new HumanBot(game, humanIn, humanOut);
          players.add(new GameRecord.Player(i + 1, specs[i].name(), "human", null, -1, -1));
        }
      }
      long deadline = System.nanoTime() + clock.startup().toNanos();
      for (Bot b : bots) {
        if (b instanceof ProcessBot pb) {
          pb.awaitStartup(deadline);
        }
      }
      Referee.Played played = new Referee(game, clock.grace(), setup, observer).play(bots[0], bots[1]);
      for (int i = 0; i < 2; i++) { // the bots have exited: their peaks are final
        if (bots[i] instanceof ProcessBot pb) {
          GameRecord.Player p = players.get(i);
          long heapKb = heapLogs[i] == null ? -1 : JavaHeapLog.peakKb(heapLogs[i]);
          if (heapLogs[i] != null) {
            Files.deleteIfExists(heapLogs[i]);
          }
          players.set(i, new GameRecord.Player(p.player(), p.name(), p.command(), p.stderr(), pb.peakRssKb(), heapKb));
        }
      }
      return GameRecord.of(game, clock, players, played).withSandbox(runner.sandbox()); // how the bots were isolated
    } finally {
      closeAll(bots);
    }
  }

  private static void closeAll(Bot[] bots) {
    for (Bot b : bots) {
      if (b != null) {
        b.close();
      }
    }
  }

  /** The resident limit the referee watches (not for a Java bot: its heap is limited), and what its stderr says when it quits. */
  private ProcessBot.Memory memory(BotSpec.ProgramBot bot, boolean heap, Path stderr) {
    Language lang = bot.program().language();
    String limit = Units.kib(memoryBytes / 1024) + (heap ? " of heap" : " resident");
    return new ProcessBot.Memory(heap || memoryBytes == 0 ? 0 : memoryBytes / 1024, () -> {
      try {
        return lang.failure(RunOutput.of(null, stderr)).filter(Failure::outOfMemory)
            .map(f -> "memory limit exceeded: " + f.message() + ", limit " + limit);
      } catch (java.io.UncheckedIOException e) {
        return java.util.Optional.empty();
      }
    });
  }

  private Protocol protocol(BotSpec.ProgramBot bot, GameSetup setup) {
    if (!bot.pbrain()) {
      return Protocol.PLAIN;
    }
    List<int[]> opening = new ArrayList<>();
    for (var m : setup.opening()) {
      List<String> t = game.codec().tokens(m);
      opening.add(new int[] {Integer.parseInt(t.get(0)), Integer.parseInt(t.get(1))});
    }
    return new PbrainProtocol(game.width(), game.height(), clock.perMove().toMillis(), memoryBytes, opening);
  }

  private Map<String, String> environment(GameSetup setup) {
    Map<String, String> env = new java.util.LinkedHashMap<>(Map.of(
        "ARBITRE_GAME", game.name(),
        "ARBITRE_BOARD", game.width() + "x" + game.height(),
        "ARBITRE_K", Integer.toString(game.k()),
        "ARBITRE_TIME_MS", Long.toString(clock.perMove().toMillis())));
    if (!setup.opening().isEmpty()) {
      env.put("ARBITRE_OPENING", String.join(" ", setup.opening().stream()
          .flatMap(m -> game.codec().tokens(m).stream()).toList()));
    }
    return env;
  }
}
