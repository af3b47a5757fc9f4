package org.arbitre.server;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;

/**
 * The matches: a queue in the database that workers claim from. A claim sets a lease
 * ({@link #LEASE_MS} unless given, timed on the database's clock) that the worker renews while it
 * plays; a match whose lease ran out (its worker died) goes back to the queue, at most {@link #ATTEMPTS} times, then is marked failed. The
 * result is written once: only by the worker holding the current attempt's lease, in one
 * transaction with the bot's data files and stderr, so a result is never lost or doubled.
 */
public final class Matches {
  static final long LEASE_MS = 30_000;
  static final int ATTEMPTS = 3;

  /**
   * One match (a challenge, a game of a tournament, or a member playing a bot in the browser); a
   * side with no version is the built-in bot its name names (random, greedy), or the person
   * when {@code human} is its number (1 or 2).
   */
  public record Match(long id, String game, Long p1Version, Long p2Version, String p1Name, String p2Name,
      Long requestedBy, Long tournamentId, Integer scheduleId, String scheduleKey, String opening,
      String status, String worker, int attempt, String code, String detail, Integer moves, Long wallMs,
      Long slowest1, Long slowest2, String note, long createdAt, Integer human) {
    public boolean finished() {
      return status.equals("done") || status.equals("failed");
    }
  }

  /** A move as played, for the live view. */
  public record LiveMove(int n, int player, String move, long ms) {}

  /** What a worker claimed: the match and the attempt it holds. */
  public record Claim(Match match, int attempt) {}

  /** A finished match as the worker reports it. */
  public record Outcome(String code, String detail, int moves, long wallMs, long slowest1, long slowest2,
      String record, Map<Integer, String> stderr, Map<Integer, Long> stderrBytes, List<DataChange> data, String note) {}

  /** A data file a bot changed during a match: new content, or null when it deleted it. */
  public record DataChange(long bot, String name, byte[] content) {}

  private static final String MATCH = "SELECT id, game, p1_version, p2_version, p1_name, p2_name, requested_by,"
      + " tournament_id, schedule_id, schedule_key, opening, status, worker, attempt, code, detail, moves, wall_ms,"
      + " slowest1, slowest2, note, created_at, human FROM matches";

  private final Jdbi jdbi;
  private final Db.Dialect dialect;
  private final long leaseMs;

  public Matches(Db db) {
    this(db, LEASE_MS);
  }

  /** With leases of {@code leaseMs} (tests shorten it to see a dead worker's match taken back soon). */
  public Matches(Db db, long leaseMs) {
    if (leaseMs < 100) {
      throw new IllegalArgumentException("a lease of at least 100 ms: " + leaseMs);
    }
    this.jdbi = db.jdbi();
    this.dialect = db.dialect();
    this.leaseMs = leaseMs;
    jdbi.registerRowMapper(ConstructorMapper.factory(Match.class));
    jdbi.registerRowMapper(ConstructorMapper.factory(LiveMove.class));
  }

  /**
   * Queues a game between a member in the browser (player {@code human}) and a bot's version;
   * returns its id. The person's side has no version and is named {@code personName}.
   */
  public long enqueueHuman(String game, int human, String personName, Long botVersion, String botName, long member) {
    return jdbi.inTransaction(h -> {
      long id = enqueue(h, game, human == 1 ? null : botVersion, human == 1 ? personName : botName,
          human == 1 ? botVersion : null, human == 1 ? botName : personName, member, null, null, null, "");
      h.createUpdate("UPDATE matches SET human = :p WHERE id = :id").bind("p", human).bind("id", id).execute();
      return id;
    });
  }

  /** Keeps a move the person sent for match {@code id}; false when an earlier one is still waiting to be played. */
  public boolean sendHumanMove(long id, String line) {
    return jdbi.inTransaction(h -> {
      if (h.createQuery("SELECT COUNT(*) FROM human_moves WHERE match_id = :m AND taken = 0").bind("m", id)
          .mapTo(Integer.class).one() > 0) {
        return false;
      }
      int seq = h.createQuery("SELECT COALESCE(MAX(seq), 0) + 1 FROM human_moves WHERE match_id = :m").bind("m", id)
          .mapTo(Integer.class).one();
      h.createUpdate("INSERT INTO human_moves (match_id, seq, line, created_at) VALUES (:m, :s, :l, :t)")
          .bind("m", id).bind("s", seq).bind("l", line).bind("t", System.currentTimeMillis()).execute();
      return true;
    });
  }

