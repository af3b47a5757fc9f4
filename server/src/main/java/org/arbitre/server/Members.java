package org.arbitre.server;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import org.arbitre.Sha256;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.mapper.reflect.ConstructorMapper;
import org.springframework.security.crypto.bcrypt.BCrypt;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * Members and their credentials: passwords hashed with bcrypt (cost {@link #COST}), sessions and
 * API tokens kept only as SHA-256 hashes (a copy of the database gives no way in). A login with a
 * wrong password and one with an unknown name take the same time and get the same answer.
 */
public final class Members {
  static final int COST = 10;
  static final long SESSION_MS = 7L * 24 * 3600 * 1000;
  private static final SecureRandom RANDOM = new SecureRandom();

  public record Member(long id, String name, String passwordHash, boolean organiser) {}

  public record Session(Member member, String csrf) {}

  private final Jdbi jdbi;
  private final BCryptPasswordEncoder bcrypt = new BCryptPasswordEncoder(COST);
  /**
   * Compared against when the name is unknown, so that case costs what a wrong password costs: a
   * hash of cost {@link #COST} with a random salt, which no password matches. Not the hash of
   * anything (that would cost every start of the server a bcrypt): checking a password against it
   * is the same work.
   */
  private final String dummyHash = BCrypt.gensalt(COST) + ".".repeat(31);

  public Members(Db db) {
    this.jdbi = db.jdbi();
    this.jdbi.registerRowMapper(ConstructorMapper.factory(Member.class));
  }

  /** A new random secret: 32 bytes as hex. */
  static String token() {
    byte[] b = new byte[32];
    RANDOM.nextBytes(b);
    return HexFormat.of().formatHex(b);
  }

  static void checkName(String name) {
    if (name == null || !name.matches("[A-Za-z0-9_-]{2,32}")) {
      throw BadRequest.of("members.name").on("name");
    }
  }

  static void checkPassword(String password) {
    if (password == null || password.length() < 8 || bytes(password) > 72) {
      throw BadRequest.of("members.password").on("password");
    }
  }

  private static int bytes(String s) {
    return s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
  }

  /** Registers a member; {@link BadRequest} when the name is taken or malformed. */
  public Member register(String name, String password, boolean organiser) {
    checkName(name);
    checkPassword(password);
    String hash = bcrypt.encode(password);
    return jdbi.inTransaction(h -> {
      if (h.createQuery("SELECT COUNT(*) FROM members WHERE lower(name) = lower(:n)").bind("n", name)
          .mapTo(Integer.class).one() > 0) {
        throw BadRequest.of("members.taken", name).on("name");
      }
      long id = h.createQuery("INSERT INTO members (name, password_hash, organiser, created_at)"
              + " VALUES (:n, :p, :o, :t) RETURNING id")
          .bind("n", name).bind("p", hash).bind("o", organiser ? 1 : 0).bind("t", System.currentTimeMillis())
          .mapTo(Long.class).one();
      return new Member(id, name, hash, organiser);
    });
  }

  /** Makes {@code name} an organiser with this password, creating the member if needed. */
  public Member addOrganiser(String name, String password) {
    checkName(name);
    checkPassword(password);
    Optional<Member> existing = byName(name);
    if (existing.isEmpty()) {
      return register(name, password, true);
    }
    String hash = bcrypt.encode(password);
    jdbi.useHandle(h -> h.createUpdate("UPDATE members SET organiser = 1, password_hash = :p WHERE id = :id")
        .bind("p", hash).bind("id", existing.get().id()).execute());
    return new Member(existing.get().id(), existing.get().name(), hash, true);
  }

  public Optional<Member> byName(String name) {
    return jdbi.withHandle(h -> h.createQuery("SELECT id, name, password_hash, organiser FROM members WHERE lower(name) = lower(:n)")
        .bind("n", name).mapTo(Member.class).findOne());
  }

  public Optional<Member> byId(long id) {
    return jdbi.withHandle(h -> h.createQuery("SELECT id, name, password_hash, organiser FROM members WHERE id = :id")
        .bind("id", id).mapTo(Member.class).findOne());
  }

  /** The member whose password this is, or empty: the same work and answer for an unknown name. */
  public Optional<Member> authenticate(String name, String password) {
    Optional<Member> m = name == null ? Optional.empty() : byName(name);
    String hash = m.map(Member::passwordHash).orElse(dummyHash);
    boolean fits = password != null && bytes(password) <= 72;
    boolean ok = bcrypt.matches(fits ? password : "", hash) && fits;
    return ok ? m : Optional.empty();
  }

  /** Opens a session: returns the cookie's secret (only its hash is stored). */
  public String openSession(Member m) {
    String secret = token();
    long now = System.currentTimeMillis();
    jdbi.useHandle(h -> {
      h.createUpdate("DELETE FROM sessions WHERE expires_at < :now").bind("now", now).execute();
      h.createUpdate("INSERT INTO sessions (id_hash, member_id, csrf, expires_at) VALUES (:i, :m, :c, :e)")
          .bind("i", Sha256.hex(secret)).bind("m", m.id()).bind("c", token()).bind("e", now + SESSION_MS).execute();
    });
    return secret;
  }

  public Optional<Session> session(String secret) {
    if (secret == null || !secret.matches("[0-9a-f]{64}")) {
      return Optional.empty();
    }
    return jdbi.withHandle(h -> h.createQuery("SELECT m.id, m.name, m.password_hash, m.organiser, s.csrf"
            + " FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.id_hash = :i AND s.expires_at > :now")
        .bind("i", Sha256.hex(secret)).bind("now", System.currentTimeMillis())
        .map((rs, ctx) -> new Session(new Member(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getInt(4) != 0),
            rs.getString(5)))
        .findOne());
  }

  public void closeSession(String secret) {
    if (secret != null) {
      jdbi.useHandle(h -> h.createUpdate("DELETE FROM sessions WHERE id_hash = :i").bind("i", Sha256.hex(secret)).execute());
    }
  }

  /** A new API token for {@code m} (the old one stops working); shown once, stored hashed. */
  public String newToken(Member m) {
    String t = "arb_" + token();
    jdbi.useHandle(h -> h.createUpdate("UPDATE members SET token_hash = :t WHERE id = :id")
        .bind("t", Sha256.hex(t)).bind("id", m.id()).execute());
    return t;
  }

  public Optional<Member> byToken(String token) {
    if (token == null || !token.matches("arb_[0-9a-f]{64}")) {
      return Optional.empty();
    }
    return jdbi.withHandle(h -> h.createQuery("SELECT id, name, password_hash, organiser FROM members WHERE token_hash = :t")
        .bind("t", Sha256.hex(token)).mapTo(Member.class).findOne());
  }
}
