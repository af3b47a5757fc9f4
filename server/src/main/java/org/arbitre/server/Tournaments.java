package org.arbitre.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbitre.Sha256;
import org.arbitre.game.Game;
import org.arbitre.referee.GameRecord;
import org.arbitre.tournament.Format;
import org.arbitre.tournament.GameResult;
import org.arbitre.tournament.Manifest;
import org.arbitre.tournament.Opening;
import org.arbitre.tournament.Openings;
import org.arbitre.tournament.Schedule;
import org.arbitre.tournament.ScheduledGame;
import org.jdbi.v3.core.Jdbi;

/**
 * Tournaments among the latest compiled versions of a game's bots, scheduled by the tournament
 * runner's {@link Schedule} (round robin, colour-swapped pairs, openings cycled) and played as
 * queued matches by the workers; standings and ratings are the runner's, read from the results.
 */
public final class Tournaments {
  private static final ObjectMapper JSON = new ObjectMapper();

  public record Summary(long id, String game, int rounds, long createdAt, int games, int done) {}

  private final Jdbi jdbi;
  private final Bots bots;
  private final Matches matches;

  public Tournaments(Db db, Bots bots, Matches matches) {
    this.jdbi = db.jdbi();
    this.bots = bots;
    this.matches = matches;
  }

  /** Schedules a tournament; returns its id. */
  public long start(Contest contest, String gameName, int rounds, List<String> openingLines, long organiser) {
    Game game = contest.offer(gameName).rules();
    List<Bots.Playable> entrants = bots.playable(gameName);
    if (entrants.size() < 2) {
      throw BadRequest.of("tournaments.few", gameName, entrants.size());
    }
    if (rounds < 1 || rounds > 100) {
      throw BadRequest.of("tournaments.roundsRange").on("rounds");
    }
    List<Opening> openings;
    try {
      openings = openingLines.stream().allMatch(String::isBlank) ? List.of()
          : Openings.parse(openingLines, "openings", game);
    } catch (RuntimeException e) {
      throw BadRequest.of("tournaments.openings", e.getMessage()).on("openings");
    }
    Schedule schedule = new Schedule(entrants.size(), Format.ROUND_ROBIN, rounds, openings);
    List<Manifest.Bot> mb = new ArrayList<>();
    for (Bots.Playable p : entrants) {
      mb.add(new Manifest.Bot(p.bot().label(), "version " + p.version().number(), p.version().sha256()));
    }
    Manifest manifest = new Manifest(Manifest.VERSION, game.name(), game.width(), game.height(), game.k(), mb,
        Format.ROUND_ROBIN.id(), rounds, openings.isEmpty() ? "" : Sha256.hex(String.join("\n", openingLines)),
        Map.of("time per move", contest.timePerMove().toMillis() + " ms", "memory", contest.memoryBytes() + " bytes",
            "contest game", gameName));
    String json;
    try {
      json = JSON.writeValueAsString(manifest);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return jdbi.inTransaction(h -> {
      long id = h.createQuery("INSERT INTO tournaments (game, rounds, manifest, created_by, created_at)"
              + " VALUES (:g, :r, :m, :o, :t) RETURNING id")
          .bind("g", gameName).bind("r", rounds).bind("m", json).bind("o", organiser).bind("t", System.currentTimeMillis())
          .mapTo(Long.class).one();
      for (ScheduledGame g : schedule.games()) {
        Bots.Playable a = entrants.get(g.player1());
        Bots.Playable b = entrants.get(g.player2());
        Matches.enqueue(h, gameName, a.version().id(), a.bot().label(), b.version().id(), b.bot().label(), organiser,
            id, g.id(), g.key(), g.opening().text());
      }
      return id;
    });
  }

  public List<Summary> list() {
    return jdbi.withHandle(h -> h.createQuery("SELECT t.id, t.game, t.rounds, t.created_at,"
            + " (SELECT COUNT(*) FROM matches m WHERE m.tournament_id = t.id) AS games,"
            + " (SELECT COUNT(*) FROM matches m WHERE m.tournament_id = t.id AND m.status IN ('done', 'failed')) AS done"
            + " FROM tournaments t ORDER BY t.id DESC")
        .map((rs, ctx) -> new Summary(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getLong(4), rs.getInt(5), rs.getInt(6)))
        .list());
  }

  public Optional<Manifest> manifest(long id) {
    return jdbi.withHandle(h -> h.createQuery("SELECT manifest FROM tournaments WHERE id = :id").bind("id", id)
        .mapTo(String.class).findOne()).map(Tournaments::readManifest);
  }

  static Manifest readManifest(String json) {
    try {
      return JSON.readValue(json, Manifest.class);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The finished games of a tournament as the runner's results (ids and keys of its schedule). */
  public List<GameResult> results(long id) {
    List<GameResult> out = new ArrayList<>();
    for (Matches.Match m : matches.ofTournament(id)) {
      if (m.status().equals("done") && m.code() != null) {
        out.add(result(m, m.scheduleId(), m.scheduleKey()));
      }
    }
    return out;
  }

  /** A finished match as a result line ({@code record} names the match, read from the database). */
  static GameResult result(Matches.Match m, int id, String key) {
    return GameResult.of(id, key, new GameResult.Player(m.p1Name(), m.slowest1() == null ? 0 : m.slowest1()),
        new GameResult.Player(m.p2Name(), m.slowest2() == null ? 0 : m.slowest2()), m.code(),
        m.detail(), m.moves() == null ? 0 : m.moves(), m.wallMs() == null ? 0 : m.wallMs(), "match-" + m.id());
  }

  static GameRecord readRecord(String json) throws IOException {
    return GameRecord.json().readValue(json, GameRecord.class);
  }
}
