package org.arbitre.solver;

/**
 * What a long search reports to, every 65,536 nodes: the nodes so far; returns true to stop it
 * (a time budget spent).
 */
@FunctionalInterface
interface Progress {
  Progress NONE = nodes -> false;

  boolean tick(long nodes);
}
