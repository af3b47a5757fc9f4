package org.arbitre.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.arbitre.Inputs;
import org.arbitre.app.SandboxOption;
import org.arbitre.app.Toolkit;
import org.arbitre.game.Game;
import org.arbitre.referee.BotSpec;
import org.arbitre.referee.Score;
import org.arbitre.referee.Series;
import org.arbitre.referee.TimeControl;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code arbitre match GAME BOT1 BOT2}: the referee between two bots (docs/rules.md, The referee). */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = {
      "Play a game between two bots and print the final board, the slowest moves and the end code.",
      "BOT1 is player 1 in game 1; the end code is F<winner><reason>, e.g. F2V (docs/rules.md).",
      "A bot: a source file (.java .c .py .pas .ml .rs .go ...: 'arbitre languages'),",
      "ID:FILE for a file in language ID (pypy3:bot.py), an executable, a quoted",
      "command line, a built-in bot: 'random' (random moves) or 'greedy' (one move",
      "ahead), or 'human' (you, at the terminal).",
      "A program bot runs in .arbitre/bots/<name>-<hash>/: its data/, its stderr."
    },
    footer = {
      "",
      "End reasons: Q quit, P closed its pipes, B blocked, T timeout, S not a move,",
      "I invalid move, V alignment, N draw. Winner: 0 draw, 1, 2, 3 double victory.",
      "Exit codes: 0 the games were played, 2 a usage error."
    })
public final class MatchCommand implements Callable<Integer> {

  @Mixin GameOptions gameOptions;

  @Parameters(index = "1", paramLabel = "BOT1", description = "The bot that plays first in the first game.")
  String bot1;

  @Parameters(index = "2", paramLabel = "BOT2", description = "The bot that plays second in the first game.")
  String bot2;

  @Mixin ClockOptions clockOptions;

  @Mixin BotMemoryOption memory;

  @Mixin DataQuotaOption dataQuota;

  @Mixin BotLanguageOption language;

  @Option(names = "--games", paramLabel = "N", defaultValue = "1",
      description = "games to play; colours alternate game by game (default: ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--no-swap", description = "BOT1 is player 1 in every game (default: colours alternate).")
  boolean noSwap;

  @Option(names = "--record", paramLabel = "FILE",
      description = "Write the JSON game record to FILE; with --games N: FILE-1.json, FILE-2.json... (default: none).")
  Path record;

  @Option(names = "--json", description = "Print the games and the score as JSON (default: the board and a summary).")
  boolean json;

  @Mixin SandboxOption sandbox;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @ParentCommand Arbitre app;

  @Override
  public Integer call() throws IOException, InterruptedException {
    Game game = gameOptions.create();
    Series.Plan plan = new Series.Plan(games, !noSwap, record);
    if (record != null) {
      Inputs.writableFile(record, "record"); // before the games, not after
    }
    TimeControl clock = clockOptions.timeControl();
    Toolkit kit = sandbox.apply(app.toolkit());
    BotSpec a = BotSpec.resolve(bot1, game, kit.compiler(), kit.root(), kit.botsHome(), language.value());
    BotSpec b = BotSpec.resolve(bot2, game, kit.compiler(), kit.root(), kit.botsHome(), language.value());
    PrintWriter out = spec.commandLine().getOut();
    BufferedReader terminal = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    // a person's board and prompts must not break the JSON on stdout
    PrintWriter humanOut = json ? spec.commandLine().getErr() : out;
    MatchReport report = new MatchReport(game, clock, out, kit.runner().sandbox());
    List<MatchReport.GameLine> lines = new ArrayList<>();
    long cpu0 = MatchReport.ownCpuMs();
    long wall0 = System.nanoTime();
    Score score = kit.series(kit.match(game, clock, memory.bytes(), terminal, humanOut).withDataQuota(dataQuota.bytes())).play(a, b, plan, g -> {
      MatchReport.GameLine line = MatchReport.GameLine.of(g.number(), g.record(), g.file());
      lines.add(line);
      if (!json) {
        report.printGame(line, g.record(), games == 1);
      }
    });
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
}
