package org.arbitre.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.attoparser.config.ParseConfiguration;
import org.attoparser.dom.DOMMarkupParser;
import org.attoparser.dom.Document;
import org.attoparser.dom.Element;
import org.attoparser.dom.INestableNode;
import org.attoparser.dom.INode;
import org.attoparser.dom.Text;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Every word a reader sees on a page comes from the bundles, in both languages: a template holds
 * no visible text of its own (outside an element whose text a {@code th:} attribute replaces, or
 * a {@code <code>}), no visible attribute written in English ({@code placeholder}, {@code title}),
 * every key it names is in its English and its French bundle (or the layout's), and the two
 * bundles have the same keys. It also holds no inline script or style, which the site's
 * Content-Security-Policy would refuse, and its {@code <html>} says the page's language.
 */
class TemplateTextTest {
  /** The templates checked: one line per template. */
  static final List<String> TEMPLATES = List.of(
      "layout",
      "home",
      "login",
      "register",
      "account",
      "error",
      "datafile",
      "matches",
      "tournaments",
      "match",
      "bot",
      "bots",
      "howto",
      "play",
      "play-game",
      "upload-confirm");

  /** Attributes whose value a reader sees or hears. */
  private static final Set<String> VISIBLE = Set.of("placeholder", "title", "alt", "aria-label", "label");
  /** Attributes that replace an element's content: what the template holds inside is a prototype. */
  private static final Set<String> REPLACING = Set.of("th:text", "th:utext", "th:replace", "th:insert", "th:remove");
  private static final Pattern KEY = Pattern.compile("#\\{'?([A-Za-z0-9_.-]+)('?)");
  private static final Pattern LETTER = Pattern.compile("\\p{L}");
  /** A file name or path as an example ({@code placeholder="book.txt"}): the same in every language. */
  private static final Pattern FILE_NAME = Pattern.compile("[\\w-]+(/[\\w-]+)*\\.\\w+");

  @ParameterizedTest
  @FieldSource("TEMPLATES")
  void everyVisibleWordComesFromTheBundles(String template) throws Exception {
    String html = resource("templates/" + template + ".html");
    Document doc = new DOMMarkupParser(ParseConfiguration.htmlConfiguration()).parse(template, html);
    List<String> problems = new ArrayList<>();
    walk(doc, problems);
    assertEquals(List.of(), problems, template + ".html: text that is not from a bundle");
    Element root = doc.getChildrenOfType(Element.class).stream().map(e -> (Element) e)
        .filter(e -> e.elementNameMatches("html")).findFirst().orElseThrow();
    assertTrue(root.hasAttribute("th:lang"), template + ".html: <html> has no th:lang=\"${lang}\"");
  }

  @ParameterizedTest
  @FieldSource("TEMPLATES")
  void everyKeyIsInBothLanguages(String template) throws Exception {
    Properties en = bundle(template, "");
    Properties fr = bundle(template, "_fr");
    assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(fr.stringPropertyNames()),
        template + ".properties and " + template + "_fr.properties have different keys");
    Properties sharedEn = bundle("layout", "");
    Properties sharedFr = bundle("layout", "_fr");
    Matcher m = KEY.matcher(resource("templates/" + template + ".html"));
    List<String> missing = new ArrayList<>();
    while (m.find()) {
      String key = m.group(1);
      if (!m.group(2).isEmpty() || key.endsWith(".")) {
        // a key built from a value (#{'layout.status.' + ${m.status()}}): every value's key is in the bundle
        String prefix = key;
        boolean some = en.stringPropertyNames().stream().anyMatch(k -> k.startsWith(prefix))
            || sharedEn.stringPropertyNames().stream().anyMatch(k -> k.startsWith(prefix));
        if (!some) {
          missing.add(key + "*");
        }
        continue;
      }
      if (!(en.containsKey(key) || sharedEn.containsKey(key))) {
        missing.add(key + " (English)");
      }
      if (!(fr.containsKey(key) || sharedFr.containsKey(key))) {
        missing.add(key + " (French)");
      }
    }
    assertEquals(List.of(), missing, template + ".html names keys that no bundle has");
  }

  private static void walk(INestableNode node, List<String> problems) {
    for (Object child : node.getChildren()) {
      if (child instanceof Text t) {
        String text = t.getContent().strip();
        if (LETTER.matcher(text).find()) {
          problems.add("line " + t.getLine() + ": \"" + text.replaceAll("\\s+", " ") + "\"");
        }
      } else if (child instanceof Element e) {
        String name = e.getElementName().toLowerCase(java.util.Locale.ROOT);
        Map<String, String> attributes = e.getAttributeMap();
        for (Map.Entry<String, String> a : attributes.entrySet()) {
          String attribute = a.getKey().toLowerCase(java.util.Locale.ROOT);
          if (VISIBLE.contains(attribute) && LETTER.matcher(a.getValue()).find() && !FILE_NAME.matcher(a.getValue()).matches()) {
            problems.add("line " + e.getLine() + ": " + attribute + "=\"" + a.getValue() + "\" (use th:" + attribute + ")");
          }
          if (attribute.equals("style")) {
            problems.add("line " + e.getLine() + ": a style attribute (the CSP refuses it: a class in site.css)");
          }
          if (attribute.startsWith("on")) {
            problems.add("line " + e.getLine() + ": an inline handler " + attribute + " (the CSP refuses it)");
          }
          if (attribute.equals("href") && a.getValue().startsWith("javascript:")) {
            problems.add("line " + e.getLine() + ": a javascript: link (the CSP refuses it)");
          }
        }
        if (name.equals("style")) {
          problems.add("line " + e.getLine() + ": a <style> element (the CSP refuses it: static/site.css)");
        }
        if (name.equals("script")) {
          if (!attributes.containsKey("src") && !attributes.containsKey("th:src")) {
            problems.add("line " + e.getLine() + ": an inline <script> (the CSP refuses it: a file under static/)");
          }
          continue;
        }
        if (name.equals("input") && Set.of("submit", "button").contains(String.valueOf(attributes.get("type")))
            && LETTER.matcher(String.valueOf(attributes.getOrDefault("value", ""))).find()) {
          problems.add("line " + e.getLine() + ": a button's value (use th:value)");
        }
        boolean replaced = attributes.keySet().stream().anyMatch(REPLACING::contains);
        if (!replaced && !name.equals("code") && !name.equals("title")) {
          walk(e, problems);
        }
      } else if (child instanceof INestableNode n) {
        walk(n, problems);
      }
    }
  }

  private static Properties bundle(String template, String suffix) throws IOException {
    Properties p = new Properties();
    try (InputStream in = TemplateTextTest.class.getClassLoader().getResourceAsStream(
        "templates/" + template + suffix + ".properties")) {
      if (in != null) {
        p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      }
    }
    return p;
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = TemplateTextTest.class.getClassLoader().getResourceAsStream(name)) {
      assertNotNull(in, name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
