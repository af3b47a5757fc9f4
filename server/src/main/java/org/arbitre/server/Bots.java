package org.arbitre.server;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbitre.Sha256;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;

/**
 * Bots, their versions (every upload is kept; the latest compiled one plays) and their data files
 * (the {@code data/} folder the referee gives the bot in every match, kept in the database so
 * that any worker can play it, and so that a match killed half-way changes nothing).
 */
public final class Bots {
  /** A bot; a retired one is kept for the records but plays no more and is out of the member's limit. */
  public record Bot(long id, long memberId, String owner, String game, String name, boolean retired) {
    public String label() {
      return owner + "/" + name;
    }
  }

  public record Version(long id, long botId, int number, String fileName, String sha256, boolean compiled,
      String message, long createdAt) {}

  public record DataFile(String name, long size, long updatedAt) {}

  /** A bot that can be challenged: its latest compiled version. */
  public record Playable(Bot bot, Version version) {}

  private static final String BOT = "SELECT b.id, b.member_id, m.name AS owner, b.game, b.name, b.retired FROM bots b"
      + " JOIN members m ON m.id = b.member_id";
  private static final String VERSION = "SELECT id, bot_id, number, file_name, sha256, compiled, message, created_at FROM versions";

  private final Jdbi jdbi;

  public Bots(Db db) {
    this.jdbi = db.jdbi();
    jdbi.registerRowMapper(ConstructorMapper.factory(Bot.class));
    jdbi.registerRowMapper(ConstructorMapper.factory(Version.class));
    jdbi.registerRowMapper(ConstructorMapper.factory(DataFile.class));
  }

  static void checkName(String name) {
    if (name == null || !name.matches("[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")) {
      throw BadRequest.of("bots.name").on("name");
    }
  }

  /**
   * Bots that count against a member's limit: not retired, and with a compiled version (an upload
   * that did not compile leaves a bot that does not count until a version compiles).
   */
  private static final String COUNTED = "SELECT COUNT(*) FROM bots b WHERE b.member_id = :m AND b.retired = 0"
      + " AND EXISTS (SELECT 1 FROM versions v WHERE v.bot_id = b.id AND v.compiled = 1)";

  /** The bot {@code name} of {@code member} for {@code game}, if there is one. */
  public Optional<Bot> find(long member, String game, String name) {
    return jdbi.withHandle(h -> h.createQuery(BOT + " WHERE b.member_id = :m AND b.game = :g AND b.name = :n")
        .bind("m", member).bind("g", game).bind("n", name).mapTo(Bot.class).findOne());
  }

  /** A new bot {@code name} of {@code member} for {@code game}, within the limit; refused when the name is taken. */
  public Bot create(long member, String game, String name, int quota) {
    checkName(name);
    return jdbi.inTransaction(h -> {
      if (h.createQuery("SELECT COUNT(*) FROM bots WHERE member_id = :m AND game = :g AND name = :n")
          .bind("m", member).bind("g", game).bind("n", name).mapTo(Integer.class).one() > 0) {
        throw BadRequest.of("bots.taken", name, game).on("name");
      }
      checkRoom(h, member, quota);
      long id = h.createQuery("INSERT INTO bots (member_id, game, name, created_at) VALUES (:m, :g, :n, :t) RETURNING id")
          .bind("m", member).bind("g", game).bind("n", name).bind("t", System.currentTimeMillis())
          .mapTo(Long.class).one();
      return bot(h, id).orElseThrow();
    });
  }

  /**
   * The bot {@code name} of {@code member} for {@code game}, created if new (within the limit): the
   * API's submit, where a name already taken means its next version.
   */
  public Bot findOrCreate(long member, String game, String name, int quota) {
    checkName(name);
    return find(member, game, name).orElseGet(() -> create(member, game, name, quota));
  }

  private static void checkRoom(Handle h, long member, int quota) {
    int count = h.createQuery(COUNTED).bind("m", member).mapTo(Integer.class).one();
    if (count >= quota) {
      throw BadRequest.of("bots.full", count);
    }
  }

