package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * In a real browser (headless Chromium, as BrowserIT): a member enters a bot, sends a file under
 * the same name and confirms it as version 2, renames the bot, then plays the built-in random
 * bot on the board by clicking until the game ends, and opens its replay: a match page with the
 * players, the result in words, every move and the board's step controls; another plays push
 * second, by the arrows at the lines' ends.
 */
class PlayInBrowserIT {
  @RegisterExtension
  static final Chromium chrome = new Chromium("play", ContestHarness.YAML.replace("mnk: {game: mnk, board: 20x20, k: 6}",
        "mnk: {game: mnk, board: 20x20, k: 6}\n  push: {game: push, board: 6x6, k: 4}"));

  private static void enter(String name) {
    chrome.browser.get(chrome.url("/bots"));
    new Select(chrome.id("game")).selectByValue("mnk");
    chrome.id("bot-name").sendKeys(name);
    chrome.id("source").sendKeys(Chromium.file("bots/first-free_OK/Main.java"));
    chrome.id("enter").click();
  }

  @Test
  void aMemberConfirmsAVersionRenamesThenPlaysRandomByClickingAndReadsTheReplay() throws Exception {
    chrome.browser.get(chrome.url("/register"));
    chrome.id("name").sendKeys("yann");
    chrome.id("password").sendKeys("yann-password");
    chrome.id("register").click();
    chrome.waiting(10).until(ExpectedConditions.urlToBe(chrome.url("/bots")));

    enter("ff");
    chrome.waiting(60).until(ExpectedConditions.textToBePresentInElementLocated(By.id("versions"), "compiled"));
    String botPage = chrome.browser.getCurrentUrl();
    enter("ff");
    WebElement question = chrome.waiting(60).until(ExpectedConditions.presenceOfElementLocated(By.id("question")));
    assertTrue(question.getText().contains("Should Main.java become its version 2?"), question.getText());
    chrome.id("confirm-version").click();
    chrome.waiting(60).until(ExpectedConditions.urlToBe(botPage));
    assertEquals(3, chrome.browser.findElements(By.cssSelector("#versions tr")).size(), "a header and two versions");

    WebElement name = chrome.id("rename-name");
    name.clear();
    name.sendKeys("first");
    chrome.id("rename").click();
    chrome.waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("h1"), "first · mnk"));

    // a game against random, the member moving first, played by clicking the board
    chrome.id("play-link").click();
    new Select(chrome.id("play-opponent")).selectByValue("random");
    chrome.id("side1").click();
    chrome.id("start-play").click();
    chrome.waiting(10).until(ExpectedConditions.urlMatches(".*/play/[0-9]+$"));
    long end = System.nanoTime() + Duration.ofSeconds(180).toNanos();
    while (System.nanoTime() < end && !chrome.id("replay-link").isDisplayed()) {
      if (chrome.id("play-status").getText().equals("Your move.")) {
        // the first free cell row by row: the member's stones line up on row 1
        List<WebElement> free = chrome.browser.findElements(By.cssSelector("#board-table td.free"));
        if (!free.isEmpty()) {
          try {
            free.get(0).click();
            chrome.waiting(3).until(d -> !chrome.id("play-status").getText().equals("Your move.")
                || chrome.id("replay-link").isDisplayed() || chrome.id("play-error").isDisplayed());
          } catch (org.openqa.selenium.TimeoutException e) {
            // the click was not taken (a taken one changes the status at once, play.js's send):
            // a member would click again, within the game's deadline
          } catch (StaleElementReferenceException e) {
            // the board was redrawn under the click: look again
          }
        }
      }
      Thread.sleep(50);
    }
    assertTrue(chrome.id("replay-link").isDisplayed(), "the game ended: " + chrome.id("play-status").getText() + "\n" + chrome.contest.log());
    int moves = chrome.id("live-moves").getText().split(" · ").length;
    int mine = (moves + 1) / 2; // the member moved first: the odd moves are the member's clicks taken
    assertTrue(mine >= 6, "six in a row need six moves at least: " + mine);

    // its replay: a match page
    chrome.id("replay-link").click();
    WebElement words = chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("result-words")));
    assertTrue(words.getText().matches("(yann \\(browser\\)|random) won: .*|Draw.*"), words.getText());
    assertTrue(chrome.id("player1").getText().contains("yann (browser)"), chrome.id("player1").getText());
    assertTrue(chrome.id("player1").getText().contains("(in the browser)"), chrome.id("player1").getText());
    assertTrue(chrome.id("player2").getText().startsWith("random"), chrome.id("player2").getText());
    assertEquals(moves, chrome.browser.findElements(By.cssSelector("#moves tr.move-row")).size(), "every move listed");
    chrome.waiting(10).until(ExpectedConditions.textToBe(By.id("at"), moves + " / " + moves));
    assertEquals(mine, chrome.browser.findElements(By.cssSelector("#board-table td.x")).size(), "the member's stones");
    chrome.id("first").click();
    assertEquals("0 / " + moves, chrome.id("at").getText());
    assertEquals(0, chrome.browser.findElements(By.cssSelector("#board-table td.x, #board-table td.o")).size());
    chrome.id("next").click();
    assertEquals(1, chrome.browser.findElements(By.cssSelector("#board-table td.x")).size());
    assertTrue(chrome.browser.findElement(By.cssSelector("#board-table td.last")).getAttribute("data-x").equals("1"));
  }

  @Test
  void aMemberPlaysPushSecondByClickingTheArrows() throws Exception {
    chrome.browser.get(chrome.url("/register"));
    chrome.id("name").sendKeys("xavier");
    chrome.id("password").sendKeys("xavier-password");
    chrome.id("register").click();
    chrome.waiting(10).until(ExpectedConditions.urlToBe(chrome.url("/bots")));
    chrome.browser.get(chrome.url("/play?game=push"));
    new Select(chrome.id("play-opponent")).selectByValue("random");
    chrome.id("side2").click();
    chrome.id("start-play").click();
    chrome.waiting(10).until(ExpectedConditions.urlMatches(".*/play/[0-9]+$"));
    int clicks = 0;
    int tries = 0;
    long end = System.nanoTime() + Duration.ofSeconds(180).toNanos();
    while (System.nanoTime() < end && !chrome.id("replay-link").isDisplayed()) {
      if (chrome.id("play-status").getText().equals("Your move.")) {
        // the arrows in turn: one into a full line is refused on the page, and the next one is tried
        List<WebElement> arrows = chrome.browser.findElements(By.cssSelector("#board-table button.arrow"));
        try {
          arrows.get(tries++ % arrows.size()).click();
          chrome.waiting(3).until(d -> !chrome.id("play-status").getText().equals("Your move.") || chrome.id("replay-link").isDisplayed()
              || chrome.id("play-error").isDisplayed());
          if (!chrome.id("play-error").isDisplayed()) {
            clicks++;
          }
        } catch (org.openqa.selenium.TimeoutException e) {
          // the click was not taken (a taken one changes the status at once): the next arrow
        } catch (StaleElementReferenceException e) {
          // the board was redrawn under the click: look again
        }
      }
      Thread.sleep(50);
    }
    assertTrue(chrome.id("replay-link").isDisplayed(), "the game ended: " + chrome.id("play-status").getText() + "\n" + chrome.contest.log());
    assertTrue(clicks >= 1, "the member played: " + clicks);
    chrome.id("replay-link").click();
    WebElement words = chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("result-words")));
    assertTrue(words.getText().matches("(xavier \\(browser\\)|random) won: .*|Draw.*|Double victory.*"), words.getText());
    assertTrue(chrome.id("player2").getText().contains("xavier (browser)"), chrome.id("player2").getText());
    assertTrue(chrome.browser.findElements(By.cssSelector("#moves tr.move-row")).size() >= 2 * clicks - 1, "every move listed");
  }
}
