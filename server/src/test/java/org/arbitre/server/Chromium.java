package org.arbitre.server;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A contest's site and a real browser for one browser test class, registered as its extension
 * ({@code @RegisterExtension static final Chromium chrome = new Chromium("browser", ContestHarness.YAML)}):
 * before the class, the contest ({@link ContestHarness}) and Debian's headless Chromium driven by
 * Selenium through Debian's chromedriver (scripts/setup installs both; the class is skipped only
 * when they are absent), a profile of its own, a window of 1280 × 1000 px and the browser's
 * console kept (to read what the Content-Security-Policy refused); after it, both stopped. Pages
 * are addressed by their path on the site.
 */
final class Chromium implements BeforeAllCallback, AfterAllCallback {
  private static final Path BINARY = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

  private final String name;
  private final String yaml;
  ContestHarness contest;
  WebDriver browser;
  private Path profile;

  /** A contest named {@code name} (its folder's prefix) with this contest.yaml. */
  Chromium(String name, String yaml) {
    this.name = name;
    this.yaml = yaml;
  }

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    assumeTrue(Files.isExecutable(BINARY) && Files.isExecutable(DRIVER),
        "no /usr/bin/chromium or /usr/bin/chromedriver (scripts/setup installs chromium and chromium-driver)");
    contest = ContestHarness.start(name, yaml);
    profile = Files.createTempDirectory("arbitre-chromium-");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(BINARY.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--user-data-dir=" + profile.resolve("chromium"), "--window-size=1280,1000");
    options.setCapability("goog:loggingPrefs", Map.of("browser", "ALL"));
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
        .usingAnyFreePort().build();
    browser = new ChromeDriver(service, options);
  }

  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    if (browser != null) {
      browser.quit();
    }
    if (contest != null) {
      contest.close();
    }
    if (profile != null) {
      org.apache.commons.io.file.PathUtils.deleteDirectory(profile);
    }
  }

  /** The address of {@code path} on the site. */
  String url(String path) {
    return contest.base.resolve(path).toString();
  }

  /** Waits at most {@code seconds}, looking every 50 ms. */
  WebDriverWait waiting(int seconds) {
    return new WebDriverWait(browser, Duration.ofSeconds(seconds), Duration.ofMillis(50));
  }

  /** The element of the page with this id. */
  WebElement id(String id) {
    return browser.findElement(By.id(id));
  }

  /** A test resource as an absolute file name, for a file input. */
  static String file(String resource) {
    return ContestHarness.resource(resource).toAbsolutePath().toString();
  }

  /** Lays pages out as a screen {@code width} × {@code height} px (a phone's: the page's viewport meta applies). */
  void screen(int width, int height, boolean mobile) {
    ((ChromeDriver) browser).executeCdpCommand("Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", height, "deviceScaleFactor", mobile ? 3 : 1, "mobile", mobile));
  }
}
