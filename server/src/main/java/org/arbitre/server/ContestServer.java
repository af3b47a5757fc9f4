package org.arbitre.server;

import io.javalin.Javalin;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.arbitre.app.Toolkit;
import org.arbitre.process.BuildCache;

/**
 * A contest, running: its database, a toolkit of its own (bots' folders under
 * {@code CONTEST_DIR/work/bots}, the whole contest folder hidden from every sandboxed program),
 * the workers that play its matches, and (for {@code serve}) the site. Closing it stops the
 * site, the workers and every bot they started.
 */
public final class ContestServer implements AutoCloseable {
  private final Db db;
  private final Toolkit toolkit;
  private final Site site;
  private Worker worker;
  private Javalin web;

  private ContestServer(Db db, Toolkit toolkit, Site site) {
    this.db = db;
    this.toolkit = toolkit;
    this.site = site;
  }

  /** Opens the contest in {@code dir} on its database ({@code dbUrl} null: SQLite in the folder). */
  public static ContestServer open(Path dir, Path root, BuildCache cache, boolean sandboxed, String dbUrl,
      String dbUser, String dbPassword, PrintWriter warnings) throws java.io.IOException {
    return open(dir, root, cache, sandboxed, dbUrl, dbUser, dbPassword, warnings, Matches.LEASE_MS);
  }

  /** The same, with the queue's leases of {@code leaseMs} (tests: a dead worker's match comes back sooner). */
  static ContestServer open(Path dir, Path root, BuildCache cache, boolean sandboxed, String dbUrl,
      String dbUser, String dbPassword, PrintWriter warnings, long leaseMs) throws java.io.IOException {
    Path abs = dir.toAbsolutePath().normalize();
    if (java.nio.file.Files.exists(abs) && !java.nio.file.Files.isDirectory(abs)) {
      throw new org.arbitre.UserError("--dir " + dir + " is a file, not a folder");
    }
    try {
      java.nio.file.Files.createDirectories(abs);
    } catch (java.io.IOException e) {
      throw new org.arbitre.UserError("cannot make the contest folder " + dir + ": " + e.getMessage());
    }
    Contest contest = Contest.load(abs);
    Db db = Db.open(abs, dbUrl, dbUser, dbPassword);
    Toolkit toolkit = new Toolkit(root, cache, abs.resolve("work").resolve("bots"))
        .sandboxed(sandboxed).warnings(warnings).hide(abs);
    for (String id : contest.languages()) { // allowed, but not buildable here: the organiser is told, not stopped
      org.arbitre.lang.Language lang = org.arbitre.lang.Languages.byId(id).orElseThrow();
      org.arbitre.lang.Languages.toolchain(lang).filter(t -> !t.installed(toolkit.settings().path())).ifPresent(t ->
          warnings.println("arbitre: warning: contest.yaml allows " + id + ", but " + t.program() + " is not installed"
              + " here: install the Debian package " + t.debianPackage() + " (scripts/languages " + id + ")"));
    }
    warnings.flush();
    Members members = new Members(db);
    Bots bots = new Bots(db);
    Matches matches = new Matches(db, leaseMs);
    Site site = new Site(contest, abs, members, bots, matches, new Tournaments(db, bots, matches),
        new Builds(toolkit.compiler(), abs.resolve("work"), contest), new Pages(contest), new LoginLimiter());
    return new ContestServer(db, toolkit, site);
  }

  public Contest contest() {
    return site.contest();
  }

  public Members members() {
    return site.members();
  }

  Site site() {
    return site;
  }

  public Db db() {
    return db;
  }

  /** Starts {@code lanes} workers named {@code name/1}... on this contest's queue. */
  public synchronized void startWorkers(String name, int lanes, PrintWriter log) {
    if (closed) {
      return; // stopped meanwhile (see closeOnExit)
    }
    worker = new Worker(site.contest(), toolkit, site.matches(), site.bots(), site.builds(), name, log);
    worker.start(lanes);
  }

  /** Serves the site on {@code host:port} (0: any free port); returns the port, or -1 when the server is stopping. */
  public synchronized int serve(String host, int port) {
    if (closed) {
      return -1; // stopped meanwhile: nothing to serve
    }
    web = Web.create(site).start(host, port);
    return web.port();
  }

  private final java.util.concurrent.CountDownLatch stopped = new java.util.concurrent.CountDownLatch(1);
  private boolean hooked;

  /**
   * Closes this server when the process is stopped (Ctrl-C, kill): the site, the workers and their
   * bots go first, and a match being played is queued again at once. Call it before
   * {@link #startWorkers}: a stop that comes while the site is still starting must find the
   * workers' matches to give back.
   */
  public synchronized void closeOnExit() {
    if (!hooked) {
      hooked = true;
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        close();
        stopped.countDown();
      }, "arbitre-server-stop"));
    }
  }

  /** Waits until the process is stopped (Ctrl-C, kill), then closes ({@link #closeOnExit}). */
  public void runUntilStopped() throws InterruptedException {
    closeOnExit();
    stopped.await();
  }

  private boolean closed;

  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    if (web != null) {
      web.stop();
    }
    if (worker != null) {
      worker.close();
    }
    toolkit.close();
    db.close();
  }
}
