package org.arbitre.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/**
 * {@code arbitre --version}: the version, the git commit and the build date, from the
 * {@code version.properties} resource filled in at build time. A value the build could not fill
 * in (no git checkout) reads "unknown"; without the resource (classes compiled outside Maven) the
 * version is "dev".
 */
final class Version implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    Properties p = new Properties();
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      // no resource: the defaults below
    }
    return new String[] {
      "arbitre " + value(p, "version", "dev"),
      "commit " + value(p, "commit", "unknown") + ", built " + value(p, "date", "unknown")
    };
  }

  /** The property, or {@code absent} when it is missing or was left unfilled by the build ({@code ${...}}). */
  private static String value(Properties p, String key, String absent) {
    String v = p.getProperty(key, "").strip();
    return v.isEmpty() || v.startsWith("${") ? absent : v;
  }
}
