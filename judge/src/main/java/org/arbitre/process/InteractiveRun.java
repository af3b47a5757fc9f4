package org.arbitre.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * An interactive run: a solution and an interactor started together, each measured by its own
 * {@link Watchdog}, the output of each relayed to the other ({@link Relay}), and who ended first.
 * When one program's end decides the run whatever the other does next (the caller says which,
 * {@link Interaction.EarlyEnds}), the other is stopped at once instead of running to its limit.
 */
final class InteractiveRun {
  private InteractiveRun() {
  }

  /**
   * {@link ProcessRunner#interact}, through the chain {@code measured} of {@code runner}, made for
   * pipes ({@link Wrapper#piped}): no layer keeps a copy of a program's stdin or stdout, so each
   * program sees the end of the other's output as soon as the other closes it.
   */
  static Interaction interact(LocalRunner runner, List<Wrapper> measured, Command solution, Limits solutionLimits, Path solutionStderr,
      Command interactor, Limits interactorLimits, Path interactorStderr, Interaction.EarlyEnds ends)
      throws IOException {
    List<Wrapper> solChain;
    try {
      solChain = Chains.open(measured, solution, solutionLimits, runner.knownAllowList(solution));
      runner.keep(solution, solChain);
    } catch (Sandbox.StartFailure e) {
      RunResult f = new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, runner.memorySource(), e.getMessage());
      return new Interaction(f, f, true);
    }
    List<Wrapper> intChain;
    try {
      intChain = Chains.open(measured, interactor, interactorLimits, runner.knownAllowList(interactor));
      runner.keep(interactor, intChain);
    } catch (Sandbox.StartFailure e) {
      Chains.close(solChain);
      RunResult f = new RunResult(Outcome.FAILED_TO_START, -1, 0, 0, 0, 0, 0, runner.memorySource(), e.getMessage());
      return new Interaction(new RunResult(Outcome.EXITED, 0, 0, 0, 0, 0, 0, runner.memorySource(), ""), f, false);
    }
    Path solReport = runner.measuring() ? RunReport.newFile() : null;
    Path intReport = runner.measuring() ? RunReport.newFile() : null;
    try {
      return run(runner, solChain, solution, solutionLimits, solutionStderr, solReport,
          intChain, interactor, interactorLimits, interactorStderr, intReport, ends);
    } finally {
      Chains.close(solChain);
      Chains.close(intChain);
      for (Path r : new Path[] {solReport, intReport}) {
        if (r != null) {
          Files.deleteIfExists(r);
        }
      }
    }
  }

  /** Runs the two opened chains' programs to their ends; the caller closes the chains and deletes the reports. */
  private static Interaction run(LocalRunner runner, List<Wrapper> solChain, Command solution, Limits solLimits, Path solErr,
      Path solReport, List<Wrapper> intChain, Command interactor, Limits intLimits, Path intErr, Path intReport,
      Interaction.EarlyEnds ends) throws IOException {
    ProcessBuilder.Redirect pipe = ProcessBuilder.Redirect.PIPE;
    Relay[] relays = new Relay[2]; // [0]: solution → interactor, [1]: interactor → solution
    Watchdog sol = runner.startMeasured(solChain, solution, solLimits, solReport, pipe, pipe, solErr,
        () -> relays[0] == null ? 0 : relays[0].bytes.get());
    if (sol.failed != null) {
      return new Interaction(sol.failed, new RunResult(Outcome.EXITED, 0, 0, 0, 0, 0, 0, runner.memorySource(), ""), true);
    }
    Watchdog inter = runner.startMeasured(intChain, interactor, intLimits, intReport, pipe, pipe, intErr,
        () -> relays[1] == null ? 0 : relays[1].bytes.get());
    if (inter.failed != null) {
      sol.process.getOutputStream().close();
      return new Interaction(sol.await(), inter.failed, false);
    }
    relays[0] = new Relay(sol.process.getInputStream(), inter.process.getOutputStream(), solLimits.outputBytes());
    relays[1] = new Relay(inter.process.getInputStream(), sol.process.getOutputStream(), intLimits.outputBytes(), true);
    List<Thread> relayThreads = List.of(daemon("arbitre-relay-solution", relays[0]),
        daemon("arbitre-relay-interactor", relays[1]));
    RunResult[] interactorResult = new RunResult[1];
    IOException[] interactorFailure = new IOException[1];
    Thread watcher = daemon("arbitre-interactor", () -> {
      try {
        interactorResult[0] = inter.await();
        // The interactor's tree is dead: its output's end reaches the relay at once. Once that
        // relay has ended, who ended first is known for good while the solution runs on.
        relayThreads.get(1).join(2000);
        if (!relayThreads.get(1).isAlive() && !solutionFirst(relays) && ends.byInteractor().test(interactorResult[0])) {
          sol.stop();
        }
      } catch (IOException e) {
        interactorFailure[0] = e;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    RunResult solResult;
    try {
      solResult = sol.await();
      if (watcher.isAlive() && ends.bySolution().test(solResult, inter::cpuMsSoFar)) {
        inter.stop();
      }
      watcher.join();
      for (Thread t : relayThreads) {
        t.join(2000); // both ends are dead: the relays see end of file or a broken pipe
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } finally {
      if (inter.process.isAlive()) {
        runner.signals().killTree(inter.process.toHandle(), true);
      }
    }
    if (interactorFailure[0] != null) {
      throw interactorFailure[0];
    }
    return new Interaction(solResult, interactorResult[0], solutionFirst(relays));
  }

  /**
   * Who ended first, by cause: a relay that found its reader gone says the reader ended first;
   * else by the ends of their outputs (the watchdog notices an exit only at its next poll). Once
   * the interactor's relay has ended, a false answer stays false: the solution's relay can only
   * end later, or find its reader gone.
   */
  private static boolean solutionFirst(Relay[] relays) {
    return relays[0].readerGone ? false
        : relays[1].readerGone || relays[0].endedNanos <= relays[1].endedNanos;
  }

  private static Thread daemon(String name, Runnable r) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    t.start();
    return t;
  }
}
