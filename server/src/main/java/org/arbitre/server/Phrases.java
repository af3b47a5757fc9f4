package org.arbitre.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The toolkit's own English sentences that the site shows (the referee's detail of a game's end,
 * "its move took 1520 ms, over 1000 ms + 500 ms tolerance"; a match's note, "replayed: its worker
 * stopped during attempt 1"; the framing of a build that failed) in the member's language.
 *
 * <p>{@code i18n/phrases.properties} holds each sentence as the toolkit writes it, {@code {0}}...
 * where its values go, and {@code i18n/phrases_LANG.properties} its translation under the same
 * key. A text that is one of the sentences in full is written in the member's language with its
 * values, each a number in the member's locale ({@code 1 520}) or, when it is a sentence of the
 * table too, translated in turn ("played 7 7: cell already occupied" is "a joué 7 7 : case déjà
 * occupée"). Any other text, a bot's output or a compiler's message, is shown as it is. The
 * longest sentences are tried first; a sentence with no word of its own (the toolkit's
 * {@code "{0}; {1}"}) applies only when each of its values is a sentence of the table.
 */
final class Phrases {
  private static final Pattern NUMBER = Pattern.compile("-?\\d{1,18}");
  private static final Pattern DECIMAL = Pattern.compile("-?\\d{1,15}\\.\\d{1,3}");
  private static final List<Phrase> ALL = load();

  private Phrases() {}

  /** One sentence: its key, the English text as a pattern (a group per value), whether it has words of its own. */
  private record Phrase(String key, Pattern english, int[] order, int literal, boolean joiner) {}

  /** {@code text} in {@code locale}: translated when it is a sentence of the table, else as it is (null stays null). */
  static String in(Locale locale, String text) {
    if (text == null || locale.getLanguage().equals(Locale.ENGLISH.getLanguage())) {
      return text;
    }
    return translate(locale, text, 0).orElse(text);
  }

  private static Optional<String> translate(Locale locale, String text, int depth) {
    if (depth > 8 || text.isEmpty()) {
      return Optional.empty();
    }
    ResourceBundle bundle = ResourceBundle.getBundle("i18n.phrases", locale, Phrases.class.getClassLoader(),
        ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    for (Phrase p : ALL) {
      Matcher m = p.english().matcher(text);
      if (!m.matches()) {
        continue;
      }
      Object[] args = new Object[p.order().length];
      boolean all = true;
      for (int g = 0; g < p.order().length; g++) {
        String value = m.group(g + 1);
        Object arg = value(locale, value, depth);
        all &= !(arg instanceof String s && s.equals(value)); // a number or a sentence
        args[p.order()[g]] = arg;
      }
      if (p.joiner() && !all) {
        continue;
      }
      return Optional.of(new MessageFormat(bundle.getString(p.key()), locale).format(args));
    }
    return Optional.empty();
  }

  /** A value of a sentence: a number (formatted by the locale's MessageFormat), a sentence translated, else the text. */
  private static Object value(Locale locale, String value, int depth) {
    if (NUMBER.matcher(value).matches()) {
      return Long.parseLong(value);
    }
    if (DECIMAL.matcher(value).matches()) {
      return Double.parseDouble(value);
    }
    return translate(locale, value, depth + 1).orElse(value);
  }

  /**
   * The English table as patterns: each sentence formatted by MessageFormat with a marker per
   * value (so a quote written {@code ''} is one quote), the text between the markers quoted.
   */
  private static List<Phrase> load() {
    Properties p = new Properties();
    try (InputStream in = Phrases.class.getClassLoader().getResourceAsStream("i18n/phrases.properties")) {
      if (in == null) {
        throw new IllegalStateException("resource i18n/phrases.properties is missing from the jar");
      }
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Phrase> out = new ArrayList<>();
    Pattern marker = Pattern.compile("\u0000(\\d+)\u0000");
    for (String key : p.stringPropertyNames()) {
      MessageFormat f = new MessageFormat(p.getProperty(key), Locale.ROOT);
      int n = f.getFormatsByArgumentIndex().length;
      Object[] markers = new Object[n];
      for (int i = 0; i < n; i++) {
        markers[i] = "\u0000" + i + "\u0000";
      }
      String text = f.format(markers);
      Matcher m = marker.matcher(text);
      StringBuilder regex = new StringBuilder();
      List<Integer> order = new ArrayList<>();
      int at = 0;
      StringBuilder literal = new StringBuilder();
      while (m.find()) {
        literal.append(text, at, m.start());
        regex.append(Pattern.quote(text.substring(at, m.start()))).append("(.+?)");
        order.add(Integer.parseInt(m.group(1)));
        at = m.end();
      }
      literal.append(text.substring(at));
      regex.append(Pattern.quote(text.substring(at)));
      out.add(new Phrase(key, Pattern.compile(regex.toString(), Pattern.DOTALL),
          order.stream().mapToInt(Integer::intValue).toArray(), literal.length(), !literal.toString().matches("(?s).*\\p{L}.*")));
    }
    out.sort(Comparator.comparingInt(Phrase::literal).reversed().thenComparing(Phrase::key));
    return List.copyOf(out);
  }
}
