package org.arbitre.server;

import picocli.CommandLine.Option;

/** Where the contest's data lives: the folder, and the database when it is not the folder's SQLite file. */
final class DbOptions {
  @Option(names = "--dir", required = true, paramLabel = "CONTEST_DIR",
      description = "The contest's folder: contest.yaml (written with defaults when missing), the SQLite"
          + " database arbitre.db (unless --db), the workers' folders under work/.")
  java.nio.file.Path dir;

  @Option(names = "--db", paramLabel = "JDBC_URL",
      description = "A PostgreSQL database instead of the folder's SQLite file: jdbc:postgresql://HOST[:PORT]/NAME."
          + " User and password from --db-user and the environment variable ARBITRE_DB_PASSWORD.")
  String url;

  @Option(names = "--db-user", paramLabel = "USER", description = "The database user (PostgreSQL).")
  String user;

  String password() {
    return System.getenv("ARBITRE_DB_PASSWORD");
  }
}
