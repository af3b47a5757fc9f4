package org.arbitre.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.arbitre.referee.GameRecord;
import org.arbitre.tournament.GameResult;
import org.arbitre.tournament.Pentanomial;
import org.arbitre.tournament.Ratings;
import org.arbitre.tournament.Sprt;
import org.arbitre.tournament.Standings;

/** The end of {@code tournament} and {@code tournament-merge}: the standings (or JSON), the cross table or pairs, the SPRT. */
final class TournamentStandings {
  private final PrintWriter out;
  private final List<String> bots;
  private final int total;

  TournamentStandings(PrintWriter out, List<String> bots, int total) {
    this.out = out;
    this.bots = bots;
    this.total = total;
  }

  void print(List<GameResult> all, Optional<Sprt.Status> sprt) {
    Standings s = Standings.of(bots, all);
    Ratings ratings = s.ratings();
    out.println();
    out.printf("%-4s %-24s %5s %11s %7s %16s %9s %5s  %s%n", "rank", "bot", "games", "W-D-L", "score",
        "Elo (95 %)", "slowest", "time", "forfeits (Q P B T S I)");
    List<Standings.Line> ranked = s.lines().stream().sorted((a, b) -> Double.compare(b.points(), a.points())).toList();
    for (int i = 0; i < ranked.size(); i++) {
      Standings.Line l = ranked.get(i);
      Ratings.Rating r = ratings.of(bots.indexOf(l.bot()));
      out.printf(Locale.ROOT, "%-4d %-24s %5d %11s %6.1f%% %16s %6d ms %5d  %s%n", i + 1, abbreviate(l.bot()), l.games(),
          l.wins() + "-" + l.draws() + "-" + l.losses(), l.scorePercent(), elo(r.elo(), r.error95()), l.slowestMs(),
          l.timeLosses(), l.forfeits().values().stream().map(String::valueOf).collect(Collectors.joining(" ")));
    }
    if (ratings.prior()) {
      out.println("(a bot won or lost every game: one virtual draw per pairing keeps the ratings finite)");
    }
    if (bots.size() > 2) {
      out.println();
      out.printf("%-24s", "cross table (points)");
      bots.forEach(b -> out.printf(" %10s", abbreviate(b, 10)));
      out.println();
      for (int i = 0; i < bots.size(); i++) {
        out.printf("%-24s", abbreviate(bots.get(i)));
        for (int j = 0; j < bots.size(); j++) {
          out.printf(Locale.ROOT, " %10s", i == j ? "-" : s.games(i, j) == 0 ? "" : fmt(s.points(i, j)) + "/" + s.games(i, j));
        }
        out.println();
      }
    } else {
      Pentanomial p = Pentanomial.of(all, bots.get(0), bots.get(1));
      out.printf(Locale.ROOT, "%npairs of %s vs %s (0, 0.5, 1, 1.5, 2 points): %d %d %d %d %d; Elo %s; LOS %.1f %%%n",
          bots.get(0), bots.get(1), p.ll(), p.ld(), p.dd(), p.wd(), p.ww(),
          p.pairs() == 0 ? "n/a" : elo(p.elo(), p.error95()), 100 * p.los());
    }
    sprt.ifPresent(st -> out.printf(Locale.ROOT, "SPRT: LLR %.2f (bounds %.2f, %.2f): %s%n", st.llr(), st.lower(),
        st.upper(), words(st.decision())));
    out.flush();
  }

  void json(List<GameResult> all, Optional<Sprt.Status> sprt, String dir) throws JsonProcessingException {
    Standings s = Standings.of(bots, all);
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("dir", dir);
    root.put("games", all.size());
    root.put("total", total);
    root.put("standings", s.lines());
    root.put("ratings", s.ratings().list());
    if (bots.size() == 2) {
      Pentanomial p = Pentanomial.of(all, bots.get(0), bots.get(1));
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("counts", p.counts());
      pm.put("elo", p.pairs() == 0 ? null : p.elo());
      pm.put("error95", p.pairs() == 0 ? null : p.error95());
      pm.put("los", p.los());
      root.put("pentanomial", pm);
    }
    sprt.ifPresent(st -> root.put("sprt", st));
    out.println(GameRecord.json().writeValueAsString(root));
    out.flush();
  }

  private static String words(Sprt.Decision d) {
    return switch (d) {
      case ACCEPT_H0 -> "H0 accepted (the difference is at most elo0)";
      case ACCEPT_H1 -> "H1 accepted (the difference is at least elo1)";
      case CONTINUE -> "undecided: more games needed";
    };
  }

  private static String elo(double elo, double error) {
    if (Double.isNaN(elo)) {
      return "n/a";
    }
    if (Double.isInfinite(elo)) {
      return elo > 0 ? "+inf (every pair won)" : "-inf (every pair lost)";
    }
    return String.format(Locale.ROOT, "%+.0f ± %s", elo, Double.isFinite(error) ? String.format(Locale.ROOT, "%.0f", error) : "inf");
  }

  private static String fmt(double points) {
    return points == Math.rint(points) ? String.valueOf((long) points) : String.format(Locale.ROOT, "%.1f", points);
  }

  private static String abbreviate(String s) {
    return abbreviate(s, 24);
  }

  private static String abbreviate(String s, int width) {
    return s.length() <= width ? s : "..." + s.substring(s.length() - width + 3);
  }
}
