package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The message bundles of the match, bot, how-to and play pages: every key a template uses is in
 * its English and its French bundle, both bundles have the same keys, and every message is a
 * valid MessageFormat pattern (an apostrophe doubled, as the template engine formats them all).
 */
class TemplateBundlesTest {
  private static final Pattern LONE_QUOTE = Pattern.compile("(?<!')'(?!')");
  private static final Pattern KEY = Pattern.compile("#\\{([A-Za-z0-9_.]+)");

  private static String resource(String name) throws IOException {
    try (InputStream in = TemplateBundlesTest.class.getResourceAsStream("/templates/" + name)) {
      assertTrue(in != null, "no templates/" + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static Properties bundle(String name) throws IOException {
    Properties p = new Properties();
    try (InputStream in = TemplateBundlesTest.class.getResourceAsStream("/templates/" + name)) {
      assertTrue(in != null, "no templates/" + name);
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return p;
  }

  @ParameterizedTest
  @ValueSource(strings = {"match", "bot", "bots", "upload-confirm", "howto", "play", "play-game"})
  void everyKeyIsInBothBundlesAndFormats(String template) throws IOException {
    Properties en = bundle(template + ".properties");
    Properties fr = bundle(template + "_fr.properties");
    assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(fr.stringPropertyNames()),
        "the same keys in English and French");
    Set<String> used = new TreeSet<>();
    Matcher m = KEY.matcher(resource(template + ".html"));
    while (m.find()) {
      used.add(m.group(1));
    }
    Properties shared = bundle("layout.properties"); // the words every page may use
    for (String key : used) {
      assertTrue(en.containsKey(key) || shared.containsKey(key), template + ".properties has no " + key);
    }
    for (Properties p : new Properties[] {en, fr}) {
      for (String key : p.stringPropertyNames()) {
        new MessageFormat(p.getProperty(key), Locale.ROOT).format(new Object[] {"a", "b", 6, "d"});
        assertTrue(!LONE_QUOTE.matcher(p.getProperty(key)).find(), key + ": a lone apostrophe would vanish ('' shows one)");
      }
    }
  }
}
