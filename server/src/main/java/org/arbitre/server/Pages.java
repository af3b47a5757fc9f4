package org.arbitre.server;

import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;

/** The site's pages: Thymeleaf templates under {@code templates/}, every value escaped by the engine. */
final class Pages {
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
  }

  /** Renders {@code template} with {@code values}, the member, the CSRF token and the contest. */
  void render(Context ctx, String template, Map<String, Object> values) {
    Map<String, Object> all = new HashMap<>(values);
    all.put("me", Web.member(ctx));
    all.put("csrf", ctx.attribute(Web.CSRF));
    all.put("contest", contest);
    ctx.contentType("text/html; charset=utf-8");
    ctx.result(engine.process(template, new org.thymeleaf.context.Context(Locale.ENGLISH, all)));
  }
}
