package org.arbitre.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.arbitre.UserError;
import org.arbitre.app.SandboxOption;
import org.arbitre.app.Toolkit;
import org.arbitre.game.Game;
import org.arbitre.referee.GameSetup;
import org.arbitre.tournament.Format;
import org.arbitre.tournament.HtmlReport;
import org.arbitre.tournament.Manifest;
import org.arbitre.tournament.Openings;
import org.arbitre.tournament.ResultsStore;
import org.arbitre.tournament.Schedule;
import org.arbitre.tournament.ScheduledGame;
import org.arbitre.tournament.Shard;
import org.arbitre.tournament.Sprt;
import org.arbitre.tournament.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code arbitre tournament GAME BOT... --out DIR}: many bots, colour-swapped pairs, ratings, resumable. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
    description = {"Play a tournament between bots, with ratings; resumable.",
        "Every pairing plays colour-swapped pairs of games; the results are kept in DIR (the same",
        "command plays only what is missing); then the standings with Elo ratings (maximum",
        "likelihood, 95 %% intervals), and for two bots the game-pair (pentanomial) statistics",
        "and an optional SPRT."},
    footer = {"", "Bots as for match. Example: arbitre tournament mnk problems/mnk-bot/Main.java greedy random --out /tmp/t",
        "Exit codes: 0 the games were played, 2 a usage error."})
public final class TournamentCommand implements Callable<Integer> {
  @Mixin GameOptions gameOptions;

  @Parameters(index = "1..*", arity = "2..*", paramLabel = "BOT", description = "Two or more bots, as for match.")
  List<String> botArgs;

  @Option(names = "--out", required = true, paramLabel = "DIR", description = "The tournament's folder: results, records, report (required).")
  Path out;

  @Option(names = "--gauntlet", description = "the first bot against each other bot (default: round robin)")
  boolean gauntlet;

  @Option(names = "--rounds", paramLabel = "N", defaultValue = "1", description = "colour-swapped pairs per pairing (default: ${DEFAULT-VALUE})")
  int rounds;

  @Option(names = "--openings", paramLabel = "FILE", description = "One opening a line, its moves as the bots write them (10 10 11 10, 8H 8B); each is played by both colours (default: none).")
  Path openings;

  @Mixin ClockOptions clockOptions;

  @Mixin BotMemoryOption memory;

  @Mixin DataQuotaOption dataQuota;

  @Mixin BotLanguageOption language;

  @Mixin SandboxOption sandbox;

  @Option(names = "--concurrency", paramLabel = "J", description = "games at once (default: one per core; measured on 2 cores: 2 at once, no clock skew)")
  Integer concurrency;

  @Option(names = "--adjudicate", negatable = true, defaultValue = "true", fallbackValue = "true",
      description = "stop an m,n,k game as a draw (F0N) once no line can be completed (default: on)")
  boolean adjudicate;

  @Option(names = "--max-moves", paramLabel = "N", defaultValue = "0", description = "a game is a draw after N moves (default: no limit)")
  int maxMoves;

  @Option(names = "--sprt", paramLabel = "SPEC", description = "Two bots: stop once the sequential test decides, e.g. 'elo0=0 elo1=10 alpha=0.05 beta=0.05' (default: play every round).")
  String sprt;

  @Option(names = "--shard", paramLabel = "I/N", description = {"Play only the I-th of N slices of the schedule (default: all of it);",
      "'auto' reads Slurm's SLURM_ARRAY_TASK_ID/_MIN/_COUNT, 'auto/N' Kubernetes' JOB_COMPLETION_INDEX (from 0)"})
  String shard;

  @Option(names = "--force", description = "Start again in a DIR that holds another tournament, its results set aside (default: refuse).")
  boolean force;

  @Option(names = "--json", description = "Print the standings as JSON, the game lines on stderr (default: a table).")
  boolean json;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @ParentCommand Arbitre app;

  @Override
  public Integer call() throws Exception {
    Game game = gameOptions.create();
    Sprt test = sprt == null ? null : Sprt.parse(sprt);
    Schedule schedule = new Schedule(botArgs.size(), gauntlet ? Format.GAUNTLET : Format.ROUND_ROBIN, rounds,
        openings == null ? List.of() : Openings.read(openings, game));
    List<ScheduledGame> games = shard == null ? schedule.games() : Shard.of(schedule, shard, app.toolkit().settings().environment());
    if (maxMoves < 0) {
      throw new UserError("--max-moves must be at least 0, not " + maxMoves);
    }
    Toolkit kit = sandbox.apply(app.toolkit());
    List<Tournament.Entrant> bots = Tournament.entrants(botArgs, game, kit.compiler(), kit.root(), kit.botsHome(),
        language.value());
    List<String> names = bots.stream().map(Tournament.Entrant::name).toList();
    java.util.Map<String, String> settings = clockOptions.settings(
        "adjudicate", Boolean.toString(adjudicate), "maxMoves", Integer.toString(maxMoves),
        "memoryLimitBytes", Long.toString(memory.bytes()));
    language.value().ifPresent(l -> settings.put("language", l.id())); // another language, another tournament
    Manifest manifest = new Manifest(Manifest.VERSION, game.name(), game.width(), game.height(), game.k(),
        Tournament.manifestBots(bots),
        schedule.format().id(), rounds, openings == null ? null : Manifest.sha256(openings), settings);
    GameSetup setup = GameSetup.of(game, maxMoves, adjudicate);
    ResultsStore store = new ResultsStore(out);
    PrintWriter stdout = spec.commandLine().getOut();
    TournamentReport report = new TournamentReport(json ? spec.commandLine().getErr() : stdout, names, games.size(), kit.settings().noColor() == null);
    try (AutoCloseable lock = Tournament.open(store, manifest, force)) {
      Tournament t = new Tournament(kit.match(game, clockOptions.timeControl(), memory.bytes(), new BufferedReader(new StringReader("")),
          new PrintWriter(new StringWriter())).withDataQuota(dataQuota.bytes()), kit.folders(), store, setup);
      Tournament.Outcome o = t.run(bots, schedule, games, concurrency != null ? concurrency : Tournament.defaultConcurrency(), test,
          report.listener(out, !json));
      report.close();
      java.nio.file.Path page = HtmlReport.write(out);
      if (json) {
        new TournamentReport(stdout, names, games.size(), false).json(o.results(), o.sprt(), out.toString());
      } else {
        report.standings(o.results(), o.sprt());
        report.note("report: " + page + " (standings, cross table, every game's replay)");
      }
    }
    return ExitCodes.OK;
  }
}
