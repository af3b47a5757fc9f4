package org.arbitre.server;

import org.arbitre.cli.CommandExtension;
import picocli.CommandLine;

/** Adds {@code serve}, {@code worker} and {@code submit} to {@code arbitre} (found by ServiceLoader). */
public final class ServerCommands implements CommandExtension {
  @Override
  public void addTo(CommandLine arbitre) {
    arbitre.addSubcommand(new ServeCommand());
    arbitre.addSubcommand(new WorkerCommand());
    arbitre.addSubcommand(new SubmitCommand());
  }
}
