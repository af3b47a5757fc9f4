package org.arbitre.process;

/**
 * How two programs that talked to each other ended ({@link ProcessRunner#interact}): each one's
 * own measurement (its own process tree's CPU, memory and output), and which one ended first.
 */
public record Interaction(RunResult solution, RunResult interactor, boolean solutionEndedFirst) {}
