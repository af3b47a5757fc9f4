package org.arbitre.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.io.file.PathUtils;
import org.arbitre.process.BuildCache;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * {@code @ExtendWith(PrivateCache.class)}: the test class's commands build into a cache folder of
 * their own (never the user's), and after each test no process started from there may be left
 * (every judged program runs from the cache).
 */
final class PrivateCache implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {
  private Path cache;

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    cache = Files.createTempDirectory("arbitre-test-cache");
    System.setProperty(BuildCache.PROPERTY, cache.toString());
  }

  @Override
  public void afterEach(ExtensionContext context) throws Exception {
    Cli.assertNoProcessMentions(cache.toString());
  }

  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    System.clearProperty(BuildCache.PROPERTY);
    PathUtils.deleteDirectory(cache);
  }
}
