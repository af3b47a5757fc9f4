package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * In a real browser (headless Chromium, as BrowserIT): a member enters a bot, sends a file under
 * the same name and confirms it as version 2, renames the bot, then plays the built-in random
 * bot on the board by clicking until the game ends, and opens its replay: a match page with the
 * players, the result in words, every move and the board's step controls; another plays push
 * second, by the arrows at the lines' ends.
 */
class PlayInBrowserIT {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
  private static ContestHarness contest;
  private static WebDriver browser;

  @BeforeAll
  static void start(@TempDir Path profile) throws Exception {
    assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "no /usr/bin/chromium or /usr/bin/chromedriver (scripts/setup installs chromium and chromium-driver)");
    contest = ContestHarness.start("play", ContestHarness.YAML.replace("mnk: {game: mnk, board: 20x20, k: 6}",
        "mnk: {game: mnk, board: 20x20, k: 6}\n  push: {game: push, board: 6x6, k: 4}"));
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--user-data-dir=" + profile.resolve("chromium"), "--window-size=1280,1000");
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

  private static void enter(String name) {
    browser.get(url("/bots"));
    new Select(id("game")).selectByValue("mnk");
    id("bot-name").sendKeys(name);
    id("source").sendKeys(file("bots/first-free_OK/Main.java"));
    id("enter").click();
  }

  @Test
  void aMemberConfirmsAVersionRenamesThenPlaysRandomByClickingAndReadsTheReplay() throws Exception {
    browser.get(url("/register"));
    id("name").sendKeys("yann");
    id("password").sendKeys("yann-password");
    id("register").click();
    waiting(10).until(ExpectedConditions.urlToBe(url("/bots")));

    enter("ff");
    waiting(60).until(ExpectedConditions.textToBePresentInElementLocated(By.id("versions"), "compiled"));
    String botPage = browser.getCurrentUrl();
    enter("ff");
    WebElement question = waiting(60).until(ExpectedConditions.presenceOfElementLocated(By.id("question")));
    assertTrue(question.getText().contains("Should Main.java become its version 2?"), question.getText());
    id("confirm-version").click();
    waiting(60).until(ExpectedConditions.urlToBe(botPage));
    assertEquals(3, browser.findElements(By.cssSelector("#versions tr")).size(), "a header and two versions");

    WebElement name = id("rename-name");
    name.clear();
    name.sendKeys("first");
    id("rename").click();
    waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("h1"), "first · mnk"));

    // a game against random, the member moving first, played by clicking the board
    id("play-link").click();
    new Select(id("play-opponent")).selectByValue("random");
    id("side1").click();
    id("start-play").click();
    waiting(10).until(ExpectedConditions.urlMatches(".*/play/[0-9]+$"));
    int clicks = 0;
    long end = System.nanoTime() + Duration.ofSeconds(180).toNanos();
    while (System.nanoTime() < end && !id("replay-link").isDisplayed()) {
      if (id("play-status").getText().equals("Your move.")) {
        // the first free cell row by row: the member's stones line up on row 1
        List<WebElement> free = browser.findElements(By.cssSelector("#board-table td.free"));
        if (!free.isEmpty()) {
          try {
            free.get(0).click();
            clicks++;
            waiting(20).until(d -> !id("play-status").getText().equals("Your move.") || id("replay-link").isDisplayed());
          } catch (StaleElementReferenceException e) {
            // the board was redrawn under the click: look again
          }
        }
      }
      Thread.sleep(50);
    }
    assertTrue(id("replay-link").isDisplayed(), "the game ended: " + id("play-status").getText() + "\n" + contest.log());
    assertTrue(clicks >= 6, "six in a row need six clicks at least: " + clicks);
    int moves = id("live-moves").getText().split(" · ").length;

    // its replay: a match page
    id("replay-link").click();
    WebElement words = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("result-words")));
    assertTrue(words.getText().matches("(yann \\(browser\\)|random) won: .*|Draw.*"), words.getText());
    assertTrue(id("player1").getText().contains("yann (browser)"), id("player1").getText());
    assertTrue(id("player1").getText().contains("(in the browser)"), id("player1").getText());
    assertTrue(id("player2").getText().startsWith("random"), id("player2").getText());
    assertEquals(moves, browser.findElements(By.cssSelector("#moves tr.move-row")).size(), "every move listed");
    waiting(10).until(ExpectedConditions.textToBe(By.id("at"), moves + " / " + moves));
    assertEquals(clicks, browser.findElements(By.cssSelector("#board-table td.x")).size(), "the member's stones");
    id("first").click();
    assertEquals("0 / " + moves, id("at").getText());
    assertEquals(0, browser.findElements(By.cssSelector("#board-table td.x, #board-table td.o")).size());
    id("next").click();
    assertEquals(1, browser.findElements(By.cssSelector("#board-table td.x")).size());
    assertTrue(browser.findElement(By.cssSelector("#board-table td.last")).getAttribute("data-x").equals("1"));
  }

  @Test
  void aMemberPlaysPushSecondByClickingTheArrows() throws Exception {
    browser.get(url("/register"));
    id("name").sendKeys("xavier");
    id("password").sendKeys("xavier-password");
    id("register").click();
    waiting(10).until(ExpectedConditions.urlToBe(url("/bots")));
    browser.get(url("/play?game=push"));
    new Select(id("play-opponent")).selectByValue("random");
    id("side2").click();
    id("start-play").click();
    waiting(10).until(ExpectedConditions.urlMatches(".*/play/[0-9]+$"));
    int clicks = 0;
    int tries = 0;
    long end = System.nanoTime() + Duration.ofSeconds(180).toNanos();
    while (System.nanoTime() < end && !id("replay-link").isDisplayed()) {
      if (id("play-status").getText().equals("Your move.")) {
        // the arrows in turn: one into a full line is refused on the page, and the next one is tried
        List<WebElement> arrows = browser.findElements(By.cssSelector("#board-table button.arrow"));
        try {
          arrows.get(tries++ % arrows.size()).click();
          waiting(20).until(d -> !id("play-status").getText().equals("Your move.") || id("replay-link").isDisplayed()
              || id("play-error").isDisplayed());
          if (!id("play-error").isDisplayed()) {
            clicks++;
          }
        } catch (StaleElementReferenceException e) {
          // the board was redrawn under the click: look again
        }
      }
      Thread.sleep(50);
    }
    assertTrue(id("replay-link").isDisplayed(), "the game ended: " + id("play-status").getText() + "\n" + contest.log());
    assertTrue(clicks >= 1, "the member played: " + clicks);
    id("replay-link").click();
    WebElement words = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("result-words")));
    assertTrue(words.getText().matches("(xavier \\(browser\\)|random) won: .*|Draw.*|Double victory.*"), words.getText());
    assertTrue(id("player2").getText().contains("xavier (browser)"), id("player2").getText());
    assertTrue(browser.findElements(By.cssSelector("#moves tr.move-row")).size() >= 2 * clicks - 1, "every move listed");
  }
}