  /** How many of {@code member}'s bots count against the limit. */
  public int counted(long member) {
    return jdbi.withHandle(h -> h.createQuery(COUNTED).bind("m", member).mapTo(Integer.class).one());
  }

  /** Renames {@code bot}; refused when its owner has another bot of that name for the game. */
  public void rename(Bot bot, String name) {
    checkName(name);
    jdbi.useTransaction(h -> {
      if (h.createQuery("SELECT COUNT(*) FROM bots WHERE member_id = :m AND game = :g AND name = :n AND id <> :id")
          .bind("m", bot.memberId()).bind("g", bot.game()).bind("n", name).bind("id", bot.id()).mapTo(Integer.class).one() > 0) {
        throw BadRequest.of("bots.taken", name, bot.game()).on("name");
      }
      h.createUpdate("UPDATE bots SET name = :n WHERE id = :id").bind("n", name).bind("id", bot.id()).execute();
    });
  }

  /** Retires {@code bot} (true) or brings it back into play (false, within the limit). */
  public void retire(Bot bot, boolean retired, int quota) {
    jdbi.useTransaction(h -> {
      if (!retired && bot.retired()) {
        checkRoom(h, bot.memberId(), quota);
      }
      h.createUpdate("UPDATE bots SET retired = :r WHERE id = :id").bind("r", retired ? 1 : 0).bind("id", bot.id()).execute();
    });
  }

