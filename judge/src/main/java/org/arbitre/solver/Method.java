package org.arbitre.solver;

/**
 * How to solve: the dense retrograde attractor, the alpha-beta search, the proof-number search
 * (df-pn), or pick by board size.
 */
public enum Method {
  ATTRACTOR,
  SEARCH,
  DFPN,
  AUTO
}
