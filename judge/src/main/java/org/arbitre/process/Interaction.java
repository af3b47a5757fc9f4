package org.arbitre.process;

import java.util.function.BiPredicate;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * How two programs that talked to each other ended ({@link ProcessRunner#interact}): each one's
 * own measurement (its own process tree's CPU, memory and output), and which one ended first.
 */
public record Interaction(RunResult solution, RunResult interactor, boolean solutionEndedFirst) {

  /**
   * The caller's rules for ending one side of an interactive run as soon as its verdict is known,
   * rather than letting it run to its limit. {@code byInteractor}: the interactor ended first with
   * this result, which decides whatever the solution does next: the solution is stopped.
   * {@code bySolution}: the solution ended with this result while the interactor still ran (the
   * supplier reads the CPU milliseconds it has used so far from {@code /proc}, when the rule needs
   * them), which decides whatever the interactor does next: the interactor is stopped. A stopped
   * program's result is a death by SIGKILL.
   */
  public record EarlyEnds(Predicate<RunResult> byInteractor, BiPredicate<RunResult, LongSupplier> bySolution) {}
}
