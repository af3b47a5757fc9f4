package org.arbitre.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.arbitre.UserError;
import org.arbitre.game.Game;
import org.arbitre.game.Games;
import org.arbitre.lang.Compiler;
import org.arbitre.process.BuildCache;
import org.arbitre.process.LocalRunner;
import org.arbitre.referee.BotSpec;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.Match;
import org.arbitre.referee.Score;
import org.arbitre.referee.TimeControl;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code arbitre match GAME BOT1 BOT2}: the referee of SPEC §3 between two bots. */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = {
      "Plays GAME between BOT1 (player 1 in game 1) and BOT2; prints the final",
      "board, the slowest moves and the end code F<winner><reason>, e.g. F2V.",
      "A bot: a source file (.java .c .cpp .py), an executable, a quoted command",
      "line, 'random' (the built-in dummy client) or 'human' (you, at the terminal).",
      "A program bot runs in .arbitre/bots/<name>-<hash>/: its data/, its stderr."
    },
    footer = {
      "",
      "End reasons: Q quit, P closed its pipes, B blocked, T timeout, S not a move,",
      "I invalid move, V alignment, N draw. Winner: 0 draw, 1, 2, 3 double victory.",
      "Exit codes: 0 the games were played, 2 a usage error."
    })
public final class MatchCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "mnk, push or tictactoe")
  String gameName;

  @Parameters(index = "1", paramLabel = "BOT1", description = "player 1 in the first game")
  String bot1;

  @Parameters(index = "2", paramLabel = "BOT2", description = "player 2 in the first game")
  String bot2;

  @Option(names = "--board", paramLabel = "WxH",
      description = "board size, e.g. 20x20, or 15 for a square (default: mnk 20x20, push 15)")
  String board;

  @Option(names = "--k", paramLabel = "K", description = "stones in a row to win (default: mnk 6, push 5)")
  Integer k;

  @Option(names = "--time-per-move", paramLabel = "TIME", defaultValue = "1s",
      converter = DurationConverter.class, description = "time per move (default: ${DEFAULT-VALUE})")
  Duration perMove;

  @Option(names = "--tolerance", paramLabel = "TIME", defaultValue = "50ms",
      converter = DurationConverter.class,
      description = "extra time per move for pipe jitter (default: ${DEFAULT-VALUE})")
  Duration tolerance;

  @Option(names = "--tick", paramLabel = "TIME", defaultValue = "200ms",
      converter = DurationConverter.class,
      description = "alarm tick: a bot whose CPU time does not advance between two ticks of its turn is blocked (default: ${DEFAULT-VALUE})")
  Duration tick;

  @Option(names = "--grace", paramLabel = "TIME", defaultValue = "500ms",
      converter = DurationConverter.class,
      description = "time the bots get to exit after the end message (default: ${DEFAULT-VALUE})")
  Duration grace;

  @Option(names = "--games", paramLabel = "N", defaultValue = "1",
      description = "games to play; colours alternate game by game (default: ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--no-swap", description = "BOT1 is player 1 in every game")
  boolean noSwap;

  @Option(names = "--record", paramLabel = "FILE",
      description = "write the JSON game record to FILE (with --games N: FILE-1.json, FILE-2.json...)")
  Path record;

  @Option(names = "--json", description = "print the games and the score as JSON")
  boolean json;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws IOException, InterruptedException {
    Game game = Games.create(gameName, board, k);
    if (games < 1) {
      throw new UserError("--games must be at least 1, not " + games);
    }
    TimeControl clock = new TimeControl(perMove, tolerance, tick, grace, TimeControl.DEFAULT.startup());
    LocalRunner runner = new LocalRunner();
    Compiler compiler = new Compiler(runner, BuildCache.dir());
    Path root = Path.of(System.getProperty("arbitre.root", ".")).toAbsolutePath();
    Path home = Path.of(".arbitre", "bots").toAbsolutePath();
    BotSpec a = BotSpec.resolve(bot1, game, compiler, root, home);
    BotSpec b = BotSpec.resolve(bot2, game, compiler, root, home);
    // a folder of its own for each bot (the same bot twice, or in another match running now)
    if (a instanceof BotSpec.ProgramBot pa) {
      a = pa.claimDir();
    }
    if (b instanceof BotSpec.ProgramBot pb) {
      b = pb.claimDir();
    }
    PrintWriter out = spec.commandLine().getOut();
    BufferedReader terminal = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    // a person's board and prompts must not break the JSON on stdout
    PrintWriter humanOut = json ? spec.commandLine().getErr() : out;
    Match match = new Match(game, clock, runner, terminal, humanOut);
    MatchReport report = new MatchReport(game, clock, out);
    Score score = new Score(bot1, bot2);
    List<MatchReport.GameLine> lines = new ArrayList<>();
    long cpu0 = MatchReport.ownCpuMs();
    long wall0 = System.nanoTime();
    for (int g = 1; g <= games; g++) {
      boolean swapped = !noSwap && g % 2 == 0;
      GameRecord r = swapped ? match.play(b, a, g) : match.play(a, b, g);
      Path file = record == null ? null : recordFile(record, g, games);
      if (file != null) {
        try {
          r.write(file);
        } catch (IOException e) {
          throw new UserError("cannot write the record " + file + ": " + e.getMessage());
        }
      }
      score.add(!swapped, r.result().winner());
      MatchReport.GameLine line = MatchReport.GameLine.of(g, r, file);
      lines.add(line);
      if (!json) {
        report.printGame(line, r, games == 1);
      }
    }
    long cpuMs = MatchReport.ownCpuMs() - cpu0;
    long wallMs = (System.nanoTime() - wall0) / 1_000_000;
    if (json) {
      report.printJson(lines, score, cpuMs, wallMs);
    } else if (games > 1) {
      report.printScore(score);
    }
    out.flush();
    return ExitCodes.OK;
  }

  /** FILE for one game; FILE-N.ext for game N of several. */
  static Path recordFile(Path file, int g, int games) {
    if (games == 1) {
      return file;
    }
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String numbered = dot > 0 ? name.substring(0, dot) + "-" + g + name.substring(dot) : name + "-" + g;
    return file.resolveSibling(numbered);
  }
}