  /** Whether a version of {@code bot} is a side of any match (queued, played or failed). */
  public boolean played(long bot) {
    return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM matches WHERE p1_version IN (SELECT id FROM versions"
            + " WHERE bot_id = :b) OR p2_version IN (SELECT id FROM versions WHERE bot_id = :b)")
        .bind("b", bot).mapTo(Integer.class).one() > 0);
  }

  /** Deletes {@code bot}, its versions and data files; refused once it has played (retire it then). */
  public void delete(Bot bot) {
    jdbi.useTransaction(h -> {
      if (h.createQuery("SELECT COUNT(*) FROM matches WHERE p1_version IN (SELECT id FROM versions WHERE bot_id = :b)"
              + " OR p2_version IN (SELECT id FROM versions WHERE bot_id = :b)").bind("b", bot.id())
          .mapTo(Integer.class).one() > 0) {
        throw BadRequest.of("bots.played", bot.name());
      }
      h.createUpdate("DELETE FROM data_files WHERE bot_id = :b").bind("b", bot.id()).execute();
      h.createUpdate("DELETE FROM versions WHERE bot_id = :b").bind("b", bot.id()).execute();
      h.createUpdate("DELETE FROM bots WHERE id = :b").bind("b", bot.id()).execute();
    });
  }

  public Optional<Bot> bot(long id) {
    return jdbi.withHandle(h -> bot(h, id));
  }

  private static Optional<Bot> bot(Handle h, long id) {
    return h.createQuery(BOT + " WHERE b.id = :id").bind("id", id).mapTo(Bot.class).findOne();
  }

  public List<Bot> of(long member) {
    return jdbi.withHandle(h -> h.createQuery(BOT + " WHERE b.member_id = :m ORDER BY b.game, b.name")
        .bind("m", member).mapTo(Bot.class).list());
  }

  /** Keeps a new version (compiled or not, with the compiler's message). */
  public Version addVersion(long bot, String fileName, byte[] source, boolean compiled, String message) {
    return jdbi.inTransaction(h -> {
      int n = h.createQuery("SELECT COALESCE(MAX(number), 0) + 1 FROM versions WHERE bot_id = :b").bind("b", bot)
          .mapTo(Integer.class).one();
      long id = h.createQuery("INSERT INTO versions (bot_id, number, file_name, source, sha256, compiled, message, created_at)"
              + " VALUES (:b, :n, :f, :s, :h, :c, :msg, :t) RETURNING id")
          .bind("b", bot).bind("n", n).bind("f", fileName).bind("s", source).bind("h", Sha256.hex(source))
          .bind("c", compiled ? 1 : 0).bind("msg", message).bind("t", System.currentTimeMillis())
          .mapTo(Long.class).one();
      return h.createQuery(VERSION + " WHERE id = :id").bind("id", id).mapTo(Version.class).one();
    });
  }

  public List<Version> versions(long bot) {
    return jdbi.withHandle(h -> h.createQuery(VERSION + " WHERE bot_id = :b ORDER BY number DESC").bind("b", bot)
        .mapTo(Version.class).list());
  }

  public Optional<Version> version(long id) {
    return jdbi.withHandle(h -> h.createQuery(VERSION + " WHERE id = :id").bind("id", id).mapTo(Version.class).findOne());
  }

  public byte[] source(long version) {
    return jdbi.withHandle(h -> h.createQuery("SELECT source FROM versions WHERE id = :id").bind("id", version)
        .mapTo(byte[].class).one());
  }

  /** The latest compiled version of {@code bot}, if any. */
  public Optional<Version> latest(long bot) {
    return jdbi.withHandle(h -> h.createQuery(VERSION + " WHERE bot_id = :b AND compiled = 1 ORDER BY number DESC LIMIT 1")
        .bind("b", bot).mapTo(Version.class).findOne());
  }

  /** Every bot of {@code game} in play (not retired) with a compiled version, and that version: who can be challenged. */
  public List<Playable> playable(String game) {
    return jdbi.withHandle(h -> h.createQuery(BOT + " WHERE b.game = :g AND b.retired = 0 ORDER BY m.name, b.name").bind("g", game)
        .mapTo(Bot.class).list()).stream()
        .flatMap(b -> latest(b.id()).map(v -> new Playable(b, v)).stream())
        .toList();
  }

  // --- data files ---

  public List<DataFile> dataFiles(long bot) {
    return jdbi.withHandle(h -> h.createQuery("SELECT name, size, updated_at FROM data_files WHERE bot_id = :b ORDER BY name")
        .bind("b", bot).mapTo(DataFile.class).list());
  }

  public Optional<byte[]> dataFile(long bot, String name) {
    return jdbi.withHandle(h -> h.createQuery("SELECT content FROM data_files WHERE bot_id = :b AND name = :n")
        .bind("b", bot).bind("n", name).mapTo(byte[].class).findOne());
  }

  /** Every data file of {@code bot} with its content (a worker copies them into the bot's folder). */
  public Map<String, byte[]> dataContents(long bot) {
    Map<String, byte[]> files = new java.util.TreeMap<>();
    jdbi.useHandle(h -> h.createQuery("SELECT name, content FROM data_files WHERE bot_id = :b").bind("b", bot)
        .map((rs, ctx) -> Map.entry(rs.getString(1), rs.getBytes(2))).forEach(e -> files.put(e.getKey(), e.getValue())));
    return files;
  }

  /** Writes one data file, refusing a bad name or one that would take the folder past {@code quota}. */
  public void putDataFile(long bot, String name, byte[] content, long quota) {
    DataNames.check(name);
    jdbi.useTransaction(h -> {
      long others = h.createQuery("SELECT COALESCE(SUM(size), 0) FROM data_files WHERE bot_id = :b AND name <> :n")
          .bind("b", bot).bind("n", name).mapTo(Long.class).one();
      if (others + content.length > quota) {
        throw BadRequest.of("data.quota", others + content.length, quota);
      }
      putDataFile(h, bot, name, content);
    });
  }

  static void putDataFile(Handle h, long bot, String name, byte[] content) {
    deleteDataFile(h, bot, name);
    h.createUpdate("INSERT INTO data_files (bot_id, name, content, size, updated_at) VALUES (:b, :n, :c, :s, :t)")
        .bind("b", bot).bind("n", name).bind("c", content).bind("s", content.length).bind("t", System.currentTimeMillis())
        .execute();
  }

  public boolean deleteDataFile(long bot, String name) {
    return jdbi.withHandle(h -> deleteDataFile(h, bot, name)) > 0;
  }

  /** Deletes one data file in {@code h}'s transaction; how many rows went (0 or 1). */
  static int deleteDataFile(Handle h, long bot, String name) {
    return h.createUpdate("DELETE FROM data_files WHERE bot_id = :b AND name = :n").bind("b", bot).bind("n", name).execute();
  }
}
