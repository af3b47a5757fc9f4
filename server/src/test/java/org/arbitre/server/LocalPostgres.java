package org.arbitre.server;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of the test's own: Debian's {@code postgresql} binaries
 * ({@code /usr/lib/postgresql/VERSION/bin}), a cluster made by {@code initdb} in a temporary
 * folder, started by {@code pg_ctl} on a free loopback port (trust authentication, user
 * {@code postgres}), stopped and removed by {@link #close}. As root, everything runs as the
 * {@code postgres} user ({@code runuser}), since PostgreSQL refuses to run as root.
 */
final class LocalPostgres implements AutoCloseable {
  private final Path bin;
  private final Path dir;
  private final int port;
  private final boolean asPostgres;

  private LocalPostgres(Path bin, Path dir, int port, boolean asPostgres) {
    this.bin = bin;
    this.dir = dir;
    this.port = port;
    this.asPostgres = asPostgres;
  }

  /** The newest installed version's binaries, if any. */
  static Optional<Path> binaries() {
    Path base = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(base)) {
      return Optional.empty();
    }
    try (Stream<Path> versions = Files.list(base)) {
      return versions.map(v -> v.resolve("bin"))
          .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
          .max(Comparator.comparingInt(b -> version(b.getParent().getFileName().toString())));
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static int version(String name) {
    try {
      return Integer.parseInt(name.replaceAll("[^0-9].*", ""));
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** Whether a server can be started here: the binaries, and a user to run them that is not root. */
  static boolean available() {
    return binaries().isPresent() && (!isRoot() || Files.isExecutable(Path.of("/usr/sbin/runuser")) || Files.isExecutable(Path.of("/sbin/runuser")));
  }

  private static boolean isRoot() {
    return "root".equals(System.getProperty("user.name"));
  }

  /** initdb, then pg_ctl start on a free port; waits until it accepts connections. */
  static LocalPostgres start() throws IOException, InterruptedException {
    Path bin = binaries().orElseThrow(() -> new IllegalStateException("PostgreSQL is not installed"));
    boolean root = isRoot();
    Path dir = Files.createTempDirectory(Path.of("/tmp"), "arbitre-pg-");
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
    if (root) {
      UserPrincipalLookupService users = dir.getFileSystem().getUserPrincipalLookupService();
      Files.setOwner(dir, users.lookupPrincipalByName("postgres"));
    }
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    LocalPostgres pg = new LocalPostgres(bin, dir, port, root);
    pg.run(60, bin.resolve("initdb").toString(), "-D", dir.resolve("data").toString(), "-U", "postgres",
        "-A", "trust", "-E", "UTF8", "--no-sync", "--locale=C");
    pg.run(60, bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-l", dir.resolve("log").toString(),
        "-w", "-t", "60", "-o", "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c max_connections=100", "start");
    return pg;
  }

  private void run(int seconds, String... argv) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    if (asPostgres) {
      cmd.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    cmd.addAll(List.of(argv));
    Path out = Files.createTempFile("arbitre-pg-cmd", ".txt");
    try {
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
      if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException(String.join(" ", cmd) + ": still running after " + seconds + " s");
      }
      if (p.exitValue() != 0) {
        throw new IOException(String.join(" ", cmd) + ": exit " + p.exitValue() + "\n" + Files.readString(out));
      }
    } finally {
      Files.deleteIfExists(out);
    }
  }

  /** Creates database {@code name}; returns its JDBC URL. */
  String createDatabase(String name) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/postgres", "postgres", "");
        Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name); // a test's own constant name
    }
    return url(name);
  }

  String url(String name) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + name;
  }

  static String user() {
    return "postgres";
  }

  int port() {
    return port;
  }

  /** Stops the server (fast: open sessions are cut) and removes its folder. */
  @Override
  public void close() throws IOException, InterruptedException {
    try {
      run(60, bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-m", "fast", "-w", "stop");
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }
}
