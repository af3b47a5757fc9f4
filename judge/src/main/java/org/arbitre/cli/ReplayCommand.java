package org.arbitre.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.arbitre.UserError;
import org.arbitre.app.SandboxOption;
import org.arbitre.game.BoardText;
import org.arbitre.game.Position;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.PlayedMove;
import org.arbitre.tournament.Replay;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code arbitre replay FILE [--at N] [--bot BOT]}: a recorded game in the terminal. */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Replay a recorded game in the terminal, or ask a bot what it plays at one of its moves.",
      "FILE is a tournament's games/<key>.json or a match --record file: the board after each",
      "move, or with --at N the board after N moves.",
      "With --at N --bot BOT, asks BOT what it plays there: BOT is started as the",
      "player to move after N moves and the referee stops after its move.",
      "--feed opening (default): the N moves are given in ARBITRE_OPENING (wire",
      "tokens separated by spaces, player 1's first), as in a tournament game from",
      "an opening; a bot that does not read ARBITRE_OPENING believes the board is",
      "empty. --feed moves: the game is played again from the start (from the",
      "record's own opening, if any), the other side playing the record's moves:",
      "a deterministic bot that played this game reaches the position again; one",
      "that plays differently is reported at its first different move."
    },
    footer = {"", "Exit codes: 0 replayed (whatever the bot played), 2 a usage or input error."})
public final class ReplayCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "FILE", description = "The game record (JSON).")
  Path file;

  @Option(names = "--at", paramLabel = "N", description = "Only the board after N moves, 0 for the empty board (default: every move).")
  Integer at;

  @Option(names = "--bot", paramLabel = "BOT",
      description = "With --at N: the bot to ask for its move there, as for match, not human (default: none).")
  String bot;

  @Option(names = "--feed", paramLabel = "HOW", defaultValue = "opening",
      description = "with --bot: how the bot learns the first N moves: opening or moves (default: ${DEFAULT-VALUE})")
  String feed;

  @Option(names = "--time-per-move", paramLabel = "TIME", converter = DurationConverter.class,
      description = "the bot's time for that move (default: the record's)")
  Duration perMove;

  @Mixin BotMemoryOption memory;

  @Mixin SandboxOption sandbox;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @ParentCommand Arbitre app;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (bot != null && at == null) {
      throw new UserError("--bot needs --at N: the number of moves after which to ask it");
    }
    if (!feed.equals("opening") && !feed.equals("moves")) {
      throw new UserError("--feed is opening or moves, not '" + feed + "'");
    }
    Replay replay = Replay.read(file);
    PrintWriter out = spec.commandLine().getOut();
    GameRecord rec = replay.record();
    out.printf("%s · X: %s · O: %s · %d moves · %s %s%n", replay.game().describe(), replay.name(1),
        replay.name(2), replay.length(), rec.result().code(), rec.result().words());
    if (at == null) {
      out.println();
      out.print(BoardText.render(replay.at(0)));
      for (int n = 1; n <= replay.length(); n++) {
        out.println();
        out.println(moveLine(replay, n));
        out.print(BoardText.render(replay.at(n)));
      }
      out.println();
      out.println("end: " + rec.result().code() + " " + rec.result().words());
    } else {
      Position p = replay.at(at);
      out.println();
      out.println(at == 0 ? "the start (" + replay.name(1) + " moves first)" : moveLine(replay, at));
      out.print(BoardText.render(p));
      if (at == replay.length()) {
        out.println("end: " + rec.result().code() + " " + rec.result().words());
      }
      if (bot != null) {
        if (replay.game().status(p).over()) {
          throw new UserError("the game is over after " + at + " moves: there is no move to ask " + bot + " for");
        }
        ReplayAsk.ask(sandbox.apply(app.toolkit()), replay, bot, at, feed, perMove, memory.bytes(), out);
      }
    }
    out.flush();
    return ExitCodes.OK;
  }

  private static String moveLine(Replay replay, int n) {
    PlayedMove m = replay.record().moves().get(n - 1);
    boolean opening = n <= replay.record().openingMoves();
    String time = opening ? "a move of the opening" : m.ms() + " ms wall"
        + (m.cpuMs() < 0 ? "" : ", " + m.cpuMs() + " ms CPU");
    return "move " + n + "/" + replay.length() + ": " + (m.player() == 1 ? "X" : "O") + " ("
        + replay.name(m.player()) + ") plays " + m.move() + " (" + time + ")";
  }
}
