package org.arbitre.server;

import io.javalin.http.Context;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;

/**
 * The site's pages: Thymeleaf templates under {@code templates/}, every value escaped by the
 * engine, in the member's language. The text of a template comes from its own bundle next to it
 * ({@code templates/NAME.properties}, English, and {@code templates/NAME_fr.properties}), read by
 * the engine's standard message resolver, which also looks in the bundle of every template a
 * fragment comes from: the menu's text is in {@code templates/layout*.properties}. Sentences
 * written by the Java code (a refused form's message) come from {@code i18n/messages*.properties}
 * through {@link #text}.
 *
 * <p>The language: {@code ?lang=fr} or {@code ?lang=en} on any page (the menu's switch link),
 * remembered in the {@value #LANG_COOKIE} cookie; else the browser's {@code Accept-Language};
 * else English.
 */
final class Pages {
  static final String LANG_COOKIE = "arbitre_lang";
  static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.FRENCH);
  private static final String LOCALE = "locale";

  private final TemplateEngine engine = new TemplateEngine();
  private final Contest contest;

  Pages(Contest contest) {
    this.contest = contest;
    ClassLoaderTemplateResolver r = new ClassLoaderTemplateResolver(Pages.class.getClassLoader());
    r.setPrefix("templates/");
    r.setSuffix(".html");
    r.setTemplateMode(TemplateMode.HTML);
    r.setCharacterEncoding("UTF-8");
    r.setCacheable(true);
    engine.setTemplateResolver(r);
    engine.setMessageResolver(new SharedWords());
  }

  /**
   * The engine's standard message resolver, each template's bundle under it the layout's: the
   * words several pages share ({@code layout.game}...) are written once, in
   * {@code templates/layout*.properties}, and a page's own bundle may override them. (The standard
   * resolver alone finds the layout's bundle only inside the layout's fragments.)
   */
  private static final class SharedWords extends org.thymeleaf.messageresolver.StandardMessageResolver {
    private static final String LAYOUT = "templates/layout.html";

    @Override
    protected Map<String, String> resolveMessagesForTemplate(String template,
        org.thymeleaf.templateresource.ITemplateResource resource, Locale locale) {
      Map<String, String> own = super.resolveMessagesForTemplate(template, resource, locale);
      if (template.equals("layout")) {
        return own;
      }
      Map<String, String> all = new HashMap<>(super.resolveMessagesForTemplate("layout",
          new org.thymeleaf.templateresource.ClassLoaderTemplateResource(Pages.class.getClassLoader(), LAYOUT, "UTF-8"),
          locale));
      all.putAll(own);
      return all;
    }
  }

  /**
   * Renders {@code template} with {@code values}, the member, the CSRF token, the contest, the
   * language ({@code lang}, for {@code <html th:lang>}), the links that switch it ({@code langLinks})
   * and {@code fmt} (dates, numbers and the toolkit's sentences in the member's locale).
   */
  void render(Context ctx, String template, Map<String, Object> values) {
    Locale locale = locale(ctx);
    Map<String, Object> all = new HashMap<>(values);
    all.put("me", Web.member(ctx));
    all.put("csrf", ctx.attribute(Web.CSRF));
    all.put("contest", contest);
    all.put("lang", locale.getLanguage());
    all.put("langLinks", langLinks(ctx, locale));
    all.put("fmt", new Formats(locale));
    all.putIfAbsent("errors", Map.of());
    all.putIfAbsent("error", "");
    ctx.contentType("text/html; charset=utf-8");
    ctx.result(engine.process(template, new org.thymeleaf.context.Context(locale, all)));
  }

  /**
   * The values a form's template needs to show a refusal: {@code errors}, the sentence by field
   * name (shown beside the field), or {@code error} when it is about the whole form. The caller
   * adds what the member typed.
   */
  static Map<String, Object> refused(Context ctx, Refusal e) {
    Map<String, Object> v = new HashMap<>();
    String message = e.message(locale(ctx));
    if (e.field().isEmpty()) {
      v.put("error", message);
    } else {
      v.put("errors", Map.of(e.field(), message));
    }
    return v;
  }

  /** The member's language: the {@code lang} query parameter (then kept in a cookie), the cookie, Accept-Language, English. */
  static Locale locale(Context ctx) {
    Locale cached = ctx.attribute(LOCALE);
    if (cached != null) {
      return cached;
    }
    Locale l = null;
    String asked = ctx.queryParam("lang");
    if (supported(asked) != null) {
      l = supported(asked);
      ctx.cookie(Web.cookie(ctx, LANG_COOKIE, l.getLanguage(), 365 * 24 * 3600));
    } else if (supported(ctx.cookie(LANG_COOKIE)) != null) {
      l = supported(ctx.cookie(LANG_COOKIE));
    } else {
      String header = ctx.header("Accept-Language");
      if (header != null) {
        try {
          l = Locale.lookup(Locale.LanguageRange.parse(header), LANGUAGES);
        } catch (IllegalArgumentException e) {
          l = null; // a malformed header counts as none
        }
      }
    }
    Locale out = l == null ? Locale.ENGLISH : l;
    ctx.attribute(LOCALE, out);
    return out;
  }

  private static Locale supported(String tag) {
    if (tag == null) {
      return null;
    }
    for (Locale l : LANGUAGES) {
      if (l.getLanguage().equals(tag)) {
        return l;
      }
    }
    return null;
  }

  /**
   * The links to this page in each other language: its path and query with {@code lang} set. After
   * a form post the page has no address of its own to come back to: the links lead home.
   */
  private static Map<String, String> langLinks(Context ctx, Locale current) {
    Map<String, String> out = new java.util.LinkedHashMap<>();
    boolean get = ctx.method().name().equals("GET");
    StringBuilder query = new StringBuilder();
    if (get) {
      for (Map.Entry<String, List<String>> e : ctx.queryParamMap().entrySet()) {
        if (e.getKey().equals("lang")) {
          continue;
        }
        for (String v : e.getValue()) {
          query.append(java.net.URLEncoder.encode(e.getKey(), java.nio.charset.StandardCharsets.UTF_8)).append('=')
              .append(java.net.URLEncoder.encode(v, java.nio.charset.StandardCharsets.UTF_8)).append('&');
        }
      }
    }
    String path = get && !ctx.path().startsWith("//") ? ctx.path() : "/"; // never another host's address
    for (Locale l : LANGUAGES) {
      if (!l.equals(current)) {
        out.put(l.getLanguage(), path + "?" + query + "lang=" + l.getLanguage());
      }
    }
    return out;
  }

  /**
   * A sentence of the Java code's bundle {@code i18n/messages} in {@code locale}, its {@code {0}}...
   * filled in by {@link MessageFormat}, as the templates' messages are (a quote is written {@code ''}).
   */
  static String text(Locale locale, String key, Object... args) {
    String pattern = ResourceBundle.getBundle("i18n.messages", locale, Pages.class.getClassLoader(),
        ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).getString(key);
    return new MessageFormat(pattern, locale).format(args);
  }

  /**
   * Dates, numbers and the toolkit's sentences in the member's locale, for the templates
   * ({@code ${fmt.number(n)}}, {@code ${fmt.date(ms)}}, {@code ${fmt.phrase(text)}}).
   */
  public static final class Formats {
    private final Locale locale;

    Formats(Locale locale) {
      this.locale = locale;
    }

    public String number(long n) {
      return NumberFormat.getIntegerInstance(locale).format(n);
    }

    /** Bytes as mebibytes, to one decimal ("16", "0,5" in French). */
    public String mib(long bytes) {
      NumberFormat f = NumberFormat.getNumberInstance(locale);
      f.setMaximumFractionDigits(1);
      return f.format(bytes / 1048576.0);
    }

    /** One of the toolkit's own English sentences in the member's language ({@link Phrases}); any other text as it is. */
    public String phrase(String text) {
      return Phrases.in(locale, text);
    }

    /** A moment (milliseconds since 1970) as a date and time of the server's zone. */
    public String date(long millis) {
      return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT).withLocale(locale)
          .format(Instant.ofEpochMilli(millis).atZone(ZoneId.systemDefault()));
    }
  }
}
