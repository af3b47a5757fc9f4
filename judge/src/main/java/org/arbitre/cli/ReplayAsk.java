package org.arbitre.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import org.arbitre.UserError;
import org.arbitre.app.Toolkit;
import org.arbitre.game.BoardText;
import org.arbitre.game.MoveCodec;
import org.arbitre.game.Position;
import org.arbitre.referee.BotSpec;
import org.arbitre.referee.GameRecord;
import org.arbitre.referee.TimeControl;
import org.arbitre.tournament.BotProbe;
import org.arbitre.tournament.Replay;

/** {@code replay FILE --at N --bot BOT}: what a bot plays at one move of a recorded game. */
final class ReplayAsk {
  private ReplayAsk() {
  }

  /**
   * Asks {@code bot} for its move after {@code at} moves of {@code replay} ({@code feed}: how it
   * learns them, opening or moves), and prints what it played, beside the record's move.
   */
  static void ask(Toolkit kit, Replay replay, String bot, int at, String feed, Duration perMove, long memoryBytes,
      PrintWriter out) throws IOException, InterruptedException {
    BotSpec resolved = BotSpec.resolve(bot, replay.game(), kit.compiler(), kit.root(), kit.botsHome());
    if (!(resolved instanceof BotSpec.ProgramBot program)) {
      throw new UserError("--bot needs a program, not " + bot);
    }
    GameRecord.Clock c = replay.record().clock();
    TimeControl clock = c == null ? TimeControl.DEFAULT : new TimeControl(Duration.ofMillis(c.perMoveMs()),
        Duration.ofMillis(c.toleranceMs()), Duration.ofMillis(c.tickMs()), TimeControl.DEFAULT.grace(),
        TimeControl.DEFAULT.startup());
    if (perMove != null) {
      clock = clock.withPerMove(perMove);
    }
    BotSpec.ProgramBot claimed = kit.folders().claim(program);
    int opening = feed.equals("opening") ? at : Math.min(at, replay.record().openingMoves());
    BotProbe.Answer a;
    try {
      a = new BotProbe(kit.runner(), clock, memoryBytes).ask(replay.game(), claimed, replay.moves(), opening, at);
    } finally {
      kit.folders().release(claimed);
    }
    String who = bot + " (" + (a.side().number() == 1 ? "X" : "O") + ", player " + a.side().number() + ")";
    out.println();
    if (a.divergedAt() > 0) {
      out.println(who + " played " + a.divergedMove() + " at move " + a.divergedAt() + ", where the record has "
          + replay.record().moves().get(a.divergedAt() - 1).move() + ": it does not play this game again,"
          + " so its move at " + at + " would answer another position (try --feed opening)");
    } else if (a.move() == null) {
      out.println(who + " gave no legal move: " + a.result().code() + " " + a.result().words());
      if (opening > 0) {
        out.println("(a bot that does not read ARBITRE_OPENING believes the board is empty: try --feed moves)");
      }
    } else {
      out.printf("%s plays %s (%d ms wall, %s)%n", who, a.move().move(), a.move().ms(),
          a.move().cpuMs() < 0 ? "CPU not measured" : a.move().cpuMs() + " ms CPU");
      if (at < replay.length()) {
        String recorded = replay.record().moves().get(at).move();
        out.println(recorded.equals(a.move().move()) ? "the same move as in the record"
            : "in the record, " + replay.name(a.side().number()) + " played " + recorded + " there");
      }
      Position after = replay.game().play(replay.at(at),
          ((MoveCodec.Parsed.Ok) replay.game().codec().parse(a.move().move())).move());
      out.print(BoardText.render(after));
    }
    List<String> err = a.stderr() != null && Files.exists(a.stderr())
        ? new String(Files.readAllBytes(a.stderr()), StandardCharsets.UTF_8).lines().toList() : List.of();
    out.println("its stderr (" + err.size() + (err.size() == 1 ? " line" : " lines") + "): " + a.stderr());
    err.subList(Math.max(0, err.size() - 10), err.size()).forEach(l -> out.println("  " + l));
  }
}
