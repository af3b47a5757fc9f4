package org.arbitre.server;

import java.io.PrintWriter;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arbitre.Sha256;
import org.arbitre.UserError;
import org.arbitre.app.CommandExtension;
import org.arbitre.app.SandboxOption;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "worker", mixinStandardHelpOptions = true,
    description = {"Play a contest server's queued matches on this machine (a database shared with serve).",
        "Claims a match from"
        + " the database (FOR UPDATE SKIP LOCKED on PostgreSQL), holds a lease while it plays (a match whose"
        + " worker dies goes back to the queue when its lease runs out), writes the result once.",
        "--dir is this worker's own folder (bots' folders, builds); contest.yaml there must be the server's."},
    footer = {"", "Example:",
        "  ARBITRE_DB_PASSWORD=... ./arbitre worker --db jdbc:postgresql://db.example/contest --db-user arbitre \\",
        "      --dir worker1 --workers 2"})
public final class WorkerCommand implements Callable<Integer> {
  @ParentCommand CommandExtension.Host app;
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DbOptions db;
  @Mixin SandboxOption sandbox;

  @Option(names = "--workers", paramLabel = "N", defaultValue = "1",
      description = "Matches played at once (default: ${DEFAULT-VALUE}).")
  int workers;

  @Option(names = "--name", paramLabel = "NAME",
      description = "This worker's name in the database (default: the host and the folder). A worker started"
          + " again under its name gives back at once what it was playing when it stopped.")
  String name;

  @Override
  public Integer call() throws Exception {
    if (workers < 1) {
      throw new UserError("--workers: at least 1");
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    ContestServer server = ContestServer.open(db.dir, app.toolkit().root(), app.toolkit().settings().cache(), sandbox.on(),
        db.url, db.user, db.password(), err);
    String me = name != null ? name : defaultName(db.dir);
    server.closeOnExit();
    server.startWorkers(me, workers, err);
    out.println("arbitre: worker " + me + " playing " + workers + " match" + (workers == 1 ? "" : "es")
        + " at once from " + server.db().where() + "; Ctrl-C stops it");
    out.flush();
    server.runUntilStopped();
    return 0;
  }

  /** The host name and a hash of the folder: the same worker gets the same name when it starts again. */
  static String defaultName(Path dir) {
    String host;
    try {
      host = InetAddress.getLocalHost().getHostName();
    } catch (java.io.IOException e) {
      host = "localhost";
    }
    return host + "-" + Sha256.hex(dir.toAbsolutePath().normalize().toString()).substring(0, 6);
  }
}
