package org.arbitre.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import org.attoparser.config.ParseConfiguration;
import org.attoparser.dom.DOMMarkupParser;
import org.attoparser.dom.Element;
import org.attoparser.dom.INestableNode;
import org.attoparser.dom.INode;
import org.attoparser.dom.Text;

/**
 * English left on a French page: the English values of every bundle the site speaks from (each
 * template's {@code templates/NAME.properties}, NAME in {@link TemplateTextTest#TEMPLATES}, {@code i18n/messages}, {@code i18n/phrases} and the
 * tournament report's {@code report.properties}) whose French translation differs, each made a
 * pattern ({@code {0}} matches any value), looked for in what a reader of the page sees: its text
 * nodes and visible attributes. A sentence of several words is found anywhere in a text ("(its
 * move took 1520 ms, over ...)"); a single word only as a whole text ("done"). An English value
 * that reads the same as some French value ("stderr", "Elo") is no leftover.
 */
final class EnglishLeftovers {
  private static final Pattern ARGUMENT = Pattern.compile("\\{[^{}]*}");
  private static final Pattern LETTERS = Pattern.compile("\\p{L}{2,}");
  private static final List<Entry> ALL = load();

  private EnglishLeftovers() {}

  /** {@code pieces}: the value's literal parts, each of which a text must hold for the pattern to match (a cheap first look). */
  private record Entry(String where, String english, Pattern pattern, boolean sentence, List<String> pieces) {
    boolean in(String text) {
      for (String piece : pieces) {
        if (!text.contains(piece)) {
          return false;
        }
      }
      return sentence ? pattern.matcher(text).find() : pattern.matcher(text).matches();
    }
  }

  /** What {@code texts} (a page's text nodes and visible attributes) hold of the English bundles: "key = value in «text»". */
  static List<String> in(Collection<String> texts) {
    List<String> found = new ArrayList<>();
    for (String raw : texts) {
      String text = raw.replaceAll("\\s+", " ").strip();
      if (text.isEmpty()) {
        continue;
      }
      for (Entry e : ALL) {
        if (e.in(text)) {
          found.add(e.where() + " = " + e.english() + " in «" + text + "»");
        }
      }
    }
    return found;
  }

  /** What a reader sees of an HTML page: its text nodes (not a script's) and its visible attributes. */
  static List<String> shownIn(String html) {
    List<String> out = new ArrayList<>();
    try {
      shown(new DOMMarkupParser(ParseConfiguration.htmlConfiguration()).parse(new java.io.StringReader(html)), out);
    } catch (org.attoparser.ParseException e) {
      throw new IllegalArgumentException("not HTML: " + e.getMessage(), e);
    }
    return out;
  }

  private static void shown(INestableNode node, List<String> out) {
    for (INode child : node.getChildren()) {
      if (child instanceof Text t) {
        out.add(org.unbescape.html.HtmlEscape.unescapeHtml(t.getContent()));
      } else if (child instanceof Element e) {
        for (String a : List.of("title", "placeholder", "alt", "aria-label", "label")) {
          if (e.hasAttribute(a)) {
            out.add(org.unbescape.html.HtmlEscape.unescapeHtml(e.getAttributeValue(a)));
          }
        }
        String name = e.getElementName().toLowerCase(java.util.Locale.ROOT);
        if (name.equals("input") && List.of("submit", "button").contains(String.valueOf(e.getAttributeValue("type")))) {
          out.add(org.unbescape.html.HtmlEscape.unescapeHtml(String.valueOf(e.getAttributeValue("value"))));
        }
        if (!name.equals("script") && !name.equals("style")) {
          shown(e, out);
        }
      } else if (child instanceof INestableNode n) {
        shown(n, out);
      }
    }
  }

  private static List<Entry> load() {
    List<Properties[]> pairs = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<Boolean> messageFormat = new ArrayList<>();
    for (String t : TemplateTextTest.TEMPLATES) {
      pairs.add(new Properties[] {read("templates/" + t + ".properties"), read("templates/" + t + "_fr.properties")});
      names.add(t);
      messageFormat.add(true);
    }
    for (String b : List.of("messages", "phrases")) {
      pairs.add(new Properties[] {read("i18n/" + b + ".properties"), read("i18n/" + b + "_fr.properties")});
      names.add(b);
      messageFormat.add(true);
    }
    pairs.add(new Properties[] {read("org/arbitre/tournament/report.properties"), read("i18n/report_fr.properties")});
    names.add("report");
    messageFormat.add(false);

    List<String> french = new ArrayList<>();
    for (int i = 0; i < pairs.size(); i++) {
      for (String k : pairs.get(i)[1].stringPropertyNames()) {
        french.add(plain(pairs.get(i)[1].getProperty(k), messageFormat.get(i)).replace("\u0000", "x"));
      }
    }
    List<Entry> out = new ArrayList<>();
    for (int i = 0; i < pairs.size(); i++) {
      Properties en = pairs.get(i)[0];
      Properties fr = pairs.get(i)[1];
      for (String key : en.stringPropertyNames()) {
        String value = en.getProperty(key);
        if (value.equals(fr.getProperty(key))) {
          continue;
        }
        String text = plain(value, messageFormat.get(i)).strip();
        String literal = text.replace("\u0000", " ");
        if (!LETTERS.matcher(literal).find()) {
          continue; // "{0} ms", "|<": nothing to read in a language
        }
        StringBuilder regex = new StringBuilder();
        for (String piece : text.split("\u0000", -1)) {
          if (regex.length() > 0 || text.startsWith("\u0000")) {
            regex.append(".*?");
          }
          regex.append(Pattern.quote(piece));
        }
        boolean sentence = literal.strip().contains(" ");
        String r = (Character.isLetterOrDigit(text.charAt(0)) ? "\\b" : "") + regex
            + (Character.isLetterOrDigit(text.charAt(text.length() - 1)) ? "\\b" : "");
        Pattern p = Pattern.compile(r, Pattern.DOTALL);
        if (french.stream().anyMatch(f -> p.matcher(f).matches())) {
          continue; // reads the same in French
        }
        List<String> pieces = java.util.Arrays.stream(text.split("\u0000")).filter(x -> !x.isEmpty()).toList();
        out.add(new Entry(names.get(i) + ":" + key, value, p, sentence, pieces));
      }
    }
    return List.copyOf(out);
  }

  /** The value's text, every argument (a choice too) a NUL, a quote written {@code ''} one quote. */
  private static String plain(String value, boolean messageFormat) {
    String s = value;
    String before;
    do {
      before = s;
      s = ARGUMENT.matcher(s).replaceAll("\u0000");
    } while (!s.equals(before));
    return messageFormat ? s.replace("''", "'") : s;
  }

  private static Properties read(String name) {
    Properties p = new Properties();
    try (InputStream in = EnglishLeftovers.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("no resource " + name);
      }
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p;
  }
}