  /** The next move the person sent for match {@code id} and the worker has not taken yet, now taken. */
  public Optional<String> takeHumanMove(long id) {
    return jdbi.inTransaction(h -> {
      Optional<Map.Entry<Integer, String>> next = h.createQuery(
              "SELECT seq, line FROM human_moves WHERE match_id = :m AND taken = 0 ORDER BY seq LIMIT 1")
          .bind("m", id).map((rs, ctx) -> Map.entry(rs.getInt(1), rs.getString(2))).findOne();
      next.ifPresent(e -> h.createUpdate("UPDATE human_moves SET taken = 1 WHERE match_id = :m AND seq = :s")
          .bind("m", id).bind("s", e.getKey()).execute());
      return next.map(Map.Entry::getValue);
    });
  }

  /** Queues a match; returns its id. */
  public long enqueue(String game, Long p1, String p1Name, Long p2, String p2Name, Long requestedBy,
      Long tournament, Integer scheduleId, String scheduleKey, String opening) {
    return jdbi.withHandle(h -> enqueue(h, game, p1, p1Name, p2, p2Name, requestedBy, tournament, scheduleId,
        scheduleKey, opening));
  }

  static long enqueue(Handle h, String game, Long p1, String p1Name, Long p2, String p2Name, Long requestedBy,
      Long tournament, Integer scheduleId, String scheduleKey, String opening) {
    return h.createQuery("INSERT INTO matches (game, p1_version, p2_version, p1_name, p2_name, requested_by,"
            + " tournament_id, schedule_id, schedule_key, opening, status, created_at)"
            + " VALUES (:g, :a, :b, :an, :bn, :r, :t, :si, :sk, :o, 'queued', :now) RETURNING id")
        .bind("g", game).bind("a", p1).bind("b", p2).bind("an", p1Name).bind("bn", p2Name).bind("r", requestedBy)
        .bind("t", tournament).bind("si", scheduleId).bind("sk", scheduleKey).bind("o", opening == null ? "" : opening)
        .bind("now", System.currentTimeMillis())
        .mapTo(Long.class).one();
  }

  /**
   * Claims the oldest queued match for {@code worker}, after putting back those whose lease ran
   * out; empty when there is none. On PostgreSQL the pick skips rows other workers are claiming
   * ({@code FOR UPDATE SKIP LOCKED}); SQLite has one writer at a time.
   */
  public Optional<Claim> claim(String worker) {
    return claim(worker, false);
  }

  /**
   * Claims the oldest queued match of one kind: a game a member plays in the browser
   * ({@code browser}) or any other match. Browser games have lanes of their own, so that a game
   * waiting for its member never holds a lane that matches need.
   */
  public Optional<Claim> claim(String worker, boolean browser) {
    long now = System.currentTimeMillis();
    String kind = browser ? " AND human IS NOT NULL" : " AND human IS NULL";
    return jdbi.inTransaction(h -> {
      expire(h, now, dialect);
      Optional<Long> id = h.createQuery("SELECT id FROM matches WHERE status = 'queued'" + kind + " ORDER BY id LIMIT 1"
              + dialect.lockNext)
          .mapTo(Long.class).findOne();
      if (id.isEmpty()) {
        return Optional.<Claim>empty();
      }
      h.createUpdate("UPDATE matches SET status = 'running', worker = :w, attempt = attempt + 1, lease_until = "
              + dialect.nowMs + " + :l WHERE id = :id")
          .bind("w", worker).bind("l", leaseMs).bind("id", id.get()).execute();
      h.createUpdate("DELETE FROM match_moves WHERE match_id = :id").bind("id", id.get()).execute();
      Match m = h.createQuery(MATCH + " WHERE id = :id").bind("id", id.get()).mapTo(Match.class).one();
      return Optional.of(new Claim(m, m.attempt()));
    });
  }

