package org.arbitre.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.arbitre.tournament.GameResult;
import org.arbitre.tournament.ResultsFile;
import org.arbitre.tournament.ScheduledGame;
import org.arbitre.tournament.Tournament;
import org.arbitre.tournament.Sprt;
import org.arbitre.tournament.Standings;

/** What {@code arbitre tournament} prints: a line per game, then the standings (or JSON). */
final class TournamentReport {
  private final PrintWriter out;
  private final List<String> bots;
  private final int total;
  private final long start = System.nanoTime();
  private int playedHere;
  private final boolean colours;
  private ProgressBar bar;

  /** {@code colours}: false with {@code NO_COLOR} set (no progress bar then). */
  TournamentReport(PrintWriter out, List<String> bots, int total, boolean colours) {
    this.out = out;
    this.bots = bots;
    this.total = total;
    this.colours = colours;
  }

  /**
   * On a terminal (and without NO_COLOR), a progress bar on stderr instead of a line per game:
   * games done of all, the leader, the time left.
   */
  void useProgressBar(int done) {
    if (System.console() != null && colours) {
      bar = new ProgressBarBuilder().setTaskName("games").setInitialMax(total).startsFrom(done, java.time.Duration.ZERO)
          .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500).continuousUpdate().build();
    }
  }

  void close() {
    if (bar != null) {
      bar.close();
      bar = null;
    }
  }

  /** One finished game, with the count, the leader and the time left at this pace. */
  void game(GameResult r, List<GameResult> all, int toPlay) {
    playedHere++;
    if (bar != null) {
      Standings.Line lead = Standings.of(bots, all).lines().stream()
          .max((a, b) -> Double.compare(a.points(), b.points())).orElseThrow();
      bar.stepTo(all.size());
      bar.setExtraMessage(String.format(Locale.ROOT, " leader %s %.1f %%", lead.bot(), lead.scorePercent()));
      return;
    }
    Standings s = Standings.of(bots, all);
    Standings.Line leader = s.lines().stream().max((a, b) -> Double.compare(a.points(), b.points())).orElseThrow();
    long msPerGame = (System.nanoTime() - start) / 1_000_000 / playedHere;
    long etaS = msPerGame * (toPlay - playedHere) / 1000;
    out.printf(Locale.ROOT, "[%d/%d] %s: %s (X) vs %s (O): %s in %d moves, slowest %d/%d ms%s · leader %s %.1f %% · ETA %s%n",
        all.size(), total, r.key(), r.player1().bot(), r.player2().bot(), r.code(), r.moves(),
        r.player1().slowestMs(), r.player2().slowestMs(), r.detail().isEmpty() ? "" : " (" + r.detail() + ")",
        leader.bot(), leader.scorePercent(), etaS >= 60 ? etaS / 60 + " min " + etaS % 60 + " s" : etaS + " s");
    out.flush();
  }

  /** Tells this report what the run does: earlier results, each game, notes; a progress bar if asked (and on a terminal). */
  Tournament.Listener listener(java.nio.file.Path dir, boolean progressBar) {
    return new Tournament.Listener() {
      int toPlay;

      @Override
      public void started(ResultsFile earlier, int n) {
        toPlay = n;
        earlier.warnings().forEach(TournamentReport.this::note);
        if (!earlier.results().isEmpty()) {
          note(earlier.results().size() + " games already played in " + dir + "; " + n + " to play");
        }
        if (progressBar) {
          useProgressBar(earlier.results().size());
        }
      }

      @Override
      public void finished(ScheduledGame g, GameResult r, List<GameResult> all) {
        game(r, all, toPlay);
      }

      @Override
      public void note(String message) {
        TournamentReport.this.note(message);
      }
    };
  }

  void note(String message) {
    if (bar != null) {
      System.err.print("\r\033[K");
    }
    out.println("note: " + message);
    out.flush();
  }

  /** The standings table, the cross table or the pair statistics, and the SPRT's decision. */
  void standings(List<GameResult> all, Optional<Sprt.Status> sprt) {
    new TournamentStandings(out, bots, total).print(all, sprt);
  }

  /** The standings as one JSON object. */
  void json(List<GameResult> all, Optional<Sprt.Status> sprt, String dir) throws JsonProcessingException {
    new TournamentStandings(out, bots, total).json(all, sprt, dir);
  }
}
