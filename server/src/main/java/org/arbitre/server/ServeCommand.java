package org.arbitre.server;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.arbitre.UserError;
import org.arbitre.app.CommandExtension;
import org.arbitre.app.SandboxOption;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Serve the contest's members' site: bots, their data/ files, live matches, tournaments.",
        "Members register, enter bots (any supported language, compiled in the sandbox), edit their"
        + " data/ files, challenge other bots and watch the matches live; the organiser runs"
        + " tournaments. Matches are played by workers in this process"
        + " (contest.yaml's 'workers', or --workers) and by any 'arbitre worker' on the same database.",
        "Stops cleanly on Ctrl-C: a match cut short goes back to the queue at once, to be played again."},
    footer = {"", "Example:",
        "  ./arbitre serve --dir contest --add-organiser alice    (asks the password)",
        "  ./arbitre serve --dir contest --port 8080"})
public final class ServeCommand implements Callable<Integer> {
  @ParentCommand CommandExtension.Host app;
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DbOptions db;
  @Mixin SandboxOption sandbox;

  @Option(names = "--port", defaultValue = "8080", description = "The port (default: ${DEFAULT-VALUE}; 0: any free one).")
  int port;

  @Option(names = "--host", defaultValue = "127.0.0.1",
      description = "The address to listen on (default: ${DEFAULT-VALUE}; 0.0.0.0 for every interface).")
  String host;

  @Option(names = "--workers", paramLabel = "N",
      description = "Matches played at once by this process (default: contest.yaml's 'workers'; 0: none).")
  Integer workers;

  @Option(names = "--add-organiser", paramLabel = "NAME",
      description = "Create the organiser NAME (or make NAME one), with the password typed on the terminal or"
          + " read as one line from stdin, then exit.")
  String organiser;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (port < 0 || port > 65535) {
      throw new UserError("--port: 0 to 65535");
    }
    if (workers != null && workers < 0) {
      throw new UserError("--workers: 0 or more");
    }
    try (ContestServer server = ContestServer.open(db.dir, app.toolkit().root(), app.toolkit().settings().cache(), sandbox.on(),
        db.url, db.user, db.password(), err)) {
      if (organiser != null) {
        String password = password(organiser);
        try {
          server.members().addOrganiser(organiser, password);
        } catch (BadRequest e) {
          throw new UserError(e.getMessage());
        }
        out.println("organiser " + organiser + " is ready in " + server.db().where());
        return 0;
      }
      int lanes = workers != null ? workers : server.contest().workers();
      server.closeOnExit();
      server.startWorkers(WorkerCommand.defaultName(db.dir), lanes, err);
      int bound;
      try {
        bound = server.serve(host, port);
      } catch (RuntimeException e) {
        throw new UserError("cannot listen on " + host + ":" + port + ": " + rootMessage(e));
      }
      if (bound < 0) {
        return 0; // stopped while starting
      }
      out.println("arbitre: serving " + server.contest().name() + " on http://" + host + ":" + bound
          + " (database " + server.db().where() + ", " + lanes + " worker" + (lanes == 1 ? "" : "s") + "); Ctrl-C stops it");
      out.flush();
      server.runUntilStopped();
    }
    return 0;
  }

  static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null) {
      t = t.getCause();
    }
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }

  private static String password(String name) throws java.io.IOException {
    java.io.Console console = System.console();
    String p;
    if (console != null) {
      char[] c = console.readPassword("password for %s: ", name);
      p = c == null ? null : new String(c);
    } else {
      p = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
    }
    if (p == null || p.isEmpty()) {
      throw new UserError("no password given for " + name + " (type it, or give it as one line on stdin)");
    }
    return p;
  }
}
