package org.arbitre.server;

import org.arbitre.app.Settings;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.arbitre.process.BuildCache;

/**
 * A worker in a process of its own, with a lease as short as a test wants (the real
 * {@code arbitre worker} holds {@link Matches#LEASE_MS}), for {@link LeaseExpiryIT} to kill:
 * {@code WorkerProcess DIR URL|- LEASE_MS NAME}, with {@code -Darbitre.root}.
 */
public final class WorkerProcess {
  private WorkerProcess() {}

  public static void main(String[] args) throws Exception {
    String url = args[1].equals("-") ? null : args[1];
    PrintWriter log = new PrintWriter(System.err, true);
    ContestServer server = ContestServer.open(Path.of(args[0]), Engines.root(), Settings.fromSystem().cache(), true, url,
        Engines.user(url), null, log, Long.parseLong(args[2]));
    server.startWorkers(args[3], 1, log);
    System.out.println("worker " + args[3] + " started");
    System.out.flush();
    Thread.sleep(Long.MAX_VALUE);
  }
}
