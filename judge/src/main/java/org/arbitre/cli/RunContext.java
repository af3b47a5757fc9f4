package org.arbitre.cli;

import java.io.PrintWriter;
import org.arbitre.app.SandboxOption;
import org.arbitre.app.Toolkit;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What a command that runs programs takes from the tool: {@code --no-sandbox}, the toolkit
 * (sandboxed or not, as asked) and the command's output and error streams.
 */
class RunContext {
  @Mixin SandboxOption sandbox;

  @Spec(Spec.Target.MIXEE) CommandSpec spec;

  /** The tool's toolkit, with or without the sandbox as asked (before it runs anything). */
  Toolkit toolkit() {
    return sandbox.apply(tool().toolkit());
  }

  PrintWriter out() {
    return spec.commandLine().getOut();
  }

  PrintWriter err() {
    return spec.commandLine().getErr();
  }

  /** Whether the output is a terminal (for colours). */
  boolean terminal() {
    return tool().terminal();
  }

  private Arbitre tool() {
    return (Arbitre) spec.parent().userObject();
  }
}
