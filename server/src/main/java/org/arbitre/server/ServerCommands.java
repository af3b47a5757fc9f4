package org.arbitre.server;

import java.util.List;
import org.arbitre.app.CommandExtension;

/** Adds {@code serve}, {@code worker} and {@code submit} to {@code arbitre} (found by ServiceLoader). */
public final class ServerCommands implements CommandExtension {
  @Override
  public List<Class<?>> commands() {
    return List.of(ServeCommand.class, WorkerCommand.class, SubmitCommand.class);
  }
}
