package org.arbitre.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.process.BuildCache;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * {@code @ExtendWith(PrivateCache.class)}: the test class's commands build into the test run's cache
 * folder (never the user's), and after each test no process started from there may be left (every
 * judged program runs from the cache).
 *
 * <p>The folder is one for the whole test run (this JVM), deleted when it ends: a build's name is the
 * digest of everything it is made of, so a program that one class compiled is found by the next, as
 * a setter's second command finds it, and the same testlib checker or Java solution is not compiled
 * again by every class.
 */
final class PrivateCache implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {
  private static Path shared;

  private static synchronized Path shared() {
    if (shared == null) {
      try {
        Path dir = Files.createTempDirectory("arbitre-test-cache");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
          try {
            PathUtils.deleteDirectory(dir);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        }));
        shared = dir;
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
