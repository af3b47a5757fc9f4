package org.arbitre.app;

/** How this JVM starts programs, chosen once at start-up. */
public final class ProcessLaunch {
  private ProcessLaunch() {
  }

  /**
   * vfork + exec starts a program about a millisecond sooner than the default posix_spawn of the
   * jspawnhelper program, which a judge pays once per test case. JDK 25 deprecates VFORK (with a
   * warning on stderr) and later ones remove it: there, the default stays. A launch mechanism
   * given on the command line is kept.
   */
  public static void preferVfork() {
    if (System.getProperty("jdk.lang.Process.launchMechanism") == null && Runtime.version().feature() < 25) {
      System.setProperty("jdk.lang.Process.launchMechanism", "VFORK");
    }
  }
}
