package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A member's whole visit in a real browser: Debian's headless Chromium driven by Selenium through
 * Debian's chromedriver (scripts/setup installs both; skipped only when they are absent). Register,
 * log out and in, enter a bot that does not compile and read the compiler's message, upload the
 * fixed version, create a data file and edit it, challenge random, watch the match page fill in
 * while the match is played, then read its replay on the same page (with the bot's own stderr,
 * which shows the edited data file reached the bot).
 */
class BrowserIT {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
  private static ContestHarness contest;
  private static WebDriver browser;

  @BeforeAll
  static void start(@TempDir Path profile) throws Exception {
    assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "no /usr/bin/chromium or /usr/bin/chromedriver (scripts/setup installs chromium and chromium-driver)");
    contest = ContestHarness.start("browser");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--user-data-dir=" + profile.resolve("chromium"), "--window-size=1280,1000");
    options.setCapability("goog:loggingPrefs", java.util.Map.of("browser", "ALL")); // to read what the CSP refused
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
        .usingAnyFreePort().build();
    browser = new ChromeDriver(service, options);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (contest != null) {
      contest.close();
    }
  }

  private static String url(String path) {
    return contest.base.resolve(path).toString();
  }

  private static WebDriverWait waiting(int seconds) {
    return new WebDriverWait(browser, Duration.ofSeconds(seconds), Duration.ofMillis(50));
  }

  private static WebElement id(String id) {
    return browser.findElement(By.id(id));
  }

  private static String file(String resource) {
    return ContestHarness.resource(resource).toAbsolutePath().toString();
  }

  @Test
  void aMemberEntersABotFixesItEditsItsDataPlaysAndWatches() throws Exception {
    screen(1280, 1000, false);
    browser.manage().deleteAllCookies();
    browser.get(url("/?lang=en"));
    browser.get(url("/register"));
    id("name").sendKeys("zoe");
    id("password").sendKeys("zoe-password");
    id("register").click();
    waiting(10).until(ExpectedConditions.urlToBe(url("/bots")));
    assertEquals("zoe", id("me").getText());
    id("logout").click();
    waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("login-link")));

    browser.get(url("/login"));
    id("name").sendKeys("zoe");
    id("password").sendKeys("wrong-password");
    id("submit-login").click();
    assertEquals("wrong name or password", waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("error"))).getText());
    assertEquals("zoe", id("name").getAttribute("value"), "the name typed is kept");
    id("password").sendKeys("zoe-password");
    id("submit-login").click();
    waiting(10).until(ExpectedConditions.urlToBe(url("/bots")));

    // a bot that does not compile: the compiler's message on its page
    new Select(id("game")).selectByValue("mnk");
    id("bot-name").sendKeys("ff");
    id("source").sendKeys(file("bots/first-free_CE/Main.java"));
    id("enter").click();
    WebElement message = waiting(60).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("pre.compile-message")));
    assertTrue(message.getText().contains("';' expected"), message.getText());
    assertTrue(browser.findElement(By.id("versions")).getText().contains("does not compile"));
    String botPage = browser.getCurrentUrl();

    // the fixed version
    id("new-version").sendKeys(file("bots/first-free_OK/Main.java"));
    id("upload-version").click();
    waiting(60).until(ExpectedConditions.textToBePresentInElementLocated(By.id("versions"), "compiled"));
    List<WebElement> rows = browser.findElements(By.cssSelector("#versions tr"));
    assertEquals(3, rows.size(), "a header and two versions, the new one first");
    assertTrue(rows.get(1).getText().startsWith("2 Main.java compiled"), rows.get(1).getText());

    // a data file, created then edited in the page
    id("new-file-name").sendKeys("delay.txt");
    id("new-file-text").sendKeys("40");
    id("create-file").click();
    waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("data-files"), "delay.txt"));
    browser.findElement(By.linkText("delay.txt")).click();
    WebElement text = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("text")));
    assertEquals("40", text.getAttribute("value"));
    text.clear();
    text.sendKeys("250");
    id("save").click();
    // the file's page (/bots/N/data/view?...) already contains the bot page's address: wait for
    // the redirect to the bot page's data section, then for the link
    waiting(10).until(d -> d.getCurrentUrl().endsWith("#data"));
    waiting(10).until(ExpectedConditions.elementToBeClickable(By.linkText("delay.txt"))).click();
    assertEquals("250", waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("text"))).getAttribute("value"));
    browser.get(botPage);

    // a challenge, watched live: moves appear while it is running, then it is done
    new Select(id("opponent")).selectByValue("random");
    id("challenge").click();
    waiting(10).until(ExpectedConditions.urlMatches(".*/matches/[0-9]+$"));
    List<String> seen = new ArrayList<>();
    long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    String status = "";
    while (System.nanoTime() < end && !status.equals("done") && !status.equals("failed")) {
      status = id("status").getText();
      String state = status + " " + id("count").getText();
      if (seen.isEmpty() || !seen.get(seen.size() - 1).equals(state)) {
        seen.add(state);
      }
      Thread.sleep(50);
    }
    assertEquals("done", status, seen + "\n" + contest.log());
    int total = Integer.parseInt(id("count").getText());
    assertTrue(total >= 11, "first-free needs 6 moves of its own to win or more: " + total);
    assertTrue(seen.stream().anyMatch(s -> s.matches("running [1-9][0-9]*") && !s.equals("running " + total)),
        "the page showed the moves coming in while the match ran: " + seen);
    // once over, the page (reloaded) is the match's replay: the result in words, every move, the
    // member's own bot's stderr (which shows the edited data file reached the bot)
    WebElement words = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("result-words")));
    assertTrue(words.getText().matches("(zoe/ff|random) won: .*"), words.getText());
    assertEquals(total, browser.findElements(By.cssSelector("#moves tr.move-row")).size(), "every move listed");
    waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("stderr1"), "first-free: delay 250 ms"));
    assertTrue(id("player1").getText().contains("zoe/ff"), id("player1").getText());
  }

  /** The widths every page is measured at: a phone (390 px, as a phone's browser lays it out) and a desktop. */
  static List<Object[]> screens() {
    return List.of(new Object[] {"en", 390}, new Object[] {"fr", 390}, new Object[] {"en", 1280}, new Object[] {"fr", 1280});
  }

  /**
   * A new member's visit in {@code lang} on a screen {@code width} px wide, every page measured on
   * the way: the page never scrolls sideways (document.documentElement.scrollWidth within the
   * window's width: a wide table or compiler message scrolls in its own box), no text under 14 px,
   * and the page says its language. Register (refused first: the name stays, the message is beside
   * the password), enter a bot that does not compile then its fix, a refused data file (the text
   * typed comes back), a challenge watched to its end and its replay, the lists, an error page.
   */
  @org.junit.jupiter.params.ParameterizedTest(name = "{0} at {1} px")
  @org.junit.jupiter.params.provider.MethodSource("screens")
  void everyPageFitsTheScreenInBothLanguages(String lang, int width) throws Exception {
    screen(width, width < 600 ? 844 : 1000, width < 600);
    browser.manage().deleteAllCookies();
    String name = "m" + width + lang;
    browser.get(url("/?lang=" + lang));
    fits(lang, "home");
    id("register-link").click();
    fits(lang, "register");
    id("name").sendKeys(name);
    id("password").sendKeys("short");
    // the browser's own check (minlength) would stop this form: the server's refusal is what is tested
    ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("document.getElementById('password').removeAttribute('minlength')");
    id("register").click();
    WebElement refusal = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("password-error")));
    assertEquals(lang.equals("fr") ? "un mot de passe fait au moins 8 caractères et au plus 72 octets (la limite de bcrypt)"
        : "a password is 8 characters or more, at most 72 bytes (bcrypt's limit)", refusal.getText());
    assertEquals(name, id("name").getAttribute("value"), "the name typed is still in the form");
    fits(lang, "refused registration");
    id("password").sendKeys(name + "-password");
    id("register").click();
    waiting(10).until(ExpectedConditions.urlToBe(url("/bots")));
    fits(lang, "my bots");

    new Select(id("game")).selectByValue("mnk");
    id("bot-name").sendKeys("ff");
    id("source").sendKeys(file("bots/first-free_CE/Main.java"));
    id("enter").click();
    WebElement message = waiting(60).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("pre.compile-message")));
    assertTrue(message.getText().startsWith("Main.java:"), "the compiler names the member's file: " + message.getText());
    fits(lang, "bot page with a compile error");
    id("new-version").sendKeys(file("bots/first-free_OK/Main.java"));
    id("upload-version").click();
    waiting(60).until(d -> d.findElements(By.cssSelector("#versions tr")).size() == 3);
    String botPage = browser.getCurrentUrl();

    // a data file refused (a name that climbs out of data/): the text typed comes back
    id("new-file-name").sendKeys("../book.txt");
    id("new-file-text").sendKeys("7 7 8 8 and an hour of work");
    id("create-file").click();
    WebElement typed = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#typed textarea[readonly]")));
    assertTrue(browser.findElements(By.cssSelector("#typed textarea")).stream()
        .anyMatch(t -> t.getAttribute("value").equals("7 7 8 8 and an hour of work")), typed.getText());
    assertTrue(id("error").getText().contains("../book.txt"), id("error").getText());
    fits(lang, "refused data file");
    id("back").click();
    waiting(10).until(ExpectedConditions.urlToBe(botPage));

    id("new-file-name").sendKeys("book.txt");
    id("new-file-text").sendKeys("7 7");
    id("create-file").click();
    waiting(10).until(ExpectedConditions.elementToBeClickable(By.linkText("book.txt"))).click();
    waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("text")));
    fits(lang, "data file");
    browser.get(botPage);

    new Select(id("opponent")).selectByValue("random");
    id("challenge").click();
    waiting(10).until(ExpectedConditions.urlMatches(".*/matches/[0-9]+$"));
    fits(lang, "match being played");
    waiting(60).until(ExpectedConditions.presenceOfElementLocated(By.id("result-words"))); // over: its replay
    fits(lang, "match");
    String match = browser.getCurrentUrl();
    browser.get(match + "/replay");
    waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("viewer")));
    fits(lang, "replay");
    for (String page : List.of("/matches", "/tournaments", "/account", "/play", "/howto", "/howto/mnk", "/howto/push", "/login", "/no-such-page")) {
      browser.get(url(page));
      fits(lang, page);
    }
  }

  /** Lays pages out as a screen {@code width} × {@code height} px (a phone's: the page's viewport meta applies). */
  private static void screen(int width, int height, boolean mobile) {
    ((ChromeDriver) browser).executeCdpCommand("Emulation.setDeviceMetricsOverride",
        java.util.Map.of("width", width, "height", height, "deviceScaleFactor", mobile ? 3 : 1, "mobile", mobile));
  }

  /** The page now: no sideways scrolling, no text under 14 px, {@code <html lang>} set to {@code lang} (unless null). */
  @SuppressWarnings("unchecked")
  private static void fits(String lang, String what) {
    List<Object> m = (List<Object>) ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("""
        let min = 100, where = "";
        for (const e of document.querySelectorAll("body *")) {
          if (e.getClientRects().length === 0 || e.closest("svg")) continue; // a drawing's text scales with it
          const own = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
          if (!own) continue;
          const f = parseFloat(getComputedStyle(e).fontSize);
          if (f < min) { min = f; where = e.tagName + " " + e.textContent.trim().slice(0, 40); }
        }
        let wide = "";
        for (const e of document.querySelectorAll("body *")) {
          const r = e.getBoundingClientRect();
          if (r.right > window.innerWidth + 1 && e.getClientRects().length) { wide = e.tagName + "#" + e.id + "." + e.className; break; }
        }
        return [document.documentElement.scrollWidth, window.innerWidth, min, where, document.documentElement.lang, wide];
        """);
    long scroll = ((Number) m.get(0)).longValue();
    long inner = ((Number) m.get(1)).longValue();
    String at = what + " (" + browser.getCurrentUrl() + ")";
    assertTrue(scroll <= inner, at + ": the page is " + scroll + " px wide on a window of " + inner + " (" + m.get(5) + ")");
    assertTrue(((Number) m.get(2)).doubleValue() >= 14, at + ": text of " + m.get(2) + " px: " + m.get(3));
    if (lang != null) {
      assertEquals(lang, m.get(4), at + ": <html lang>");
    }
    List<String> refused = browser.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER).getAll().stream()
        .map(org.openqa.selenium.logging.LogEntry::getMessage).filter(x -> x.contains("Content Security Policy")).toList();
    assertEquals(List.of(), refused, at + ": what the Content-Security-Policy refused");
  }
}
