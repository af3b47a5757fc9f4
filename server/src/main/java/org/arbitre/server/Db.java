package org.arbitre.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import org.arbitre.UserError;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.jdbi.v3.core.Jdbi;

/**
 * The contest's database: SQLite in {@code CONTEST_DIR/arbitre.db} by default, PostgreSQL when
 * {@code --db jdbc:postgresql://...} names one; migrated with Flyway at open (the scripts under
 * {@code db/sqlite} and {@code db/postgresql}); queries through Jdbi with bound parameters only.
 *
 * <p>Why SQLite: its commit is atomic and durable by design (a write-ahead log, fsync'd at every
 * commit with {@code synchronous=FULL}); a process killed at any instant, even mid-commit, leaves
 * the last committed state on the next open. It is a file in the contest's folder, with nothing
 * to install or start. Writers take the lock at the start of a transaction ({@code IMMEDIATE})
 * and wait for it up to {@link #BUSY_MS}, so two workers never fail on each other.
 */
public final class Db implements AutoCloseable {
  static final int BUSY_MS = 15_000;

  /** What differs between the two engines, in the SQL the stores write: constant text only. */
  public enum Dialect {
    SQLITE("", "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"),
    POSTGRESQL(" FOR UPDATE SKIP LOCKED", "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)");

    /** Appended to the select that picks the next queued match. */
    final String lockNext;
    /**
     * The database's clock in milliseconds since 1970: leases are set and compared on it, so the
     * workers' machines' clocks do not matter (a worker whose clock ran behind would otherwise
     * take live matches away, one ahead would never let a dead worker's match go).
     */
    final String nowMs;

    Dialect(String lockNext, String nowMs) {
      this.lockNext = lockNext;
      this.nowMs = nowMs;
    }
  }

  private final HikariDataSource source;
  private final Jdbi jdbi;
  private final Dialect dialect;
  private final String where;

  private Db(HikariDataSource source, Dialect dialect, String where) {
    this.source = source;
    this.jdbi = Jdbi.create(source);
    this.dialect = dialect;
    this.where = where;
  }

  /** Opens (and migrates) the database: {@code url} when given, else SQLite in {@code dir}. */
  public static Db open(Path dir, String url, String user, String password) {
    HikariConfig c = new HikariConfig();
    Dialect dialect;
    String where;
    if (url == null) {
      Path file = dir.resolve("arbitre.db").toAbsolutePath();
      c.setJdbcUrl("jdbc:sqlite:" + file);
      c.addDataSourceProperty("journal_mode", "WAL");
      c.addDataSourceProperty("synchronous", "FULL");
      c.addDataSourceProperty("foreign_keys", "true");
      c.addDataSourceProperty("busy_timeout", Integer.toString(BUSY_MS));
      c.addDataSourceProperty("transaction_mode", "IMMEDIATE");
      c.setMaximumPoolSize(4);
      dialect = Dialect.SQLITE;
      where = file.toString();
    } else if (url.startsWith("jdbc:postgresql:")) {
      c.setJdbcUrl(url);
      if (user != null) {
        c.setUsername(user);
      }
      if (password != null) {
        c.setPassword(password);
      }
      c.setMaximumPoolSize(8);
      dialect = Dialect.POSTGRESQL;
      where = url.replaceAll("password=[^&]*", "password=***");
    } else {
      throw new UserError("--db: only jdbc:postgresql://HOST/NAME is supported besides the default SQLite file: " + url);
    }
    c.setPoolName("arbitre");
    c.setInitializationFailTimeout(-1);
    c.setConnectionTimeout(10_000);
    HikariDataSource ds = new HikariDataSource(c);
    try {
      Flyway.configure().dataSource(ds)
          .locations("classpath:db/" + (dialect == Dialect.SQLITE ? "sqlite" : "postgresql"))
          .load().migrate();
    } catch (FlywayException e) {
      ds.close();
      throw new UserError("cannot open the database " + where + ": " + deepest(e));
    } catch (RuntimeException e) {
      ds.close();
      throw new UserError("cannot open the database " + where + ": " + deepest(e));
    }
    return new Db(ds, dialect, where);
  }

  /** The first line of the innermost cause: "Connection refused", not the pool's wrapper. */
  private static String deepest(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String m = t.getMessage() == null ? t.toString() : t.getMessage();
    return m.lines().findFirst().orElse(m);
  }

  public Jdbi jdbi() {
    return jdbi;
  }

  public Dialect dialect() {
    return dialect;
  }

  /** The file or URL (without its password), for messages. */
  public String where() {
    return where;
  }

  @Override
  public void close() {
    source.close();
  }
}
