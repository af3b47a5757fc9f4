package org.arbitre.referee;

import java.util.List;

/**
 * The score of a series of games between two bots (the seed's match-organising script): wins,
 * draws and losses of each bot, overall and by colour. A double victory (winner 3) counts as a
 * draw for both.
 */
public final class Score {

  /** Wins, draws, losses. */
  public record Tally(int wins, int draws, int losses) {
    Tally plus(int outcome) {
      return new Tally(wins + (outcome > 0 ? 1 : 0), draws + (outcome == 0 ? 1 : 0),
          losses + (outcome < 0 ? 1 : 0));
    }

    Tally plus(Tally o) {
      return new Tally(wins + o.wins, draws + o.draws, losses + o.losses);
    }

    public int games() {
      return wins + draws + losses;
    }

    @Override
    public String toString() {
      return wins + "-" + draws + "-" + losses;
    }
  }

  /** One bot's line: its name, its total, and as player 1 and as player 2. */
  public record BotScore(String name, Tally total, Tally asPlayer1, Tally asPlayer2) {}

  private final String[] names;
  private final Tally[][] tallies = {{new Tally(0, 0, 0), new Tally(0, 0, 0)},
      {new Tally(0, 0, 0), new Tally(0, 0, 0)}};

  public Score(String nameA, String nameB) {
    this.names = new String[] {nameA, nameB};
  }

  /**
   * Counts one game: {@code aWasPlayer1} says which colour bot A had; {@code winner} is the winner
   * digit of the end message.
   */
  public void add(boolean aWasPlayer1, int winner) {
    int aPlayer = aWasPlayer1 ? 1 : 2;
    int aOutcome = winner == aPlayer ? 1 : winner == 3 - aPlayer ? -1 : 0;
    tallies[0][aPlayer - 1] = tallies[0][aPlayer - 1].plus(aOutcome);
    tallies[1][2 - aPlayer] = tallies[1][2 - aPlayer].plus(-aOutcome);
  }

  /** Bot A (first on the command line) then bot B. */
  public List<BotScore> lines() {
    return List.of(line(0), line(1));
  }

  private BotScore line(int bot) {
    return new BotScore(names[bot], tallies[bot][0].plus(tallies[bot][1]), tallies[bot][0],
        tallies[bot][1]);
  }
}
