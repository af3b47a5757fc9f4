package org.arbitre.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbitre.process.BuildCache;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * {@code @ExtendWith(PrivateCache.class)}: the test class's commands build into the build's own
 * cache folder, {@code judge/target/build-cache} (never the user's), and after each test no process
 * started from there may be left (every judged program runs from the cache).
 *
 * <p>The folder is one for every test JVM of the build, as the contest server's tests share
 * theirs: a build's name is the digest of everything it is made of and it lands by an atomic
 * rename, so a program that one class compiled is found by the next, in this JVM or another, as a
 * setter's second command finds it, and the same testlib checker or Java solution is compiled once.
 * {@code mvn clean} empties it. The test JVMs run at the same time, so a process that another one
 * is running is not one left behind ({@link Cli#assertNoProcessMentions}).
 */
final class PrivateCache implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {
  private static Path shared;

  private static synchronized Path shared() {
    if (shared == null) {
      try {
        shared = Files.createDirectories(Cli.ROOT.resolve("judge/target/build-cache"));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return shared;
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    System.setProperty(BuildCache.PROPERTY, shared().toString());
  }

  @Override
  public void afterEach(ExtensionContext context) throws Exception {
    Cli.assertNoProcessMentions(shared().toString());
  }

  @Override
  public void afterAll(ExtensionContext context) {
    System.clearProperty(BuildCache.PROPERTY);
  }
}
