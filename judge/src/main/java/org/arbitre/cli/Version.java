package org.arbitre.cli;

import picocli.CommandLine;

/** Reads the version from the jar manifest, or says "dev" when run from classes. */
final class Version implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    String v = Arbitre.class.getPackage().getImplementationVersion();
    return new String[] {"arbitre " + (v == null ? "dev" : v)};
  }
}
