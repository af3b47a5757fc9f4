package org.arbitre.solver;

/** How to solve: the dense retrograde attractor, the search, or pick by board size. */
public enum Method {
  ATTRACTOR,
  SEARCH,
  AUTO
}
