package org.arbitre.referee;

import java.io.IOException;
import java.nio.file.Path;
import org.arbitre.UserError;

/**
 * The use case of the seed's match-organising script: N games between two bots, colours
 * alternating game by game (unless asked not to), each bot in a folder of its own for the whole
 * series, every game's record written where asked, and the {@link Score}. The {@code match}
 * command, the tournament and the contest server all play series through this class.
 */
public final class Series {
  /** One game as played: its number (from 1), the record, the record's file (null: none), and whether B was player 1. */
  public record Game(int number, GameRecord record, Path file, boolean swapped) {}

  /** Told after each game. */
  public interface Listener {
    void played(Game game);
  }

  /** How the series is played. {@code record}: the record file (game N of several: FILE-N.ext), null for none. */
  public record Plan(int games, boolean swap, Path record) {
    public Plan {
      if (games < 1) {
        throw new UserError("--games must be at least 1, not " + games);
      }
    }
  }

  private final Match match;
  private final BotFolders folders;
  private final String sandbox;

  public Series(Match match, BotFolders folders) {
    this(match, folders, null);
  }

  /** {@code sandbox}: how the runner isolates the bots, written into every record (null: not said). */
  public Series(Match match, BotFolders folders, String sandbox) {
    this.match = match;
    this.folders = folders;
    this.sandbox = sandbox;
  }

  /** Plays the series between {@code botA} (player 1 in game 1) and {@code botB}; returns the score. */
  public Score play(BotSpec botA, BotSpec botB, Plan plan, Listener listener)
      throws IOException, InterruptedException {
    BotSpec a = folders.claim(botA);
    BotSpec b = folders.claim(botB);
    Score score = new Score(botA.name(), botB.name());
    for (int g = 1; g <= plan.games(); g++) {
      boolean swapped = plan.swap() && g % 2 == 0;
      GameRecord r = swapped ? match.play(b, a, g) : match.play(a, b, g);
      if (sandbox != null) {
        r = r.withSandbox(sandbox);
      }
      Path file = plan.record() == null ? null : recordFile(plan.record(), g, plan.games());
      if (file != null) {
        try {
          r.write(file);
        } catch (IOException e) {
          throw new UserError("cannot write the record " + file + ": " + e.getMessage());
        }
      }
      score.add(!swapped, r.result().winner());
      listener.played(new Game(g, r, file, swapped));
    }
    return score;
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
