package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * A member's whole visit in a real browser: Debian's headless Chromium driven by Selenium through
 * Debian's chromedriver (scripts/setup installs both; skipped only when they are absent). Register,
 * log out and in, enter a bot that does not compile and read the compiler's message, upload the
 * fixed version, create a data file and edit it, challenge random, watch the match page fill in
 * while the match is played, then read its replay on the same page (with the bot's own stderr,
 * which shows the edited data file reached the bot); every page on the way laid out on a phone's
 * screen and a desktop's, in English and in French.
 */
class BrowserIT {
  @RegisterExtension
  static final Chromium chrome = new Chromium("browser", ContestHarness.YAML);

  /**
   * The visit in English, every page measured on the way as in French
   * ({@link #everyPageFitsTheScreenInFrench}): register (refused first), log out and in (a wrong
   * password first: the name typed is kept), enter a bot that does not compile and read the
   * compiler's message, upload the fixed version, a refused data file, then one created and
   * edited in the page, challenge random, watch the match page fill in while the match is played,
   * then read its replay on the same page (with the bot's own stderr, which shows the edited data
   * file reached the bot), the lists, an error page.
   */
  @Test
  void aMemberEntersABotFixesItEditsItsDataPlaysAndWatches() throws Exception {
    String lang = "en";
    registersOnAPhone(lang, "zoe", "a password is 8 characters or more, at most 72 bytes (bcrypt's limit)");
    assertEquals("zoe", chrome.id("me").getText());
    fits(lang, "my bots");
    chrome.id("logout").click();
    chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("login-link")));

    chrome.browser.get(chrome.url("/login"));
    chrome.id("name").sendKeys("zoe");
    chrome.id("password").sendKeys("wrong-password");
    chrome.id("submit-login").click();
    assertEquals("wrong name or password", chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("error"))).getText());
    assertEquals("zoe", chrome.id("name").getAttribute("value"), "the name typed is kept");
    fits(lang, "refused login");
    chrome.id("password").sendKeys("zoe-password");
    chrome.id("submit-login").click();
    chrome.waiting(10).until(ExpectedConditions.urlToBe(chrome.url("/bots")));

    // a bot that does not compile: the compiler's message on its page
    WebElement message = enterBrokenBot(lang);
    assertTrue(message.getText().startsWith("Main.java:"), "the compiler names the member's file: " + message.getText());
    assertTrue(message.getText().contains("';' expected"), message.getText());
    assertTrue(chrome.browser.findElement(By.id("versions")).getText().contains("does not compile"));
    String botPage = chrome.browser.getCurrentUrl();

    // the fixed version
    chrome.id("new-version").sendKeys(Chromium.file("bots/first-free_OK/Main.java"));
    chrome.id("upload-version").click();
    chrome.waiting(60).until(ExpectedConditions.textToBePresentInElementLocated(By.id("versions"), "compiled"));
    List<WebElement> rows = chrome.browser.findElements(By.cssSelector("#versions tr"));
    assertEquals(3, rows.size(), "a header and two versions, the new one first");
    assertTrue(rows.get(1).getText().startsWith("2 Main.java compiled"), rows.get(1).getText());
    refusedDataFile(lang, botPage);

    // a data file, created then edited in the page
    chrome.id("new-file-name").sendKeys("delay.txt");
    chrome.id("new-file-text").sendKeys("40");
    chrome.id("create-file").click();
    chrome.waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("data-files"), "delay.txt"));
    chrome.browser.findElement(By.linkText("delay.txt")).click();
    WebElement text = chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("text")));
    assertEquals("40", text.getAttribute("value"));
    fits(lang, "data file");
    text = chrome.id("text");
    text.clear();
    text.sendKeys("250");
    chrome.id("save").click();
    // the file's page (/bots/N/data/view?...) already contains the bot page's address: wait for
    // the redirect to the bot page's data section, then for the link
    chrome.waiting(10).until(d -> d.getCurrentUrl().endsWith("#data"));
    chrome.waiting(10).until(ExpectedConditions.elementToBeClickable(By.linkText("delay.txt"))).click();
    assertEquals("250", chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("text"))).getAttribute("value"));
    chrome.browser.get(botPage);

    // a challenge, watched live: moves appear while it is running (the page measured then), then
    // it is done
    new Select(chrome.id("opponent")).selectByValue("random");
    chrome.id("challenge").click();
    chrome.waiting(10).until(ExpectedConditions.urlMatches(".*/matches/[0-9]+$"));
    List<String> seen = new ArrayList<>();
    long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    String status = "";
    boolean measured = false;
    while (System.nanoTime() < end && !status.equals("done") && !status.equals("failed")) {
      status = chrome.id("status").getText();
      String state = status + " " + chrome.id("count").getText();
      if (seen.isEmpty() || !seen.get(seen.size() - 1).equals(state)) {
        seen.add(state);
      }
      if (!measured && status.equals("running")) {
        fits(lang, "match being played");
        measured = true;
      }
      Thread.sleep(50);
    }
    assertEquals("done", status, seen + "\n" + chrome.contest.log());
    assertTrue(measured, "measured while it ran: " + seen);
    int total = Integer.parseInt(chrome.id("count").getText());
    assertTrue(total >= 11, "first-free needs 6 moves of its own to win or more: " + total);
    assertTrue(seen.stream().anyMatch(s -> s.matches("running [1-9][0-9]*") && !s.equals("running " + total)),
        "the page showed the moves coming in while the match ran: " + seen);
    // once over, the page (reloaded) is the match's replay: the result in words, every move, the
    // member's own bot's stderr (which shows the edited data file reached the bot)
    WebElement words = chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("result-words")));
    assertTrue(words.getText().matches("(zoe/ff|random) won: .*"), words.getText());
    assertEquals(total, chrome.browser.findElements(By.cssSelector("#moves tr.move-row")).size(), "every move listed");
    chrome.waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("stderr1"), "first-free: delay 250 ms"));
    assertTrue(chrome.id("player1").getText().contains("zoe/ff"), chrome.id("player1").getText());
    fits(lang, "match");
    replayAndLists(lang);
  }

  /**
   * A tournament's report in French, as the site renders it, opened in the browser: its script
   * writes the numbers the French way (a decimal comma, a narrow no-break space between
   * thousands) and a game's end in French words with the referee's detail translated.
   */
  @Test
  void aReportInFrenchWritesItsNumbersTheFrenchWay(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp) throws Exception {
    var bots = List.of(new org.arbitre.tournament.Manifest.Bot("ana/ff", "ff", null),
        new org.arbitre.tournament.Manifest.Bot("bea/gg", "gg", null));
    var manifest = new org.arbitre.tournament.Manifest(1, "mnk", 20, 20, 6, bots, "round-robin", 1, null,
        java.util.Map.of("timePerMove", "PT1S"));
    var ana = new org.arbitre.tournament.GameResult.Player("ana/ff", 1520);
    var bea = new org.arbitre.tournament.GameResult.Player("bea/gg", 12);
    // ana: a win on time, a win by alignment, a draw: 2.5 points of 3
    var results = List.of(
        org.arbitre.tournament.GameResult.of(1, "r1-0v1", ana, bea, "F1T", "its move took 1520 ms, over 1000 ms + 500 ms tolerance", 30, 40000, null),
        org.arbitre.tournament.GameResult.of(2, "r1-1v0", bea, ana, "F2V", "", 21, 2000, null),
        org.arbitre.tournament.GameResult.of(3, "r2-0v1", ana, bea, "F0N", "", 400, 9000, null));
    var none = new org.arbitre.tournament.HtmlReport.Records() {
      @Override
      public org.arbitre.referee.GameRecord record(org.arbitre.tournament.GameResult r) throws java.io.IOException {
        throw new java.io.IOException("no record");
      }

      @Override
      public java.util.Map<String, Object> stderr(org.arbitre.tournament.GameResult r, org.arbitre.referee.GameRecord rec,
          org.arbitre.referee.GameRecord.Player p) {
        return java.util.Map.of();
      }
    };
    java.nio.file.Path page = java.nio.file.Files.writeString(tmp.resolve("report.html"),
        PlayPages.report(manifest, results, none, java.util.Locale.FRENCH));
    chrome.screen(1280, 1000, false);
    chrome.browser.get(page.toUri().toString());
    WebElement first = chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#standings tr.line")));
    assertTrue(first.getText().contains("83,3 %"), first.getText());
    assertTrue(first.getText().contains("1\u202f520 ms"), first.getText());
    String game = chrome.browser.findElement(By.cssSelector("#games tr.game")).getAttribute("title");
    assertEquals("r1-0v1: le joueur 1 a gagné : le joueur 2 a dépassé son temps (son coup a pris 1\u202f520 ms,"
        + " au-delà de 1\u202f000 ms + 500 ms de tolérance)", game);
    noEnglish("a tournament's report");
  }

  /** A new visitor on a phone, in {@code lang}, from the home page to the registration form, registered. */
  private void registersOnAPhone(String lang, String name, String password) throws Exception {
    phone();
    newVisitor(lang);
    fits(lang, "home");
    chrome.id("register-link").click();
    fits(lang, "register");
    register(name, password, lang);
  }

  /**
   * A new member's visit in French, every page measured on the way on a phone's screen (390 ×
   * 844 px, as a phone's browser lays it out: the page is loaded there) and then on a desktop's
   * (1280 × 1000: the same page laid out again at that width; the pages size nothing from scripts,
   * their layout is the style sheet's alone, so a page laid out again is laid out as one loaded at
   * that width): the page never scrolls sideways (document.documentElement.scrollWidth within the
   * window's width: a wide table or compiler message scrolls in its own box), no text under 14 px,
   * the page says its language, and no English is left on it. Register (refused first: the name
   * stays, the message is beside the password), enter a bot that does not compile then its fix, a
   * refused data file (the text typed comes back), a challenge watched to its end and its replay,
   * the lists, an error page. The English visit is
   * {@link #aMemberEntersABotFixesItEditsItsDataPlaysAndWatches}, measured the same way.
   */
  @Test
  void everyPageFitsTheScreenInFrench() throws Exception {
    String lang = "fr";
    registersOnAPhone(lang, "m" + lang, "un mot de passe fait au moins 8 caractères et au plus 72 octets (la limite de bcrypt)");
    fits(lang, "my bots");

    WebElement message = enterBrokenBot(lang);
    assertTrue(message.getText().startsWith("Main.java:"), "the compiler names the member's file: " + message.getText());
    chrome.id("new-version").sendKeys(Chromium.file("bots/first-free_OK/Main.java"));
    chrome.id("upload-version").click();
    chrome.waiting(60).until(d -> d.findElements(By.cssSelector("#versions tr")).size() == 3);
    String botPage = chrome.browser.getCurrentUrl();
    refusedDataFile(lang, botPage);

    chrome.id("new-file-name").sendKeys("book.txt");
    chrome.id("new-file-text").sendKeys("7 7");
    chrome.id("create-file").click();
    chrome.waiting(10).until(ExpectedConditions.elementToBeClickable(By.linkText("book.txt"))).click();
    chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("text")));
    fits(lang, "data file");
    chrome.browser.get(botPage);

    new Select(chrome.id("opponent")).selectByValue("random");
    chrome.id("challenge").click();
    chrome.waiting(10).until(ExpectedConditions.urlMatches(".*/matches/[0-9]+$"));
    fits(lang, "match being played");
    chrome.waiting(60).until(ExpectedConditions.presenceOfElementLocated(By.id("result-words"))); // over: its replay
    fits(lang, "match");
    replayAndLists(lang);
  }

  /**
   * On the registration page: {@code name} with a short password, refused by the server (the name
   * stays, {@code refused} beside the password), then with a good one: to the member's bots.
   */
  private static void register(String name, String refused, String lang) {
    chrome.id("name").sendKeys(name);
    chrome.id("password").sendKeys("short");
    // the browser's own check (minlength) would stop this form: the server's refusal is what is tested
    ((org.openqa.selenium.JavascriptExecutor) chrome.browser).executeScript("document.getElementById('password').removeAttribute('minlength')");
    chrome.id("register").click();
    WebElement refusal = chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("password-error")));
    assertEquals(refused, refusal.getText());
    assertEquals(name, chrome.id("name").getAttribute("value"), "the name typed is still in the form");
    fits(lang, "refused registration");
    chrome.id("password").sendKeys(name + "-password");
    chrome.id("register").click();
    chrome.waiting(10).until(ExpectedConditions.urlToBe(chrome.url("/bots")));
  }

  /** On the member's bots: enters bots/first-free_CE as "ff"; returns the compiler's message on its page (measured). */
  private static WebElement enterBrokenBot(String lang) {
    new Select(chrome.id("game")).selectByValue("mnk");
    chrome.id("bot-name").sendKeys("ff");
    chrome.id("source").sendKeys(Chromium.file("bots/first-free_CE/Main.java"));
    chrome.id("enter").click();
    WebElement message = chrome.waiting(60).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("pre.compile-message")));
    fits(lang, "bot page with a compile error");
    return message;
  }

  /** A data file refused (a name that climbs out of data/): the text typed comes back; then back to {@code botPage}. */
  private static void refusedDataFile(String lang, String botPage) {
    chrome.id("new-file-name").sendKeys("../book.txt");
    chrome.id("new-file-text").sendKeys("7 7 8 8 and an hour of work");
    chrome.id("create-file").click();
    WebElement typed = chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#typed textarea[readonly]")));
    assertTrue(chrome.browser.findElements(By.cssSelector("#typed textarea")).stream()
        .anyMatch(t -> t.getAttribute("value").equals("7 7 8 8 and an hour of work")), typed.getText());
    assertTrue(chrome.id("error").getText().contains("../book.txt"), chrome.id("error").getText());
    fits(lang, "refused data file");
    chrome.id("back").click();
    chrome.waiting(10).until(ExpectedConditions.urlToBe(botPage));
  }

  /** From a finished match's page: its replay, then the lists and an error page, each measured. */
  private static void replayAndLists(String lang) {
    String match = chrome.browser.getCurrentUrl();
    chrome.browser.get(match + "/replay");
    chrome.waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("viewer")));
    fits(lang, "replay");
    for (String page : List.of("/matches", "/tournaments", "/account", "/play", "/howto", "/howto/mnk", "/howto/push", "/login", "/no-such-page")) {
      chrome.browser.get(chrome.url(page));
      fits(lang, page);
    }
  }

  /**
   * The site's home page in {@code lang} for a visitor without cookies: the site's own are deleted
   * from one of its pages (the last test may have left the browser on a file of its own).
   */
  private static void newVisitor(String lang) {
    chrome.browser.get(chrome.url("/login"));
    chrome.browser.manage().deleteAllCookies();
    chrome.browser.get(chrome.url("/?lang=" + lang));
  }

  private static void phone() {
    chrome.screen(390, 844, true);
  }

  /**
   * The page now, on the phone's screen it was loaded on, then on a desktop's (1280 px, the page
   * laid out again; then back to the phone for the next page): no sideways scrolling, no text
   * under 14 px; once, {@code <html lang>} set to {@code lang} (unless null) and, in French, no
   * English left in what it shows ({@link EnglishLeftovers}).
   */
  private static void fits(String lang, String what) {
    String at = what + " (" + chrome.browser.getCurrentUrl() + ")";
    String language = measure(at + " at 390 px", 0);
    chrome.screen(1280, 1000, false);
    try {
      measure(at + " at 1280 px", 1280);
    } finally {
      phone();
    }
    if (lang != null) {
      assertEquals(lang, language, at + ": <html lang>");
    }
    if ("fr".equals(lang)) {
      noEnglish(at);
    }
    List<String> refused = chrome.browser.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER).getAll().stream()
        .map(org.openqa.selenium.logging.LogEntry::getMessage).filter(x -> x.contains("Content Security Policy")).toList();
    assertEquals(List.of(), refused, at + ": what the Content-Security-Policy refused");
  }

  /**
   * The page's layout on the screen set now: no sideways scrolling, no text under 14 px; unless
   * {@code width} is 0, the window that wide (the screen changed: the page is laid out at the new
   * width). Returns the page's {@code <html lang>}.
   */
  @SuppressWarnings("unchecked")
  private static String measure(String at, int width) {
    List<Object> m = (List<Object>) ((org.openqa.selenium.JavascriptExecutor) chrome.browser).executeScript("""
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
    if (width > 0) {
      assertEquals(width, inner, at + ": the window's width");
    }
    assertTrue(scroll <= inner, at + ": the page is " + scroll + " px wide on a window of " + inner + " (" + m.get(5) + ")");
    assertTrue(((Number) m.get(2)).doubleValue() >= 14, at + ": text of " + m.get(2) + " px: " + m.get(3));
    return (String) m.get(4);
  }

  /** What the page shows now, its scripts' words too: no English left ({@link EnglishLeftovers}). */
  @SuppressWarnings("unchecked")
  private static void noEnglish(String at) {
    List<String> shown = (List<String>) ((org.openqa.selenium.JavascriptExecutor) chrome.browser).executeScript("""
        const out = [], walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (!n.parentElement.closest("script, style")) out.push(n.textContent);
        }
        for (const e of document.body.querySelectorAll("[title], [placeholder], [aria-label], [alt]")) {
          for (const a of ["title", "placeholder", "aria-label", "alt"]) if (e.hasAttribute(a)) out.push(e.getAttribute(a));
        }
        return out;
        """);
    assertEquals(List.of(), EnglishLeftovers.in(shown), at + ": English on a French page");
  }
}