  /**
   * Whether a browser game waits to be claimed (queued, or running with its lease run out): a read
   * only, so that idle browser lanes do not take the database's write lock to find nothing.
   */
  public boolean browserGameWaiting() {
    long now = System.currentTimeMillis();
    return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE human IS NOT NULL AND"
            + " (status = 'queued' OR (status = 'running' AND lease_until < :now))")
        .bind("now", now).mapTo(Integer.class).one() > 0);
  }

  /** Browser games queued or being played: what {@code browser-games} in contest.yaml bounds. */
  public int browserGamesActive() {
    return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE human IS NOT NULL"
        + " AND status IN ('queued', 'running')").mapTo(Integer.class).one());
  }

  /** Matches whose worker stopped renewing: back to the queue, or failed after {@link #ATTEMPTS}. */
  private static void expire(Handle h, long now, Db.Dialect dialect) {
    h.createUpdate("UPDATE matches SET status = 'failed', note = 'interrupted " + ATTEMPTS + " times (its worker stopped)',"
            + " finished_at = :now WHERE status = 'running' AND lease_until < " + dialect.nowMs + " AND attempt >= " + ATTEMPTS)
        .bind("now", now).execute();
    h.createUpdate("UPDATE matches SET status = 'queued', worker = NULL,"
            + " note = 'replayed: its worker stopped during attempt ' || attempt"
            + " WHERE status = 'running' AND lease_until < " + dialect.nowMs)
        .execute();
  }

  /** A worker that starts again under the same name gives back what it was playing when it stopped. */
  public int requeueOwn(String worker) {
    return jdbi.withHandle(h -> h.createUpdate("UPDATE matches SET status = 'queued', worker = NULL,"
            + " note = 'replayed: its worker stopped during attempt ' || attempt"
            + " WHERE status = 'running' AND worker = :w AND attempt < " + ATTEMPTS)
        .bind("w", worker).execute()
        + h.createUpdate("UPDATE matches SET status = 'failed', note = 'interrupted " + ATTEMPTS + " times (its worker stopped)',"
            + " finished_at = :now WHERE status = 'running' AND worker = :w")
        .bind("w", worker).bind("now", System.currentTimeMillis()).execute());
  }

  /** How long a claim holds without being renewed. */
  public long leaseMs() {
    return leaseMs;
  }

  /**
   * Gives a claim back at once (its worker could not play it: a bot would not start...): queued
   * again, or failed once it has had {@link #ATTEMPTS} attempts. Nothing when it is no longer this
   * claim.
   */
  public void giveBack(Claim c, String worker, String why) {
    String note = why.length() > 300 ? why.substring(0, 300) + "..." : why;
    jdbi.useTransaction(h -> {
      h.createUpdate("UPDATE matches SET status = 'queued', worker = NULL, lease_until = NULL, note = :n"
              + " WHERE id = :id AND worker = :w AND attempt = :a AND status = 'running' AND attempt < " + ATTEMPTS)
          .bind("n", "replayed: attempt " + c.attempt() + " failed on " + worker + ": " + note)
          .bind("id", c.match().id()).bind("w", worker).bind("a", c.attempt()).execute();
      h.createUpdate("UPDATE matches SET status = 'failed', note = :n, finished_at = :now, lease_until = NULL"
              + " WHERE id = :id AND worker = :w AND attempt = :a AND status = 'running'")
          .bind("n", "failed " + ATTEMPTS + " times, last on " + worker + ": " + note).bind("now", System.currentTimeMillis())
          .bind("id", c.match().id()).bind("w", worker).bind("a", c.attempt()).execute();
    });
  }

  /** Extends the lease of a claim; false when it is no longer this worker's (the match was taken back). */
  public boolean renew(Claim c, String worker) {
    return jdbi.withHandle(h -> h.createUpdate("UPDATE matches SET lease_until = " + dialect.nowMs + " + :l"
            + " WHERE id = :id AND worker = :w AND attempt = :a AND status = 'running'")
        .bind("l", leaseMs).bind("id", c.match().id()).bind("w", worker)
        .bind("a", c.attempt()).execute()) == 1;
  }

  public void move(long match, int n, int player, String move, long ms) {
    jdbi.useHandle(h -> h.createUpdate("INSERT INTO match_moves (match_id, n, player, move, ms) VALUES (:m, :n, :p, :mv, :ms)")
        .bind("m", match).bind("n", n).bind("p", player).bind("mv", move).bind("ms", ms).execute());
  }

  /**
   * Writes the result of a claim, once: false (and nothing written) when the claim is no longer
   * the current one. The bot's data files change in the same transaction.
   */
  public boolean finish(Claim c, String worker, Outcome o) {
    long now = System.currentTimeMillis();
    return jdbi.inTransaction(h -> {
      int n = h.createUpdate("UPDATE matches SET status = 'done', code = :code, detail = :d, moves = :mv, wall_ms = :w,"
              + " slowest1 = :s1, slowest2 = :s2, record = :r, note = :note, finished_at = :now, lease_until = NULL"
              + " WHERE id = :id AND worker = :wk AND attempt = :a AND status = 'running'")
          .bind("code", o.code()).bind("d", o.detail()).bind("mv", o.moves()).bind("w", o.wallMs())
          .bind("s1", o.slowest1()).bind("s2", o.slowest2()).bind("r", o.record()).bind("note", note(c, o))
          .bind("now", now).bind("id", c.match().id()).bind("wk", worker).bind("a", c.attempt()).execute();
      if (n != 1) {
        return false;
      }
      for (Map.Entry<Integer, String> e : o.stderr().entrySet()) {
        h.createUpdate("INSERT INTO match_stderr (match_id, player, text, bytes) VALUES (:m, :p, :t, :b)")
            .bind("m", c.match().id()).bind("p", e.getKey()).bind("t", e.getValue())
            .bind("b", o.stderrBytes().getOrDefault(e.getKey(), 0L)).execute();
      }
      for (DataChange d : o.data()) {
        if (d.content() == null) {
          Bots.deleteDataFile(h, d.bot(), d.name());
        } else {
          Bots.putDataFile(h, d.bot(), d.name(), d.content());
        }
      }
      return true;
    });
  }

  /** The outcome's note after the claim's (a replay says why it was replayed). */
  private static String note(Claim c, Outcome o) {
    String before = c.match().note();
    if (before == null || before.isBlank()) {
      return o.note();
    }
    return o.note() == null ? before : before + "; " + o.note();
  }

  /** A match that could not be played (a bot that no longer compiles...): failed, with why. */
  public void fail(Claim c, String worker, String why) {
    jdbi.useHandle(h -> h.createUpdate("UPDATE matches SET status = 'failed', note = :n, finished_at = :now"
            + " WHERE id = :id AND worker = :w AND attempt = :a AND status = 'running'")
        .bind("n", why).bind("now", System.currentTimeMillis()).bind("id", c.match().id()).bind("w", worker)
        .bind("a", c.attempt()).execute());
  }

  public Optional<Match> match(long id) {
    return jdbi.withHandle(h -> h.createQuery(MATCH + " WHERE id = :id").bind("id", id).mapTo(Match.class).findOne());
  }

  public Optional<String> record(long id) {
    return jdbi.withHandle(h -> h.createQuery("SELECT record FROM matches WHERE id = :id AND record IS NOT NULL")
        .bind("id", id).mapTo(String.class).findOne());
  }

  public Optional<String> stderr(long id, int player) {
    return jdbi.withHandle(h -> h.createQuery("SELECT text FROM match_stderr WHERE match_id = :m AND player = :p")
        .bind("m", id).bind("p", player).mapTo(String.class).findOne());
  }

  public List<LiveMove> moves(long id, int after) {
    return jdbi.withHandle(h -> h.createQuery("SELECT n, player, move, ms FROM match_moves WHERE match_id = :m AND n > :a ORDER BY n")
        .bind("m", id).bind("a", after).mapTo(LiveMove.class).list());
  }

  public List<Match> recent(int limit) {
    return jdbi.withHandle(h -> h.createQuery(MATCH + " WHERE tournament_id IS NULL ORDER BY id DESC LIMIT :l")
        .bind("l", limit).mapTo(Match.class).list());
  }

  public List<Match> ofVersions(List<Long> versions, int limit) {
    if (versions.isEmpty()) {
      return List.of();
    }
    return jdbi.withHandle(h -> h.createQuery(MATCH + " WHERE (p1_version IN (<v>) OR p2_version IN (<v>)) ORDER BY id DESC LIMIT :l")
        .bindList("v", versions).bind("l", limit).mapTo(Match.class).list());
  }

  public List<Match> ofTournament(long tournament) {
    return jdbi.withHandle(h -> h.createQuery(MATCH + " WHERE tournament_id = :t ORDER BY schedule_id")
        .bind("t", tournament).mapTo(Match.class).list());
  }

  /** How many matches of those the matches list shows (not a tournament's) wait, run, are done or failed. */
  public Map<String, Integer> counts() {
    Map<String, Integer> m = new java.util.TreeMap<>();
    jdbi.useHandle(h -> h.createQuery("SELECT status, COUNT(*) FROM matches WHERE tournament_id IS NULL GROUP BY status")
        .map((rs, ctx) -> Map.entry(rs.getString(1), rs.getInt(2))).forEach(e -> m.put(e.getKey(), e.getValue())));
    return m;
  }
}
